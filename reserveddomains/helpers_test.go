package reserveddomains_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reserveddomains"
)

// env is a server with clients of reserved domains and certificates.
type env struct {
	srv     *ingresstest.Server
	clock   *ingresstest.Clock
	domains *reserveddomains.Client
	raw     *reserveddomains.Client // sends without client-side validation
	certs   *certificates.Client
	ctx     context.Context
}

func newEnv(t *testing.T, opts ...ingresstest.Option) *env {
	t.Helper()
	clk := ingresstest.NewClock(time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	srv, domains, raw := testkit.Start(t, reserveddomains.NewClient, append([]ingresstest.Option{ingresstest.WithClock(clk.Now)}, opts...)...)
	return &env{
		srv: srv, clock: clk, ctx: context.Background(),
		domains: domains, raw: raw,
		certs: certificates.NewClient(srv.Client()),
	}
}

// upload uploads a self-signed certificate for name, made at run time.
func (e *env) upload(t *testing.T, name string) *certificates.TLSCertificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	template := &x509.Certificate{
		SerialNumber: big.NewInt(7), Subject: pkix.Name{CommonName: name}, DNSNames: []string{name},
		NotBefore: e.clock.Now(), NotAfter: e.clock.Now().AddDate(1, 0, 0),
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	cert, err := e.certs.TLS.Create(e.ctx, &certificates.TLSCertificateCreateParams{
		CertificatePEM: string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		PrivateKeyPEM:  string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER})),
	})
	require.NoError(t, err)
	return cert
}

// get returns the reserved domain id as it is now.
func (e *env) get(t *testing.T, id string) *reserveddomains.ReservedDomain {
	t.Helper()
	d, err := e.domains.Get(e.ctx, id)
	require.NoError(t, err)
	return d
}
