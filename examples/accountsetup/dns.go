package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/setup"
)

// printDNS prints the CNAME record that each described reserved domain
// needs, with one listing.
func printDNS(ctx context.Context, c *ingress.Client, want setup.Account, out io.Writer) error {
	described := make(map[string]bool, len(want.ReservedDomains))
	for _, d := range want.ReservedDomains {
		described[strings.ToLower(d.Domain)] = true
	}
	for d, err := range reserveddomains.NewClient(c).List(ctx, nil).All() {
		if err != nil {
			return fmt.Errorf("listing reserved domains: %w", err)
		}
		if described[strings.ToLower(d.Domain)] && d.CNAMETarget != nil {
			fmt.Fprintf(out, "DNS: point a CNAME record for %s at %s\n", d.Domain, *d.CNAMETarget)
		}
	}
	return nil
}
