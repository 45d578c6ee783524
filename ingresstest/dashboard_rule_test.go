package ingresstest_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// TestDashboardRuleInUse follows errors/err_ngrok_1419: the only rule of
// an IP policy that the dashboard IP restriction names is not deleted,
// while one of two rules is, and so is the only rule of a policy that
// only restrictions of other types name.
func TestDashboardRuleInUse(t *testing.T) {
	srv, policy := newIPPolicy(t)
	first := createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "allow"))
	second := createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "192.168.0.0/16", "allow"))
	restriction := createRaw(t, srv, "/ip_restrictions", ipRestriction("dashboard", policy))
	require.Equal(t, http.StatusNoContent, deleteRaw(t, srv, "/ip_policy_rules/"+second).status)
	doc := requireError(t, deleteRaw(t, srv, "/ip_policy_rules/"+first), http.StatusConflict, ingresstest.CodeDashboardRuleInUse)
	require.Contains(t, doc.Msg, restriction)

	srv, policy = newIPPolicy(t)
	only := createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "allow"))
	createRaw(t, srv, "/ip_restrictions", ipRestriction("agent", policy))
	require.Equal(t, http.StatusNoContent, deleteRaw(t, srv, "/ip_policy_rules/"+only).status)
}
