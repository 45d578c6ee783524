package main

import (
	"context"
	"crypto/rand"
	"fmt"

	"github.com/ingresskit/ingress/reserveddomains"
)

// domains reserves a subdomain of the service's own domain, whose
// certificate the service manages itself (a certificate management policy
// on it is refused), and reads its certificate status.
func domains(ctx context.Context, t *tour) error {
	c := reserveddomains.NewClient(t.client)
	name := fmt.Sprintf("quickstart-%s.ngrok.app", rand.Text()[:10])
	d, err := c.Create(ctx, &reserveddomains.CreateParams{
		Domain:      name,
		Description: new("quickstart"),
	})
	if err != nil {
		return fmt.Errorf("reserve: %w", err)
	}
	t.deleteLater("reserved domain "+d.ID, func(ctx context.Context) error { return c.Delete(ctx, d.ID) })
	t.step("reserve", "%s, CNAME target needed: %t", d.Domain, d.CNAMETarget != nil)

	status := "no certificate management"
	if s := d.CertificateManagementStatus; s != nil {
		status = "certificate not being provisioned"
		if s.ProvisioningJob != nil {
			status = "certificate provisioning: " + s.ProvisioningJob.Msg
		}
	}
	t.step("certificate", "%s", status)
	return nil
}
