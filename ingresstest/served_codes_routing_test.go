package ingresstest_test

import (
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// routingProvocations provoke the codes of IP policies and their rules,
// of backends, and of edges and their routes.
var routingProvocations = map[string]provocation{
	"ERR_NGROK_1419": func(t *testing.T) rawResult {
		srv, policy := newIPPolicy(t)
		rule := createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "allow"))
		createRaw(t, srv, "/ip_restrictions", ipRestriction("dashboard", policy))
		return deleteRaw(t, srv, "/ip_policy_rules/"+rule)
	},
	"ERR_NGROK_1400": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return patchRaw(t, srv, "/ip_policies/"+createRaw(t, srv, "/ip_policies", `{}`), `{}`)
	},
	"ERR_NGROK_1401": func(t *testing.T) rawResult {
		srv, policy := newIPPolicy(t)
		return patchRaw(t, srv, "/ip_policy_rules/"+createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "allow")), `{}`)
	},
	"ERR_NGROK_1405": func(t *testing.T) rawResult {
		return postNew(t, "/ip_policy_rules", `{"cidr":"10.0.0.0/8","action":"allow"}`)
	},
	"ERR_NGROK_1406": func(t *testing.T) rawResult {
		srv, policy := newIPPolicy(t)
		return postRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/33", "allow"))
	},
	"ERR_NGROK_1409": func(t *testing.T) rawResult {
		srv, policy := newIPPolicy(t)
		return postRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.1.2.3/8", "allow"))
	},
	"ERR_NGROK_1421": func(t *testing.T) rawResult {
		srv, policy := newIPPolicy(t)
		rule := createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "allow"))
		return patchRaw(t, srv, "/ip_policy_rules/"+rule, jsonOf(t, map[string]string{"description": longText(256)}))
	},
	"ERR_NGROK_1422": func(t *testing.T) rawResult {
		srv, policy := newIPPolicy(t)
		return postRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "block"))
	},
	"ERR_NGROK_6502": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		leaf := createRaw(t, srv, "/backends/http_response", `{"body":"ok","status_code":200}`)
		createRaw(t, srv, "/backends/failover", jsonOf(t, map[string][]string{"backends": {leaf}}))
		return deleteRaw(t, srv, "/backends/http_response/"+leaf)
	},
	"ERR_NGROK_7123": func(t *testing.T) rawResult {
		return postRoute(t, `{"match_type":"path_prefix"}`)
	},
	"ERR_NGROK_7130": func(t *testing.T) rawResult {
		return postRoute(t, `{"match_type":"regex","match":"/app"}`)
	},
	"ERR_NGROK_7131": func(t *testing.T) rawResult {
		return postRoute(t, `{"match_type":"path_prefix","match":"not a path!"}`)
	},
	"ERR_NGROK_7126": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		edge := createRaw(t, srv, "/edges/https", `{}`)
		route := `{"match_type":"path_prefix","match":"/app"}`
		createRaw(t, srv, "/edges/https/"+edge+"/routes", route)
		return postRaw(t, srv, "/edges/https/"+edge+"/routes", route)
	},
}

// newIPPolicy starts a server whose account has one IP policy, and
// returns it with the policy's ID.
func newIPPolicy(t *testing.T) (*ingresstest.Server, string) {
	t.Helper()
	srv, _ := newServer(t)
	return srv, createRaw(t, srv, "/ip_policies", `{}`)
}

// ipRule returns the body of a rule of the IP policy policyID over cidr
// with the given action.
func ipRule(policyID, cidr, action string) string {
	return `{"ip_policy_id":"` + policyID + `","cidr":"` + cidr + `","action":"` + action + `"}`
}

// postRoute creates a route of a new HTTPS edge by a raw POST of body, on
// a server of its own.
func postRoute(t *testing.T, body string) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	edge := createRaw(t, srv, "/edges/https", `{}`)
	return postRaw(t, srv, "/edges/https/"+edge+"/routes", body)
}
