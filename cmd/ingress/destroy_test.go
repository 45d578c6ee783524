package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/vaults"
)

// destroyed is the part of testdata/account.yaml that TestDestroy
// destroys, with a vault that the account holds unmanaged.
const destroyed = `reserved_domains:
  - domain: app.example.com
ip_policies:
  - name: office
http_response_backends:
  - name: welcome
    status_code: 200
https_edges:
  - name: web
    hostports: ["app.example.com:443"]
vaults:
  - name: shared
`

// fakeClient returns a client of the ingress-fake that env points at.
func fakeClient(t *testing.T, env []string) *ingress.Client {
	t.Helper()
	vars := make(map[string]string)
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
	}
	c, err := ingress.NewClient(ingress.WithAPIKey(vars["NGROK_API_KEY"]), ingress.WithBaseURL(vars["NGROK_API_URL"]))
	require.NoError(t, err)
	return c
}

// TestDestroy runs "ingress destroy" as a process on an account that holds
// managed resources the description describes, managed ones it does not
// (a tunnel credential, a vault) and unmanaged ones (an IP policy, and a
// vault whose name it describes): only the managed described ones go, the
// edge before what it refers to, and a second destroy finds nothing.
func TestDestroy(t *testing.T) {
	env := startFake(t, []string{secretEnv}, "-load", "testdata/account.yaml")
	c := fakeClient(t, env)
	ctx := context.Background()
	byHand, err := ippolicies.NewClient(c).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("by hand")})
	require.NoError(t, err)
	_, err = vaults.NewClient(c).Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "shared"})
	require.NoError(t, err)
	file := writeFile(t, "destroyed.yaml", destroyed)

	r := runBin(t, env, "", "destroy", "--json", "-f", file)
	assert.Equal(t, 1, r.code, "not confirmed: %+v", r)
	var plan struct {
		Changes []struct{ Action, Kind, Name string }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &plan), r.stdout)
	var changes []string
	for _, ch := range plan.Changes {
		changes = append(changes, ch.Action+" "+ch.Kind+" "+ch.Name)
	}
	assert.Equal(t, []string{"delete https_edge web", "delete http_response_backend welcome", "delete ip_policy office", "delete reserved_domain app.example.com"}, changes)

	r = runBin(t, env, "", "destroy", "--yes", "-f", file)
	require.Equal(t, 0, r.code, "%+v", r)
	assert.Contains(t, r.stdout, "Plan: 0 to create, 0 to update, 0 to replace, 4 to delete.")
	assert.Contains(t, r.stderr, "[1/4] delete https_edge web")
	assert.Contains(t, r.stderr, "ingress: deleted 4 resources")

	left, err := setup.Export(ctx, c)
	require.NoError(t, err)
	var policies []string
	for _, p := range left.IPPolicies {
		policies = append(policies, p.Name)
	}
	assert.Equal(t, []string{byHand.ID}, policies, "the unmanaged policy stays")
	var vaultNames []string
	for _, v := range left.Vaults {
		vaultNames = append(vaultNames, v.Name)
	}
	assert.ElementsMatch(t, []string{"prod", "shared"}, vaultNames, "the undescribed managed vault and the unmanaged one stay")
	require.Len(t, left.TunnelCredentials, 1)
	assert.Equal(t, "ci", left.TunnelCredentials[0].Name)
	assert.Empty(t, left.HTTPSEdges)
	assert.Empty(t, left.HTTPResponseBackends)
	assert.Empty(t, left.ReservedDomains)

	r = runBin(t, env, "", "destroy", "--yes", "-f", file)
	assert.Equal(t, 0, r.code, "%+v", r)
	assert.Equal(t, "No changes.\n", r.stdout)
}

// TestDestroyRefusesWhatOthersUse runs "ingress destroy --yes" on an
// account where an IP restriction and a weighted backend made by hand use
// the described IP policy and backend: it exits 1, names both users by
// their IDs and what to do, and deletes nothing.
func TestDestroyRefusesWhatOthersUse(t *testing.T) {
	env := startFake(t, []string{secretEnv}, "-load", "testdata/account.yaml")
	c := fakeClient(t, env)
	ctx := context.Background()
	before, err := setup.Export(ctx, c)
	require.NoError(t, err)
	require.Len(t, before.IPPolicies, 1)
	var policyID, backendID string
	for p, err := range ippolicies.NewClient(c).Policies.List(ctx, nil).All() {
		require.NoError(t, err)
		policyID = p.ID
	}
	for b, err := range backends.NewClient(c).HTTPResponse.List(ctx, nil).All() {
		require.NoError(t, err)
		backendID = b.ID
	}
	restriction, err := iprestrictions.NewClient(c).Create(ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{policyID}})
	require.NoError(t, err)
	weighted, err := backends.NewClient(c).Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: map[string]int64{backendID: 1}})
	require.NoError(t, err)
	file := writeFile(t, "destroyed.yaml", destroyed)

	r := runBin(t, env, "", "destroy", "--yes", "-f", file)
	assert.Equal(t, 1, r.code, "%+v", r)
	assert.Empty(t, r.stdout, "no plan is shown")
	assert.Contains(t, r.stderr, "destroy refused, nothing was deleted")
	assert.Contains(t, r.stderr, "delete or change those users first, or leave what they use out of the description")
	assert.Contains(t, r.stderr, "  http_response_backend welcome ("+backendID+") is used by weighted_backend "+weighted.ID+" in its backends\n")
	assert.Contains(t, r.stderr, "  ip_policy office ("+policyID+") is used by ip_restriction "+restriction.ID+" in its ip_policies\n")

	after, err := setup.Export(ctx, c)
	require.NoError(t, err)
	after.IPRestrictions, after.WeightedBackends = nil, nil
	assert.Equal(t, before, after, "nothing was deleted")
}
