package ingresstest_test

import (
	"net/http"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// reservationProvocations provoke the codes of reserved domains and
// addresses and of the hostports of edges.
var reservationProvocations = map[string]provocation{
	"ERR_NGROK_413": func(t *testing.T) rawResult {
		srv := reservedDomain(t)
		return postRaw(t, srv, "/reserved_domains", `{"domain":"app.example.com"}`)
	},
	"ERR_NGROK_446": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		domain := createRaw(t, srv, "/reserved_domains", `{"domain":"app.example.com"}`)
		createRaw(t, srv, "/edges/https", `{"hostports":["app.example.com:443"]}`)
		return deleteRaw(t, srv, "/reserved_domains/"+domain)
	},
	"ERR_NGROK_7113": func(t *testing.T) rawResult {
		return postNew(t, "/edges/tcp", `{"hostports":["1.tcp.ngrok.io:20001"]}`)
	},
	"ERR_NGROK_7116": func(t *testing.T) rawResult {
		return postRaw(t, reservedDomain(t), "/edges/https", `{"hostports":["app.example.com:8443"]}`)
	},
	"ERR_NGROK_7117": func(t *testing.T) rawResult {
		return postNew(t, "/edges/https", `{"hostports":["app.example.com:443"]}`)
	},
	"ERR_NGROK_7120": func(t *testing.T) rawResult {
		return postRaw(t, reservedDomain(t), "/edges/tcp", `{"hostports":["app.example.com:443"]}`)
	},
	"ERR_NGROK_7121": func(t *testing.T) rawResult {
		return postNew(t, "/edges/https", `{"hostports":["1.tcp.ngrok.io:20001"]}`)
	},
	"ERR_NGROK_7122": func(t *testing.T) rawResult {
		srv := reservedDomain(t)
		createRaw(t, srv, "/edges/https", `{"hostports":["app.example.com:443"]}`)
		return postRaw(t, srv, "/edges/tls", `{"hostports":["app.example.com:443"]}`)
	},
	"ERR_NGROK_7133": func(t *testing.T) rawResult {
		return postNew(t, "/edges/tls", `{"hostports":["1.tcp.ngrok.io:20001"]}`)
	},
	"ERR_NGROK_500": func(t *testing.T) rawResult {
		return postNew(t, "/reserved_addrs", `{"region":"mars"}`)
	},
	"ERR_NGROK_502": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{ReservedAddrs: 1}))
		createRaw(t, srv, "/reserved_addrs", `{}`)
		return postRaw(t, srv, "/reserved_addrs", `{}`)
	},
	"ERR_NGROK_504": func(t *testing.T) rawResult {
		return postNew(t, "/reserved_addrs", jsonOf(t, map[string]string{"description": longText(256)}))
	},
	"ERR_NGROK_505": func(t *testing.T) rawResult {
		return postNew(t, "/reserved_addrs", jsonOf(t, map[string]string{"metadata": longText(4097)}))
	},
	"ERR_NGROK_506": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		addr := createRaw(t, srv, "/reserved_addrs", `{}`)
		return patchRaw(t, srv, "/reserved_addrs/"+addr, `{}`)
	},
}

// ipProvocations provoke the codes of IP policies and IP restrictions.
var ipProvocations = map[string]provocation{
	"ERR_NGROK_1408": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		rule := `{"ip_policy_id":"` + createRaw(t, srv, "/ip_policies", `{}`) + `","cidr":"10.0.0.0/8","action":"allow"}`
		createRaw(t, srv, "/ip_policy_rules", rule)
		return postRaw(t, srv, "/ip_policy_rules", rule)
	},
	"ERR_NGROK_1420": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		policy := createRaw(t, srv, "/ip_policies", `{}`)
		createRaw(t, srv, "/ip_restrictions", ipRestriction("dashboard", policy))
		return deleteRaw(t, srv, "/ip_policies/"+policy)
	},
	"ERR_NGROK_1801": func(t *testing.T) rawResult {
		return postNew(t, "/ip_restrictions", ipRestriction("dashboard", "ipp_nope"))
	},
	"ERR_NGROK_1802": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		policy := createRaw(t, srv, "/ip_policies", `{}`)
		createRaw(t, srv, "/ip_restrictions", ipRestriction("dashboard", policy))
		return postRaw(t, srv, "/ip_restrictions", ipRestriction("dashboard", policy))
	},
	"ERR_NGROK_1803": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return postRaw(t, srv, "/ip_restrictions", ipRestriction("browser", createRaw(t, srv, "/ip_policies", `{}`)))
	},
	"ERR_NGROK_1804": func(t *testing.T) rawResult {
		return postNew(t, "/ip_restrictions", `{"type":"dashboard","ip_policy_ids":[]}`)
	},
}

