package edges_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestTLSEdgeRoundTrip(t *testing.T) {
	e := newEnv(t)
	bkd, ipp, ca := e.backend(), e.ipPolicy(), e.authority()
	tls := e.edges.TLS

	created, err := tls.Create(e.ctx, &edges.TLSEdgeCreateParams{
		Description:    new("db"),
		Metadata:       new(`{"team":"data"}`),
		Hostports:      []string{"db.example.com:443"},
		Backend:        &edges.BackendParams{BackendID: bkd},
		IPRestriction:  &edges.IPRestrictionParams{IPPolicyIDs: []string{ipp}},
		MutualTLS:      &edges.MutualTLSParams{Enabled: new(false), CertificateAuthorityIDs: []string{ca}},
		TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS12)},
		TrafficPolicy:  &edges.TrafficPolicyParams{Value: `{"on_tcp_connect":[]}`},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "edgtls_"), created.ID)
	assert.Equal(t, e.srv.URL+"/edges/tls/"+created.ID, created.URI)
	assert.Equal(t, "db", created.Description)
	assert.Equal(t, `{"team":"data"}`, created.Metadata)
	assert.False(t, created.CreatedAt.IsZero())
	assert.Equal(t, []string{"db.example.com:443"}, created.Hostports)
	require.NotNil(t, created.Backend)
	assert.True(t, created.Backend.Enabled, "enabled defaults to true")
	assert.Equal(t, &ingress.Ref{ID: bkd, URI: e.srv.URL + "/backends/http_response/" + bkd}, created.Backend.Backend)
	require.NotNil(t, created.IPRestriction)
	assert.Equal(t, []ingress.Ref{{ID: ipp, URI: e.srv.URL + "/ip_policies/" + ipp}}, created.IPRestriction.IPPolicies)
	require.NotNil(t, created.MutualTLS)
	assert.False(t, created.MutualTLS.Enabled, "enabled false is kept")
	assert.Equal(t, []ingress.Ref{{ID: ca, URI: e.srv.URL + "/certificate_authorities/" + ca}}, created.MutualTLS.CertificateAuthorities)
	assert.Equal(t, &edges.TLSTermination{Enabled: true, TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS12)}, created.TLSTermination)
	assert.Equal(t, &edges.TrafficPolicy{Enabled: true, Value: `{"on_tcp_connect":[]}`}, created.TrafficPolicy)

	got, err := tls.Get(e.ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	var ids []string
	for edge, err := range tls.List(e.ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, edge.ID)
	}
	assert.Equal(t, []string{created.ID}, ids)

	require.NoError(t, tls.Delete(e.ctx, created.ID))
	_, err = tls.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestTLSEdgeWithoutModules(t *testing.T) {
	e := newEnv(t)
	created, err := e.edges.TLS.Create(e.ctx, nil)
	require.NoError(t, err)
	assert.Nil(t, created.Hostports, "no hostports read back as null")
	assert.Nil(t, created.Backend)
	assert.Nil(t, created.IPRestriction)
	assert.Nil(t, created.MutualTLS)
	assert.Nil(t, created.TLSTermination)
	assert.Nil(t, created.TrafficPolicy)

	_, err = e.edges.TLS.Backend.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "an unconfigured module is not found: %v", err)
	testkit.RequireAPIError(t, err, http.StatusNotFound, ingresstest.CodeModuleNotConfigured)
	require.NoError(t, e.edges.TLS.Backend.Delete(e.ctx, created.ID), "deleting an unconfigured module is a no-op")
}

