package edges_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// env is a server with an edges client, and what the tests create on it.
type env struct {
	t     *testing.T
	ctx   context.Context
	srv   *ingresstest.Server
	raw   *ingress.Client
	edges *edges.Client
	// loose sends requests without client-side validation.
	loose *edges.Client
}

func newEnv(t *testing.T) *env {
	t.Helper()
	srv, c, loose := testkit.Start(t, edges.NewClient)
	e := &env{t: t, ctx: context.Background(), srv: srv, raw: srv.Client(), edges: c, loose: loose}
	// HTTPS and TLS edges take only the account's reserved domains.
	for _, domain := range []string{"app.example.com", "db.example.com", "a.example.com", "tls.example.com", "bare.example.com"} {
		e.create("/reserved_domains", map[string]any{"domain": domain})
	}
	return e
}

// create posts body to path through the raw client and returns the new
// resource's ID, so that the tests need no other family's package.
func (e *env) create(path string, body map[string]any) string {
	e.t.Helper()
	var out struct {
		ID string `json:"id"`
	}
	require.NoError(e.t, e.raw.Do(e.ctx, http.MethodPost, path, body, &out))
	return out.ID
}

func (e *env) remove(path, id string) {
	e.t.Helper()
	require.NoError(e.t, e.raw.Do(e.ctx, http.MethodDelete, path+"/"+id, nil, nil))
}

func (e *env) backend() string {
	return e.create("/backends/http_response", map[string]any{"body": "hi", "status_code": 200})
}

func (e *env) ipPolicy() string {
	return e.create("/ip_policies", map[string]any{"description": "office"})
}

// reservedAddr reserves a TCP address and returns its ID and the address
// as host:port, for the hostports of a TCP edge.
func (e *env) reservedAddr() (id, addr string) {
	e.t.Helper()
	var out struct {
		ID   string `json:"id"`
		Addr string `json:"addr"`
	}
	require.NoError(e.t, e.raw.Do(e.ctx, http.MethodPost, "/reserved_addrs", map[string]any{}, &out))
	return out.ID, out.Addr
}

func (e *env) authority() string {
	return e.create("/certificate_authorities", map[string]any{"ca_pem": caPEM(e.t)})
}

// caPEM returns a new self-signed CA certificate in PEM.
func caPEM(t *testing.T) string {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "test CA"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(24 * time.Hour),
		IsCA:                  true,
		BasicConstraintsValid: true,
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
}

// refused checks a broken rule: the SDK refuses call with a validation
// error naming field, and the server answers 400 when the SDK does not
// check.
func (e *env) refused(field string, call func(c *edges.Client) error) {
	e.t.Helper()
	testkit.RequireValidation(e.t, call(e.edges), field, "client-side validation of %s", field)
	testkit.RequireAPIError(e.t, call(e.loose), http.StatusBadRequest, ingresstest.CodeValidation, "server-side validation of %s", field)
}

// refusedWith is refused for a rule that the API answers with a code of
// its own.
func (e *env) refusedWith(field, code string, call func(c *edges.Client) error) {
	e.t.Helper()
	testkit.RequireValidation(e.t, call(e.edges), field, "client-side validation of %s", field)
	testkit.RequireAPIError(e.t, call(e.loose), http.StatusBadRequest, code, "server-side validation of %s", field)
}

const idpMetadata = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`
