package ingresstest_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// identityProvocations provoke the codes of API keys, tunnel and SSH
// credentials, bot and service users, and of who may own keys and
// credentials.
var identityProvocations = map[string]provocation{
	"ERR_NGROK_630": func(t *testing.T) rawResult {
		srv, key := nonAdmin(t)
		return send(t, srv, asUser(key, rawCall{method: http.MethodPost, path: "/credentials", body: `{"owner_id":"` + srv.AdminID + `"}`}))
	},
	"ERR_NGROK_634": func(t *testing.T) rawResult {
		return postNew(t, "/credentials", `{"owner_id":"usr_nobody"}`)
	},
	"ERR_NGROK_600": func(t *testing.T) rawResult {
		return postNew(t, "/credentials", `{"acl":["allow:all"]}`)
	},
	"ERR_NGROK_604": func(t *testing.T) rawResult {
		return postNew(t, "/credentials", jsonOf(t, map[string]string{"description": longText(256)}))
	},
	"ERR_NGROK_605": func(t *testing.T) rawResult {
		return postNew(t, "/credentials", jsonOf(t, map[string]string{"metadata": longText(4097)}))
	},
	"ERR_NGROK_606": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		cred := createRaw(t, srv, "/credentials", `{}`)
		return patchRaw(t, srv, "/credentials/"+cred, `{}`)
	},
	"ERR_NGROK_611": func(t *testing.T) rawResult {
		return postNew(t, "/ssh_credentials", `{}`)
	},
	"ERR_NGROK_612": func(t *testing.T) rawResult {
		return postNew(t, "/ssh_credentials", `{"public_key":"ssh-ed25519 AAAA!!!"}`)
	},
	"ERR_NGROK_4111": func(t *testing.T) rawResult {
		srv, key := nonAdmin(t)
		return send(t, srv, asUser(key, rawCall{method: http.MethodPost, path: "/bot_users", body: `{"name":"ci"}`}))
	},
	"ERR_NGROK_609": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		key := sshPublicKey(t)
		createRaw(t, srv, "/ssh_credentials", jsonOf(t, map[string]string{"public_key": key}))
		return postRaw(t, srv, "/ssh_credentials", jsonOf(t, map[string]string{"public_key": strings.TrimSpace(key) + " laptop"}))
	},
	"ERR_NGROK_4109": func(t *testing.T) rawResult {
		return postNew(t, "/service_users", `{"name":""}`)
	},
	"ERR_NGROK_4110": func(t *testing.T) rawResult {
		return postNew(t, "/bot_users", jsonOf(t, map[string]string{"name": longText(256)}))
	},
	"ERR_NGROK_4112": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		createRaw(t, srv, "/service_users", `{"name":"ci"}`)
		return postRaw(t, srv, "/bot_users", `{"name":"ci"}`)
	},
}

// asUser returns c sent with the API key key instead of the admin's.
func asUser(key string, c rawCall) rawCall {
	c.header = map[string]string{"Authorization": "Bearer " + key}
	return c
}

// nonAdmin starts a server and adds a user who is not an admin; it returns
// the server and the user's API key.
func nonAdmin(t *testing.T) (*ingresstest.Server, string) {
	t.Helper()
	srv, _ := newServer(t)
	_, key := srv.AddUser(false)
	return srv, key
}
