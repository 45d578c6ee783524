package apikeys_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	keys := apikeys.NewClient(srv.Client())

	k, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("deploy bot")})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("token shown once:", k.Token != nil)

	k, err = keys.Update(ctx, k.ID, &apikeys.UpdateParams{Metadata: new(`{"team":"infra"}`)})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(k.Description, k.Metadata, k.Token == nil)

	if err := keys.Delete(ctx, k.ID); err != nil {
		log.Fatal(err)
	}
	// Output:
	// token shown once: true
	// deploy bot {"team":"infra"} true
}
