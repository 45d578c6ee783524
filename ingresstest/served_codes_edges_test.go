package ingresstest_test

import (
	"testing"
)

// edgeProvocations provoke the codes of the rules of edges, their routes
// and their modules.
var edgeProvocations = map[string]provocation{
	"ERR_NGROK_7011": func(t *testing.T) rawResult {
		return postRouteModule(t, "circuit_breaker", `{"error_threshold_percentage":50}`)
	},
	"ERR_NGROK_7016": func(t *testing.T) rawResult {
		return postRouteModule(t, "circuit_breaker", `{"tripped_duration":0}`)
	},
	"ERR_NGROK_7017": func(t *testing.T) rawResult {
		return postRouteModule(t, "circuit_breaker", `{"rolling_window":0}`)
	},
	"ERR_NGROK_7018": func(t *testing.T) rawResult {
		return postRouteModule(t, "circuit_breaker", `{"num_buckets":129}`)
	},
	"ERR_NGROK_7023": func(t *testing.T) rawResult {
		return postRouteModule(t, "request_headers", `{"remove":["X Bad"]}`)
	},
	"ERR_NGROK_7024": func(t *testing.T) rawResult {
		return postRouteModule(t, "request_headers", `{"add":{"X-A":"a\r\nb"}}`)
	},
	"ERR_NGROK_7069": func(t *testing.T) rawResult {
		return postRouteModule(t, "response_headers", `{"add":{"X-A":"1","x-a":"2"}}`)
	},
	"ERR_NGROK_7026": func(t *testing.T) rawResult {
		return postRouteModule(t, "webhook_verification", `{"provider":"sns","secret":"s"}`)
	},
	"ERR_NGROK_7027": func(t *testing.T) rawResult {
		return postRouteModule(t, "webhook_verification", `{"provider":"github"}`)
	},
	"ERR_NGROK_7029": func(t *testing.T) rawResult {
		return postRouteModule(t, "webhook_verification", `{"secret":"s"}`)
	},
	"ERR_NGROK_7030": func(t *testing.T) rawResult {
		return postRouteModule(t, "webhook_verification", `{"provider":"carrier-pigeon","secret":"s"}`)
	},
	"ERR_NGROK_7033": func(t *testing.T) rawResult {
		return postRouteModule(t, "oauth", `{"provider":{"google":{"client_id":"id"}}}`)
	},
	"ERR_NGROK_7034": func(t *testing.T) rawResult {
		return postRouteModule(t, "oauth", `{"provider":{"google":{"scopes":["email"]}}}`)
	},
	"ERR_NGROK_7036": func(t *testing.T) rawResult {
		return postRouteModule(t, "oauth", `{"provider":{"google":{},"gitlab":{}}}`)
	},
	"ERR_NGROK_7037": func(t *testing.T) rawResult {
		return postRouteModule(t, "oauth", `{"provider":{}}`)
	},
	"ERR_NGROK_7040": func(t *testing.T) rawResult {
		return postRouteModule(t, "oauth", `{"provider":{"github":{"teams":["ops"]}}}`)
	},
	"ERR_NGROK_7083": func(t *testing.T) rawResult {
		return postRouteModule(t, "saml", `{"idp_metadata":"<not-metadata/>"}`)
	},
	"ERR_NGROK_7091": func(t *testing.T) rawResult {
		return postRouteModule(t, "saml", `{}`)
	},
	"ERR_NGROK_7088": func(t *testing.T) rawResult {
		return postRouteModule(t, "oidc", `{"client_id":"id","client_secret":"secret"}`)
	},
	"ERR_NGROK_7089": func(t *testing.T) rawResult {
		return postRouteModule(t, "oidc", `{"issuer":"https://idp.example.com","client_secret":"secret"}`)
	},
	"ERR_NGROK_7090": func(t *testing.T) rawResult {
		return postRouteModule(t, "oidc", `{"issuer":"https://idp.example.com","client_id":"id"}`)
	},
	"ERR_NGROK_7104": func(t *testing.T) rawResult {
		return postNew(t, "/edges/tcp", `{"hostports":["tcp.example.com"]}`)
	},
	"ERR_NGROK_7112": func(t *testing.T) rawResult {
		return postNew(t, "/edges/tls", `{"hostports":["tls.example.com:65536"]}`)
	},
	"ERR_NGROK_7025": func(t *testing.T) rawResult {
		return postNew(t, "/edges/tcp", `{"ip_restriction":{"ip_policy_ids":[]}}`)
	},
	"ERR_NGROK_7092": func(t *testing.T) rawResult {
		return postRouteModule(t, "oidc", `{"issuer":"https://idp.example.com","client_id":"id","client_secret":"s","inactivity_timeout":31536001}`)
	},
}

// postRouteModule creates, on a server of its own, a route of a new HTTPS
// edge whose module (a JSON member of the route) is body.
func postRouteModule(t *testing.T, module, body string) rawResult {
	t.Helper()
	return postRoute(t, `{"match_type":"path_prefix","match":"/","`+module+`":`+body+`}`)
}
