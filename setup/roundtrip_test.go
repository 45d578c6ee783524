package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// TestRoundTrip exports an account, applies the export to an empty server
// and exports that: the two descriptions are identical, with the secret
// values supplied where the export names them.
func TestRoundTrip(t *testing.T) {
	srv, _ := counted(t)
	apply(t, srv.Client(), fixture())
	first, err := setup.Export(t.Context(), srv.Client())
	require.NoError(t, err)
	require.Len(t, first.Vaults, 1)
	require.Len(t, first.Vaults[0].Secrets, 1)
	assert.Equal(t, setup.SecretSource{Env: "SECRET_PROD_DB_PASSWORD"}, first.Vaults[0].Secrets[0].Value)
	assert.Equal(t, []setup.TLSCertificate{{Name: "web",
		CertificatePEM: setup.SecretSource{Env: "TLS_CERTIFICATE_WEB_PEM"}, PrivateKeyPEM: setup.SecretSource{Env: "TLS_CERTIFICATE_WEB_KEY"},
	}}, first.TLSCertificates, "the export names where the PEMs come from")
	assert.Equal(t, setup.SecretSource{Env: "CERTIFICATE_AUTHORITY_CLIENTS_PEM"}, first.CertificateAuthorities[0].CAPEM)
	t.Setenv("SECRET_PROD_DB_PASSWORD", "s3cret-value")
	t.Setenv("ROUTE_WEB_PATH_PREFIX__HOOKS_WEBHOOK_SECRET", "webhook-s3cret")
	t.Setenv("ROUTE_WEB_PATH_PREFIX__HOOKS_OIDC_SECRET", "oidc-s3cret")

	empty := ingresstest.NewServer()
	t.Cleanup(empty.Close)
	apply(t, empty.Client(), first)
	second, err := setup.Export(t.Context(), empty.Client())
	require.NoError(t, err)
	assert.Equal(t, first, second)
	assert.Equal(t, fixtureChanges, countResources(first))
}

// countResources counts the resources of a description.
func countResources(a setup.Account) int {
	n := len(a.ReservedDomains) + len(a.ReservedAddrs) + len(a.IPPolicies) + len(a.IPRestrictions) +
		len(a.CertificateAuthorities) + len(a.TLSCertificates) + len(a.SSHCertificateAuthorities) +
		len(a.HTTPResponseBackends) + len(a.StaticBackends) + len(a.TunnelGroupBackends) + len(a.WeightedBackends) +
		len(a.FailoverBackends) + len(a.HTTPSEdges) + len(a.TCPEdges) + len(a.TLSEdges) + len(a.CloudEndpoints) + len(a.EventDestinations) + len(a.EventSubscriptions) +
		len(a.TunnelCredentials) + len(a.SSHCredentials) + len(a.APIKeys) + len(a.BotUsers) + len(a.ServiceUsers) + len(a.Vaults)
	for _, p := range a.IPPolicies {
		n += len(p.Rules)
	}
	for _, e := range a.HTTPSEdges {
		n += len(e.Routes)
	}
	for _, v := range a.Vaults {
		n += len(v.Secrets)
	}
	return n
}

// TestExportUnmanaged names resources the description does not manage by
// their IDs, and applying the export takes nothing over.
func TestExportUnmanaged(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	v, err := vaultsClient(c).Create(t.Context(), vaultParams("shared"))
	require.NoError(t, err)
	got, err := setup.Export(t.Context(), c)
	require.NoError(t, err)
	assert.Equal(t, []setup.Vault{{Name: "shared"}}, got.Vaults)
	assert.Empty(t, got.APIKeys, "the server's own key is not managed")
	_, err = setup.NewPlan(t.Context(), c, got)
	assert.ErrorContains(t, err, "adopt it with adopt: "+v.ID)
}

// TestRoundTripEventCredentials exports destinations whose targets hold
// secrets, applies the export to an empty server with the secrets in the
// environment variables it names, and exports that: the two descriptions
// are identical, and the second server holds the secrets.
func TestRoundTripEventCredentials(t *testing.T) {
	srv, _ := counted(t)
	apply(t, srv.Client(), credentialAccount(t, t.TempDir()))
	first, err := setup.Export(t.Context(), srv.Client())
	require.NoError(t, err)
	t.Setenv("EVENT_DESTINATION_MONITORING_DATADOG_API_KEY", ddKey)
	t.Setenv("EVENT_DESTINATION_LOGS_AZURE_CLIENT_SECRET", azureSecret)
	t.Setenv("EVENT_DESTINATION_STREAM_AWS_SECRET_ACCESS_KEY", awsSecret)

	empty, writes := counted(t)
	apply(t, empty.Client(), first)
	second, err := setup.Export(t.Context(), empty.Client())
	require.NoError(t, err)
	assert.Equal(t, first, second)
	got := targets(t, empty.Client())
	assert.Equal(t, ddKey, got["monitoring"].Datadog.APIKey)
	assert.Equal(t, azureSecret, got["logs"].AzureLogsIngestion.ClientSecret)
	assert.Equal(t, awsSecret, got["stream"].Kinesis.Auth.Creds.SecretAccessKey)

	before := writes.Load()
	again := apply(t, empty.Client(), second)
	assert.True(t, again.Empty(), "%s", again)
	assert.Equal(t, before, writes.Load(), "applying the export again writes nothing")
}
