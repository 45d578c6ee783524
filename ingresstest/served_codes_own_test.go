package ingresstest_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ingresstest/internal/errcatalog"
)

// ownProvocations holds one provocation per code of ingresstest's own,
// keyed by the code.
var ownProvocations = map[string]provocation{
	"ERR_INGRESSTEST_BODY_TOO_LARGE": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodPost, path: "/api_keys", body: `{"description":"` + longText(1<<20) + `"}`})
	},
	"ERR_INGRESSTEST_NO_ROUTE": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/no_such_resources"})
	},
	"ERR_INGRESSTEST_METHOD_NOT_ALLOWED": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodPut, path: "/api_keys"})
	},
	"ERR_INGRESSTEST_INTERNAL": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		ingresstest.Use(srv, func(next http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				r.Body = panickyBody{}
				next.ServeHTTP(w, r)
			})
		})
		return send(t, srv, rawCall{method: http.MethodPost, path: "/api_keys", body: `{}`})
	},
	"ERR_INGRESSTEST_INJECTED_FAILURE": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault500}}))
		return send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys"})
	},
	"ERR_INGRESSTEST_CONTROL_FORBIDDEN": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return send(t, srv, rawCall{method: http.MethodPost, path: ingresstest.ControlPrefix + "accounts"})
	},
	"ERR_INGRESSTEST_UNKNOWN_ACCOUNT": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return sendControlToken(t, srv, http.MethodPost, "accounts/acct_nope/reset", "")
	},
	"ERR_INGRESSTEST_HOOK_REFUSED": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return sendControlToken(t, srv, http.MethodGet, "accounts/"+srv.AccountID+"/tunnel_sessions/ts_nope/update_state", "")
	},
	"ERR_INGRESSTEST_NO_CLOCK": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return sendControlToken(t, srv, http.MethodGet, "clock", "")
	},
	"ERR_INGRESSTEST_TOO_MANY_ACCOUNTS": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithMaxAccounts(1))
		requireID(t, sendControlToken(t, srv, http.MethodPost, "accounts", `{}`))
		return sendControlToken(t, srv, http.MethodPost, "accounts", `{}`)
	},
	"ERR_INGRESSTEST_SNAPSHOT_REFUSED": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		snap := sendControlToken(t, srv, http.MethodGet, "snapshot", "")
		require.Equal(t, http.StatusOK, snap.status, "body: %s", snap.body)
		return sendControlToken(t, srv, http.MethodPut, "snapshot", strings.Replace(string(snap.body), `"version":1`, `"version":9`, 1))
	},
	"ERR_INGRESSTEST_NO_STATE_FILE": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return sendControlToken(t, srv, http.MethodPost, "state", "")
	},
	"ERR_INGRESSTEST_STATE_NOT_SAVED": func(t *testing.T) rawResult {
		path := filepath.Join(t.TempDir(), "state.json")
		srv, _ := newServer(t, ingresstest.WithStateFile(path))
		require.NoError(t, os.Mkdir(path, 0o700))
		require.NoError(t, os.WriteFile(filepath.Join(path, "keep"), []byte("kept"), 0o600))
		return sendControlToken(t, srv, http.MethodPost, "state", "")
	},
	"ERR_INGRESSTEST_CERTIFICATE_IN_USE": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		certPEM, keyPEM := leafCertificatePEM(t, "app.example.com")
		cert := createRaw(t, srv, "/tls_certificates", jsonOf(t, map[string]string{"certificate_pem": certPEM, "private_key_pem": keyPEM}))
		createRaw(t, srv, "/reserved_domains", jsonOf(t, map[string]string{"domain": "app.example.com", "certificate_id": cert}))
		return deleteRaw(t, srv, "/tls_certificates/"+cert)
	},
	"ERR_INGRESSTEST_CERTIFICATE_NOT_UPLOADED": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		managed := createRaw(t, srv, "/reserved_domains", `{"domain":"a.example.com","certificate_management_policy":{}}`)
		require.NoError(t, srv.CompleteProvisioning(managed))
		res := send(t, srv, rawCall{method: http.MethodGet, path: "/reserved_domains/" + managed})
		require.Equal(t, http.StatusOK, res.status, "body: %s", res.body)
		var domain struct {
			Certificate struct {
				ID string `json:"id"`
			} `json:"certificate"`
		}
		require.NoError(t, json.Unmarshal(res.body, &domain))
		require.NotEmpty(t, domain.Certificate.ID, "body: %s", res.body)
		return send(t, srv, rawCall{method: http.MethodPost, path: "/reserved_domains",
			body: jsonOf(t, map[string]string{"domain": "b.example.com", "certificate_id": domain.Certificate.ID})})
	},
	"ERR_INGRESSTEST_BACKEND_CYCLE": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		leaf := createRaw(t, srv, "/backends/http_response", `{"body":"ok","status_code":200}`)
		failover := createRaw(t, srv, "/backends/failover", jsonOf(t, map[string][]string{"backends": {leaf}}))
		return patchRaw(t, srv, "/backends/failover/"+failover, jsonOf(t, map[string][]string{"backends": {leaf, failover}}))
	},
	"ERR_INGRESSTEST_MODULE_NOT_CONFIGURED": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		edge := createRaw(t, srv, "/edges/https", `{}`)
		return send(t, srv, rawCall{method: http.MethodGet, path: "/edges/https/" + edge + "/tls_termination"})
	},
	"ERR_INGRESSTEST_NO_UPDATE_AVAILABLE": func(t *testing.T) rawResult {
		return updateAgent(t, ingresstest.Agent{}, ingresstest.AgentIdle)
	},
	"ERR_INGRESSTEST_UPDATES_DISABLED": func(t *testing.T) rawResult {
		return updateAgent(t, ingresstest.Agent{UpdateVersion: "3.2.0", UpdatesDisabled: true}, ingresstest.AgentIdle)
	},
	"ERR_INGRESSTEST_ALREADY_UPDATING": func(t *testing.T) rawResult {
		return updateAgent(t, ingresstest.Agent{UpdateVersion: "3.2.0"}, ingresstest.AgentUpdating)
	},
	"ERR_INGRESSTEST_UPDATED_NOT_RESTARTED": func(t *testing.T) rawResult {
		return updateAgent(t, ingresstest.Agent{UpdateVersion: "3.2.0"}, ingresstest.AgentUpdated)
	},
	"ERR_INGRESSTEST_ADDR_IN_USE": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		res := send(t, srv, rawCall{method: http.MethodPost, path: "/reserved_addrs", body: `{}`})
		id := requireID(t, res)
		var addr struct {
			Addr string `json:"addr"`
		}
		require.NoError(t, json.Unmarshal(res.body, &addr))
		requireID(t, postEndpoint(t, srv, map[string]any{"url": "tcp://" + addr.Addr,
			"traffic_policy": `{"on_tcp_connect":[{"actions":[{"type":"deny"}]}]}`}))
		return deleteRaw(t, srv, "/reserved_addrs/"+id)
	},
	"ERR_INGRESSTEST_MISSING_REFERENCE": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return sendControl(t, srv, "/tunnel_sessions", `{"credential_id":"cr_000000000000000000000000000"}`)
	},
	"ERR_INGRESSTEST_NOT_CLOUD_ENDPOINT": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		cred := createRaw(t, srv, "/credentials", `{}`)
		session := requireID(t, sendControl(t, srv, "/tunnel_sessions", jsonOf(t, map[string]string{"credential_id": cred})))
		endpoint := requireID(t, sendControl(t, srv, "/agent_endpoints", jsonOf(t, map[string]string{"session_id": session})))
		return deleteRaw(t, srv, "/endpoints/"+endpoint)
	},
}

