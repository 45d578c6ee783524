package endpoints_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
)

func TestReservedDomainInUse(t *testing.T) {
	e := newEnv(t)
	domains := reserveddomains.NewClient(e.srv.Client())
	d := e.domain(t, "app.example.com")
	ep := e.create(t, "https://app.example.com")

	err := domains.Delete(e.ctx, d.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeDomainInUse, ep.ID)
	require.NoError(t, e.eps.Delete(e.ctx, ep.ID))
	require.NoError(t, domains.Delete(e.ctx, d.ID), "free once its endpoint is gone")
}

// TestReservedDomainInUseIgnoresCase pins the case rule of
// errors/err_ngrok_446 for cloud endpoints: a URL's host in any case is on
// the reserved domain of the same name, as DNS compares names.
func TestReservedDomainInUseIgnoresCase(t *testing.T) {
	e := newEnv(t)
	domains := reserveddomains.NewClient(e.srv.Client())
	d := e.domain(t, "app.example.com")
	ep := e.create(t, "https://APP.Example.COM")

	err := domains.Delete(e.ctx, d.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeDomainInUse, ep.ID)
}

func TestReservedDomainOfAgentEndpoint(t *testing.T) {
	e := newEnv(t)
	d := e.domain(t, "agent.example.com")
	_, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: e.session(t), URL: "https://agent.example.com"})
	require.NoError(t, err)
	require.NoError(t, reserveddomains.NewClient(e.srv.Client()).Delete(e.ctx, d.ID), "an agent endpoint holds no reservation")
}

func TestReservedAddrInUse(t *testing.T) {
	e := newEnv(t)
	addrs := reservedaddrs.NewClient(e.srv.Client())
	a := e.addr(t)
	ep := e.create(t, "tcp://"+a.Addr)

	err := addrs.Delete(e.ctx, a.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeAddrInUse, ep.ID)
	require.NoError(t, e.eps.Delete(e.ctx, ep.ID))
	require.NoError(t, addrs.Delete(e.ctx, a.ID), "free once its endpoint is gone")
}
