package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/sshcerts"
)

// sshCerts exercises the five endpoints of SSH certificate authorities,
// host certificates and user certificates each.
func sshCerts(env *Env) {
	certs := sshcerts.NewClient(env.Client)
	cas := exercise(env, certs.Authorities,
		&sshcerts.AuthorityCreateParams{
			Description: new("conformance"), Metadata: new("m"), PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP256),
		},
		&sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519},
		&sshcerts.AuthorityUpdateParams{Description: new("updated")})
	require.Equal(env.T, cas.First.PublicKey, cas.Got.PublicKey)
	require.Equal(env.T, cas.newestFirst(), cas.Listed)
	require.Equal(env.T, "updated", cas.Updated.Description)
	authorityID := cas.First.ID

	hosts := exercise(env, certs.HostCertificates,
		&sshcerts.HostCertificateCreateParams{
			AuthorityID: authorityID, PublicKey: conformanceSSHKey(env), Principals: []string{"db.example.com"},
			Description: new("conformance"), Metadata: new("m"),
		},
		&sshcerts.HostCertificateCreateParams{AuthorityID: authorityID, PublicKey: conformanceSSHKey(env)},
		&sshcerts.HostCertificateUpdateParams{Description: new("updated")})
	require.Equal(env.T, hosts.First.Certificate, hosts.Got.Certificate)
	require.Equal(env.T, hosts.newestFirst(), hosts.Listed)
	require.Equal(env.T, "updated", hosts.Updated.Description)
	remove(env, certs.HostCertificates, hosts.Second.ID, hosts.First.ID)

	users := exercise(env, certs.UserCertificates,
		&sshcerts.UserCertificateCreateParams{
			AuthorityID: authorityID, PublicKey: conformanceSSHKey(env), Principals: []string{"deploy"},
			CriticalOptions: map[string]string{sshcerts.OptionForceCommand: "/bin/true"},
			Description:     new("conformance"), Metadata: new("m"),
		},
		&sshcerts.UserCertificateCreateParams{AuthorityID: authorityID, PublicKey: conformanceSSHKey(env)},
		&sshcerts.UserCertificateUpdateParams{Metadata: new("updated")})
	require.Equal(env.T, users.First.Certificate, users.Got.Certificate)
	require.Equal(env.T, users.newestFirst(), users.Listed)
	require.Equal(env.T, "updated", users.Updated.Metadata)
	remove(env, certs.UserCertificates, users.Second.ID, users.First.ID)

	remove(env, certs.Authorities, cas.Second.ID, cas.First.ID)
	gone(env, certs.Authorities, cas.First.ID)
}
