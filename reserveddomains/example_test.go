package reserveddomains_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	domains := reserveddomains.NewClient(srv.Client())

	// A subdomain of the service's own domains needs no DNS record.
	d, err := domains.Create(ctx, &reserveddomains.CreateParams{Domain: "myapp.ngrok.app", Description: new("demo")})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(d.Domain, d.Description, d.CNAMETarget == nil)

	// A custom wildcard domain needs a CNAME record, and another for the
	// ACME challenge of its certificates.
	d, err = domains.Create(ctx, &reserveddomains.CreateParams{Domain: "*.example.com"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(d.Domain, d.CNAMETarget != nil, d.ACMEChallengeCNAMETarget != nil)

	// Reserving it twice fails.
	_, err = domains.Create(ctx, &reserveddomains.CreateParams{Domain: "*.example.com"})
	fmt.Println(err != nil)
	// Output:
	// myapp.ngrok.app demo true
	// *.example.com true true
	// true
}

// ExampleClient_Create_managed reserves a domain whose certificate is
// issued automatically, and completes the provisioning with the hook of
// ingresstest.
func ExampleClient_Create_managed() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	domains := reserveddomains.NewClient(srv.Client())

	d, err := domains.Create(ctx, &reserveddomains.CreateParams{
		Domain: "shop.example.com",
		CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{
			PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA,
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(d.CertificateManagementPolicy.Authority, d.CertificateManagementStatus.ProvisioningJob.Msg)

	if err := srv.CompleteProvisioning(d.ID); err != nil {
		log.Fatal(err)
	}
	d, err = domains.Get(ctx, d.ID)
	if err != nil {
		log.Fatal(err)
	}
	cert, err := certificates.NewClient(srv.Client()).TLS.Get(ctx, d.Certificate.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(d.CertificateManagementStatus.ProvisioningJob == nil, cert.SubjectCommonName, cert.PrivateKeyType, cert.IssuedAt != nil)
	// Output:
	// letsencrypt managed certificate provisioning in progress
	// true shop.example.com ecdsa true
}

// ExampleClient_Get_provisioningFailure shows a provisioning job that fails on
// DNS validation.
func ExampleClient_Get_provisioningFailure() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	domains := reserveddomains.NewClient(srv.Client())

	d, err := domains.Create(ctx, &reserveddomains.CreateParams{
		Domain:                      "app.example.com",
		CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{},
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := srv.FailProvisioning(d.ID, "DNS_ERROR"); err != nil {
		log.Fatal(err)
	}
	d, err = domains.Get(ctx, d.ID)
	if err != nil {
		log.Fatal(err)
	}
	job := d.CertificateManagementStatus.ProvisioningJob
	fmt.Println(job.ErrorCode, job.RetriesAt == nil)
	// Output:
	// DNS_ERROR true
}