// TestOwnCodes checks that each code of ingresstest's own is provoked over
// HTTP and answered with the status the catalogue gives it, and that the
// table holds exactly those codes.
func TestOwnCodes(t *testing.T) {
	var own []string
	for _, e := range errcatalog.Own() {
		if e.Class == errcatalog.Served {
			own = append(own, e.Own)
		}
	}
	var missing, extra []string
	for _, code := range own {
		if _, ok := ownProvocations[code]; !ok {
			missing = append(missing, code)
		}
	}
	for code := range ownProvocations {
		if !slices.Contains(own, code) {
			extra = append(extra, code)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	assert.Empty(t, missing, "own codes the catalogue marks Served that no provocation provokes")
	assert.Empty(t, extra, "provocations of codes that are not own codes the catalogue marks Served")
	if len(missing)+len(extra) > 0 {
		t.FailNow()
	}

	slices.Sort(own)
	for _, code := range own {
		t.Run(code, func(t *testing.T) {
			t.Parallel()
			entry, ok := errcatalog.Lookup(code)
			require.True(t, ok, "the catalogue has no entry for %s", code)
			requireError(t, ownProvocations[code](t), entry.Status, code)
		})
	}
}

// sendControlToken sends a request with body to path under the control
// API's prefix, with the control token of srv.
func sendControlToken(t *testing.T, srv *ingresstest.Server, method, path, body string) rawResult {
	t.Helper()
	return send(t, srv, rawCall{
		method: method, path: ingresstest.ControlPrefix + path, body: body,
		header: map[string]string{"Authorization": "Bearer " + srv.ControlToken},
	})
}

// updateAgent starts a tunnel session of agent on a server of its own,
// puts the agent in state, and sends the update command.
func updateAgent(t *testing.T, agent ingresstest.Agent, state ingresstest.AgentUpdateState) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	agent.CredentialID = createRaw(t, srv, "/credentials", `{}`)
	session, err := srv.StartTunnelSession(agent)
	require.NoError(t, err)
	if state != ingresstest.AgentIdle {
		require.NoError(t, srv.SetAgentUpdateState(session, state))
	}
	return send(t, srv, rawCall{method: http.MethodPost, path: "/tunnel_sessions/" + session + "/update", body: `{}`})
}

// leafCertificatePEM makes a self-signed certificate for the domain name
// and returns it and its private key in PEM.
func leafCertificatePEM(t *testing.T, name string) (certPEM, keyPEM string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	template := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name}, DNSNames: []string{name},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().AddDate(1, 0, 0),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})), string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}
