package endpoints_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
)

// policy is a small Traffic Policy document in YAML.
const policy = `on_http_request:
  - actions:
      - type: custom-response
        config:
          status_code: 200
`

// tcpPolicy is a small Traffic Policy document for tcp and tls
// endpoints, which run only the on_tcp_connect phase.
const tcpPolicy = `on_tcp_connect:
  - actions:
      - type: restrict-ips
        config:
          allow: [0.0.0.0/0]
`

// policyFor returns the test policy that suits the scheme of url.
func policyFor(url string) string {
	if strings.HasPrefix(url, "tcp://") || strings.HasPrefix(url, "tls://") {
		return tcpPolicy
	}
	return policy
}

// env is a server with a client of endpoints, one that skips client-side
// validation, and the reservations endpoints need.
type env struct {
	srv   *ingresstest.Server
	clock *ingresstest.Clock
	eps   *endpoints.Client
	raw   *endpoints.Client
	ctx   context.Context
}

func newEnv(t *testing.T) *env {
	t.Helper()
	clk := ingresstest.NewClock(time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	srv, eps, raw := testkit.Start(t, endpoints.NewClient, ingresstest.WithClock(clk.Now))
	return &env{srv: srv, clock: clk, eps: eps, raw: raw, ctx: context.Background()}
}

// domain reserves domain and returns it.
func (e *env) domain(t *testing.T, domain string) *reserveddomains.ReservedDomain {
	t.Helper()
	d, err := reserveddomains.NewClient(e.srv.Client()).Create(e.ctx, &reserveddomains.CreateParams{Domain: domain})
	require.NoError(t, err)
	return d
}

// addr reserves a TCP address and returns it.
func (e *env) addr(t *testing.T) *reservedaddrs.ReservedAddr {
	t.Helper()
	a, err := reservedaddrs.NewClient(e.srv.Client()).Create(e.ctx, nil)
	require.NoError(t, err)
	return a
}

// session starts a tunnel session of a new credential and returns its ID.
func (e *env) session(t *testing.T) string {
	t.Helper()
	cred, err := credentials.NewClient(e.srv.Client()).Tunnel.Create(e.ctx, nil)
	require.NoError(t, err)
	id, err := e.srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID, Region: "eu"})
	require.NoError(t, err)
	return id
}

// create creates a cloud endpoint on url with the test policy of its
// scheme.
func (e *env) create(t *testing.T, url string, opts ...func(*endpoints.CreateParams)) *endpoints.Endpoint {
	t.Helper()
	p := &endpoints.CreateParams{URL: url, TrafficPolicy: new(policyFor(url))}
	for _, o := range opts {
		o(p)
	}
	ep, err := e.eps.Create(e.ctx, p)
	require.NoError(t, err)
	return ep
}

// list returns the IDs that a list with params yields.
func (e *env) list(t *testing.T, params *endpoints.ListParams) []string {
	t.Helper()
	var ids []string
	for ep, err := range e.eps.List(e.ctx, params).All() {
		require.NoError(t, err)
		ids = append(ids, ep.ID)
	}
	return ids
}
