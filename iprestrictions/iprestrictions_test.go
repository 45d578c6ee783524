package iprestrictions_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
)

// env is a server with clients of IP restrictions (checked and raw, which
// skips client-side validation) and of IP policies.
type env struct {
	srv       *ingresstest.Server
	clk       *ingresstest.Clock
	c, raw    *iprestrictions.Client
	policies  *ippolicies.Client
	ctx       context.Context
	t         *testing.T
	newPolicy func(rules ...ippolicies.RuleCreateParams) string
}

func newEnv(t *testing.T, opts ...ingresstest.Option) *env {
	t.Helper()
	clk := ingresstest.NewClock(time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	srv, c, raw := testkit.Start(t, iprestrictions.NewClient, append([]ingresstest.Option{ingresstest.WithClock(clk.Now)}, opts...)...)
	e := &env{srv: srv, clk: clk, c: c, raw: raw, policies: ippolicies.NewClient(srv.Client()), ctx: context.Background(), t: t}
	e.newPolicy = func(rules ...ippolicies.RuleCreateParams) string {
		t.Helper()
		pol, err := e.policies.Policies.Create(e.ctx, nil)
		require.NoError(t, err)
		for _, r := range rules {
			r.IPPolicyID = pol.ID
			_, err := e.policies.Rules.Create(e.ctx, &r)
			require.NoError(t, err)
		}
		return pol.ID
	}
	return e
}

// allow and deny are rules for newPolicy.
func allow(cidr string) ippolicies.RuleCreateParams {
	return ippolicies.RuleCreateParams{CIDR: cidr, Action: ippolicies.ActionAllow}
}

func deny(cidr string) ippolicies.RuleCreateParams {
	return ippolicies.RuleCreateParams{CIDR: cidr, Action: ippolicies.ActionDeny}
}

func TestRoundTrip(t *testing.T) {
	e := newEnv(t)
	office := e.newPolicy(allow("203.0.113.0/24"))
	vpn := e.newPolicy(allow("198.51.100.0/24"))

	params := &iprestrictions.CreateParams{
		Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{office, vpn},
		Description: new("staff"), Metadata: new(`{"team":"ops"}`),
	}
	created, err := e.c.Create(e.ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ipx_"), created.ID)
	assert.Equal(t, e.srv.URL+"/ip_restrictions/"+created.ID, created.URI)
	assert.Equal(t, e.clk.Now(), created.CreatedAt)
	assert.Equal(t, iprestrictions.TypeDashboard, created.Type)
	assert.False(t, created.Enforced, "a restriction only warns unless it is enforced")
	assert.Equal(t, "staff", created.Description)
	assert.Equal(t, `{"team":"ops"}`, created.Metadata)
	assert.Equal(t, []ingress.Ref{
		{ID: office, URI: e.srv.URL + "/ip_policies/" + office},
		{ID: vpn, URI: e.srv.URL + "/ip_policies/" + vpn},
	}, created.IPPolicies, "the policies in the order given, as refs")

	got, err := e.c.Get(e.ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	update := &iprestrictions.UpdateParams{Enforced: new(true), IPPolicyIDs: []string{vpn}}
	updated, err := e.c.Update(e.ctx, created.ID, update)
	require.NoError(t, err)
	assert.True(t, updated.Enforced)
	assert.Equal(t, []string{vpn}, refIDs(updated.IPPolicies))
	assert.Equal(t, "staff", updated.Description, "fields not supplied keep their value")
	assert.Equal(t, iprestrictions.TypeDashboard, updated.Type)

	updated, err = e.c.Update(e.ctx, created.ID, &iprestrictions.UpdateParams{Description: new("admins")})
	require.NoError(t, err)
	assert.True(t, updated.Enforced, "enforcement left out stays as it is")
	assert.Equal(t, []string{vpn}, refIDs(updated.IPPolicies), "policies left out stay as they are")

	agent, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeAgent, IPPolicyIDs: []string{office}, Enforced: new(true)})
	require.NoError(t, err)
	assert.True(t, agent.Enforced)
	var ids []string
	for x, err := range e.c.List(e.ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, x.ID)
	}
	assert.Equal(t, []string{agent.ID, created.ID}, ids, "newest first, over two pages")

	require.NoError(t, e.c.Delete(e.ctx, created.ID))
	_, err = e.c.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	assert.True(t, ingress.IsNotFound(e.c.Delete(e.ctx, created.ID)))
	_, err = e.c.Update(e.ctx, created.ID, &iprestrictions.UpdateParams{Description: new("x")})
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	_, err = e.policies.Policies.Get(e.ctx, office)
	require.NoError(t, err, "deleting a restriction leaves its policies")
}

func refIDs(refs []ingress.Ref) []string {
	ids := make([]string, len(refs))
	for i, r := range refs {
		ids[i] = r.ID
	}
	return ids
}

func TestOneRestrictionPerType(t *testing.T) {
	e := newEnv(t)
	pol := e.newPolicy(allow("0.0.0.0/0"))
	first := map[iprestrictions.Type]string{}
	for _, typ := range iprestrictions.Types() {
		x, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: typ, IPPolicyIDs: []string{pol}})
		require.NoError(t, err, "one of each type: %s", typ)
		first[typ] = x.ID
	}
	for _, typ := range iprestrictions.Types() {
		_, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: typ, IPPolicyIDs: []string{pol}})
		testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeIPRestrictionTypeTaken, first[typ], "a second %s restriction", typ)
	}
	require.NoError(t, e.c.Delete(e.ctx, first[iprestrictions.TypeAgent]))
	_, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeAgent, IPPolicyIDs: []string{pol}})
	require.NoError(t, err, "once deleted, the type is free again")
}

