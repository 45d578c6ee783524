package ingresstest_test

import (
	"net/http"
	"testing"
)

// referenceProvocations provoke the codes of references to resources that
// do not exist, one per family that documents its own.
var referenceProvocations = map[string]provocation{
	"ERR_NGROK_1402": func(t *testing.T) rawResult {
		return postNew(t, "/ip_policy_rules", ipRule("ipp_000000000000000000000000000", "10.0.0.0/8", "allow"))
	},
	"ERR_NGROK_1414": func(t *testing.T) rawResult {
		return postNew(t, "/ip_policy_rules", ipRule("usr_1", "10.0.0.0/8", "allow"))
	},
	"ERR_NGROK_1949": func(t *testing.T) rawResult {
		return postNew(t, "/ssh_host_certificates", jsonOf(t, map[string]string{
			"ssh_certificate_authority_id": "sshca_000000000000000000000000000", "public_key": sshPublicKey(t)}))
	},
	"ERR_NGROK_1951": func(t *testing.T) rawResult {
		return postNew(t, "/ssh_user_certificates", jsonOf(t, map[string]string{
			"ssh_certificate_authority_id": "sshca_000000000000000000000000000", "public_key": sshPublicKey(t)}))
	},
	"ERR_NGROK_1965": func(t *testing.T) rawResult {
		return postNew(t, "/reserved_domains", `{"domain":"app.example.com","certificate_id":"cert_000000000000000000000000000"}`)
	},
	"ERR_NGROK_5103": func(t *testing.T) rawResult {
		return postNew(t, "/event_subscriptions", `{"destination_ids":["ed_000000000000000000000000000"]}`)
	},
	"ERR_NGROK_6501": func(t *testing.T) rawResult {
		return postNew(t, "/backends/failover", `{"backends":["bkdhr_000000000000000000000000000"]}`)
	},
	"ERR_NGROK_7007": func(t *testing.T) rawResult {
		return putEdgeModule(t, "ip_restriction", `{"ip_policy_ids":["ipp_000000000000000000000000000"]}`)
	},
	"ERR_NGROK_7072": func(t *testing.T) rawResult {
		return putEdgeModule(t, "mutual_tls", `{"certificate_authority_ids":["ca_000000000000000000000000000"]}`)
	},
	"ERR_NGROK_27002": func(t *testing.T) rawResult {
		return postNew(t, "/ai_gateway_api_keys", `{"endpoint_id":"ep_000000000000000000000000000"}`)
	},
}

// putEdgeModule replaces the module of a new TLS edge by a raw PUT of
// body, on a server of its own.
func putEdgeModule(t *testing.T, module, body string) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	edge := createRaw(t, srv, "/edges/tls", `{}`)
	return send(t, srv, rawCall{method: http.MethodPut, path: "/edges/tls/" + edge + "/" + module, body: body})
}
