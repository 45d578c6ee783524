// Package testkit holds the helpers that the tests of the SDK's families
// share: servers that close when a test ends, and assertions on the
// SDK's errors built on testify. It is an ordinary package so that every
// external test package can import it, but only tests import it: no code
// of the SDK or of ingresstest depends on it.
package testkit

import (
	"testing"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// NewServer starts an ingresstest server with opts that closes when t
// ends.
func NewServer(t testing.TB, opts ...ingresstest.Option) *ingresstest.Server {
	t.Helper()
	srv := ingresstest.NewServer(opts...)
	t.Cleanup(srv.Close)
	return srv
}

// Start starts a server like NewServer and returns it with two clients of
// a family, made by newClient (such as apikeys.NewClient): c as the
// server's admin, and raw, also as the admin, which skips client-side
// validation so that the server's own checks can be seen.
func Start[C any](t testing.TB, newClient func(*ingress.Client) C, opts ...ingresstest.Option) (srv *ingresstest.Server, c, raw C) {
	t.Helper()
	srv = NewServer(t, opts...)
	return srv, newClient(srv.Client()), newClient(srv.Client(ingress.WithoutValidation()))
}
