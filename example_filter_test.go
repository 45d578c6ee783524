package ingress_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

// A filter in the documented subset of CEL selects items on the server; a
// substring function, which the API lists as coming soon, is refused with
// the API's error.
func ExampleListParams_filter() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	keys := apikeys.NewClient(srv.Client())
	for _, d := range []string{"ci", "deploy", "staging"} {
		if _, err := keys.Create(ctx, &apikeys.CreateParams{Description: new(d)}); err != nil {
			log.Fatal(err)
		}
	}

	for k, err := range keys.List(ctx, &ingress.ListParams{Filter: new(`obj.description in ["ci", "staging"]`)}).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(k.Description)
	}

	for _, err := range keys.List(ctx, &ingress.ListParams{Filter: new(`obj.description.startsWith("c")`)}).All() {
		fmt.Println(ingress.IsErrorCode(err, ingresstest.CodeInvalidFilter))
	}
	// Output:
	// staging
	// ci
	// true
}
