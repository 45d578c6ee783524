package endpoints_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// TestInternalEndpointRules checks endpoints/internal-endpoints.mdx: the
// internal binding is inferred for a host that ends in ".internal" when
// none is given ("Inferred binding"), and a hostname may be a wildcard and
// has at most 5 subdomains.
func TestInternalEndpointRules(t *testing.T) {
	e := newEnv(t)
	inferred := e.create(t, "https://api.internal")
	assert.Equal(t, []endpoints.Binding{endpoints.BindingInternal}, inferred.Bindings)
	assert.Nil(t, inferred.Domain, "an internal endpoint needs no reservation")

	wild := e.create(t, "https://*.foo.internal")
	assert.Equal(t, "https://*.foo.internal", wild.URL)
	deep := e.create(t, "tcp://a.b.c.d.e.internal:5432")
	assert.Equal(t, []endpoints.Binding{endpoints.BindingInternal}, deep.Bindings)

	for _, url := range []string{"https://a.b.c.d.e.f.g.internal", "https://*.b.c.d.e.f.internal"} {
		_, err := e.raw.Create(e.ctx, &endpoints.CreateParams{URL: url, TrafficPolicy: new(policy)})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeInternalHostDepth, url)
		_, err = e.eps.Create(e.ctx, &endpoints.CreateParams{URL: url, TrafficPolicy: new(policy)})
		assert.True(t, ingress.IsValidation(err), "client-side: %v", err)
	}
	_, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: e.session(t), URL: "https://agent.internal"})
	assert.NoError(t, err, "an agent endpoint's binding is inferred too")
}

// TestNothingReservedAgentCodes checks that an agent endpoint on a URL the
// account has not reserved keeps the agent's codes (errors/err_ngrok_319,
// err_ngrok_318, err_ngrok_7113), while a cloud endpoint gets
// ERR_NGROK_18006 (TestReservations).
func TestNothingReservedAgentCodes(t *testing.T) {
	e := newEnv(t)
	session := e.session(t)
	for url, code := range map[string]string{
		"https://app.other.com":  ingresstest.CodeEndpointDomainNotReserved,
		"https://*.other.com":    ingresstest.CodeWildcardNotReserved,
		"tcp://1.tcp.ngrok.io:1": ingresstest.CodeAddrNotReserved,
	} {
		_, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session, URL: url, TrafficPolicy: policyFor(url)})
		assert.ErrorContains(t, err, code, url)
	}
}

// TestCloudEndpointCodes checks the codes of the error reference for
// cloud endpoints: errors/err_ngrok_18004 (an update with no values),
// 18005 (a change of scheme in place), 18012 (a description over 255
// characters), 18023 (a port invalid for the scheme), 18018 (a kubernetes
// binding on a scheme it does not allow; the kubernetes endpoints page
// allows http and tcp), 18003 (a tcp URL without a port) and 18022 (an
// unknown scheme).
func TestCloudEndpointCodes(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "app.example.com")
	ep := e.create(t, "https://app.example.com")

	_, err := e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointUpdateEmpty)
	_, err = e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{})
	assert.True(t, ingress.IsValidation(err), "client-side: %v", err)

	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{URL: new("http://app.example.com")})
	apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointSchemeChange)
	assert.Contains(t, apiErr.Msg, "from https to http")

	long := strings.Repeat("d", 256)
	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{Description: &long})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointDescription)
	_, err = e.raw.Create(e.ctx, &endpoints.CreateParams{URL: "https://x.internal", TrafficPolicy: new(policy), Description: &long})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointDescription)

	for url, code := range map[string]string{
		"http://app.example.com:8080": ingresstest.CodeEndpointSchemePort,
		"tls://app.example.com:8443":  ingresstest.CodeEndpointSchemePort,
		"tcp://app.example.com":       ingresstest.CodeEndpointPort,
		"ftp://app.example.com":       ingresstest.CodeEndpointScheme,
	} {
		_, err := e.raw.Create(e.ctx, &endpoints.CreateParams{URL: url, TrafficPolicy: new(policyFor(url))})
		apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, code, url)
		if code == ingresstest.CodeEndpointSchemePort {
			assert.Contains(t, apiErr.Msg, "allowed ports are", url)
		}
	}
	for _, url := range []string{"tls://svc.prod:443", "https://svc.prod"} {
		_, err := e.raw.Create(e.ctx, &endpoints.CreateParams{URL: url, TrafficPolicy: new(policyFor(url)), Bindings: []endpoints.Binding{endpoints.BindingKubernetes}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeKubernetesScheme, url)
	}
	_, err = e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "http://svc.prod:8080", TrafficPolicy: new(policy), Bindings: []endpoints.Binding{endpoints.BindingKubernetes}})
	assert.NoError(t, err, "a kubernetes or internal endpoint takes any port")
}
