package ingresstest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/families/agents"
	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// TestClockMarginHoldsEveryValidity fills every table of a server whose
// clock reads ClockMax, and has it make each certificate it makes valid
// from its clock: every time in its snapshot, and the end of every
// certificate's validity, falls at or before the last second that an ID
// holds.
func TestClockMarginHoldsEveryValidity(t *testing.T) {
	last := time.Unix(store.EpochUnix+1<<32-1, 0).UTC()
	srv := NewServer(WithManualClock(NewClock(ClockMax)))
	defer srv.Close()
	populate(t, srv)
	snap, err := srv.Snapshot()
	require.NoError(t, err)
	var doc any
	require.NoError(t, json.Unmarshal(snap, &doc))
	var certs []string
	times := 0
	eachString(doc, func(s string) {
		if at, err := time.Parse(time.RFC3339, s); err == nil {
			times++
			assert.False(t, at.After(last), "a record's time %s", s)
		}
		if strings.Contains(s, "-----BEGIN CERTIFICATE-----") {
			certs = append(certs, s)
		}
	})
	require.NotZero(t, times)
	saml, err := routing.SAMLSigningCertificate("rt_margin", ClockMax)
	require.NoError(t, err)
	operator, err := agents.SignOperatorCSR(srv.engine, testCSR(t), ClockMax)
	require.NoError(t, err)
	certs = append(certs, saml, operator.Cert)

	longest := time.Duration(0)
	for _, text := range certs {
		rest := []byte(text)
		for {
			var block *pem.Block
			if block, rest = pem.Decode(rest); block == nil {
				break
			}
			cert, err := x509.ParseCertificate(block.Bytes)
			require.NoError(t, err)
			assert.False(t, cert.NotAfter.After(last), "%s is valid until %s", cert.Subject, cert.NotAfter)
			longest = max(longest, cert.NotAfter.Sub(cert.NotBefore))
		}
	}
	assert.GreaterOrEqual(t, longest, routing.SAMLSPValidity, "the longest certificate was seen")
}

// eachString calls f with every string in v, a decoded JSON value.
func eachString(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case []any:
		for _, e := range v {
			eachString(e, f)
		}
	case map[string]any:
		for _, e := range v {
			eachString(e, f)
		}
	}
}

// testCSR returns a new certificate signing request in PEM.
func testCSR(t *testing.T) string {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: "margin-operator"}}, key)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: der}))
}
