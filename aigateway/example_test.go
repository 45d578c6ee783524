package aigateway_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	ep, err := endpoints.NewClient(srv.Client()).Create(ctx, &endpoints.CreateParams{
		URL: "https://llm.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new("on_http_request: [{actions: [{type: ai-gateway, config: {providers: [{id: openai}]}}]}]"),
	})
	if err != nil {
		log.Fatal(err)
	}
	keys := aigateway.NewClient(srv.Client()).APIKeys

	k, err := keys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: ep.ID, Description: new("chat app")})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("token shown once:", k.Token != nil, "for", k.Endpoint.ID == ep.ID)

	again, err := keys.Get(ctx, k.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("token shown again:", again.Token != nil, "display name kept:", again.DisplayName == k.DisplayName)
	// Output:
	// token shown once: true for true
	// token shown again: false display name kept: true
}
