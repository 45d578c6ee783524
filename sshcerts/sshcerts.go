// Package sshcerts manages SSH certificate authorities (field Authorities of
// Client) and the OpenSSH host certificates (HostCertificates) and user
// certificates (UserCertificates) they sign. The API generates and keeps
// each authority's private key; callers get its public key, to trust in
// sshd_config or known_hosts, and signed certificates, which ParseCertificate
// turns into *ssh.Certificate values of golang.org/x/crypto/ssh.
package sshcerts

import "github.com/ingresskit/ingress"

// KeyType is the type of an SSH key.
type KeyType string

// The key types the API generates and signs.
const (
	KeyTypeRSA     KeyType = "rsa"
	KeyTypeECDSA   KeyType = "ecdsa"
	KeyTypeED25519 KeyType = "ed25519"
)

// Client manages SSH certificate authorities and the host and user
// certificates they sign.
type Client struct {
	// Authorities manages SSH certificate authorities.
	Authorities *AuthorityClient
	// HostCertificates manages SSH host certificates.
	HostCertificates *HostCertificateClient
	// UserCertificates manages SSH user certificates.
	UserCertificates *UserCertificateClient
}

// NewClient returns a client of SSH certificate authorities and
// certificates that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{
		Authorities:      newAuthorityClient(c),
		HostCertificates: newHostCertificateClient(c),
		UserCertificates: newUserCertificateClient(c),
	}
}
