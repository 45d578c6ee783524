package tunnels_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/tunnels"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()

	// An agent connects and starts two tunnels: one with a public URL, and
	// a backend tunnel that tunnel group backends match by its labels.
	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	session, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID})
	if err != nil {
		log.Fatal(err)
	}
	if _, err := srv.StartTunnel(session, ingresstest.TunnelSpec{PublicURL: "https://app.example.com", ForwardsTo: "http://localhost:8080"}); err != nil {
		log.Fatal(err)
	}
	if _, err := srv.StartTunnel(session, ingresstest.TunnelSpec{Labels: map[string]string{"app": "api"}}); err != nil {
		log.Fatal(err)
	}

	for t, err := range tunnels.NewClient(srv.Client()).List(ctx, nil).All() {
		if err != nil {
			log.Fatal(err)
		}
		if len(t.Labels) > 0 {
			fmt.Println("backend tunnel", t.Labels, "->", t.ForwardsTo)
		} else {
			fmt.Println(t.Proto, t.PublicURL, "->", t.ForwardsTo)
		}
	}
	// Output:
	// backend tunnel map[app:api] -> http://localhost:80
	// https https://app.example.com -> http://localhost:8080
}