// TestTLSEdgeUpdateModules checks the replace rule of updates: a module not
// supplied is unchanged, a supplied one replaces the old one as a whole,
// and none is removed.
func TestTLSEdgeUpdateModules(t *testing.T) {
	e := newEnv(t)
	bkd, ipp1, ipp2 := e.backend(), e.ipPolicy(), e.ipPolicy()
	tls := e.edges.TLS
	created, err := tls.Create(e.ctx, &edges.TLSEdgeCreateParams{
		Description:    new("old"),
		Hostports:      []string{"a.example.com:443"},
		Backend:        &edges.BackendParams{BackendID: bkd},
		IPRestriction:  &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{ipp1, ipp2}},
		TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS13)},
	})
	require.NoError(t, err)

	params := &edges.TLSEdgeUpdateParams{
		Metadata:       new("m"),
		IPRestriction:  &edges.IPRestrictionParams{IPPolicyIDs: []string{ipp2}},
		TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge},
	}
	updated, err := tls.Update(e.ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "old", updated.Description, "fields not supplied keep their value")
	assert.Equal(t, "m", updated.Metadata)
	assert.Equal(t, created.Hostports, updated.Hostports)
	assert.Equal(t, created.Backend, updated.Backend, "a module not supplied is unchanged")
	assert.Equal(t, &edges.IPRestriction{Enabled: true, IPPolicies: []ingress.Ref{{ID: ipp2, URI: e.srv.URL + "/ip_policies/" + ipp2}}},
		updated.IPRestriction, "a supplied module replaces the old one completely, enabled included")
	assert.Equal(t, &edges.TLSTermination{Enabled: true, TerminateAt: edges.TerminateAtEdge}, updated.TLSTermination,
		"an unsupplied min_version of a replaced module is not kept")
	assert.Nil(t, params.Hostports, "Update does not change the caller's params")

	updated, err = tls.Update(e.ctx, created.ID, &edges.TLSEdgeUpdateParams{Hostports: []string{}})
	require.NoError(t, err)
	assert.Nil(t, updated.Hostports, "an empty list clears the hostports")
	assert.NotNil(t, updated.Backend, "no update removes a module")

	require.NoError(t, tls.Backend.Delete(e.ctx, created.ID))
	got, err := tls.Get(e.ctx, created.ID)
	require.NoError(t, err)
	assert.Nil(t, got.Backend, "a module is removed through its delete")
	assert.NotNil(t, got.IPRestriction)
}

func TestTLSEdgeModules(t *testing.T) {
	e := newEnv(t)
	tls := e.edges.TLS
	edge, err := tls.Create(e.ctx, nil)
	require.NoError(t, err)

	bkd := e.backend()
	b, err := tls.Backend.Replace(e.ctx, edge.ID, &edges.BackendParams{BackendID: bkd})
	require.NoError(t, err)
	assert.Equal(t, &edges.Backend{Enabled: true, Backend: &ingress.Ref{ID: bkd, URI: e.srv.URL + "/backends/http_response/" + bkd}}, b)

	ipp := e.ipPolicy()
	ipr, err := tls.IPRestriction.Replace(e.ctx, edge.ID, &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{ipp}})
	require.NoError(t, err)
	assert.False(t, ipr.Enabled)
	assert.Equal(t, ipp, ipr.IPPolicies[0].ID)

	ca := e.authority()
	mtls, err := tls.MutualTLS.Replace(e.ctx, edge.ID, &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}})
	require.NoError(t, err)
	assert.Equal(t, ca, mtls.CertificateAuthorities[0].ID)

	tt, err := tls.TLSTermination.Replace(e.ctx, edge.ID, &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS10)})
	require.NoError(t, err)
	assert.Equal(t, &edges.TLSTermination{Enabled: true, TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS10)}, tt)

	tp, err := tls.TrafficPolicy.Replace(e.ctx, edge.ID, &edges.TrafficPolicyParams{Value: "on_tcp_connect: []"})
	require.NoError(t, err)
	assert.Equal(t, "on_tcp_connect: []", tp.Value)

	got, err := tls.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, b, got.Backend)
	assert.Equal(t, ipr, got.IPRestriction)
	assert.Equal(t, mtls, got.MutualTLS)
	assert.Equal(t, tt, got.TLSTermination)
	assert.Equal(t, tp, got.TrafficPolicy)

	gb, err := tls.Backend.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, b, gb)
	gi, err := tls.IPRestriction.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, ipr, gi)
	gm, err := tls.MutualTLS.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, mtls, gm)
	gt, err := tls.TLSTermination.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, tt, gt)
	gp, err := tls.TrafficPolicy.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, tp, gp)

	require.NoError(t, tls.Backend.Delete(e.ctx, edge.ID))
	require.NoError(t, tls.IPRestriction.Delete(e.ctx, edge.ID))
	require.NoError(t, tls.MutualTLS.Delete(e.ctx, edge.ID))
	require.NoError(t, tls.TLSTermination.Delete(e.ctx, edge.ID))
	require.NoError(t, tls.TrafficPolicy.Delete(e.ctx, edge.ID))
	got, err = tls.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, edge, got, "every module is gone again")

	_, err = tls.Backend.Replace(e.ctx, "edgtls_000000000000000000000000000", &edges.BackendParams{BackendID: bkd})
	assert.True(t, ingress.IsNotFound(err), "a module of an unknown edge: %v", err)
}

