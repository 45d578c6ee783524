package ingresstest_test

import (
	"net/http"
	"testing"
)

// agentsProvocations provoke the codes of agents' commands and of
// Kubernetes operators.
var agentsProvocations = map[string]provocation{
	"ERR_NGROK_804": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		cred := createRaw(t, srv, "/credentials", `{}`)
		session := requireID(t, sendControl(t, srv, "/tunnel_sessions", jsonOf(t, map[string]string{"credential_id": cred, "os": "windows"})))
		return send(t, srv, rawCall{method: http.MethodPost, path: "/tunnel_sessions/" + session + "/restart", body: `{}`})
	},
	"ERR_NGROK_19001": func(t *testing.T) rawResult {
		return newOperator(t, map[string]any{"csr": "not a csr"})
	},
	"ERR_NGROK_19002": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		op := createRaw(t, srv, "/kubernetes_operators", `{"enabled_features":["ingress"]}`)
		return patchRaw(t, srv, "/kubernetes_operators/"+op, `{"enabled_features":["bindings"]}`)
	},
	"ERR_NGROK_19003": func(t *testing.T) rawResult {
		return newOperator(t, map[string]any{"csr": "not a csr", "endpoint_selectors": []string{"obj.metadata =="}})
	},
}

// newOperator creates, by a raw POST on a server of its own, a
// Kubernetes operator with the bindings feature and binding.
func newOperator(t *testing.T, binding map[string]any) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	body := map[string]any{"enabled_features": []string{"bindings"}, "binding": binding}
	return send(t, srv, rawCall{method: http.MethodPost, path: "/kubernetes_operators", body: jsonOf(t, body)})
}
