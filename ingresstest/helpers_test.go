package ingresstest_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// newServer starts a server that closes when t ends, and returns it with
// its admin client.
func newServer(t testing.TB, opts ...ingresstest.Option) (*ingresstest.Server, *ingress.Client) {
	t.Helper()
	srv := testkit.NewServer(t, opts...)
	return srv, srv.Client(ingress.WithoutRetries())
}

// rawCall is one HTTP request sent without the SDK.
type rawCall struct {
	method, path, body string
	// header holds the headers to send; nil sends the admin's key and
	// version 2. A header set to "" is left out.
	header map[string]string
}

// rawResult is what the server answered.
type rawResult struct {
	status int
	header http.Header
	body   []byte
}

// send sends a raw request to srv.
func send(t *testing.T, srv *ingresstest.Server, c rawCall) rawResult {
	t.Helper()
	var body io.Reader
	if c.body != "" {
		body = strings.NewReader(c.body)
	}
	req, err := http.NewRequestWithContext(t.Context(), c.method, srv.URL+c.path, body)
	require.NoError(t, err)
	header := map[string]string{"Authorization": "Bearer " + srv.APIKey, "Ngrok-Version": "2", "Content-Type": "application/json"}
	for k, v := range c.header {
		header[k] = v
	}
	for k, v := range header {
		if v != "" {
			req.Header.Set(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return rawResult{status: resp.StatusCode, header: resp.Header, body: raw}
}

// errorDoc is the API's error document.
type errorDoc struct {
	ErrorCode  string            `json:"error_code"`
	StatusCode int               `json:"status_code"`
	Msg        string            `json:"msg"`
	Details    map[string]string `json:"details"`
}

// requireError checks that res is an error with the given status and code
// and a well-formed error document, and returns the document.
func requireError(t *testing.T, res rawResult, status int, code string) errorDoc {
	t.Helper()
	require.Equal(t, status, res.status, "body: %s", res.body)
	require.NoError(t, conformance.CheckErrorBody(res.status, res.body))
	require.Equal(t, "application/json", res.header.Get("Content-Type"))
	var doc errorDoc
	require.NoError(t, json.Unmarshal(res.body, &doc))
	require.Equal(t, code, doc.ErrorCode, "msg: %s", doc.Msg)
	require.True(t, strings.HasPrefix(doc.Details["operation_id"], "op_"), doc.Details["operation_id"])
	return doc
}