// TestTLSEdgeUpstream checks that TLS passed through to the upstream
// refuses a minimum version and the modules that need to see the traffic,
// in whichever request they meet.
func TestTLSEdgeUpstream(t *testing.T) {
	e := newEnv(t)
	tls := e.edges.TLS
	ca := e.authority()
	upstream := &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtUpstream}

	e.refused("tls_termination.min_version", func(c *edges.Client) error {
		_, err := c.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{
			TLSTermination: &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtUpstream, MinVersion: new(edges.TLS12)},
		})
		return err
	})
	e.refused("mutual_tls", func(c *edges.Client) error {
		_, err := c.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{
			TLSTermination: upstream, MutualTLS: &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}},
		})
		return err
	})
	e.refused("traffic_policy", func(c *edges.Client) error {
		_, err := c.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{
			TLSTermination: upstream, TrafficPolicy: &edges.TrafficPolicyParams{Value: "{}"},
		})
		return err
	})

	// Allowed: backend and IP restriction, and disabled traffic modules.
	edge, err := tls.Create(e.ctx, &edges.TLSEdgeCreateParams{
		TLSTermination: upstream,
		Backend:        &edges.BackendParams{BackendID: e.backend()},
		IPRestriction:  &edges.IPRestrictionParams{IPPolicyIDs: []string{e.ipPolicy()}},
		MutualTLS:      &edges.MutualTLSParams{Enabled: new(false), CertificateAuthorityIDs: []string{ca}},
	})
	require.NoError(t, err)
	assert.Nil(t, edge.TLSTermination.MinVersion)

	// The server checks the modules the edge keeps.
	_, err = tls.MutualTLS.Replace(e.ctx, edge.ID, &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)
	_, err = tls.TrafficPolicy.Replace(e.ctx, edge.ID, &edges.TrafficPolicyParams{Value: "{}"})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)
	_, err = tls.Update(e.ctx, edge.ID, &edges.TLSEdgeUpdateParams{MutualTLS: &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)

	// Terminating at the edge lifts the rule; going back upstream with an
	// enabled module is refused again.
	_, err = tls.TLSTermination.Replace(e.ctx, edge.ID, &edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge})
	require.NoError(t, err)
	_, err = tls.MutualTLS.Replace(e.ctx, edge.ID, &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}})
	require.NoError(t, err)
	_, err = tls.TLSTermination.Replace(e.ctx, edge.ID, upstream)
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)
	got, err := tls.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, edges.TerminateAtEdge, got.TLSTermination.TerminateAt, "a refused replace changes nothing")
}

func TestTLSEdgeRules(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.TLS.Create(e.ctx, nil)
	require.NoError(t, err)
	create := func(p *edges.TLSEdgeCreateParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.TLS.Create(e.ctx, p); return err }
	}
	update := func(p *edges.TLSEdgeUpdateParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.TLS.Update(e.ctx, edge.ID, p); return err }
	}
	replaceTT := func(p *edges.TLSTerminationParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.TLS.TLSTermination.Replace(e.ctx, edge.ID, p); return err }
	}

	e.refused("description", create(&edges.TLSEdgeCreateParams{Description: new(strings.Repeat("x", 256))}))
	e.refused("metadata", update(&edges.TLSEdgeUpdateParams{Metadata: new(strings.Repeat("x", 4097))}))
	e.refusedWith("hostports[0]", ingresstest.CodeHostPortForm, create(&edges.TLSEdgeCreateParams{Hostports: []string{"example.com"}}))
	e.refusedWith("hostports[0]", ingresstest.CodeHostPortRange, create(&edges.TLSEdgeCreateParams{Hostports: []string{"example.com:0"}}))
	e.refusedWith("hostports[0]", ingresstest.CodeHostPortRange, update(&edges.TLSEdgeUpdateParams{Hostports: []string{"example.com:65536"}}))
	e.refusedWith("hostports[0]", ingresstest.CodeHostPortForm, create(&edges.TLSEdgeCreateParams{Hostports: []string{"exa mple.com:443"}}))
	e.refused("hostports[1]", create(&edges.TLSEdgeCreateParams{Hostports: []string{"a.example.com:443", "A.example.com:443"}}))
	e.refused("backend.backend_id", create(&edges.TLSEdgeCreateParams{Backend: &edges.BackendParams{}}))
	e.refusedWith("ip_restriction.ip_policy_ids", ingresstest.CodeIPRestrictionEmpty, create(&edges.TLSEdgeCreateParams{IPRestriction: &edges.IPRestrictionParams{}}))
	e.refused("mutual_tls.certificate_authority_ids", update(&edges.TLSEdgeUpdateParams{MutualTLS: &edges.MutualTLSParams{CertificateAuthorityIDs: []string{}}}))
	e.refused("traffic_policy.value", create(&edges.TLSEdgeCreateParams{TrafficPolicy: &edges.TrafficPolicyParams{}}))
	e.refused("tls_termination.terminate_at", create(&edges.TLSEdgeCreateParams{TLSTermination: &edges.TLSTerminationParams{}}))
	e.refused("terminate_at", replaceTT(&edges.TLSTerminationParams{TerminateAt: "agent"}))
	e.refused("min_version", replaceTT(&edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLSVersion("1.4"))}))
	e.refused("min_version", replaceTT(&edges.TLSTerminationParams{TerminateAt: edges.TerminateAtUpstream, MinVersion: new(edges.TLS13)}))
	e.refused("ip_policy_ids[1]", func(c *edges.Client) error {
		_, err := c.TLS.IPRestriction.Replace(e.ctx, edge.ID, &edges.IPRestrictionParams{IPPolicyIDs: []string{"ipp_1", "ipp_1"}})
		return err
	})

	e.refusedWith("hostports[0]", ingresstest.CodeDomainNotPort443, update(&edges.TLSEdgeUpdateParams{Hostports: []string{"db.example.com:5432"}}))
	e.refusedWith("hostports[1]", ingresstest.CodeTLSEdgeTCPAddr, create(&edges.TLSEdgeCreateParams{Hostports: []string{"db.example.com:443", "192.0.2.1:443"}}))
	e.refusedWith("hostports[0]", ingresstest.CodeTLSEdgeTCPAddr, create(&edges.TLSEdgeCreateParams{Hostports: []string{"[2001:db8::1]:443"}}))
	e.refusedWith("hostports[0]", ingresstest.CodeTLSEdgeTCPAddr, create(&edges.TLSEdgeCreateParams{Hostports: []string{"1.tcp.ngrok.io:443"}}))

	for _, hp := range []string{"db.example.com:443", "*.example.com:443", "localhost:443"} {
		_, err := e.edges.TLS.Update(e.ctx, edge.ID, &edges.TLSEdgeUpdateParams{Hostports: []string{hp}})
		assert.False(t, ingress.IsValidation(err), "the hostport rule accepts %s (the server then applies the account's): %v", hp, err)
	}
}

