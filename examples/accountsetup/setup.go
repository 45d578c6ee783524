package main

import (
	"context"
	"fmt"
	"io"

	"github.com/ingresskit/ingress"
)

// setup brings the account of c to cfg, one resource after the other, each
// after those it references, and reports to out what it did.
func setup(ctx context.Context, c *ingress.Client, cfg Config, out io.Writer) (*Report, error) {
	r := newReport(out)
	domain, err := ensureDomain(ctx, c, cfg, r)
	if err != nil {
		return r, fmt.Errorf("reserved domain: %w", err)
	}
	policyID, err := ensurePolicy(ctx, c, cfg, r)
	if err != nil {
		return r, fmt.Errorf("IP policy: %w", err)
	}
	backendID, err := ensureBackend(ctx, c, cfg, r)
	if err != nil {
		return r, fmt.Errorf("backend: %w", err)
	}
	if err := ensureEdge(ctx, c, cfg, policyID, backendID, r); err != nil {
		return r, fmt.Errorf("HTTPS edge: %w", err)
	}
	if err := ensureEvents(ctx, c, cfg, r); err != nil {
		return r, fmt.Errorf("events: %w", err)
	}
	r.summary()
	if domain.CNAMETarget != nil {
		fmt.Fprintf(out, "  DNS: point a CNAME record for %s at %s\n", domain.Domain, *domain.CNAMETarget)
	}
	return r, nil
}

// find returns the first item of it that match accepts, or nil when none
// does. It stops listing at the first match.
func find[T any](it *ingress.Iter[*T], match func(*T) bool) (*T, error) {
	for item, err := range it.All() {
		if err != nil {
			return nil, err
		}
		if match(item) {
			return item, nil
		}
	}
	return nil, nil
}
