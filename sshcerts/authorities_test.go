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
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/sshcerts"
)

func TestAuthorityRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()

	created, err := c.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{
		Description: new("staging hosts"), Metadata: new(`{"env":"staging"}`), PrivateKeyType: sshcerts.KeyTypeED25519,
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "sshca_"), created.ID)
	assert.Equal(t, srv.URL+"/ssh_certificate_authorities/"+created.ID, created.URI)
	assert.Equal(t, "staging hosts", created.Description)
	assert.Equal(t, `{"env":"staging"}`, created.Metadata)
	assert.Equal(t, sshcerts.KeyTypeED25519, created.KeyType)
	assert.False(t, created.CreatedAt.IsZero())
	key, err := sshcerts.ParsePublicKey(created.PublicKey)
	require.NoError(t, err)
	assert.Equal(t, ssh.KeyAlgoED25519, key.Type())

	got, err := c.Authorities.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	second := newAuthority(t, c)
	assert.NotEqual(t, created.PublicKey, second.PublicKey, "every authority has its own key")
	var ids []string
	for ca, err := range c.Authorities.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, ca.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids)

	updated, err := c.Authorities.Update(ctx, created.ID, &sshcerts.AuthorityUpdateParams{Description: new("renamed")})
	require.NoError(t, err)
	assert.Equal(t, "renamed", updated.Description)
	assert.Equal(t, `{"env":"staging"}`, updated.Metadata)
	assert.Equal(t, created.PublicKey, updated.PublicKey)

	require.NoError(t, c.Authorities.Delete(ctx, created.ID))
	_, err = c.Authorities.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}

func TestAuthorityKeyTypes(t *testing.T) {
	_, c, _ := testkit.Start(t, sshcerts.NewClient)
	tests := []struct {
		name    string
		params  sshcerts.AuthorityCreateParams
		keyAlgo string
		bits    int
	}{
		{"ed25519", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519}, ssh.KeyAlgoED25519, 0},
		{"ecdsa default", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA}, ssh.KeyAlgoECDSA384, 0},
		{"ecdsa p256", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP256)}, ssh.KeyAlgoECDSA256, 0},
		{"ecdsa p384", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP384)}, ssh.KeyAlgoECDSA384, 0},
		{"ecdsa p521", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP521)}, ssh.KeyAlgoECDSA521, 0},
		{"rsa 2048", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeRSA, KeySize: new(2048)}, ssh.KeyAlgoRSA, 2048},
		{"rsa default", sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeRSA}, ssh.KeyAlgoRSA, sshcerts.DefaultKeySize},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ca, err := c.Authorities.Create(t.Context(), &tt.params)
			require.NoError(t, err)
			assert.Equal(t, tt.params.PrivateKeyType, ca.KeyType)
			key, err := sshcerts.ParsePublicKey(ca.PublicKey)
			require.NoError(t, err)
			assert.Equal(t, tt.keyAlgo, key.Type())
			if tt.bits != 0 {
				rsaKey := key.(ssh.CryptoPublicKey).CryptoPublicKey().(interface{ Size() int })
				assert.Equal(t, tt.bits, rsaKey.Size()*8)
			}
		})
	}
}

func TestAuthorityReturnsNoCreationParameters(t *testing.T) {
	srv, c, _ := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca, err := c.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP256)})
	require.NoError(t, err)

	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, wire.SSHCertificateAuthorities.Path+"/"+ca.ID, nil, &raw))
	assert.ElementsMatch(t, []string{"id", "uri", "created_at", "description", "metadata", "public_key", "key_type"}, keysOf(raw))
	assert.NotContains(t, raw["public_key"], "PRIVATE")
}

func keysOf(m map[string]any) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

