package serviceusers_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/serviceusers"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	users := serviceusers.NewClient(srv.Client())

	su, err := users.Create(ctx, &serviceusers.CreateParams{Name: "deploy"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(su.Name, su.Active)

	// The service user owns an API key, which acts as it.
	key, err := apikeys.NewClient(srv.Client()).Create(ctx, &apikeys.CreateParams{OwnerID: &su.ID})
	if err != nil {
		log.Fatal(err)
	}
	asService := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*key.Token)))
	_, err = asService.Get(ctx, key.ID)
	fmt.Println("active service user's key works:", err == nil)

	// Deactivating the service user suspends its keys.
	if _, err := users.Update(ctx, su.ID, &serviceusers.UpdateParams{Active: new(false)}); err != nil {
		log.Fatal(err)
	}
	_, err = asService.Get(ctx, key.ID)
	fmt.Println("inactive service user's key works:", err == nil)

	// Deleting the service user deletes its keys.
	if err := users.Delete(ctx, su.ID); err != nil {
		log.Fatal(err)
	}
	_, err = apikeys.NewClient(srv.Client()).Get(ctx, key.ID)
	fmt.Println("key deleted with the service user:", ingress.IsNotFound(err))
	// Output:
	// deploy true
	// active service user's key works: true
	// inactive service user's key works: false
	// key deleted with the service user: true
}