// vaultProvocations provoke the codes of vaults and their secrets.
var vaultProvocations = map[string]provocation{
	"ERR_NGROK_23000": func(t *testing.T) rawResult {
		return postNew(t, "/vaults", `{"name":"my vault"}`)
	},
	"ERR_NGROK_23001": func(t *testing.T) rawResult {
		return postNew(t, "/vaults", `{"name":""}`)
	},
	"ERR_NGROK_23002": func(t *testing.T) rawResult {
		return postNew(t, "/vaults", jsonOf(t, map[string]string{"name": longText(256)}))
	},
	"ERR_NGROK_23003": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		createRaw(t, srv, "/vault_secrets", secret(vault, "s", "v"))
		return deleteRaw(t, srv, "/vaults/"+vault)
	},
	"ERR_NGROK_23004": func(t *testing.T) rawResult {
		srv, _ := newVault(t)
		return postRaw(t, srv, "/vaults", `{"name":"v"}`)
	},
	"ERR_NGROK_23005": func(t *testing.T) rawResult {
		srv, _ := newVault(t, ingresstest.WithQuotas(ingresstest.Quotas{Vaults: 1}))
		return postRaw(t, srv, "/vaults", `{"name":"w"}`)
	},
	"ERR_NGROK_24000": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		return postRaw(t, srv, "/vault_secrets", secret(vault, "my secret", "v"))
	},
	"ERR_NGROK_24001": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		return postRaw(t, srv, "/vault_secrets", secret(vault, "", "v"))
	},
	"ERR_NGROK_24002": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		return postRaw(t, srv, "/vault_secrets", secret(vault, longText(256), "v"))
	},
	"ERR_NGROK_24003": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		return postRaw(t, srv, "/vault_secrets", secret(vault, "s", ""))
	},
	"ERR_NGROK_24004": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		return postRaw(t, srv, "/vault_secrets", secret(vault, "s", longText(64<<10+1)))
	},
	"ERR_NGROK_24005": func(t *testing.T) rawResult {
		srv, vault := newVault(t)
		createRaw(t, srv, "/vault_secrets", secret(vault, "s", "v"))
		return postRaw(t, srv, "/vault_secrets", secret(vault, "s", "w"))
	},
	"ERR_NGROK_24006": func(t *testing.T) rawResult {
		return postNew(t, "/vault_secrets", secret("vault_nope", "s", "v"))
	},
	"ERR_NGROK_24007": func(t *testing.T) rawResult {
		srv, vault := newVault(t, ingresstest.WithQuotas(ingresstest.Quotas{Secrets: 1}))
		createRaw(t, srv, "/vault_secrets", secret(vault, "s", "v"))
		return postRaw(t, srv, "/vault_secrets", secret(vault, "t", "v"))
	},
	"ERR_NGROK_24008": func(t *testing.T) rawResult {
		return postNew(t, "/vault_secrets", `{"name":"s","value":"v"}`)
	},
	"ERR_NGROK_24009": func(t *testing.T) rawResult {
		return postNew(t, "/vault_secrets", `{"vault_name":"nope","name":"s","value":"v"}`)
	},
}

// postRaw sends a raw POST of body to path.
func postRaw(t *testing.T, srv *ingresstest.Server, path, body string) rawResult {
	t.Helper()
	return send(t, srv, rawCall{method: http.MethodPost, path: path, body: body})
}

// postNew sends a raw POST of body to path on a server of its own.
func postNew(t *testing.T, path, body string) rawResult {
	t.Helper()
	return sendNew(t, rawCall{method: http.MethodPost, path: path, body: body})
}

// reservedDomain starts a server whose account has reserved the domain
// app.example.com.
func reservedDomain(t *testing.T) *ingresstest.Server {
	t.Helper()
	srv, _ := newServer(t)
	createRaw(t, srv, "/reserved_domains", `{"domain":"app.example.com"}`)
	return srv
}

// ipRestriction returns the body of an IP restriction of type typ over
// the IP policy policyID.
func ipRestriction(typ, policyID string) string {
	return `{"type":"` + typ + `","ip_policy_ids":["` + policyID + `"]}`
}

// newVault starts a server with opts whose account has the vault "v", and
// returns it with the vault's ID.
func newVault(t *testing.T, opts ...ingresstest.Option) (*ingresstest.Server, string) {
	t.Helper()
	srv, _ := newServer(t, opts...)
	return srv, createRaw(t, srv, "/vaults", `{"name":"v"}`)
}

// secret returns the body of a secret named name, of the given value, in
// the vault vaultID.
func secret(vaultID, name, value string) string {
	return `{"vault_id":"` + vaultID + `","name":"` + name + `","value":"` + value + `"}`
}
