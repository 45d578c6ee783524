package sshcerts_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/sshcerts"
)

// TestHostCertificateEndsWithinJSON asks for a host certificate valid
// from the last day JSON writes, whose default year of validity would end
// past it: the SDK refuses it, the server answers 400 without storing it,
// and a snapshot of the server still works.
func TestHostCertificateEndsWithinJSON(t *testing.T) {
	srv, c, _ := newFixedServer(t)
	ca := newAuthority(t, c)
	host := newKeyPair(t, sshcerts.KeyTypeECDSA)
	late := time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
	params := &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: host.authorized, ValidAfter: &late}

	_, err := sshcerts.NewClient(srv.Client(ingress.WithoutValidation())).HostCertificates.Create(t.Context(), params)
	var apiErr *ingress.Error
	require.ErrorAs(t, err, &apiErr)
	assert.Equal(t, http.StatusBadRequest, apiErr.StatusCode, "%v", err)
	assert.Contains(t, apiErr.Msg, "valid_until")
	for _, err := range c.HostCertificates.List(t.Context(), nil).All() {
		require.NoError(t, err)
		t.Fatal("the refused certificate was stored")
	}
	_, err = srv.Snapshot()
	require.NoError(t, err)

	params.ValidUntil = new(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC))
	_, err = c.HostCertificates.Create(t.Context(), params)
	testkit.RequireValidationContains(t, err, "valid_until", "9999-12-31T23:59:59Z")
}
