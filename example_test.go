package ingress_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

func ExampleNewClient() {
	srv := ingresstest.NewServer()
	defer srv.Close()

	// Against the real API: ingress.NewClient(ingress.FromEnv()).
	c, err := ingress.NewClient(ingress.WithAPIKey(srv.APIKey), ingress.WithBaseURL(srv.URL))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("key shown:", strings.Contains(fmt.Sprintf("%#v", c), srv.APIKey))

	_, err = ingress.NewClient()
	fmt.Println(err)
	// Output:
	// key shown: false
	// ingress: no API key: use WithAPIKey or set NGROK_API_KEY with FromEnv
}

func ExampleClient_Do() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	c := srv.Client()

	// Do calls any endpoint, for the ones the SDK does not cover yet.
	var key struct {
		Description string  `json:"description"`
		Token       *string `json:"token"`
	}
	err := c.Do(context.Background(), "POST", "/api_keys", map[string]string{"description": "raw"}, &key)
	fmt.Println(err, key.Description, key.Token != nil)
	// Output: <nil> raw true
}

func ExampleList() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	keys := apikeys.NewClient(srv.Client())
	for _, d := range []string{"first", "second", "third"} {
		if _, err := keys.Create(ctx, &apikeys.CreateParams{Description: new(d)}); err != nil {
			log.Fatal(err)
		}
	}

	// Pages of two, fetched lazily; newest first. The server's own admin
	// key has no description.
	for k, err := range keys.List(ctx, &ingress.ListParams{Limit: new(2)}).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%q\n", k.Description)
	}
	// Output:
	// "third"
	// "second"
	// "first"
	// ""
}

func ExampleIter_Next() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	it := apikeys.NewClient(srv.Client()).List(context.Background(), nil)
	n := 0
	for it.Next() {
		n++
	}
	if err := it.Err(); err != nil {
		log.Fatal(err)
	}
	fmt.Println(n, "key")
	// Output: 1 key
}

func ExampleError() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	keys := apikeys.NewClient(srv.Client())

	_, err := keys.Get(context.Background(), "ak_missing")
	var apiErr *ingress.Error
	if errors.As(err, &apiErr) {
		fmt.Println(apiErr.StatusCode, apiErr.Msg, ingress.IsNotFound(err))
	}

	// Broken rules are caught before anything is sent.
	_, err = keys.Create(context.Background(), &apikeys.CreateParams{Description: new(strings.Repeat("x", 256))})
	fmt.Println(err)
	// Output:
	// 404 Resource not found true
	// ingress: invalid description: must be at most 255 bytes, got 256
}
