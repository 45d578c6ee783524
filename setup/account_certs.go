package setup

import "github.com/ingresskit/ingress/sshcerts"

// CertificateAuthority is a certificate authority that mutual TLS checks
// client certificates against. Its certificate is sent when it is
// created: a certificate changed at its source is not seen as drift.
type CertificateAuthority struct {
	// Name identifies the authority in the description; TLS edges refer
	// to it.
	Name string `json:"name"`
	Common
	// CAPEM says where the authority's PEM certificate comes from.
	CAPEM SecretSource `json:"ca_pem"`
}

// TLSCertificate is an uploaded TLS certificate. Its certificate and
// private key are sent when it is created: a certificate or key changed
// at its source is not seen as drift; rename the certificate to replace
// it.
type TLSCertificate struct {
	// Name identifies the certificate in the description.
	Name string `json:"name"`
	Common
	// CertificatePEM says where the PEM certificate chain comes from.
	CertificatePEM SecretSource `json:"certificate_pem"`
	// PrivateKeyPEM says where the PEM private key comes from.
	PrivateKeyPEM SecretSource `json:"private_key_pem"`
}

// SSHCertificateAuthority is an SSH certificate authority. The API makes
// its private key, which never leaves it.
type SSHCertificateAuthority struct {
	// Name identifies the authority in the description.
	Name string `json:"name"`
	Common
	// KeyType is the type of the authority's key. The API cannot change
	// it: a changed type replaces the authority, and with it its key.
	KeyType sshcerts.KeyType `json:"key_type"`
}

// SSHCredential is a public key that agents may authenticate with over
// SSH.
type SSHCredential struct {
	// Name identifies the credential in the description.
	Name string `json:"name"`
	Common
	// PublicKey is the key, in the authorized_keys format. The API cannot
	// change it: a changed key replaces the credential.
	PublicKey string `json:"public_key"`
	// ACL are the rules that limit what agents with the key may bind.
	ACL []string `json:"acl,omitempty"`
}
