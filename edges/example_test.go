package edges_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
)

// A TLS edge that lets in only the addresses an IP policy allows.
func ExampleTLSClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := srv.Client()

	policies := ippolicies.NewClient(c)
	office, err := policies.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	if err != nil {
		log.Fatal(err)
	}
	_, err = policies.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: office.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow})
	if err != nil {
		log.Fatal(err)
	}

	// TLS and HTTPS edges take only the account's reserved domains.
	if _, err := reserveddomains.NewClient(c).Create(ctx, &reserveddomains.CreateParams{Domain: "db.example.com"}); err != nil {
		log.Fatal(err)
	}
	tls := edges.NewClient(c).TLS
	edge, err := tls.Create(ctx, &edges.TLSEdgeCreateParams{
		Description:    new("postgres"),
		Hostports:      []string{"db.example.com:443"},
		IPRestriction:  &edges.IPRestrictionParams{IPPolicyIDs: []string{office.ID}},
		TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS12)},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(edge.Description, edge.Hostports)
	fmt.Println("restricted:", edge.IPRestriction.Enabled, edge.IPRestriction.IPPolicies[0].ID == office.ID)
	fmt.Println("terminated at", edge.TLSTermination.TerminateAt, "from TLS", *edge.TLSTermination.MinVersion)

	// Modules are managed one by one too: switch the restriction off.
	ipr, err := tls.IPRestriction.Replace(ctx, edge.ID, &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{office.ID}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("restricted:", ipr.Enabled)
	// Output:
	// postgres [db.example.com:443]
	// restricted: true true
	// terminated at edge from TLS 1.2
	// restricted: false
}

// An HTTPS edge whose /app route signs visitors in with an OpenID provider.
func ExampleRouteClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := edges.NewClient(srv.Client())

	if _, err := reserveddomains.NewClient(srv.Client()).Create(ctx, &reserveddomains.CreateParams{Domain: "app.example.com"}); err != nil {
		log.Fatal(err)
	}
	edge, err := c.HTTPS.Create(ctx, &edges.HTTPSEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
	if err != nil {
		log.Fatal(err)
	}
	route, err := c.Routes.Create(ctx, edge.ID, &edges.RouteCreateParams{
		MatchType: edges.MatchPathPrefix,
		Match:     "/app",
		OIDC: &edges.OIDCParams{
			Issuer:       "https://accounts.example.com",
			ClientID:     "app",
			ClientSecret: "app-secret",
			Scopes:       []string{"openid", "email"},
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(route.MatchType, route.Match, route.OIDC.Enabled, route.OIDC.Issuer, route.OIDC.Scopes)

	edge, err = c.HTTPS.Get(ctx, edge.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("routes of the edge:", len(edge.Routes), edge.Routes[0].ID == route.ID)

	// A broken rule is caught before anything is sent.
	_, err = c.Routes.OIDC.Replace(ctx, edge.ID, route.ID, &edges.OIDCParams{Issuer: "https://accounts.example.com"})
	fmt.Println(err)
	// Output:
	// path_prefix /app true https://accounts.example.com [openid email]
	// routes of the edge: 1 true
	// ingress: invalid client_id: the OIDC Client ID property is required
}
