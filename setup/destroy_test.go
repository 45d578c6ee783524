package setup_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
)

// TestDestroyDeletesOnlyWhatItManages destroys fixture on an account that
// also holds a managed policy the description does not list, an unmanaged
// policy and an unmanaged vault whose name the description lists: only
// the described managed resources go, each once and after those that
// refer to it, and their children with them; users, which carry no
// marker, stay.
func TestDestroyDeletesOnlyWhatItManages(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	full := fixture()
	full.IPPolicies = append(full.IPPolicies, setup.IPPolicy{Name: "lab"})
	apply(t, c, full)
	byHand, err := ippolicies.NewClient(c).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("by hand")})
	require.NoError(t, err)
	_, err = vaultsClient(c).Create(ctx, vaultParams("shared"))
	require.NoError(t, err)

	want := fixture()
	want.Vaults = append(want.Vaults, setup.Vault{Name: "shared"})
	p, err := setup.NewDestroyPlan(ctx, c, want)
	require.NoError(t, err)
	var got []string
	for _, ch := range p.Changes {
		assert.Equal(t, setup.Delete, ch.Action, "%s %s", ch.Kind, ch.Name)
		assert.NotEmpty(t, ch.ID)
		got = append(got, ch.Kind+" "+ch.Name)
	}
	assert.ElementsMatch(t, []string{
		"reserved_domain app.example.com", "reserved_domain tls.example.com", "reserved_addr ssh",
		"ip_policy office", "ip_restriction dashboard", "certificate_authority clients", "tls_certificate web",
		"ssh_certificate_authority hosts", "http_response_backend welcome", "static_backend origin",
		"tunnel_group_backend agents", "weighted_backend canary", "failover_backend resilient",
		"https_edge web", "tcp_edge bastion", "tls_edge mtls", "cloud_endpoint hello", "cloud_endpoint intranet",
		"event_destination audit", "event_subscription policy changes", "tunnel_credential ci",
		"ssh_credential bastion", "api_key deploy", "vault prod",
	}, got)
	before := func(a, b string) {
		t.Helper()
		assert.Less(t, slices.Index(got, a), slices.Index(got, b), "%s is deleted before %s", a, b)
	}
	before("ip_restriction dashboard", "ip_policy office")
	before("failover_backend resilient", "weighted_backend canary")
	before("weighted_backend canary", "static_backend origin")
	before("https_edge web", "http_response_backend welcome")
	before("event_subscription policy changes", "event_destination audit")
	assert.Contains(t, p.String(), "Plan: 0 to create, 0 to update, 0 to replace, 24 to delete.")
	require.NoError(t, p.Apply(ctx))

	left, err := setup.Export(ctx, c)
	require.NoError(t, err)
	var policies []string
	for _, pol := range left.IPPolicies {
		policies = append(policies, pol.Name)
	}
	assert.ElementsMatch(t, []string{"lab", byHand.ID}, policies, "the undescribed and the unmanaged policies stay")
	require.Len(t, left.Vaults, 1)
	assert.Equal(t, "shared", left.Vaults[0].Name, "the unmanaged vault stays though its name is described")
	assert.Empty(t, left.BotUsers, "bot users are exported as the service users they are")
	assert.Equal(t, []setup.ServiceUser{setup.ServiceUser(fixture().BotUsers[0]), fixture().ServiceUsers[0]}, left.ServiceUsers,
		"the users stay, made as bot or service users, one collection")
	left.IPPolicies, left.Vaults, left.BotUsers, left.ServiceUsers = nil, nil, nil, nil
	assert.Equal(t, setup.Account{}, left, "nothing else is left")

	again, err := setup.NewDestroyPlan(ctx, c, want)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestDestroyRefusesANameGivenTwice checks that a description naming a
// resource twice is refused, as NewPlan refuses it.
func TestDestroyRefusesANameGivenTwice(t *testing.T) {
	srv, writes := counted(t)
	want := setup.Account{IPPolicies: []setup.IPPolicy{{Name: "office"}, {Name: "office"}}}
	_, err := setup.NewDestroyPlan(t.Context(), srv.Client(), want)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `ip_policy "office": is described twice`)
	assert.Zero(t, writes.Load())
}
