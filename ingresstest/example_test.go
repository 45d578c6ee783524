package ingresstest_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

func ExampleNewServer() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	keys := apikeys.NewClient(srv.Client())

	ctx := context.Background()
	k, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("ci")})
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.HasPrefix(k.ID, "ak_"), k.Description, k.Token != nil)

	_, err = keys.Get(ctx, "ak_missing")
	var apiErr *ingress.Error
	fmt.Println(errors.As(err, &apiErr), apiErr.StatusCode, ingress.IsNotFound(err))
	// Output:
	// true ci true
	// true 404 true
}

func ExampleServer_AddUser() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	_, userKey := srv.AddUser(false)
	user := apikeys.NewClient(srv.Client(ingress.WithAPIKey(userKey)))

	// A user that is not an admin may not create keys for others.
	_, err := user.Create(context.Background(), &apikeys.CreateParams{OwnerID: &srv.AdminID})
	var apiErr *ingress.Error
	if errors.As(err, &apiErr) {
		fmt.Println(apiErr.StatusCode)
	}
	// Output: 403
}

func ExampleWithIDSeed() {
	clock := ingresstest.WithClock(func() time.Time { return time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC) })
	a := ingresstest.NewServer(clock, ingresstest.WithIDSeed(1))
	defer a.Close()
	b := ingresstest.NewServer(clock, ingresstest.WithIDSeed(1))
	defer b.Close()
	fmt.Println(a.AdminID == b.AdminID, a.APIKey == b.APIKey)

	k, err := apikeys.NewClient(a.Client()).Create(context.Background(), nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(k.CreatedAt)
	// Output:
	// true true
	// 2024-01-02 03:04:05 +0000 UTC
}

func ExampleNewServerOn() {
	srv, err := ingresstest.NewServerOn("127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer srv.Close()
	fmt.Println(strings.HasPrefix(srv.URL, "http://127.0.0.1:"))
	// Output: true
}

func ExampleWithPageLimits() {
	srv := ingresstest.NewServer(ingresstest.WithPageLimits(2, 5))
	defer srv.Close()
	keys := apikeys.NewClient(srv.Client())
	ctx := context.Background()
	for range 4 {
		if _, err := keys.Create(ctx, nil); err != nil {
			panic(err)
		}
	}
	n := 0
	for _, err := range keys.List(ctx, nil).All() { // three pages of at most 2
		if err != nil {
			panic(err)
		}
		n++
	}
	fmt.Println(n)
	for _, err := range keys.List(ctx, &ingress.ListParams{Limit: new(6)}).All() {
		var apiErr *ingress.Error
		if errors.As(err, &apiErr) {
			fmt.Println(apiErr.StatusCode) // a page larger than the maximum
		}
	}
	// Output:
	// 5
	// 400
}
