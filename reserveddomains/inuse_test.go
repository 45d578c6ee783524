package reserveddomains_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reserveddomains"
)

// TestDomainOfEdgeInUse follows errors/err_ngrok_446: a reserved domain
// that an edge is on "could not be deleted because it is still referenced
// by an edge or cloud endpoint"; the delete used to succeed and leave the
// edge's hostport dangling.
func TestDomainOfEdgeInUse(t *testing.T) {
	e := newEnv(t)
	es := edges.NewClient(e.srv.Client())
	for _, kind := range []string{"HTTPS", "TLS"} {
		t.Run(kind, func(t *testing.T) {
			d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: kind + ".example.com"})
			require.NoError(t, err)
			hostports := []string{kind + ".example.com:443"} // in the case it was given
			var edgeID string
			var remove func() error
			if kind == "HTTPS" {
				edge, err := es.HTTPS.Create(e.ctx, &edges.HTTPSEdgeCreateParams{Hostports: hostports})
				require.NoError(t, err)
				edgeID, remove = edge.ID, func() error { return es.HTTPS.Delete(e.ctx, edge.ID) }
			} else {
				edge, err := es.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{Hostports: hostports})
				require.NoError(t, err)
				edgeID, remove = edge.ID, func() error { return es.TLS.Delete(e.ctx, edge.ID) }
			}
			err = e.domains.Delete(e.ctx, d.ID)
			testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeDomainInUse, edgeID)
			_, err = e.domains.Get(e.ctx, d.ID)
			require.NoError(t, err, "the domain stays reserved")
			require.NoError(t, remove())
			require.NoError(t, e.domains.Delete(e.ctx, d.ID), "free once its edge is gone")
		})
	}
}

// TestDomainInUseIgnoresCase pins the case rule of errors/err_ngrok_446:
// domain names compare without regard to case, as DNS compares them
// (RFC 4343), so an edge's hostport in any case holds the reserved
// domain of the same name, and a name that differs in more than case
// does not.
func TestDomainInUseIgnoresCase(t *testing.T) {
	e := newEnv(t)
	es := edges.NewClient(e.srv.Client())
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "App.Example.com"})
	require.NoError(t, err)
	other, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.org"})
	require.NoError(t, err)
	edge, err := es.HTTPS.Create(e.ctx, &edges.HTTPSEdgeCreateParams{Hostports: []string{"aPP.EXAMPLE.COM:443"}})
	require.NoError(t, err)
	require.Equal(t, []string{"aPP.EXAMPLE.COM:443"}, edge.Hostports, "the hostport keeps the case it was given")

	err = e.domains.Delete(e.ctx, d.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeDomainInUse, edge.ID)
	require.NoError(t, e.domains.Delete(e.ctx, other.ID), "another name is not held")
}
