package main

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ippolicies"
)

// edgesSection builds an HTTPS edge with a route that signs visitors in
// with an OpenID provider, and a TLS edge restricted to an IP policy,
// showing a module replaced on its own and a rule caught before sending.
func edgesSection(ctx context.Context, t *tour) error {
	c := edges.NewClient(t.client)

	https, err := c.HTTPS.Create(ctx, &edges.HTTPSEdgeCreateParams{Description: new("quickstart")})
	if err != nil {
		return fmt.Errorf("create HTTPS edge: %w", err)
	}
	t.deleteLater("HTTPS edge "+https.ID, func(ctx context.Context) error { return c.HTTPS.Delete(ctx, https.ID) })
	route, err := c.Routes.Create(ctx, https.ID, &edges.RouteCreateParams{
		MatchType: edges.MatchPathPrefix, Match: "/app",
		OIDC: &edges.OIDCParams{Issuer: "https://accounts.example.com", ClientID: "quickstart", ClientSecret: "not-a-real-secret"},
	})
	if err != nil {
		return fmt.Errorf("create route: %w", err)
	}
	t.step("HTTPS edge", "%s with route %s %q behind OIDC (%s)", https.ID, route.MatchType, route.Match, route.OIDC.Issuer)

	pols := ippolicies.NewClient(t.client)
	pol, err := pols.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("quickstart")})
	if err != nil {
		return fmt.Errorf("create IP policy: %w", err)
	}
	t.deleteLater("IP policy "+pol.ID, func(ctx context.Context) error { return pols.Policies.Delete(ctx, pol.ID) })
	tls, err := c.TLS.Create(ctx, &edges.TLSEdgeCreateParams{
		Description:    new("quickstart"),
		IPRestriction:  &edges.IPRestrictionParams{IPPolicyIDs: []string{pol.ID}},
		TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS12)},
	})
	if err != nil {
		return fmt.Errorf("create TLS edge: %w", err)
	}
	t.deleteLater("TLS edge "+tls.ID, func(ctx context.Context) error { return c.TLS.Delete(ctx, tls.ID) })
	t.step("TLS edge", "%s restricted to %s, TLS %s and up", tls.ID, tls.IPRestriction.IPPolicies[0].ID, *tls.TLSTermination.MinVersion)

	ipr, err := c.TLS.IPRestriction.Replace(ctx, tls.ID, &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{pol.ID}})
	if err != nil {
		return fmt.Errorf("replace module: %w", err)
	}
	t.step("module", "IP restriction replaced on its own: enabled %t", ipr.Enabled)

	t.demonstrateRefusal("rule", "a minimum TLS version with termination at the upstream, which has none")
	_, err = c.TLS.Update(ctx, tls.ID, &edges.TLSEdgeUpdateParams{
		TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtUpstream, MinVersion: new(edges.TLS12)},
	})
	return t.refusedAsExpected("rule", err)
}