func TestAuthorityRefusesBadKeyParameters(t *testing.T) {
	_, c, raw := testkit.Start(t, sshcerts.NewClient)
	tests := map[string]struct {
		params      sshcerts.AuthorityCreateParams
		field, want string
	}{
		"no key type":        {sshcerts.AuthorityCreateParams{}, "private_key_type", "is required"},
		"unknown key type":   {sshcerts.AuthorityCreateParams{PrivateKeyType: "dsa"}, "private_key_type", `"dsa"`},
		"upper case type":    {sshcerts.AuthorityCreateParams{PrivateKeyType: "RSA"}, "private_key_type", `"RSA"`},
		"rsa key size":       {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeRSA, KeySize: new(1024)}, "key_size", "2048 or 4096, got 1024"},
		"rsa 3072":           {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeRSA, KeySize: new(3072)}, "key_size", "2048 or 4096, got 3072"},
		"key size for ecdsa": {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, KeySize: new(2048)}, "key_size", `only to private_key_type "rsa"`},
		"curve for rsa":      {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeRSA, EllipticCurve: new(sshcerts.CurveP256)}, "elliptic_curve", `only to private_key_type "ecdsa"`},
		"curve for ed25519":  {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519, EllipticCurve: new(sshcerts.CurveP256)}, "elliptic_curve", `only to private_key_type "ecdsa"`},
		"unknown curve":      {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.EllipticCurve("P-256"))}, "elliptic_curve", `"P-256"`},
		"secp256k1":          {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.EllipticCurve("secp256k1"))}, "elliptic_curve", `"secp256k1"`},
		"long description":   {sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519, Description: new(strings.Repeat("d", 256))}, "description", "255 bytes"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := c.Authorities.Create(t.Context(), &tt.params)
			testkit.RequireValidationContains(t, err, tt.field, tt.want)
			_, err = raw.Authorities.Create(t.Context(), &tt.params)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, tt.field+": ")
		})
	}

	ca := newAuthority(t, c)
	update := &sshcerts.AuthorityUpdateParams{Metadata: new(strings.Repeat("m", 4097))}
	_, err := c.Authorities.Update(t.Context(), ca.ID, update)
	testkit.RequireValidationContains(t, err, "metadata", "4096 bytes")
	_, err = raw.Authorities.Update(t.Context(), ca.ID, update)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "metadata: ")
}

func TestAuthorityDeleteWaitsForItsCertificates(t *testing.T) {
	_, c, _ := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca := newAuthority(t, c)
	other := newAuthority(t, c)
	host, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: newKeyPair(t, sshcerts.KeyTypeED25519).authorized})
	require.NoError(t, err)
	user, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: newKeyPair(t, sshcerts.KeyTypeED25519).authorized})
	require.NoError(t, err)

	err = c.Authorities.Delete(ctx, ca.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeSSHCAInUse, host.ID)
	_, err = c.Authorities.Get(ctx, ca.ID)
	require.NoError(t, err, "the authority is still there")

	require.NoError(t, c.HostCertificates.Delete(ctx, host.ID))
	err = c.Authorities.Delete(ctx, ca.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeSSHCAInUse, user.ID)

	require.NoError(t, c.UserCertificates.Delete(ctx, user.ID))
	require.NoError(t, c.Authorities.Delete(ctx, ca.ID))
	_, err = c.Authorities.Get(ctx, ca.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)

	// A deleted authority signs nothing more; the others still do.
	_, err = c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: newKeyPair(t, sshcerts.KeyTypeED25519).authorized})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUserAuthorityMissing, ca.ID)
	_, err = c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: other.ID, PublicKey: newKeyPair(t, sshcerts.KeyTypeED25519).authorized})
	require.NoError(t, err)
}

func TestEveryAuthorityKeyTypeSigns(t *testing.T) {
	_, c, _ := testkit.Start(t, sshcerts.NewClient)
	for _, params := range []sshcerts.AuthorityCreateParams{
		{PrivateKeyType: sshcerts.KeyTypeED25519},
		{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP521)},
		{PrivateKeyType: sshcerts.KeyTypeRSA, KeySize: new(2048)},
	} {
		t.Run(string(params.PrivateKeyType), func(t *testing.T) {
			ctx := t.Context()
			ca, err := c.Authorities.Create(ctx, &params)
			require.NoError(t, err)
			uc, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
				AuthorityID: ca.ID, PublicKey: newKeyPair(t, sshcerts.KeyTypeED25519).authorized, Principals: []string{"deploy"},
			})
			require.NoError(t, err)
			cert, err := sshcerts.ParseCertificate(uc.Certificate)
			require.NoError(t, err)
			caKey, err := sshcerts.ParsePublicKey(ca.PublicKey)
			require.NoError(t, err)
			assert.Equal(t, caKey.Marshal(), cert.SignatureKey.Marshal(), "signed by the authority's key")
			_, err = trusting(t, ca, time.Now()).Authenticate(conn{"deploy", from("10.0.0.1")}, cert)
			require.NoError(t, err)
		})
	}
}
