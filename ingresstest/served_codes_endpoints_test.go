package ingresstest_test

import (
	"maps"
	"net/http"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// denyPolicy is a Traffic Policy that an https cloud endpoint takes.
const denyPolicy = `{"on_http_request":[{"actions":[{"type":"deny"}]}]}`

// endpointProvocations provoke the codes of the URLs, fields and pooling
// of cloud endpoints and of the URLs of agent endpoints.
var endpointProvocations = map[string]provocation{
	"ERR_NGROK_318": func(t *testing.T) rawResult {
		return startAgentEndpoint(t, "https://*.example.com")
	},
	"ERR_NGROK_319": func(t *testing.T) rawResult {
		return startAgentEndpoint(t, "https://app.example.com")
	},
	"ERR_NGROK_9029": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app.example.com", "bindings": []string{"internal"}})
	},
	"ERR_NGROK_249": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://"})
	},
	"ERR_NGROK_9028": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://:443", "bindings": []string{"internal"}})
	},
	"ERR_NGROK_9030": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "tcp://app.internal:65536"})
	},
	"ERR_NGROK_9031": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://a.b.c.d.e.f.internal"})
	},
	"ERR_NGROK_9032": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app..internal"})
	},
	"ERR_NGROK_9033": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app.internal:https"})
	},
	"ERR_NGROK_9034": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app internal"})
	},
	"ERR_NGROK_9037": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app.internal/path"})
	},
	"ERR_NGROK_9038": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app.internal/"})
	},
	"ERR_NGROK_9039": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "http://", "bindings": []string{"kubernetes"}})
	},
	"ERR_NGROK_15005": func(t *testing.T) rawResult {
		return startAgentEndpointWith(t, map[string]any{"url": "https://app.internal", "bindings": []string{"private"}})
	},
	"ERR_NGROK_15006": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"bindings": []string{"internal", "internal"}})
	},
	"ERR_NGROK_18007": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"bindings": []string{"private"}})
	},
	"ERR_NGROK_18001": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "app.internal"})
	},
	"ERR_NGROK_18002": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": "[1]"})
	},
	"ERR_NGROK_18003": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "tcp://app.internal"})
	},
	"ERR_NGROK_18004": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		id := requireID(t, postEndpoint(t, srv, nil))
		return patchRaw(t, srv, "/endpoints/"+id, `{}`)
	},
	"ERR_NGROK_18005": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		id := requireID(t, postEndpoint(t, srv, nil))
		return patchRaw(t, srv, "/endpoints/"+id, `{"url":"tls://app.internal"}`)
	},
	"ERR_NGROK_18006": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "https://app.example.com"})
	},
	"ERR_NGROK_18009": func(t *testing.T) rawResult {
		return secondEndpoint(t, false, false)
	},
	"ERR_NGROK_18012": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"description": longText(256)})
	},
	"ERR_NGROK_248": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"type": "agent"})
	},
	"ERR_NGROK_18011": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": ""})
	},
	"ERR_NGROK_18013": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"metadata": longText(4097)})
	},
	"ERR_NGROK_18014": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"bindings": []string{"public", "internal"}})
	},
	"ERR_NGROK_18015": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"type": nil})
	},
	"ERR_NGROK_18016": func(t *testing.T) rawResult {
		return secondEndpoint(t, false, true)
	},
	"ERR_NGROK_18017": func(t *testing.T) rawResult {
		return secondEndpoint(t, true, false)
	},
	"ERR_NGROK_18018": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "tls://svc.ns", "bindings": []string{"kubernetes"}})
	},
	"ERR_NGROK_18022": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "ftp://app.internal"})
	},
	"ERR_NGROK_18023": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "http://app.example.com:8080"})
	},
}

// policyProvocations provoke the codes of the Traffic Policy of an
// endpoint, each with a policy of one rule.
var policyProvocations = map[string]provocation{
	"ERR_NGROK_2200": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": `{"on_http_request":[{"expressions":["req.url.path =="],"actions":[{"type":"deny"}]}]}`})
	},
	"ERR_NGROK_2201": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"no-such-action"}`)})
	},
	"ERR_NGROK_2202": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"compress-response"}`)})
	},
	"ERR_NGROK_2203": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"deny","config":{"no_such_member":1}}`)})
	},
	"ERR_NGROK_2204": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"add-headers","config":{"headers":{}}}`)})
	},
	"ERR_NGROK_2205": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "http://app.internal", "traffic_policy": oneAction("on_tcp_connect", `{"type":"terminate-tls"}`)})
	},
	"ERR_NGROK_2206": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": `{"on_http_request":[{"actions":[]}]}`})
	},
	"ERR_NGROK_2207": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"deny"},{"type":"deny"}`)})
	},
}

// oneAction returns a Traffic Policy of one rule in phase with actions,
// given as the JSON text of the members of its actions list.
func oneAction(phase, actions string) string {
	return `{"` + phase + `":[{"actions":[` + actions + `]}]}`
}

// postEndpoint creates a cloud endpoint on srv by a raw POST: an internal
// https one with denyPolicy, but for fields, which replace its members
// (a nil value leaves the member out).
func postEndpoint(t *testing.T, srv *ingresstest.Server, fields map[string]any) rawResult {
	t.Helper()
	body := map[string]any{"type": "cloud", "url": "https://app.internal", "traffic_policy": denyPolicy}
	maps.Copy(body, fields)
	maps.DeleteFunc(body, func(_ string, v any) bool { return v == nil })
	return send(t, srv, rawCall{method: http.MethodPost, path: "/endpoints", body: jsonOf(t, body)})
}

// newCloudEndpoint creates, by postEndpoint, a cloud endpoint with fields
// on a server of its own.
func newCloudEndpoint(t *testing.T, fields map[string]any) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	return postEndpoint(t, srv, fields)
}

// secondEndpoint creates a cloud endpoint, with pooling enabled as first
// says, and then another on the same URL with pooling as second says.
func secondEndpoint(t *testing.T, first, second bool) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	requireID(t, postEndpoint(t, srv, map[string]any{"pooling_enabled": first}))
	return postEndpoint(t, srv, map[string]any{"pooling_enabled": second})
}

// startAgentEndpoint starts, through the control API, an agent endpoint
// on url in a tunnel session of a new credential, on a server of its own.
func startAgentEndpoint(t *testing.T, url string) rawResult {
	t.Helper()
	return startAgentEndpointWith(t, map[string]any{"url": url})
}

// startAgentEndpointWith starts, as startAgentEndpoint does, an agent
// endpoint of fields.
func startAgentEndpointWith(t *testing.T, fields map[string]any) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	cred := createRaw(t, srv, "/credentials", `{}`)
	session := requireID(t, sendControl(t, srv, "/tunnel_sessions", jsonOf(t, map[string]string{"credential_id": cred})))
	body := map[string]any{"session_id": session}
	maps.Copy(body, fields)
	return sendControl(t, srv, "/agent_endpoints", jsonOf(t, body))
}

// sendControl POSTs body to path under the control API's routes of the
// account of srv, with the control token.
func sendControl(t *testing.T, srv *ingresstest.Server, path, body string) rawResult {
	t.Helper()
	return send(t, srv, rawCall{
		method: http.MethodPost, path: ingresstest.ControlPrefix + "accounts/" + srv.AccountID + path, body: body,
		header: map[string]string{"Authorization": "Bearer " + srv.ControlToken},
	})
}
