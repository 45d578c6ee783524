package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// policy returns the endpoint's Traffic Policy: every request gets a
// plain-text answer from the endpoint itself, with no agent behind it.
func policy() trafficpolicy.Policy {
	return trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Name: "answer",
		Actions: []trafficpolicy.Action{{Config: &trafficpolicy.CustomResponse{
			StatusCode: new(200),
			Headers:    map[string]string{"content-type": "text/plain"},
			Body:       "Hello from a cloud endpoint",
		}}},
	}}}
}

// publish reserves domain, creates a cloud endpoint with the policy on
// https://domain, finds it again by its URL and, unless keep is set,
// deletes the endpoint and then the domain. It reports each step to out.
func publish(ctx context.Context, c *ingress.Client, domain string, keep bool, out io.Writer) (err error) {
	domains, eps := reserveddomains.NewClient(c), endpoints.NewClient(c)
	p := policy()
	// ValidateFor checks what the API checks for this endpoint: the
	// phases its scheme runs, and a policy a cloud endpoint cannot lack.
	if err := p.ValidateFor(trafficpolicy.Endpoint{Scheme: "https", Cloud: true}); err != nil {
		return fmt.Errorf("check the traffic policy: %w", err)
	}
	d, err := domains.Create(ctx, &reserveddomains.CreateParams{Domain: domain, Description: new("cloudendpoint example")})
	if err != nil {
		return fmt.Errorf("reserve %s: %w", domain, err)
	}
	fmt.Fprintf(out, "reserved %s (%s)\n", d.Domain, d.ID)
	if !keep {
		defer func() { err = errors.Join(err, deleteDomain(ctx, domains, d.ID)) }()
	}

	ep, err := eps.Create(ctx, &endpoints.CreateParams{
		URL:           "https://" + d.Domain,
		TrafficPolicy: new(p.String()),
		Description:   new("cloudendpoint example"),
	})
	if err != nil {
		return fmt.Errorf("create the endpoint: %w", err)
	}
	fmt.Fprintf(out, "created cloud endpoint %s on %s\n", ep.ID, ep.URL)
	if !keep {
		defer func() { err = errors.Join(err, deleteEndpoint(ctx, eps, ep.ID)) }()
	}

	n := 0
	for found, err := range eps.List(ctx, &endpoints.ListParams{URLs: []string{ep.URL}}).All() {
		if err != nil {
			return fmt.Errorf("list by URL: %w", err)
		}
		n++
		fmt.Fprintf(out, "found %s by its URL: type %s, domain %s\n", found.ID, found.Type, found.Domain.ID)
	}
	if n == 0 {
		return fmt.Errorf("list by URL: %s not found", ep.URL)
	}
	return nil
}

// deleteEndpoint deletes the cloud endpoint id.
func deleteEndpoint(ctx context.Context, eps *endpoints.Client, id string) error {
	if err := eps.Delete(ctx, id); err != nil {
		return fmt.Errorf("delete the endpoint: %w", err)
	}
	return nil
}

// deleteDomain releases the reserved domain id.
func deleteDomain(ctx context.Context, domains *reserveddomains.Client, id string) error {
	if err := domains.Delete(ctx, id); err != nil {
		return fmt.Errorf("release the domain: %w", err)
	}
	return nil
}
