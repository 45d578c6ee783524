package conformance

import (
	"github.com/stretchr/testify/require"

	certs "github.com/ingresskit/ingress/certificates"
)

// certificates exercises the five endpoints of TLS certificates and the
// five of certificate authorities, with certificates made at run time.
func certificates(env *Env) {
	c := certs.NewClient(env.Client)
	certPEM, keyPEM := selfSigned(env, "app.example.com", false)
	otherPEM, otherKey := selfSigned(env, "api.example.com", false)
	tls := exercise(env, c.TLS,
		&certs.TLSCertificateCreateParams{CertificatePEM: certPEM, PrivateKeyPEM: keyPEM, Description: new("conformance"), Metadata: new(`{"n":1}`)},
		&certs.TLSCertificateCreateParams{CertificatePEM: otherPEM, PrivateKeyPEM: otherKey},
		&certs.TLSCertificateUpdateParams{Description: new("updated"), Metadata: new("m")})
	require.Equal(env.T, "app.example.com", tls.Got.SubjectCommonName)
	require.Equal(env.T, tls.newestFirst(), tls.Listed)
	require.Equal(env.T, "updated", tls.Updated.Description)
	remove(env, c.TLS, tls.First.ID, tls.Second.ID)

	caPEM, _ := selfSigned(env, "Conformance CA", true)
	cas := exercise(env, c.Authorities,
		&certs.AuthorityCreateParams{CAPEM: caPEM, Description: new("clients"), Metadata: new("m")},
		&certs.AuthorityCreateParams{CAPEM: caPEM},
		&certs.AuthorityUpdateParams{Description: new("updated")})
	require.Equal(env.T, "Conformance CA", cas.Got.SubjectCommonName)
	require.Equal(env.T, cas.newestFirst(), cas.Listed)
	require.Equal(env.T, "updated", cas.Updated.Description)
	remove(env, c.Authorities, cas.First.ID, cas.Second.ID)
}
