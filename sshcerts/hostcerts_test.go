package sshcerts_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/sshcerts"
)

func TestHostCertificateRoundTrip(t *testing.T) {
	srv, c, _ := newFixedServer(t)
	ctx := t.Context()
	ca := newAuthority(t, c)
	host := newKeyPair(t, sshcerts.KeyTypeECDSA)

	created, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{
		AuthorityID: ca.ID, PublicKey: host.authorized, Principals: []string{"db.example.com", "10.2.42.9"},
		Description: new("db server"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "shcrt_"), created.ID)
	assert.Equal(t, srv.URL+"/ssh_host_certificates/"+created.ID, created.URI)
	assert.Equal(t, "db server", created.Description)
	assert.Equal(t, "m", created.Metadata)
	assert.Equal(t, ca.ID, created.AuthorityID)
	assert.Equal(t, host.authorized, created.PublicKey)
	assert.Equal(t, sshcerts.KeyTypeECDSA, created.KeyType)
	assert.Equal(t, []string{"db.example.com", "10.2.42.9"}, created.Principals)
	assert.Equal(t, testNow, created.ValidAfter, "valid from now by default")
	assert.Equal(t, testNow.AddDate(1, 0, 0), created.ValidUntil, "for a year by default")
	assert.Equal(t, testNow, created.CreatedAt)

	cert, err := sshcerts.ParseCertificate(created.Certificate)
	require.NoError(t, err)
	assert.Equal(t, uint32(ssh.HostCert), cert.CertType)
	assert.Equal(t, created.ID, cert.KeyId)
	assert.Equal(t, host.signer.PublicKey().Marshal(), cert.Key.Marshal())
	assert.Equal(t, []string{"db.example.com", "10.2.42.9"}, cert.ValidPrincipals)
	assert.Equal(t, uint64(testNow.Unix()), cert.ValidAfter)
	assert.Equal(t, uint64(testNow.AddDate(1, 0, 0).Unix()), cert.ValidBefore)
	assert.Empty(t, cert.CriticalOptions)
	assert.Empty(t, cert.Extensions)
	assert.True(t, strings.HasPrefix(created.Certificate, "ecdsa-sha2-nistp256-cert-v01@openssh.com "), created.Certificate)

	got, err := c.HostCertificates.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	second, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: host.authorized})
	require.NoError(t, err)
	var ids []string
	for hc, err := range c.HostCertificates.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, hc.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids)

	updated, err := c.HostCertificates.Update(ctx, created.ID, &sshcerts.HostCertificateUpdateParams{Description: new("renamed")})
	require.NoError(t, err)
	assert.Equal(t, "renamed", updated.Description)
	assert.Equal(t, "m", updated.Metadata)
	assert.Equal(t, created.Certificate, updated.Certificate, "an update does not reissue")

	require.NoError(t, c.HostCertificates.Delete(ctx, created.ID))
	_, err = c.HostCertificates.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}

func TestHostCertificateIsAcceptedForItsAuthority(t *testing.T) {
	_, c, _ := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca := newAuthority(t, c)
	other := newAuthority(t, c)
	for _, keyType := range []sshcerts.KeyType{sshcerts.KeyTypeED25519, sshcerts.KeyTypeECDSA, sshcerts.KeyTypeRSA} {
		t.Run(string(keyType), func(t *testing.T) {
			host := newKeyPair(t, keyType)
			hc, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{
				AuthorityID: ca.ID, PublicKey: host.authorized, Principals: []string{"db.example.com"},
			})
			require.NoError(t, err)
			assert.Equal(t, keyType, hc.KeyType)
			cert, err := sshcerts.ParseCertificate(hc.Certificate)
			require.NoError(t, err)

			now := time.Now()
			addr := from("10.0.0.1")
			require.NoError(t, trusting(t, ca, now).CheckHostKey("db.example.com:22", addr, cert))
			assert.ErrorContains(t, trusting(t, ca, now).CheckHostKey("web.example.com:22", addr, cert), "principal")
			assert.ErrorContains(t, trusting(t, other, now).CheckHostKey("db.example.com:22", addr, cert), "no authorities")
			assert.ErrorContains(t, trusting(t, ca, now.AddDate(1, 0, 1)).CheckHostKey("db.example.com:22", addr, cert), "expired")
		})
	}
}

