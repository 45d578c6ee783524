package sshcerts

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// HostCertificate is an SSH host certificate: a host's public key signed
// by an authority, with which the host proves itself to SSH clients that
// trust the authority.
type HostCertificate struct {
	// ID identifies the certificate; it starts with "shcrt_". It is also
	// the certificate's key ID.
	ID string `json:"id"`
	// URI is the certificate's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the certificate was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the certificate is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// PublicKey is the host's public key that the certificate signs, in
	// authorized-keys format.
	PublicKey string `json:"public_key"`
	// KeyType is the type of PublicKey.
	KeyType KeyType `json:"key_type"`
	// AuthorityID is the ID of the authority that signed the certificate.
	AuthorityID string `json:"ssh_certificate_authority_id"`
	// Principals are the host names and addresses the certificate is valid
	// for; empty (not nil) means every host.
	Principals []string `json:"principals"`
	// ValidAfter is when the certificate becomes valid.
	ValidAfter time.Time `json:"valid_after"`
	// ValidUntil is when it stops being valid (OpenSSH's valid_before).
	ValidUntil time.Time `json:"valid_until"`
	// Certificate is the signed OpenSSH certificate in authorized-keys
	// format: the content of the host's -cert.pub file, named by
	// HostCertificate in sshd_config. ParseCertificate parses it.
	Certificate string `json:"certificate"`
}

// HostCertificateCreateParams are the parameters of
// HostCertificateClient.Create. AuthorityID and PublicKey are required.
type HostCertificateCreateParams struct {
	// AuthorityID is the ID of the authority that signs the certificate.
	AuthorityID string `json:"ssh_certificate_authority_id"`
	// PublicKey is the host's public key in authorized-keys format, such
	// as the content of /etc/ssh/ssh_host_ed25519_key.pub: an rsa, ecdsa
	// or ed25519 key.
	PublicKey string `json:"public_key"`
	// Principals are the host names and IP addresses the certificate is
	// valid for. Nil or empty makes it valid for every host.
	Principals []string `json:"principals,omitzero"`
	// ValidAfter is when the certificate becomes valid; nil means now.
	ValidAfter *time.Time `json:"valid_after,omitempty"`
	// ValidUntil is when it stops being valid; nil means one year after
	// ValidAfter. The API keeps whole seconds.
	ValidUntil *time.Time `json:"valid_until,omitempty"`
	// Description says what the certificate is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *HostCertificateCreateParams) Validate() error {
	return certificateRules(p.AuthorityID, p.PublicKey, p.Principals, p.ValidAfter, p.ValidUntil, p.Description, p.Metadata)
}

// HostCertificateUpdateParams are the parameters of
// HostCertificateClient.Update. Fields left nil keep their value; what the
// certificate says cannot be changed.
type HostCertificateUpdateParams struct {
	// Description says what the certificate is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *HostCertificateUpdateParams) Validate() error {
	return validate.Common(p.Description, p.Metadata)
}

// HostCertificateClient manages SSH host certificates.
type HostCertificateClient struct {
	certs rest.Collection[HostCertificate, HostCertificateCreateParams, HostCertificateUpdateParams]
}

func newHostCertificateClient(c *ingress.Client) *HostCertificateClient {
	return &HostCertificateClient{certs: rest.NewCollection[HostCertificate, HostCertificateCreateParams, HostCertificateUpdateParams](c, wire.SSHHostCertificates)}
}

// Create has an authority sign a host certificate.
//
// POST /ssh_host_certificates
func (c *HostCertificateClient) Create(ctx context.Context, params *HostCertificateCreateParams) (*HostCertificate, error) {
	return c.certs.Create(ctx, params)
}

// Get returns the SSH host certificate with the given ID.
//
// GET /ssh_host_certificates/{id}
func (c *HostCertificateClient) Get(ctx context.Context, id string) (*HostCertificate, error) {
	return c.certs.Get(ctx, id)
}

// List returns a lazy iterator over the account's SSH host certificates,
// newest first.
//
// GET /ssh_host_certificates
func (c *HostCertificateClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*HostCertificate] {
	return c.certs.List(ctx, params)
}

// Update changes the supplied fields of the SSH host certificate with the
// given ID.
//
// PATCH /ssh_host_certificates/{id}
func (c *HostCertificateClient) Update(ctx context.Context, id string, params *HostCertificateUpdateParams) (*HostCertificate, error) {
	return c.certs.Update(ctx, id, params)
}

// Delete deletes the SSH host certificate with the given ID. Copies of
// the certificate stay valid until they expire: an SSH certificate cannot
// be recalled.
//
// DELETE /ssh_host_certificates/{id}
func (c *HostCertificateClient) Delete(ctx context.Context, id string) error {
	return c.certs.Delete(ctx, id)
}
