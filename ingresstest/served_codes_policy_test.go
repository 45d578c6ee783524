package ingresstest_test

import (
	"strings"
	"testing"
)

// policyFieldProvocations provoke the codes that the error reference
// gives mistakes in an action's config, beside the code of their kind
// (ERR_NGROK_2204).
var policyFieldProvocations = map[string]provocation{
	"ERR_NGROK_2214": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_response", `{"type":"compress-response","config":{"algorithms":["zstd"]}}`)})
	},
	"ERR_NGROK_2215": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"custom-response","config":{"status_code":99}}`)})
	},
	"ERR_NGROK_2217": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"restrict-ips","config":{"allow":["10.0.0.0/33"]}}`)})
	},
	"ERR_NGROK_2218": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_response", `{"type":"remove-headers","config":{"headers":["a","b","c","d","e","f","g","h","i","j","k"]}}`)})
	},
	"ERR_NGROK_2221": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"basic-auth","config":{"credentials":["a:12345678"],"realm":"`+strings.Repeat("r", 129)+`"}}`)})
	},
	"ERR_NGROK_2222": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"forward-internal","config":{"url":"https://a.internal","on_error":"retry"}}`)})
	},
	"ERR_NGROK_2225": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"http-request","config":{"url":"https://a.internal","timeout":"45s"}}`)})
	},
	"ERR_NGROK_2228": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"circuit-breaker","config":{"window_duration":"soon"}}`)})
	},
	"ERR_NGROK_2230": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "tcp://app.internal:20001"})
	},
	"ERR_NGROK_2240": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"url": "tls://app.internal", "traffic_policy": oneAction("on_tcp_connect", `{"type":"terminate-tls","config":{"server_private_key":"k"}}`)})
	},
	"ERR_NGROK_2266": func(t *testing.T) rawResult {
		gateway := `{"type":"ai-gateway","config":{"providers":[{"id":"openai"}]}}`
		return newCloudEndpoint(t, map[string]any{"traffic_policy": `{"on_http_request":[{"actions":[` + gateway + `]},{"actions":[` + gateway + `]}]}`})
	},
	"ERR_NGROK_2252": func(t *testing.T) rawResult {
		return newCloudEndpoint(t, map[string]any{"traffic_policy": oneAction("on_http_request", `{"type":"set-vars","config":{"vars":[{"a":"1","b":"2"}]}}`)})
	},
}
