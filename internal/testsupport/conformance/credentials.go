package conformance

import (
	"github.com/stretchr/testify/require"

	cred "github.com/ingresskit/ingress/credentials"
)

// credentials exercises the five endpoints of tunnel credentials and the
// five of SSH credentials.
func credentials(env *Env) {
	creds := cred.NewClient(env.Client)

	tunnel := exercise(env, creds.Tunnel,
		&cred.TunnelCreateParams{Description: new("conformance"), Metadata: new(`{"n":1}`), ACL: []string{"bind:*.example.com", "bind:env=ci"}},
		nil,
		&cred.TunnelUpdateParams{Description: new("updated"), ACL: []string{}})
	require.NotNil(env.T, tunnel.First.Token)
	require.Equal(env.T, []string{}, tunnel.Second.ACL)
	require.Nil(env.T, tunnel.Got.Token)
	require.Equal(env.T, tunnel.newestFirst(), tunnel.Listed)
	require.Equal(env.T, "updated", tunnel.Updated.Description)
	require.Equal(env.T, []string{}, tunnel.Updated.ACL)
	remove(env, creds.Tunnel, tunnel.Second.ID, tunnel.First.ID)
	gone(env, creds.Tunnel, tunnel.First.ID)

	keys := exercise(env, creds.SSH,
		&cred.SSHCreateParams{PublicKey: conformanceSSHKey(env), Description: new("conformance"), Metadata: new("m"), ACL: []string{"bind:app.example.com:443"}},
		&cred.SSHCreateParams{PublicKey: conformanceSSHKey(env)},
		&cred.SSHUpdateParams{Metadata: new("updated")})
	require.Equal(env.T, keys.First.PublicKey, keys.Got.PublicKey)
	require.Equal(env.T, keys.newestFirst(), keys.Listed)
	require.Equal(env.T, "updated", keys.Updated.Metadata)
	require.Equal(env.T, []string{"bind:app.example.com:443"}, keys.Updated.ACL)
	remove(env, creds.SSH, keys.Second.ID, keys.First.ID)
	gone(env, creds.SSH, keys.First.ID)
}
