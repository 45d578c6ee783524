package backends_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest"
)

func ExampleStaticClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := backends.NewClient(srv.Client())

	origin, err := c.Static.Create(ctx, &backends.StaticCreateParams{
		Address: "origin.example.com:443",
		TLS:     &backends.StaticTLS{Enabled: true},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(origin.Address, origin.TLS.Enabled)

	// An address without a port is refused before anything is sent.
	_, err = c.Static.Create(ctx, &backends.StaticCreateParams{Address: "origin.example.com"})
	fmt.Println(err != nil)
	// Output:
	// origin.example.com:443 true
	// true
}

func ExampleTunnelGroupClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := backends.NewClient(srv.Client())

	group, err := c.TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{
		Labels: map[string]string{"app": "web", "dc": "eu"},
	})
	if err != nil {
		log.Fatal(err)
	}
	// Tunnels lists the online tunnels whose labels include these.
	fmt.Println(group.Labels["app"], group.Labels["dc"], len(group.Tunnels))
	// Output:
	// web eu 0
}

func ExampleWeightedClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := backends.NewClient(srv.Client())

	stable, err := c.Static.Create(ctx, &backends.StaticCreateParams{Address: "stable.example.com:80"})
	if err != nil {
		log.Fatal(err)
	}
	canary, err := c.Static.Create(ctx, &backends.StaticCreateParams{Address: "canary.example.com:80"})
	if err != nil {
		log.Fatal(err)
	}
	// Nine requests in ten go to the stable release.
	split, err := c.Weighted.Create(ctx, &backends.WeightedCreateParams{
		Backends: map[string]int64{stable.ID: 9, canary.ID: 1},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(split.Backends[stable.ID], split.Backends[canary.ID])

	// Weights go from 0 to 10000.
	_, err = c.Weighted.Update(ctx, split.ID, &backends.WeightedUpdateParams{Backends: map[string]int64{canary.ID: 10001}})
	fmt.Println(err != nil)

	// A backend that a weighted backend lists cannot be deleted.
	fmt.Println(c.Static.Delete(ctx, canary.ID) != nil)
	// Output:
	// 9 1
	// true
	// true
}
