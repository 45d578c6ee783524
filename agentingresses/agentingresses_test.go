package agentingresses_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
)

// newIngresses starts a server on a manual clock and returns it with the
// clock and a client of agent ingresses.
func newIngresses(t *testing.T, opts ...ingresstest.Option) (*ingresstest.Server, *ingresstest.Clock, *agentingresses.Client) {
	t.Helper()
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	srv := testkit.NewServer(t, append([]ingresstest.Option{ingresstest.WithClock(clk.Now)}, opts...)...)
	return srv, clk, agentingresses.NewClient(srv.Client())
}

func TestRoundTrip(t *testing.T) {
	srv, clk, ingresses := newIngresses(t)
	ctx := context.Background()

	created, err := ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "connect.Acme.com", Description: new("acme devices"), Metadata: new("m")})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "agin_"))
	assert.Equal(t, "/agent_ingresses/"+created.ID, created.URI, "the URI is relative")
	assert.Equal(t, clk.Now(), created.CreatedAt)
	assert.Equal(t, "connect.acme.com", created.Domain)
	assert.Equal(t, "acme devices", created.Description)
	assert.Equal(t, "m", created.Metadata)
	assert.Len(t, created.NSTargets, 4)
	for _, ns := range created.NSTargets {
		assert.True(t, strings.HasSuffix(ns, "."), "NS targets are fully qualified: %s", ns)
	}
	assert.Contains(t, created.RegionDomains, "tunnel.us.connect.acme.com")
	for _, rd := range created.RegionDomains {
		assert.True(t, strings.HasSuffix(rd, ".connect.acme.com"), "region domains are subdomains: %s", rd)
	}
	assert.Nil(t, created.CertificateManagementPolicy)
	assert.Nil(t, created.CertificateManagementStatus)

	got, err := ingresses.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	update := &agentingresses.UpdateParams{Description: new("acme fleet")}
	updated, err := ingresses.Update(ctx, created.ID, update)
	require.NoError(t, err)
	assert.Equal(t, "acme fleet", updated.Description)
	assert.Equal(t, "m", updated.Metadata, "fields not supplied keep their value")
	assert.Nil(t, update.Metadata, "Update does not change the caller's params")

	second, err := ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "edge.acme.com"})
	require.NoError(t, err)
	var ids []string
	for a, err := range ingresses.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, a.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids, "newest first, from the ingresses member")

	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, wire.AgentIngresses.Path, nil, &raw))
	assert.Contains(t, raw, wire.AgentIngresses.Member)

	require.NoError(t, ingresses.Delete(ctx, created.ID))
	_, err = ingresses.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestInvalidParams(t *testing.T) {
	srv, _, ingresses := newIngresses(t)
	raw := agentingresses.NewClient(srv.Client(ingress.WithoutValidation()))
	ctx := context.Background()
	for name, c := range map[string]struct {
		p    *agentingresses.CreateParams
		code string
	}{
		"no domain":      {&agentingresses.CreateParams{}, ingresstest.CodeValidation},
		"wildcard":       {&agentingresses.CreateParams{Domain: "*.acme.com"}, ingresstest.CodeAgentIngressDomainInvalid},
		"service domain": {&agentingresses.CreateParams{Domain: "devices.ngrok.app"}, ingresstest.CodeAgentIngressServiceDomain},
		"bad hostname":   {&agentingresses.CreateParams{Domain: "acme..com"}, ingresstest.CodeAgentIngressDomainInvalid},
		"description":    {&agentingresses.CreateParams{Domain: "connect.acme.com", Description: new(strings.Repeat("d", 256))}, ingresstest.CodeAgentIngressDescriptionTooLong},
		"metadata":       {&agentingresses.CreateParams{Domain: "connect.acme.com", Metadata: new(strings.Repeat("m", 4097))}, ingresstest.CodeAgentIngressMetadataTooLong},
		"policy":         {&agentingresses.CreateParams{Domain: "connect.acme.com", CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{Authority: "other"}}, ingresstest.CodePolicyAuthority},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ingresses.Create(ctx, c.p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = raw.Create(ctx, c.p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, c.code)
		})
	}
	a, err := ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "connect.acme.com"})
	require.NoError(t, err)
	bad := &agentingresses.UpdateParams{CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{PrivateKeyType: "dsa"}}
	_, err = ingresses.Update(ctx, a.ID, bad)
	assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
	_, err = raw.Update(ctx, a.ID, bad)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "private_key_type")

	_, err = ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "CONNECT.acme.com"})
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeAgentIngressTaken, a.ID)
}

