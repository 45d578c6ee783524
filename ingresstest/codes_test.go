package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/reserveddomains"
)

// TestRealErrorCodes checks that the server answers with the public error
// reference's code where the reference has one for the situation.
func TestRealErrorCodes(t *testing.T) {
	srv, c := newServer(t)
	for _, tc := range []struct {
		name   string
		call   rawCall
		status int
		code   string
	}{
		{"no Authorization header", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": ""}}, 401, "ERR_NGROK_200"},
		{"an API key that is not valid", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": "Bearer " + unknownToken}}, 401, "ERR_NGROK_203"},
		{"no API version", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Ngrok-Version": ""}}, 400, "ERR_NGROK_218"},
		{"an unsupported API version", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Ngrok-Version": "3"}}, 400, "ERR_NGROK_217"},
		{"a body that does not parse", rawCall{method: "POST", path: "/api_keys", body: `{`}, 400, "ERR_NGROK_213"},
		{"a value of the wrong type", rawCall{method: "POST", path: "/api_keys", body: `{"description":1}`}, 400, "ERR_NGROK_215"},
		{"a page size out of range", rawCall{method: "GET", path: "/api_keys?limit=0"}, 400, "ERR_NGROK_233"},
		{"a page size that is not a number", rawCall{method: "GET", path: "/api_keys?limit=x"}, 400, "ERR_NGROK_233"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			requireError(t, send(t, srv, tc.call), tc.status, tc.code)
		})
	}
	t.Run("a domain already reserved", func(t *testing.T) {
		domains := reserveddomains.NewClient(c)
		_, err := domains.Create(t.Context(), &reserveddomains.CreateParams{Domain: "twice.example.com"})
		require.NoError(t, err)
		_, err = domains.Create(t.Context(), &reserveddomains.CreateParams{Domain: "twice.example.com"})
		assert.True(t, ingress.IsErrorCode(err, "ERR_NGROK_413"), "%v", err)
	})
}

// TestNotFoundBody checks that a missing resource is answered as the
// official client's published fixture shows: status 404, the message
// "Resource not found", an operation ID and no error code.
func TestNotFoundBody(t *testing.T) {
	srv, c := newServer(t)
	res := send(t, srv, rawCall{method: "GET", path: "/api_keys/ak_000000000000000000000000000"})
	require.Equal(t, http.StatusNotFound, res.status)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(res.body, &doc))
	assert.NotContains(t, doc, "error_code", "%s", res.body)
	assert.Equal(t, float64(404), doc["status_code"])
	assert.Equal(t, "Resource not found", doc["msg"])
	details, _ := doc["details"].(map[string]any)
	assert.Regexp(t, `^op_`, details["operation_id"])

	_, err := apikeys.NewClient(c).Get(t.Context(), "ak_000000000000000000000000000")
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}
