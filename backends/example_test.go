package backends_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := backends.NewClient(srv.Client())

	maintenance, err := c.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{
		StatusCode: 503,
		Body:       "down for maintenance",
		Headers:    map[string]string{"Content-Type": "text/plain"},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(maintenance.StatusCode, maintenance.Headers["content-type"], maintenance.Body)

	fallback, err := c.Failover.Create(ctx, &backends.FailoverCreateParams{
		Backends:    []string{maintenance.ID},
		Description: new("maintenance page"),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(fallback.Description, len(fallback.Backends))
	// Output:
	// 503 text/plain down for maintenance
	// maintenance page 1
}

func ExampleFailoverClient_Update() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := backends.NewClient(srv.Client())

	page, err := c.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{StatusCode: 503})
	if err != nil {
		log.Fatal(err)
	}
	fo, err := c.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{page.ID}})
	if err != nil {
		log.Fatal(err)
	}
	// Supplying only the metadata keeps the child backends.
	fo, err = c.Failover.Update(ctx, fo.ID, &backends.FailoverUpdateParams{Metadata: new(`{"team":"web"}`)})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(fo.Metadata, fo.Backends[0] == page.ID)

	// A backend that a failover backend lists cannot be deleted.
	fmt.Println(c.HTTPResponse.Delete(ctx, page.ID) != nil)
	// Output:
	// {"team":"web"} true
	// true
}