func TestHostCertificateValidity(t *testing.T) {
	_, c, raw := newFixedServer(t)
	ctx := t.Context()
	ca := newAuthority(t, c)
	key := newKeyPair(t, sshcerts.KeyTypeED25519).authorized

	after := testNow.Add(48*time.Hour + 500*time.Millisecond)
	until := after.Add(time.Hour)
	explicit, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{
		AuthorityID: ca.ID, PublicKey: key, ValidAfter: &after, ValidUntil: &until,
	})
	require.NoError(t, err)
	assert.Equal(t, after.Truncate(time.Second), explicit.ValidAfter, "whole seconds")
	assert.Equal(t, until.Truncate(time.Second), explicit.ValidUntil)
	assert.Equal(t, []string{}, explicit.Principals, "no principals: valid for every host")

	onlyAfter, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, ValidAfter: &after})
	require.NoError(t, err)
	assert.Equal(t, after.Truncate(time.Second).AddDate(1, 0, 0), onlyAfter.ValidUntil, "a year after the start")

	backwards := &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, ValidAfter: &until, ValidUntil: &after}
	_, err = c.HostCertificates.Create(ctx, backwards)
	testkit.RequireValidationContains(t, err, "valid_until", "must be after valid_after")
	_, err = raw.HostCertificates.Create(ctx, backwards)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "valid_until: must be after valid_after")

	// Only the server knows that the default start, now, is after this.
	past := testNow.Add(-time.Hour)
	_, err = c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, ValidUntil: &past})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "valid_until: must be after valid_after")

	before1970 := time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC)
	early := &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, ValidAfter: &before1970}
	_, err = c.HostCertificates.Create(ctx, early)
	testkit.RequireValidationContains(t, err, "valid_after", "before 1970")
	_, err = raw.HostCertificates.Create(ctx, early)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "valid_after: ")
}

func TestHostCertificateRefusesBadInput(t *testing.T) {
	_, c, raw := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca := newAuthority(t, c)
	key := newKeyPair(t, sshcerts.KeyTypeED25519).authorized
	userCert, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key})
	require.NoError(t, err)

	tests := map[string]struct {
		params      sshcerts.HostCertificateCreateParams
		field, want string
	}{
		"no authority":         {sshcerts.HostCertificateCreateParams{PublicKey: key}, "ssh_certificate_authority_id", "must not be empty"},
		"authority with /":     {sshcerts.HostCertificateCreateParams{AuthorityID: "sshca_a/b", PublicKey: key}, "ssh_certificate_authority_id", "not a resource ID"},
		"no public key":        {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID}, "public_key", "is required"},
		"garbage key":          {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: "ssh-ed25519 nope"}, "public_key", "authorized-keys format"},
		"certificate as key":   {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: userCert.Certificate}, "public_key", "a certificate, not a public key"},
		"unsupported key":      {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: skKey(t)}, "public_key", "sk-ssh-ed25519@openssh.com are not supported"},
		"two keys":             {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key + "\n" + key}, "public_key", "exactly one key"},
		"empty principal":      {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, Principals: []string{"a.example.com", ""}}, "principals[1]", "must not be empty"},
		"control in principal": {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, Principals: []string{"a\x00b"}}, "principals[0]", "control character"},
		"long description":     {sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, Description: new(strings.Repeat("d", 256))}, "description", "255 bytes"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := c.HostCertificates.Create(ctx, &tt.params)
			testkit.RequireValidationContains(t, err, tt.field, tt.want)
			_, err = raw.HostCertificates.Create(ctx, &tt.params)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, tt.field+": ")
		})
	}

	missing := &sshcerts.HostCertificateCreateParams{AuthorityID: "sshca_missing", PublicKey: key}
	_, err = c.HostCertificates.Create(ctx, missing)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeHostAuthorityMissing, `ssh_certificate_authority_id: no resource "sshca_missing"`)

	hc, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key})
	require.NoError(t, err)
	update := &sshcerts.HostCertificateUpdateParams{Description: new(strings.Repeat("d", 256))}
	_, err = c.HostCertificates.Update(ctx, hc.ID, update)
	testkit.RequireValidationContains(t, err, "description", "255 bytes")
	_, err = raw.HostCertificates.Update(ctx, hc.ID, update)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "description: ")
}
