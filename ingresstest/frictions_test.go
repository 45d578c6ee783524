package ingresstest_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
)

// TestNextPageURIIsNotHTMLEscaped checks that a next_page_uri reads as
// the URI it is, with "&" rather than "\u0026".
func TestNextPageURIIsNotHTMLEscaped(t *testing.T) {
	srv, c := newServer(t)
	_, err := apikeys.NewClient(c).Create(t.Context(), nil)
	require.NoError(t, err)
	res := send(t, srv, rawCall{method: "GET", path: "/api_keys?limit=1"})
	require.Equal(t, 200, res.status, "%s", res.body)
	assert.NotContains(t, string(res.body), `\u0026`)
	assert.Contains(t, string(res.body), `&limit=1"`)
}

// TestWrongTypeNamesJSONTypes checks that a body of the wrong type is
// described in JSON's terms, not in the Go types behind the server.
func TestWrongTypeNamesJSONTypes(t *testing.T) {
	srv, _ := newServer(t)
	for path, body := range map[string]string{
		"/ip_policies": `"text"`,
		"/api_keys":    `{"description":{"a":1}}`,
	} {
		doc := requireError(t, send(t, srv, rawCall{method: "POST", path: path, body: body}), 400, "ERR_NGROK_215")
		assert.NotRegexp(t, `[a-z]+\.[A-Z]\w+|\bstring\b.*got JSON object`, doc.Msg, "names a Go type: %s", doc.Msg)
		assert.True(t, strings.Contains(doc.Msg, "expected a JSON "), doc.Msg)
	}
}
