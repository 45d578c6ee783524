package agentingresses_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/ingresstest"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	ingresses := agentingresses.NewClient(srv.Client())

	a, err := ingresses.Create(ctx, &agentingresses.CreateParams{
		Domain:      "connect.acme.com",
		Description: new("acme devices"),
		CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{
			PrivateKeyType: agentingresses.PrivateKeyTypeECDSA,
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(a.Domain, a.Description, len(a.NSTargets), a.RegionDomains[0])
	fmt.Println(a.URI == "/agent_ingresses/"+a.ID)

	// ingresstest completes the certificate provisioning on demand.
	if err := srv.CompleteProvisioning(a.ID); err != nil {
		log.Fatal(err)
	}
	a, err = ingresses.Get(ctx, a.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(a.CertificateManagementStatus.ProvisioningJob == nil, a.CertificateManagementStatus.RenewsAt != nil)
	// Output:
	// connect.acme.com acme devices 4 tunnel.au.connect.acme.com
	// true
	// true true
}
