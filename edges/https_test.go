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

func TestHTTPSEdgeRoundTrip(t *testing.T) {
	e := newEnv(t)
	https := e.edges.HTTPS
	ca := e.authority()

	created, err := https.Create(e.ctx, &edges.HTTPSEdgeCreateParams{
		Description:    new("web"),
		Hostports:      []string{"app.example.com:443"},
		MutualTLS:      &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}},
		TLSTermination: &edges.TLSTerminationAtEdgeParams{MinVersion: new(edges.TLS12)},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "edghts_"), created.ID)
	assert.Equal(t, e.srv.URL+"/edges/https/"+created.ID, created.URI)
	assert.Equal(t, "web", created.Description)
	assert.Equal(t, []string{"app.example.com:443"}, created.Hostports)
	assert.Equal(t, []ingress.Ref{{ID: ca, URI: e.srv.URL + "/certificate_authorities/" + ca}}, created.MutualTLS.CertificateAuthorities)
	assert.Equal(t, &edges.TLSTermination{Enabled: true, TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS12)}, created.TLSTermination,
		"an HTTPS edge terminates at the edge")
	assert.Equal(t, []edges.Route{}, created.Routes, "a new edge has no routes")

	updated, err := https.Update(e.ctx, created.ID, &edges.HTTPSEdgeUpdateParams{
		Metadata:       new("m"),
		TLSTermination: &edges.TLSTerminationAtEdgeParams{Enabled: new(false)},
	})
	require.NoError(t, err)
	assert.Equal(t, "web", updated.Description)
	assert.Equal(t, "m", updated.Metadata)
	assert.Equal(t, created.MutualTLS, updated.MutualTLS, "a module not supplied is unchanged")
	assert.Equal(t, &edges.TLSTermination{TerminateAt: edges.TerminateAtEdge}, updated.TLSTermination)

	got, err := https.Get(e.ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, updated, got)

	var ids []string
	for edge, err := range https.List(e.ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, edge.ID)
	}
	assert.Equal(t, []string{created.ID}, ids)

	require.NoError(t, https.Delete(e.ctx, created.ID))
	_, err = https.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestHTTPSEdgeModules(t *testing.T) {
	e := newEnv(t)
	https := e.edges.HTTPS
	edge, err := https.Create(e.ctx, nil)
	require.NoError(t, err)
	assert.Nil(t, edge.MutualTLS)
	assert.Nil(t, edge.TLSTermination)

	ca := e.authority()
	mtls, err := https.MutualTLS.Replace(e.ctx, edge.ID, &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ca}})
	require.NoError(t, err)
	assert.Equal(t, &edges.MutualTLS{Enabled: true, CertificateAuthorities: []ingress.Ref{{ID: ca, URI: e.srv.URL + "/certificate_authorities/" + ca}}}, mtls)
	tt, err := https.TLSTermination.Replace(e.ctx, edge.ID, &edges.TLSTerminationAtEdgeParams{MinVersion: new(edges.TLS13)})
	require.NoError(t, err)
	assert.Equal(t, &edges.TLSTermination{Enabled: true, TerminateAt: edges.TerminateAtEdge, MinVersion: new(edges.TLS13)}, tt)

	gm, err := https.MutualTLS.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, mtls, gm)
	gt, err := https.TLSTermination.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, tt, gt)

	require.NoError(t, https.MutualTLS.Delete(e.ctx, edge.ID))
	require.NoError(t, https.TLSTermination.Delete(e.ctx, edge.ID))
	_, err = https.TLSTermination.Get(e.ctx, edge.ID)
	testkit.RequireAPIError(t, err, http.StatusNotFound, ingresstest.CodeModuleNotConfigured)

	e.refused("min_version", func(c *edges.Client) error {
		_, err := c.HTTPS.TLSTermination.Replace(e.ctx, edge.ID, &edges.TLSTerminationAtEdgeParams{MinVersion: new(edges.TLSVersion("SSLv3"))})
		return err
	})
	e.refused("mutual_tls.certificate_authority_ids", func(c *edges.Client) error {
		_, err := c.HTTPS.Create(e.ctx, &edges.HTTPSEdgeCreateParams{MutualTLS: &edges.MutualTLSParams{}})
		return err
	})
	e.refusedWith("hostports[0]", ingresstest.CodeHostPortForm, func(c *edges.Client) error {
		_, err := c.HTTPS.Update(e.ctx, edge.ID, &edges.HTTPSEdgeUpdateParams{Hostports: []string{":443"}})
		return err
	})
	for hostport, code := range map[string]string{
		"app.example.com:80": ingresstest.CodeDomainNotPort443, "app.example.com:8443": ingresstest.CodeDomainNotPort443,
		"203.0.113.7:443": ingresstest.CodeHTTPSEdgeTCPAddr, "3.tcp.ngrok.io:443": ingresstest.CodeHTTPSEdgeTCPAddr,
	} {
		e.refusedWith("hostports[1]", code, func(c *edges.Client) error {
			_, err := c.HTTPS.Create(e.ctx, &edges.HTTPSEdgeCreateParams{Hostports: []string{"www.example.com:443", hostport}})
			return err
		})
	}
}

// TestHTTPSEdgeRoutesEmbedded checks that an edge reads back its routes as
// they are now, oldest first, and that deleting the edge deletes them.
func TestHTTPSEdgeRoutesEmbedded(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)

	api, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/api"})
	require.NoError(t, err)
	blog, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchExactPath, Match: "/blog"})
	require.NoError(t, err)
	_, err = e.edges.Routes.Compression.Replace(e.ctx, edge.ID, blog.ID, nil)
	require.NoError(t, err)

	got, err := e.edges.HTTPS.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	require.Len(t, got.Routes, 2)
	assert.Equal(t, *api, got.Routes[0])
	assert.Equal(t, &edges.Compression{Enabled: true}, got.Routes[1].Compression, "module changes show in the edge")

	list := e.edges.HTTPS.List(e.ctx, nil)
	require.True(t, list.Next())
	assert.Equal(t, got.Routes, list.Item().Routes, "lists embed the routes too")

	require.NoError(t, e.edges.Routes.Delete(e.ctx, edge.ID, api.ID))
	got, err = e.edges.HTTPS.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	require.Len(t, got.Routes, 1)

	require.NoError(t, e.edges.HTTPS.Delete(e.ctx, edge.ID))
	_, err = e.edges.Routes.Get(e.ctx, edge.ID, got.Routes[0].ID)
	assert.True(t, ingress.IsNotFound(err), "the edge's routes go with it: %v", err)
}
