package reserveddomains_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
)

// clock is a settable clock for the server.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func newClock() *clock { return &clock{now: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// env is a server with clients of reserved domains and certificates.
type env struct {
	srv     *ingresstest.Server
	clock   *clock
	domains *reserveddomains.Client
	raw     *reserveddomains.Client // sends without client-side validation
	certs   *certificates.Client
	ctx     context.Context
}

func newEnv(t *testing.T, opts ...ingresstest.Option) *env {
	t.Helper()
	c := newClock()
	srv := ingresstest.NewServer(append([]ingresstest.Option{ingresstest.WithClock(c.Now)}, opts...)...)
	t.Cleanup(srv.Close)
	return &env{
		srv: srv, clock: c, ctx: context.Background(),
		domains: reserveddomains.NewClient(srv.Client()),
		raw:     reserveddomains.NewClient(srv.Client(ingress.WithoutValidation())),
		certs:   certificates.NewClient(srv.Client()),
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

// assertAPIError checks that err is an API error with the given status and
// code whose message contains msg.
func assertAPIError(t *testing.T, err error, status int, code, msg string) {
	t.Helper()
	var apiErr *ingress.Error
	require.True(t, errors.As(err, &apiErr), "want an API error, got %v", err)
	assert.Equal(t, status, apiErr.StatusCode, "%v", err)
	assert.Equal(t, code, apiErr.ErrorCode, "%v", err)
	assert.Contains(t, apiErr.Msg, msg)
}
