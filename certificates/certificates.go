// Package certificates manages the account's X.509 certificates: TLS
// certificates with their private keys, uploaded to serve reserved domains
// (or issued automatically for them), and certificate authorities, which
// edges use to verify TLS client certificates.
package certificates

import "github.com/ingresskit/ingress"

// Client manages TLS certificates and certificate authorities.
type Client struct {
	// TLS manages TLS certificates.
	TLS *TLSClient
	// Authorities manages certificate authorities.
	Authorities *AuthorityClient
}

// NewClient returns a client of TLS certificates and certificate
// authorities that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{TLS: newTLSClient(c), Authorities: newAuthorityClient(c)}
}
