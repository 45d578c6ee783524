package credentials_test

import (
	"crypto/ed25519"
	"crypto/rand"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
)

func TestSSHRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	key := newPublicKey(t)

	created, err := c.SSH.Create(ctx, &credentials.SSHCreateParams{
		PublicKey: key, Description: new("alice's laptop"), Metadata: new("m"), ACL: []string{"bind:*=alice"},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "sshcr_"), created.ID)
	assert.Equal(t, srv.URL+"/ssh_credentials/"+created.ID, created.URI)
	assert.Equal(t, key, created.PublicKey)
	assert.Equal(t, "alice's laptop", created.Description)
	assert.Equal(t, "m", created.Metadata)
	assert.Equal(t, []string{"bind:*=alice"}, created.ACL)
	assert.Equal(t, srv.AdminID, created.OwnerID)
	assert.False(t, created.CreatedAt.IsZero())

	got, err := c.SSH.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, wire.SSHCredentials.Path+"/"+created.ID, nil, &raw))
	assert.NotContains(t, raw, "token", "an SSH credential has no token")

	second, err := c.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: newPublicKey(t)})
	require.NoError(t, err)
	assert.Equal(t, []string{}, second.ACL, "an unspecified ACL reads back empty")
	var ids []string
	for cr, err := range c.SSH.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, cr.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids)

	kept, err := c.SSH.Update(ctx, created.ID, &credentials.SSHUpdateParams{Description: new("renamed")})
	require.NoError(t, err)
	assert.Equal(t, "renamed", kept.Description)
	assert.Equal(t, []string{"bind:*=alice"}, kept.ACL, "an update without acl keeps it")
	assert.Equal(t, key, kept.PublicKey)

	cleared, err := c.SSH.Update(ctx, created.ID, &credentials.SSHUpdateParams{ACL: []string{}})
	require.NoError(t, err)
	assert.Equal(t, []string{}, cleared.ACL, "an empty list clears the ACL")
	assert.Equal(t, "renamed", cleared.Description)

	require.NoError(t, c.SSH.Delete(ctx, created.ID))
	_, err = c.SSH.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}

func TestSSHAcceptsEveryKeyType(t *testing.T) {
	_, c, _ := testkit.Start(t, credentials.NewClient)
	for _, key := range []string{
		"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILhbgrJjHAaKA7zMvI1OLoF8na7q+HggS0H3trWKsRT6",
		"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBK58lFzmWlDimDtBz78wVT4oauA8PjY0CiXTCEIsBNC6UwOJvZ0jdSaYNhDaa7dRV84DfBb/gKzqlXC7cVMZjl0= alan@work-laptop",
		newPublicKey(t) + "\n",
		"from=\"10.0.0.0/8\" " + newPublicKey(t),
	} {
		created, err := c.SSH.Create(t.Context(), &credentials.SSHCreateParams{PublicKey: key})
		require.NoError(t, err, key)
		assert.Equal(t, key, created.PublicKey)
	}
}

func TestSSHRefusesWhatIsNotAPublicKey(t *testing.T) {
	_, c, raw := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	sshPub, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	signer, err := ssh.NewSignerFromKey(priv)
	require.NoError(t, err)
	cert := &ssh.Certificate{Key: sshPub, CertType: ssh.UserCert, ValidBefore: uint64(time.Now().Add(time.Hour).Unix())}
	require.NoError(t, cert.SignCert(rand.Reader, signer))

	tests := map[string]struct{ key, want, code string }{
		"missing":       {"", "is required", ingresstest.CodeSSHKeyMissing},
		"blank":         {"  \n", "is required", ingresstest.CodeSSHKeyMissing},
		"not a key":     {"hello world", "authorized-keys format", ingresstest.CodeSSHKeyInvalid},
		"bad base64":    {"ssh-ed25519 AAAA!!!", "authorized-keys format", ingresstest.CodeSSHKeyInvalid},
		"pem":           {"-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----", "authorized-keys format", ingresstest.CodeSSHKeyInvalid},
		"two keys":      {newPublicKey(t) + "\n" + newPublicKey(t), "exactly one key", ingresstest.CodeSSHKeyInvalid},
		"a certificate": {string(ssh.MarshalAuthorizedKey(cert)), "a certificate, not a public key", ingresstest.CodeSSHKeyInvalid},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			params := &credentials.SSHCreateParams{PublicKey: tt.key}
			_, err := c.SSH.Create(ctx, params)
			testkit.RequireValidationContains(t, err, "public_key", tt.want)
			_, err = raw.SSH.Create(ctx, params)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tt.code, "public_key: ")
		})
	}
}

func TestSSHRefusesMalformedACL(t *testing.T) {
	_, c, raw := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	params := &credentials.SSHCreateParams{PublicKey: newPublicKey(t), ACL: []string{"bind:x.com:99999"}}
	_, err := c.SSH.Create(ctx, params)
	testkit.RequireValidationContains(t, err, "acl[0]", `"bind:x.com:99999"`)
	_, err = raw.SSH.Create(ctx, params)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeACLRule, `acl[0]: rule "bind:x.com:99999"`)

	created, err := c.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: newPublicKey(t)})
	require.NoError(t, err)
	update := &credentials.SSHUpdateParams{ACL: []string{"*", "allow:all"}}
	_, err = c.SSH.Update(ctx, created.ID, update)
	testkit.RequireValidationContains(t, err, "acl[1]", `"allow:all"`)
	_, err = raw.SSH.Update(ctx, created.ID, update)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeACLRule, `acl[1]: rule "allow:all"`)
}

func TestSSHOwner(t *testing.T) {
	srv, admin, _ := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	userID, userKey := srv.AddUser(false)
	user := credentials.NewClient(srv.Client(ingress.WithAPIKey(userKey)))

	own, err := user.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: newPublicKey(t)})
	require.NoError(t, err)
	assert.Equal(t, userID, own.OwnerID)
	_, err = user.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: newPublicKey(t), OwnerID: new(srv.AdminID)})
	testkit.RequireAPIErrorContains(t, err, http.StatusForbidden, ingresstest.CodeForbiddenOwner, "only an admin")

	forUser, err := admin.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: newPublicKey(t), OwnerID: new(userID)})
	require.NoError(t, err)
	assert.Equal(t, userID, forUser.OwnerID)
	_, err = admin.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: newPublicKey(t), OwnerID: new("usr_nobody")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUnknownOwner, "usr_nobody")
}