func TestInvalidParams(t *testing.T) {
	e := newEnv(t)
	pol := e.newPolicy(allow("192.0.2.0/24"))
	for name, tc := range map[string]struct {
		p      iprestrictions.CreateParams
		field  string
		status int
		code   string
	}{
		"missing type": {iprestrictions.CreateParams{IPPolicyIDs: []string{pol}}, "type", 400, ingresstest.CodeIPRestrictionType},
		"unknown type": {iprestrictions.CreateParams{Type: "tunnels", IPPolicyIDs: []string{pol}}, "type", 400, ingresstest.CodeIPRestrictionType},
		"type in caps": {iprestrictions.CreateParams{Type: "API", IPPolicyIDs: []string{pol}}, "type", 400, ingresstest.CodeIPRestrictionType},
		"no policies":  {iprestrictions.CreateParams{Type: iprestrictions.TypeAPI}, "ip_policy_ids", 400, ingresstest.CodeIPRestrictionNoPolicy},
		"empty list":   {iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{}}, "ip_policy_ids", 400, ingresstest.CodeIPRestrictionNoPolicy},
		"policy twice": {iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{pol, pol}}, "ip_policy_ids[1]", 400, ingresstest.CodeValidation},
		"not an ID":    {iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{"a/b"}}, "ip_policy_ids[0]", 400, ingresstest.CodeValidation},
		"description":  {iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{pol}, Description: new(strings.Repeat("d", 256))}, "description", 400, ingresstest.CodeValidation},
		"metadata":     {iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{pol}, Metadata: new(strings.Repeat("m", 4097))}, "metadata", 400, ingresstest.CodeValidation},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := e.c.Create(e.ctx, &tc.p)
			testkit.RequireValidation(t, err, tc.field, "the SDK refuses before sending")
			_, err = e.raw.Create(e.ctx, &tc.p)
			apiErr := testkit.RequireAPIError(t, err, tc.status, tc.code, "the server refuses it too")
			assert.Contains(t, apiErr.Msg, tc.field)
		})
	}
	var ids []string
	for x, err := range e.c.List(e.ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, x.ID)
	}
	assert.Empty(t, ids, "nothing was created")
}

func TestPoliciesMustExist(t *testing.T) {
	e := newEnv(t)
	pol := e.newPolicy(allow("192.0.2.0/24"))
	gone := e.newPolicy()
	require.NoError(t, e.policies.Policies.Delete(e.ctx, gone))
	for _, id := range []string{"ipp_0000000000000000000000000", gone, "ak_0000000000000000000000000", "x"} {
		_, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeEndpoints, IPPolicyIDs: []string{pol, id}})
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeIPRestrictionPolicyNotFound, "ip_policy_ids[1]", "policy %q", id)
	}
	x, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeEndpoints, IPPolicyIDs: []string{pol}})
	require.NoError(t, err)
	_, err = e.c.Update(e.ctx, x.ID, &iprestrictions.UpdateParams{IPPolicyIDs: []string{gone}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeIPRestrictionPolicyNotFound)
	_, err = e.c.Update(e.ctx, x.ID, &iprestrictions.UpdateParams{IPPolicyIDs: []string{}})
	testkit.RequireValidation(t, err, "ip_policy_ids", "an update may not empty the list")

	// Without the SDK's check, the server refuses an empty list too.
	err = e.srv.Client(ingress.WithoutValidation()).Do(e.ctx, http.MethodPatch, "/ip_restrictions/"+x.ID, map[string]any{"ip_policy_ids": []string{}}, nil)
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeIPRestrictionNoPolicy)
	err = e.srv.Client().Do(e.ctx, http.MethodPatch, "/ip_restrictions/"+x.ID, map[string]any{"type": "api"}, nil)
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeUnknownField, "the type never changes")

	got, err := e.c.Get(e.ctx, x.ID)
	require.NoError(t, err)
	assert.Equal(t, x, got, "refused updates change nothing")
}

func TestPolicyInUseIsNotDeleted(t *testing.T) {
	e := newEnv(t)
	a := e.newPolicy(allow("192.0.2.0/24"))
	b := e.newPolicy(allow("198.51.100.0/24"))
	dash, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{a, b}})
	require.NoError(t, err)
	agent, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeAgent, IPPolicyIDs: []string{a}})
	require.NoError(t, err)

	err = e.policies.Policies.Delete(e.ctx, a)
	apiErr := testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeIPPolicyInUse)
	assert.Contains(t, apiErr.Msg, dash.ID)
	assert.Contains(t, apiErr.Msg, agent.ID)
	rules := 0
	for _, err := range e.policies.Rules.List(e.ctx, nil).All() {
		require.NoError(t, err)
		rules++
	}
	assert.Equal(t, 2, rules, "a refused delete keeps the policy's rules")

	_, err = e.c.Update(e.ctx, dash.ID, &iprestrictions.UpdateParams{IPPolicyIDs: []string{b}})
	require.NoError(t, err)
	require.NoError(t, e.c.Delete(e.ctx, agent.ID))
	require.NoError(t, e.policies.Policies.Delete(e.ctx, a), "no restriction names it any more")
}
