package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	certs "github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/reserveddomains"
)

// reservedDomains exercises the five endpoints of reserved domains and the
// two that detach a certificate and a management policy, with domains in
// every state: uploaded certificate, running, failing and completed
// provisioning.
func reservedDomains(env *Env) {
	c := reserveddomains.NewClient(env.Client)
	certPEM, keyPEM := selfSigned(env, "app.example.com", false)
	cert, err := certs.NewClient(env.Client).TLS.Create(env.Ctx, &certs.TLSCertificateCreateParams{CertificatePEM: certPEM, PrivateKeyPEM: keyPEM})
	require.NoError(env.T, err)

	uploaded, err := c.Create(env.Ctx, &reserveddomains.CreateParams{
		Domain: "app.example.com", Region: new(reserveddomains.RegionUS), Description: new("conformance"), Metadata: new(`{"n":1}`),
		CertificateID: new(cert.ID),
	})
	require.NoError(env.T, err)
	wildcard, err := c.Create(env.Ctx, &reserveddomains.CreateParams{
		Domain:                      "*.example.com",
		CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA},
	})
	require.NoError(env.T, err)
	require.NotNil(env.T, wildcard.ACMEChallengeCNAMETarget)
	// A policy is for custom domains only: the service manages the
	// certificates of its own (errors/err_ngrok_439).
	managed, err := c.Create(env.Ctx, &reserveddomains.CreateParams{
		Domain:                      "conformance.example.net",
		CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA},
	})
	require.NoError(env.T, err)
	require.NotNil(env.T, managed.CNAMETarget)

	require.NoError(env.T, env.Server.FailProvisioning(wildcard.ID, "INTERNAL_ERROR"))
	failing, err := c.Get(env.Ctx, wildcard.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, reserveddomains.ProvisioningErrorInternal, failing.CertificateManagementStatus.ProvisioningJob.ErrorCode)
	require.NoError(env.T, env.Server.CompleteProvisioning(managed.ID))

	ids := listIDs(env, c.List(env.Ctx, &ingress.ListParams{Limit: new(2)}))
	require.Equal(env.T, []string{managed.ID, wildcard.ID, uploaded.ID}, ids)

	updated, err := c.Update(env.Ctx, uploaded.ID, &reserveddomains.UpdateParams{
		Description: new("updated"), Metadata: new("m"),
		HTTPEndpointConfigurationID: new("ec_conformance"), HTTPSEndpointConfigurationID: new("ec_conformance"),
	})
	require.NoError(env.T, err)
	require.NotNil(env.T, updated.HTTPSEndpointConfiguration)
	updated, err = c.Update(env.Ctx, uploaded.ID, &reserveddomains.UpdateParams{CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{}})
	require.NoError(env.T, err)
	require.NotNil(env.T, updated.CertificateManagementStatus)

	require.NoError(env.T, c.DeleteCertificate(env.Ctx, uploaded.ID))
	require.NoError(env.T, c.DeleteCertificateManagementPolicy(env.Ctx, uploaded.ID))
	detached, err := c.Get(env.Ctx, uploaded.ID)
	require.NoError(env.T, err)
	require.Nil(env.T, detached.Certificate)
	require.Nil(env.T, detached.CertificateManagementPolicy)

	remove(env, c, ids...)
}
