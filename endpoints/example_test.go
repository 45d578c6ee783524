package endpoints_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	eps := endpoints.NewClient(srv.Client())

	// A public cloud endpoint needs a reserved domain.
	deny := "on_http_request: [{actions: [{type: deny}]}]"
	_, err := eps.Create(ctx, &endpoints.CreateParams{URL: "https://shop.example.com", TrafficPolicy: new(deny)})
	fmt.Println(ingress.IsErrorCode(err, ingresstest.CodeEndpointNotReserved))

	if _, err := reserveddomains.NewClient(srv.Client()).Create(ctx, &reserveddomains.CreateParams{Domain: "shop.example.com"}); err != nil {
		log.Fatal(err)
	}
	ep, err := eps.Create(ctx, &endpoints.CreateParams{
		URL: "https://shop.example.com",
		TrafficPolicy: new(`on_http_request:
  - actions:
      - type: forward-internal
        config:
          url: https://shop.internal
`),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ep.Type, ep.URL, ep.Bindings, ep.Domain != nil)

	// The internal endpoint it forwards to.
	internal, err := eps.Create(ctx, &endpoints.CreateParams{
		URL:           "https://shop.internal",
		Bindings:      []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new(`{"on_http_request":[{"actions":[{"type":"custom-response","config":{"status_code":200}}]}]}`),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(internal.URL, internal.Bindings)
	// Output:
	// true
	// cloud https://shop.example.com [public] true
	// https://shop.internal [internal]
}

// ExampleClient_List shows an agent endpoint, which the embedded server's
// hook starts as an agent would, listed beside a cloud endpoint and found
// by URL.
func ExampleClient_List() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	eps := endpoints.NewClient(srv.Client())

	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	session, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID})
	if err != nil {
		log.Fatal(err)
	}
	if _, err := srv.StartAgentEndpoint(ingresstest.AgentEndpoint{
		SessionID: session, URL: "https://api.internal", Bindings: []string{"internal"}, UpstreamURL: "http://localhost:8080",
	}); err != nil {
		log.Fatal(err)
	}
	if _, err := eps.Create(ctx, &endpoints.CreateParams{
		URL: "tcp://db.internal:5432", TrafficPolicy: new("on_tcp_connect: [{actions: [{type: deny}]}]"),
	}); err != nil {
		log.Fatal(err)
	}

	for ep, err := range eps.List(ctx, nil).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(ep.Type, ep.URL, ep.UpstreamURL != "")
	}
	for ep, err := range eps.List(ctx, &endpoints.ListParams{URLs: []string{"https://api.internal"}}).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println("found", ep.Type, ep.TunnelSession.ID == session)
	}
	// Output:
	// cloud tcp://db.internal:5432 false
	// agent https://api.internal true
	// found agent true
}
