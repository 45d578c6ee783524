package certificates_test

import (
	"context"
	"crypto/x509"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestAuthorityRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	template := caTemplate("Client CA")
	template.KeyUsage |= x509.KeyUsageDigitalSignature
	template.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	ca := sign(t, template, newKey(t), issued{})

	params := &certificates.AuthorityCreateParams{CAPEM: ca.certPEM(), Description: new("clients"), Metadata: new("m")}
	created, err := c.Authorities.Create(ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ca_"))
	assert.Equal(t, srv.URL+"/certificate_authorities/"+created.ID, created.URI)
	assert.Equal(t, ca.certPEM(), created.CAPEM)
	assert.Equal(t, "Client CA", created.SubjectCommonName)
	assert.Equal(t, template.NotBefore, created.NotBefore)
	assert.Equal(t, template.NotAfter, created.NotAfter)
	assert.Equal(t, []certificates.KeyUsage{certificates.KeyUsageDigitalSignature, certificates.KeyUsageCertSign, certificates.KeyUsageCRLSign}, created.KeyUsages)
	assert.Equal(t, []certificates.ExtKeyUsage{certificates.ExtKeyUsageClientAuth}, created.ExtendedKeyUsages)
	assert.Equal(t, "clients", created.Description)
	assert.Equal(t, "m", created.Metadata)

	got, err := c.Authorities.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	update := &certificates.AuthorityUpdateParams{Metadata: new(`{"team":"sec"}`)}
	updated, err := c.Authorities.Update(ctx, created.ID, update)
	require.NoError(t, err)
	assert.Equal(t, `{"team":"sec"}`, updated.Metadata)
	assert.Equal(t, "clients", updated.Description, "fields not supplied keep their value")
	assert.Nil(t, update.Description, "Update does not change the caller's params")

	var ids []string
	for a, err := range c.Authorities.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, a.ID)
	}
	assert.Equal(t, []string{created.ID}, ids)

	require.NoError(t, c.Authorities.Delete(ctx, created.ID))
	_, err = c.Authorities.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestAuthorityBadInputs(t *testing.T) {
	_, c, raw := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	ch := newChain(t, leafTemplate("app.example.com"), newKey(t))

	for p, code := range map[*certificates.AuthorityCreateParams]string{
		{CAPEM: ch.root.certPEM(), Metadata: new(strings.Repeat("m", 4097))}:   ingresstest.CodeAuthorityMetadataTooLong,
		{CAPEM: ch.root.certPEM(), Description: new(strings.Repeat("d", 256))}: ingresstest.CodeAuthorityDescriptionTooLong,
	} {
		_, err := c.Authorities.Create(ctx, p)
		assert.True(t, ingress.IsValidation(err), "got %v", err)
		_, err = raw.Authorities.Create(ctx, p)
		testkit.RequireAPIError(t, err, http.StatusBadRequest, code)
	}
	_, err := c.Authorities.Update(ctx, "ca_x", &certificates.AuthorityUpdateParams{Description: new(strings.Repeat("d", 256))})
	assert.True(t, ingress.IsValidation(err), "got %v", err)

	for _, tc := range []struct {
		name, pem, code, msg string
	}{
		{"empty", "", ingresstest.CodeNoAuthorityPEM, "no certificate PEM data was sent"},
		{"white space", " \n", ingresstest.CodeNoAuthorityPEM, "no certificate PEM data was sent"},
		{"garbage", "hello", ingresstest.CodeNotPEM, "could not be parsed as PEM"},
		{"corrupt", "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----\n", ingresstest.CodeInvalidCertificate, "unknown or unsupported format"},
		{"a private key", ch.leaf.keyPEM(t), ingresstest.CodeCertificateIsKey, "is a private key"},
		{"not a CA", ch.leaf.certPEM(), ingresstest.CodeNotCA, "not a certificate authority"},
		{"several certificates", ch.intermediate.certPEM() + ch.root.certPEM(), ingresstest.CodeAuthorityCount, "holds 2 certificates"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &certificates.AuthorityCreateParams{CAPEM: tc.pem}
			_, err := c.Authorities.Create(ctx, p)
			testkit.RequireValidationContains(t, err, "ca_pem", tc.msg, "the SDK refuses before sending")
			_, err = raw.Authorities.Create(ctx, p)
			apiErr := testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tc.code, tc.msg, "the API refuses what the SDK lets through")
			assert.True(t, strings.HasPrefix(apiErr.Msg, "ca_pem"+": "), "the API names the field: %q", apiErr.Msg)
		})
	}
}
