package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
)

// agentIngresses exercises the five endpoints of agent ingresses, with and
// without certificate management, through the provisioning hooks.
func agentIngresses(env *Env) {
	c := agentingresses.NewClient(env.Client)
	plain, err := c.Create(env.Ctx, &agentingresses.CreateParams{Domain: "connect.example.com", Description: new("conformance"), Metadata: new(`{"n":1}`)})
	require.NoError(env.T, err)
	managed, err := c.Create(env.Ctx, &agentingresses.CreateParams{
		Domain:                      "devices.example.com",
		CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{PrivateKeyType: agentingresses.PrivateKeyTypeECDSA},
	})
	require.NoError(env.T, err)
	require.NoError(env.T, env.Server.FailProvisioning(managed.ID, "DNS_ERROR"))

	got, err := c.Get(env.Ctx, managed.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, agentingresses.ProvisioningErrorDNS, got.CertificateManagementStatus.ProvisioningJob.ErrorCode)
	require.NoError(env.T, env.Server.CompleteProvisioning(managed.ID))

	ids := listIDs(env, c.List(env.Ctx, &ingress.ListParams{Limit: new(1)}))
	require.Equal(env.T, []string{managed.ID, plain.ID}, ids)

	updated, err := c.Update(env.Ctx, plain.ID, &agentingresses.UpdateParams{
		Description: new("updated"), Metadata: new("m"),
		CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{},
	})
	require.NoError(env.T, err)
	require.NotNil(env.T, updated.CertificateManagementStatus.ProvisioningJob)

	remove(env, c, plain.ID, managed.ID)
}
