package conformance

import (
	"crypto/ed25519"
	"crypto/rand"
	"strings"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	cred "github.com/ingresskit/ingress/credentials"
)

// credentials exercises the five endpoints of tunnel credentials and the
// five of SSH credentials.
func credentials(env *Env) {
	creds := cred.NewClient(env.Client)
	tunnel(env, creds)
	sshCredentials(env, creds)
}

func tunnel(env *Env, creds *cred.Client) {
	first, err := creds.Tunnel.Create(env.Ctx, &cred.TunnelCreateParams{
		Description: new("conformance"), Metadata: new(`{"n":1}`), ACL: []string{"bind:*.example.com", "bind:env=ci"},
	})
	require.NoError(env.T, err)
	require.NotNil(env.T, first.Token)
	second, err := creds.Tunnel.Create(env.Ctx, nil)
	require.NoError(env.T, err)
	require.Equal(env.T, []string{}, second.ACL)

	got, err := creds.Tunnel.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Nil(env.T, got.Token)

	var listed []string
	for cr, err := range creds.Tunnel.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, cr.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)

	updated, err := creds.Tunnel.Update(env.Ctx, first.ID, &cred.TunnelUpdateParams{Description: new("updated"), ACL: []string{}})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Description)
	require.Equal(env.T, []string{}, updated.ACL)

	require.NoError(env.T, creds.Tunnel.Delete(env.Ctx, second.ID))
	require.NoError(env.T, creds.Tunnel.Delete(env.Ctx, first.ID))
	_, err = creds.Tunnel.Get(env.Ctx, first.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted credential is not found: %v", err)
}

func sshCredentials(env *Env, creds *cred.Client) {
	first, err := creds.SSH.Create(env.Ctx, &cred.SSHCreateParams{
		PublicKey: conformanceSSHKey(env), Description: new("conformance"), Metadata: new("m"), ACL: []string{"bind:app.example.com:443"},
	})
	require.NoError(env.T, err)
	second, err := creds.SSH.Create(env.Ctx, &cred.SSHCreateParams{PublicKey: conformanceSSHKey(env)})
	require.NoError(env.T, err)

	got, err := creds.SSH.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first.PublicKey, got.PublicKey)

	var listed []string
	for cr, err := range creds.SSH.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, cr.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)

	updated, err := creds.SSH.Update(env.Ctx, first.ID, &cred.SSHUpdateParams{Metadata: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Metadata)
	require.Equal(env.T, []string{"bind:app.example.com:443"}, updated.ACL)

	require.NoError(env.T, creds.SSH.Delete(env.Ctx, second.ID))
	require.NoError(env.T, creds.SSH.Delete(env.Ctx, first.ID))
	_, err = creds.SSH.Get(env.Ctx, first.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted credential is not found: %v", err)
}

// conformanceSSHKey returns a new ed25519 public key in authorized-keys
// format.
func conformanceSSHKey(env *Env) string {
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(env.T, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(env.T, err)
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}
