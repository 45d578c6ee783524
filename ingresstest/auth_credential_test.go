package ingresstest_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// unknownToken has the shape of an API key's token, but no account holds
// it.
const unknownToken = "2NoSuchKeyNoSuchKeyNoSuchKe_NOSUCHSECRETNOSUCHSECRETNOSUCHSECR"

// apiKeyID returns the ID of the API key that srv's own token belongs to.
func apiKeyID(t *testing.T, srv *ingresstest.Server) string {
	t.Helper()
	res := send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys"})
	require.Equal(t, http.StatusOK, res.status, "%s", res.body)
	var list struct{ Keys []struct{ ID string } }
	require.NoError(t, json.Unmarshal(res.body, &list))
	require.NotEmpty(t, list.Keys)
	return list.Keys[0].ID
}

// TestBasicAuthenticationCarriesTheKey checks that Basic authentication
// authenticates with the API key as its user name, or as its password
// when the user name is empty.
func TestBasicAuthenticationCarriesTheKey(t *testing.T) {
	srv, _ := newServer(t)
	for _, pair := range []string{srv.APIKey + ":", ":" + srv.APIKey, srv.APIKey + ":ignored"} {
		header := "Basic " + base64.StdEncoding.EncodeToString([]byte(pair))
		res := send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": header}})
		assert.Equal(t, http.StatusOK, res.status, "%s: %s", strings.ReplaceAll(pair, srv.APIKey, "KEY"), res.body)
	}
	wrong := "Basic " + base64.StdEncoding.EncodeToString([]byte(unknownToken+":"))
	requireError(t, send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": wrong}}), http.StatusUnauthorized, ingresstest.CodeInvalidAuth)
}

// TestTunnelTokenAnswers206 checks that the authtoken of a tunnel
// credential, of this account or of another, is told apart from an
// unknown key.
func TestTunnelTokenAnswers206(t *testing.T) {
	srv, _ := newServer(t)
	other, err := srv.NewAccount()
	require.NoError(t, err)
	for name, owner := range map[string]*ingresstest.Server{"own account": srv, "another account": other} {
		created := send(t, owner, rawCall{method: http.MethodPost, path: "/credentials", body: `{}`})
		require.Equal(t, http.StatusCreated, created.status, "%s", created.body)
		var cred struct{ Token string }
		require.NoError(t, json.Unmarshal(created.body, &cred))
		res := send(t, srv, asUser(cred.Token, rawCall{method: http.MethodGet, path: "/api_keys"}))
		requireError(t, res, http.StatusUnauthorized, ingresstest.CodeAuthTunnelToken)
		assert.NotContains(t, string(res.body), cred.Token, "%s: the answer never repeats the credential", name)
	}
}

// TestAuthorizationHeadersNeverPass checks, over generated headers, that
// a header carrying no live key is refused with 401 and one of the
// authentication codes, and that no answer repeats what the header
// carried.
func TestAuthorizationHeadersNeverPass(t *testing.T) {
	srv, _ := newServer(t)
	codes := []string{ingresstest.CodeMissingAuth, ingresstest.CodeUnparsedAuth, ingresstest.CodeAuthNotAPIKey,
		ingresstest.CodeInvalidAuth, ingresstest.CodeAuthKeyID}
	rng := rand.New(rand.NewPCG(40, 201))
	parts := []string{"Bearer", "Basic", "bearer", "Token", " ", "_", "ak_", srv.APIKey[:10], "==", ":", "x", "2NoSuchKeyNoSuchKeyNoSuchKe", "\t", "é"}
	for i := range 300 {
		var b strings.Builder
		for range rng.IntN(6) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		header := b.String()
		if strings.HasPrefix(header, "Basic ") && rng.IntN(2) == 0 {
			header = "Basic " + base64.StdEncoding.EncodeToString([]byte(strings.TrimPrefix(header, "Basic ")))
		}
		res := send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": header}})
		require.Equal(t, http.StatusUnauthorized, res.status, "case %d: %q: %s", i, header, res.body)
		var body struct {
			ErrorCode string `json:"error_code"`
			Msg       string `json:"msg"`
		}
		require.NoError(t, json.Unmarshal(res.body, &body))
		assert.Contains(t, codes, body.ErrorCode, "case %d: %q", i, header)
		for _, secret := range []string{srv.APIKey[:10], "2NoSuchKey"} {
			assert.NotContains(t, body.Msg, secret, fmt.Sprintf("case %d: the answer repeats the credential", i))
		}
	}
}
