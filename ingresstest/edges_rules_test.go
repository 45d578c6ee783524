package ingresstest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/reserveddomains"
)

// TestEdgeHostportRules checks the API's hostport rules for edges, each
// with the public reference's code. The client sends what the SDK's own
// rules refuse (a port or a TCP address on an HTTPS or TLS edge), so that
// the server's answer is what is checked.
func TestEdgeHostportRules(t *testing.T) {
	srv, c := newServer(t)
	e := edges.NewClient(srv.Client(ingress.WithoutValidation()))
	_, err := reserveddomains.NewClient(c).Create(t.Context(), &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err)

	first, err := e.HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
	require.NoError(t, err, "a reserved domain on port 443")
	_, err = e.HTTPS.Update(t.Context(), first.ID, &edges.HTTPSEdgeUpdateParams{Hostports: []string{"app.example.com:443"}})
	require.NoError(t, err, "an edge keeps its own hostport")

	for _, tc := range []struct {
		name string
		call func() error
		code string
	}{
		{"the same hostport on a second edge", func() error {
			_, err := e.TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
			return err
		}, "ERR_NGROK_7122"},
		{"an HTTPS edge on a domain never reserved", func() error {
			_, err := e.HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{Hostports: []string{"other.example.com:443"}})
			return err
		}, "ERR_NGROK_7117"},
		{"a TLS edge on a domain never reserved", func() error {
			_, err := e.TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{Hostports: []string{"other.example.com:443"}})
			return err
		}, "ERR_NGROK_7117"},
		{"a reserved domain on another port", func() error {
			_, err := e.HTTPS.Update(t.Context(), first.ID, &edges.HTTPSEdgeUpdateParams{Hostports: []string{"app.example.com:8443"}})
			return err
		}, "ERR_NGROK_7116"},
		{"an HTTPS edge on a TCP address", func() error {
			_, err := e.HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{Hostports: []string{"1.tcp.ngrok.io:20001"}})
			return err
		}, "ERR_NGROK_7121"},
		{"a TLS edge on a TCP address", func() error {
			_, err := e.TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{Hostports: []string{"1.tcp.ngrok.io:20001"}})
			return err
		}, "ERR_NGROK_7133"},
		{"a TCP edge on a domain", func() error {
			_, err := e.TCP.Create(t.Context(), &edges.TCPEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
			return err
		}, "ERR_NGROK_7120"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.call()
			assert.True(t, ingress.IsErrorCode(err, tc.code), "want %s, got %v", tc.code, err)
		})
	}
}
