package ingresstest

import (
	"context"
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
	"github.com/ingresskit/ingress/ippolicies"
)

// newFake serves a fake server on loopback and returns it with a client
// of its admin.
func newFake(t *testing.T) (*Server, *ingress.Client) {
	t.Helper()
	hs := httptest.NewUnstartedServer(nil)
	f := newServer("http://"+hs.Listener.Addr().String(), config{})
	hs.Config.Handler = f.Handler()
	hs.Start()
	t.Cleanup(hs.Close)
	_, key := f.AddUser(true)
	c, err := ingress.NewClient(ingress.WithBaseURL(hs.URL), ingress.WithAPIKey(key))
	require.NoError(t, err)
	return f, c
}

func TestIPPolicyRulesOfPolicies(t *testing.T) {
	f, client := newFake(t)
	c := ippolicies.NewClient(client)
	ctx := context.Background()
	office, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	blocklist, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	for _, r := range []ippolicies.RuleCreateParams{
		{IPPolicyID: office.ID, CIDR: "10.0.0.0/8", Action: ippolicies.ActionAllow},
		{IPPolicyID: blocklist.ID, CIDR: "10.6.6.6", Action: ippolicies.ActionDeny},
	} {
		_, err := c.Rules.Create(ctx, &r)
		require.NoError(t, err)
	}
	allows := func(addr string, policyIDs ...string) (ok bool) {
		f.engine.WithRLock(func() {
			ok = ippolicies.Allows(routing.IPPolicyRules(f.engine, policyIDs...), netip.MustParseAddr(addr))
		})
		return ok
	}

	assert.True(t, allows("10.6.6.6", office.ID))
	assert.False(t, allows("10.6.6.6", office.ID, blocklist.ID), "the rules of every referenced policy are united")
	assert.True(t, allows("10.1.1.1", office.ID, blocklist.ID))
	assert.False(t, allows("10.1.1.1", "ipp_unknown"), "an unknown policy has zero rules")

	require.NoError(t, c.Policies.Delete(ctx, blocklist.ID))
	assert.True(t, allows("10.6.6.6", office.ID, blocklist.ID), "a deleted policy counts as one with zero rules")
	require.NoError(t, c.Policies.Delete(ctx, office.ID))
	assert.False(t, allows("10.1.1.1", office.ID), "no rules allow nothing")
}

func TestDeletePolicyAnnouncesItsRules(t *testing.T) {
	f, client := newFake(t)
	var events []string
	f.engine.OnEvent(func(ev api.Event) { events = append(events, string(ev.Type)) })
	c := ippolicies.NewClient(client)
	ctx := context.Background()
	pol, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	for _, cidr := range []string{"10.0.0.0/8", "192.0.2.1"} {
		_, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: cidr, Action: ippolicies.ActionAllow})
		require.NoError(t, err)
	}
	_, err = c.Policies.Update(ctx, pol.ID, &ippolicies.PolicyUpdateParams{Description: new("d")})
	require.NoError(t, err)
	require.NoError(t, c.Policies.Delete(ctx, pol.ID))

	var got []string
	f.engine.WithRLock(func() { got = append(got, events...) })
	assert.Equal(t, []string{
		"ip_policy_created.v0", "ip_policy_rule_created.v0", "ip_policy_rule_created.v0", "ip_policy_updated.v0",
		"ip_policy_rule_deleted.v0", "ip_policy_rule_deleted.v0", "ip_policy_deleted.v0",
	}, got)
}
