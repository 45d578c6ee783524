package main

import (
	"context"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/reserveddomains"
)

// ensureDomain finds the reserved domain by its name or reserves it, with
// automatic certificate management, and keeps its description.
func ensureDomain(ctx context.Context, c *ingress.Client, cfg Config, r *Report) (*reserveddomains.ReservedDomain, error) {
	domains := reserveddomains.NewClient(c)
	what := "reserved domain " + cfg.Domain
	d, err := find(domains.List(ctx, nil), func(d *reserveddomains.ReservedDomain) bool {
		return strings.EqualFold(d.Domain, cfg.Domain)
	})
	if err != nil {
		return nil, err
	}
	if d == nil {
		d, err = domains.Create(ctx, &reserveddomains.CreateParams{
			Domain:                      cfg.Domain,
			Description:                 new(domainDescription),
			CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{},
		})
		if err != nil {
			return nil, err
		}
		r.note(Created, what, d.ID)
		return d, nil
	}
	if d.Description != domainDescription {
		d, err = domains.Update(ctx, d.ID, &reserveddomains.UpdateParams{Description: new(domainDescription)})
		if err != nil {
			return nil, err
		}
		r.note(Updated, what, d.ID)
		return d, nil
	}
	r.note(Unchanged, what, d.ID)
	return d, nil
}
