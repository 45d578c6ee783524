package ingresstest_test

import (
	"strings"
	"testing"
)

// domainRuleProvocations provoke the codes of the rules of reserved
// domains' names and fields and of agent ingresses.
var domainRuleProvocations = map[string]provocation{
	"ERR_NGROK_402": reserveNew(`{"domain":"app.*.example.com"}`),
	"ERR_NGROK_403": reserveNew(`{"domain":"*app.example.com"}`),
	"ERR_NGROK_404": reserveNew(`{"domain":"app.ngrok.com"}`),
	"ERR_NGROK_406": reserveNew(`{"domain":"app!.example.com"}`),
	"ERR_NGROK_407": reserveNew(`{"domain":"-app.example.com"}`),
	"ERR_NGROK_408": reserveNew(`{"domain":"app-.example.com"}`),
	"ERR_NGROK_409": reserveNew(`{"domain":"app..example.com"}`),
	"ERR_NGROK_410": reserveNew(`{"domain":"ab--cd.example.com"}`),
	"ERR_NGROK_411": reserveNew(`{"domain":"app.local"}`),
	"ERR_NGROK_416": reserveNew(`{"domain":"*.ngrok.app"}`),
	"ERR_NGROK_420": func(t *testing.T) rawResult {
		return postNew(t, "/reserved_domains", jsonOf(t, map[string]string{"domain": "app.example.com", "description": longText(256)}))
	},
	"ERR_NGROK_421": func(t *testing.T) rawResult {
		return postNew(t, "/reserved_domains", jsonOf(t, map[string]string{"domain": "app.example.com", "metadata": longText(4097)}))
	},
	"ERR_NGROK_422": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		domain := createRaw(t, srv, "/reserved_domains", `{"domain":"app.example.com"}`)
		return patchRaw(t, srv, "/reserved_domains/"+domain, `{}`)
	},
	"ERR_NGROK_423": reserveNew(`{"domain":"` + strings.Repeat("abcdefgh.", 28) + `com"}`),
	"ERR_NGROK_434": reserveNew(`{"domain":"app.example.com","certificate_id":"cert_x","certificate_management_policy":{}}`),
	"ERR_NGROK_435": reserveNew(`{"domain":"app.example.com","certificate_management_policy":{"authority":"zerossl"}}`),
	"ERR_NGROK_438": reserveNew(`{"domain":"app_1.example.com"}`),
	"ERR_NGROK_439": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		domain := createRaw(t, srv, "/reserved_domains", `{"domain":"app.ngrok.app"}`)
		return patchRaw(t, srv, "/reserved_domains/"+domain, `{"certificate_management_policy":{}}`)
	},
	"ERR_NGROK_448": reserveNew(`{"domain":"intranet"}`),
	"ERR_NGROK_6700": func(t *testing.T) rawResult {
		return postNew(t, "/agent_ingresses", jsonOf(t, map[string]string{"domain": "connect.example.com", "description": longText(256)}))
	},
	"ERR_NGROK_6701": func(t *testing.T) rawResult {
		return postNew(t, "/agent_ingresses", jsonOf(t, map[string]string{"domain": "connect.example.com", "metadata": longText(4097)}))
	},
	"ERR_NGROK_6704": func(t *testing.T) rawResult {
		return postNew(t, "/agent_ingresses", `{"domain":"*.example.com"}`)
	},
	"ERR_NGROK_6705": func(t *testing.T) rawResult {
		return postNew(t, "/agent_ingresses", `{"domain":"connect.ngrok.app"}`)
	},
	"ERR_NGROK_6706": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		createRaw(t, srv, "/agent_ingresses", `{"domain":"connect.example.com"}`)
		return postRaw(t, srv, "/agent_ingresses", `{"domain":"Connect.Example.com"}`)
	},
}

// reserveNew returns the provocation that asks a server of its own to
// reserve a domain with body.
func reserveNew(body string) provocation {
	return func(t *testing.T) rawResult { return postNew(t, "/reserved_domains", body) }
}