func TestProvisioning(t *testing.T) {
	srv, clk, ingresses := newIngresses(t)
	ctx := context.Background()
	a, err := ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "connect.acme.com", CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{}})
	require.NoError(t, err)
	assert.Equal(t, agentingresses.AuthorityLetsEncrypt, a.CertificateManagementPolicy.Authority)
	assert.Equal(t, agentingresses.PrivateKeyTypeECDSA, a.CertificateManagementPolicy.PrivateKeyType)
	require.NotNil(t, a.CertificateManagementStatus.ProvisioningJob)
	assert.Equal(t, clk.Now(), a.CertificateManagementStatus.ProvisioningJob.StartedAt)

	require.NoError(t, srv.FailProvisioning(a.ID, "DNS_ERROR"))
	a, err = ingresses.Get(ctx, a.ID)
	require.NoError(t, err)
	job := a.CertificateManagementStatus.ProvisioningJob
	assert.Equal(t, agentingresses.ProvisioningErrorDNS, job.ErrorCode)
	assert.Contains(t, job.Msg, a.NSTargets[0], "the message names the NS records to set")

	clk.Advance(time.Hour)
	require.NoError(t, srv.CompleteProvisioning(a.ID))
	a, err = ingresses.Get(ctx, a.ID)
	require.NoError(t, err)
	assert.Nil(t, a.CertificateManagementStatus.ProvisioningJob)
	require.NotNil(t, a.CertificateManagementStatus.RenewsAt)
	assert.Equal(t, clk.Now().Add(60*24*time.Hour), *a.CertificateManagementStatus.RenewsAt)

	a, err = ingresses.Update(ctx, a.ID, &agentingresses.UpdateParams{
		CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{PrivateKeyType: agentingresses.PrivateKeyTypeRSA},
	})
	require.NoError(t, err)
	assert.NotNil(t, a.CertificateManagementStatus.ProvisioningJob, "a new policy starts a new job")
	assert.Error(t, srv.FailProvisioning(a.ID, "SOMETHING"))
	assert.Error(t, srv.CompleteProvisioning("agin_0000000000000000000000000"))
}

func TestProvisioningDelay(t *testing.T) {
	_, clk, ingresses := newIngresses(t, ingresstest.WithProvisioningDelay(0))
	ctx := context.Background()
	a, err := ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "connect.acme.com", CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{}})
	require.NoError(t, err)
	assert.NotNil(t, a.CertificateManagementStatus.ProvisioningJob, "the creation response shows the job")
	a, err = ingresses.Get(ctx, a.ID)
	require.NoError(t, err)
	assert.Nil(t, a.CertificateManagementStatus.ProvisioningJob, "a zero delay completes it by the next request")
	assert.Equal(t, clk.Now().Add(60*24*time.Hour), *a.CertificateManagementStatus.RenewsAt)
}

func TestSamePolicyKeepsJob(t *testing.T) {
	srv, clk, ingresses := newIngresses(t)
	ctx := context.Background()
	ecdsa := &agentingresses.CertificateManagementPolicy{PrivateKeyType: agentingresses.PrivateKeyTypeECDSA}
	a, err := ingresses.Create(ctx, &agentingresses.CreateParams{Domain: "connect.acme.com", CertificateManagementPolicy: ecdsa})
	require.NoError(t, err)
	started := clk.Now()

	clk.Advance(time.Minute)
	a, err = ingresses.Update(ctx, a.ID, &agentingresses.UpdateParams{
		CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{Authority: agentingresses.AuthorityLetsEncrypt, PrivateKeyType: agentingresses.PrivateKeyTypeECDSA},
	})
	require.NoError(t, err)
	require.NotNil(t, a.CertificateManagementStatus.ProvisioningJob)
	assert.Equal(t, started, a.CertificateManagementStatus.ProvisioningJob.StartedAt, "the same policy, defaults filled in, keeps the job")

	require.NoError(t, srv.CompleteProvisioning(a.ID))
	clk.Advance(time.Hour)
	a, err = ingresses.Update(ctx, a.ID, &agentingresses.UpdateParams{CertificateManagementPolicy: ecdsa})
	require.NoError(t, err)
	assert.Nil(t, a.CertificateManagementStatus.ProvisioningJob, "the same policy starts no job after provisioning")
	require.NotNil(t, a.CertificateManagementStatus.RenewsAt)
	assert.Equal(t, started.Add(time.Minute+60*24*time.Hour), *a.CertificateManagementStatus.RenewsAt, "and keeps the renewal time")

	a, err = ingresses.Update(ctx, a.ID, &agentingresses.UpdateParams{CertificateManagementPolicy: &agentingresses.CertificateManagementPolicy{PrivateKeyType: agentingresses.PrivateKeyTypeRSA}})
	require.NoError(t, err)
	require.NotNil(t, a.CertificateManagementStatus.ProvisioningJob, "another key type starts a new job")
	assert.Equal(t, clk.Now(), a.CertificateManagementStatus.ProvisioningJob.StartedAt)
	assert.Nil(t, a.CertificateManagementStatus.RenewsAt)
}
