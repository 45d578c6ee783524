package trafficpolicy_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// policyFixtures returns every Traffic Policy document of the
// repository's test data, by path, and the policies the endpoint rules
// turn on: an empty one and one of each HTTP phase.
func policyFixtures(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{
		"empty":             `{}`,
		"empty phase":       `{"on_http_request": []}`,
		"response phase":    `on_http_response: [{actions: [{type: compress-response}]}]`,
		"request phase":     `on_http_request: [{actions: [{type: deny}]}]`,
		"connect phase":     `on_tcp_connect: [{actions: [{type: restrict-ips, config: {allow: [0.0.0.0/0]}}]}]`,
		"no actions":        `on_tcp_connect: [{expressions: ["conn.client_port > 1"]}]`,
		"unreachable":       `on_tcp_connect: [{actions: [{type: close-connection}, {type: log}]}]`,
		"continue on error": `on_http_request: [{actions: [{type: forward-internal, config: {url: "https://a.internal", on_error: continue}}, {type: deny}]}]`,
	}
	err := filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".json") || strings.HasSuffix(path, ".yaml")) {
			return err
		}
		b, err := os.ReadFile(path)
		out[path] = string(b)
		return err
	})
	require.NoError(t, err)
	return out
}

// TestFixturesAgreeWithTheServer runs every policy fixture through
// trafficpolicy.ValidateFor with the context of each kind of endpoint
// (cloud on each scheme, agent) and through the server, and checks that
// they accept the same policies and that the server's error names the
// first mistake that ValidateFor finds.
func TestFixturesAgreeWithTheServer(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	ctx := context.Background()
	eps := endpoints.NewClient(srv.Client())
	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(ctx, nil)
	require.NoError(t, err)
	session, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID})
	require.NoError(t, err)

	n, refused := 0, 0
	for name, doc := range policyFixtures(t) {
		for _, scheme := range []string{"https", "http", "tcp", "tls"} {
			for _, cloud := range []bool{true, false} {
				n++
				url := fmt.Sprintf("%s://fixture%d.internal", scheme, n)
				if scheme == "tcp" {
					url += ":5432"
				}
				want := validateFor(doc, trafficpolicy.Endpoint{Scheme: scheme, Cloud: cloud})
				var got error
				if cloud {
					_, got = eps.Create(ctx, &endpoints.CreateParams{URL: url, TrafficPolicy: new(doc)})
				} else {
					_, got = srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session, URL: url, TrafficPolicy: doc})
				}
				what := fmt.Sprintf("%s on %s (cloud %v)", name, url, cloud)
				if want == nil {
					assert.NoError(t, got, what)
					continue
				}
				refused++
				require.Error(t, got, "%s: trafficpolicy refuses it: %v", what, want)
				assert.Contains(t, got.Error(), want.Error(), what)
				var apiErr *ingress.Error
				if cloud && errors.As(got, &apiErr) {
					assert.Equal(t, 400, apiErr.StatusCode, what)
				}
			}
		}
	}
	assert.Greater(t, n, 100, "fixtures times contexts")
	assert.Greater(t, refused, 20, "refused of %d", n)
	assert.Less(t, refused, n-20, "accepted of %d", n)
	t.Logf("%d fixture runs, %d refused by both", n, refused)
}

// validateFor returns the first mistake that Parse and ValidateFor find
// in doc for the endpoint e, or nil.
func validateFor(doc string, e trafficpolicy.Endpoint) error {
	p, err := trafficpolicy.Parse([]byte(doc))
	if err != nil {
		return err
	}
	err = p.ValidateFor(e)
	var first *trafficpolicy.Error
	if errors.As(err, &first) {
		return first
	}
	return err
}