// TestMissingReferences checks that the backends, IP policies and
// certificate authorities modules name must exist, and be of the right
// kind.
func TestMissingReferences(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.TLS.Create(e.ctx, nil)
	require.NoError(t, err)
	ipp, bkd := e.ipPolicy(), e.backend()
	unknown := "bkdhr_000000000000000000000000000"

	_, err = e.edges.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{Backend: &edges.BackendParams{BackendID: unknown}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
	assert.ErrorContains(t, err, "backend.backend_id")
	_, err = e.edges.TLS.Backend.Replace(e.ctx, edge.ID, &edges.BackendParams{BackendID: ipp})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
	_, err = e.edges.TLS.IPRestriction.Replace(e.ctx, edge.ID, &edges.IPRestrictionParams{IPPolicyIDs: []string{ipp, bkd}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEdgeIPPolicyMissing)
	_, err = e.edges.TLS.MutualTLS.Replace(e.ctx, edge.ID, &edges.MutualTLSParams{CertificateAuthorityIDs: []string{"ca_000000000000000000000000000"}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEdgeAuthorityMissing)
	_, err = e.edges.TLS.Update(e.ctx, edge.ID, &edges.TLSEdgeUpdateParams{Description: new("x"), IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{bkd}}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEdgeIPPolicyMissing)

	got, err := e.edges.TLS.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, edge, got, "refused requests change nothing")
}

// TestDeletedReferences checks that an edge keeps the references of its
// modules when the backend, IP policy or certificate authority is deleted,
// and that naming them again is refused.
func TestDeletedReferences(t *testing.T) {
	e := newEnv(t)
	bkd, ipp, ca := e.backend(), e.ipPolicy(), e.authority()
	edge, err := e.edges.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{
		Backend:       &edges.BackendParams{BackendID: bkd},
		IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{ipp}},
		MutualTLS:     &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}},
	})
	require.NoError(t, err)

	e.remove("/backends/http_response", bkd)
	e.remove("/ip_policies", ipp)
	e.remove("/certificate_authorities", ca)

	got, err := e.edges.TLS.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, edge, got, "the references dangle but stay")

	_, err = e.edges.TLS.Backend.Replace(e.ctx, edge.ID, &edges.BackendParams{BackendID: bkd})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
	_, err = e.edges.TLS.Update(e.ctx, edge.ID, &edges.TLSEdgeUpdateParams{Description: new("still there")})
	require.NoError(t, err, "an update that leaves the modules alone keeps working")
}
