package apikeys_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

// The server evaluates the filter: only the keys described "ci" and
// created in the last 12 days come back, one page each.
func ExampleClient_List_filter() {
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	srv := ingresstest.NewServer(ingresstest.WithClock(clk.Now))
	defer srv.Close()
	ctx := context.Background()
	keys := apikeys.NewClient(srv.Client())

	for _, d := range []string{"ci", "deploy", "ci", "ci"} {
		if _, err := keys.Create(ctx, &apikeys.CreateParams{Description: new(d), Metadata: new(clk.Now().Format(time.DateOnly))}); err != nil {
			log.Fatal(err)
		}
		clk.Advance(5 * 24 * time.Hour)
	}

	filter := `obj.description == "ci" && obj.created_at >= timestamp(time.now).subtract("12d")`
	for k, err := range keys.List(ctx, &ingress.ListParams{Filter: &filter, Limit: new(1)}).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(k.Description, k.Metadata)
	}
	// Output:
	// ci 2026-05-16
	// ci 2026-05-11
}
