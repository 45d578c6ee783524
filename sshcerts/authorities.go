package sshcerts

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// EllipticCurve is the curve of an ECDSA authority's key.
type EllipticCurve string

// The curves of ECDSA authorities: the NIST curves that OpenSSH supports,
// named as in SEC 2.
const (
	CurveP256 EllipticCurve = "secp256r1"
	CurveP384 EllipticCurve = "secp384r1"
	CurveP521 EllipticCurve = "secp521r1"
)

// Defaults of AuthorityCreateParams. The API does not document its own;
// these are what ingresstest uses.
const (
	// DefaultEllipticCurve is the curve of an ECDSA key when
	// AuthorityCreateParams.EllipticCurve is nil.
	DefaultEllipticCurve = CurveP384
	// DefaultKeySize is the size in bits of an RSA key when
	// AuthorityCreateParams.KeySize is nil.
	DefaultKeySize = 4096
)

// Authority is an SSH certificate authority: a key pair that the API
// generated and keeps, which signs host and user certificates.
type Authority struct {
	// ID identifies the authority; it starts with "sshca_".
	ID string `json:"id"`
	// URI is the authority's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the authority was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the authority is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// PublicKey is the authority's public key in authorized-keys format:
	// the key to trust with TrustedUserCAKeys in sshd_config, or with
	// @cert-authority in known_hosts. ParsePublicKey parses it.
	PublicKey string `json:"public_key"`
	// KeyType is the type of the authority's private key.
	KeyType KeyType `json:"key_type"`
}

// AuthorityCreateParams are the parameters of AuthorityClient.Create.
// PrivateKeyType is required; the other key parameters apply to one key
// type each. They shape the generated key and are not returned.
type AuthorityCreateParams struct {
	// Description says what the authority is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// PrivateKeyType is the type of key to generate: KeyTypeRSA,
	// KeyTypeECDSA or KeyTypeED25519.
	PrivateKeyType KeyType `json:"private_key_type"`
	// EllipticCurve is the curve of an ECDSA key: CurveP256, CurveP384 or
	// CurveP521, DefaultEllipticCurve when nil. Only for KeyTypeECDSA.
	EllipticCurve *EllipticCurve `json:"elliptic_curve,omitempty"`
	// KeySize is the size in bits of an RSA key: 2048 or 4096,
	// DefaultKeySize when nil. Only for KeyTypeRSA.
	KeySize *int `json:"key_size,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *AuthorityCreateParams) Validate() error {
	return validate.First(
		validate.Common(p.Description, p.Metadata),
		validate.RequiredString("private_key_type", string(p.PrivateKeyType)),
		validate.OneOf("private_key_type", &p.PrivateKeyType, KeyTypeRSA, KeyTypeECDSA, KeyTypeED25519),
		onlyFor("elliptic_curve", p.EllipticCurve != nil, KeyTypeECDSA, p.PrivateKeyType),
		validate.OneOf("elliptic_curve", p.EllipticCurve, CurveP256, CurveP384, CurveP521),
		onlyFor("key_size", p.KeySize != nil, KeyTypeRSA, p.PrivateKeyType),
		keySize(p.KeySize),
	)
}

// onlyFor refuses a parameter that was set for another key type than the
// one it applies to.
func onlyFor(field string, set bool, applies, got KeyType) error {
	if set && got != applies {
		return validate.Fail(field, "applies only to private_key_type %q, got %q", applies, got)
	}
	return nil
}

func keySize(size *int) error {
	if size != nil && *size != 2048 && *size != 4096 {
		return validate.Fail("key_size", "must be 2048 or 4096, got %d", *size)
	}
	return nil
}

// AuthorityUpdateParams are the parameters of AuthorityClient.Update.
// Fields left nil keep their value.
type AuthorityUpdateParams struct {
	// Description says what the authority is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *AuthorityUpdateParams) Validate() error { return validate.Common(p.Description, p.Metadata) }

// AuthorityClient manages SSH certificate authorities.
type AuthorityClient struct {
	cas rest.Collection[Authority, AuthorityCreateParams, AuthorityUpdateParams]
}

func newAuthorityClient(c *ingress.Client) *AuthorityClient {
	return &AuthorityClient{cas: rest.NewCollection[Authority, AuthorityCreateParams, AuthorityUpdateParams](c, wire.SSHCertificateAuthorities)}
}

// Create generates a new SSH certificate authority.
//
// POST /ssh_certificate_authorities
func (c *AuthorityClient) Create(ctx context.Context, params *AuthorityCreateParams) (*Authority, error) {
	return c.cas.Create(ctx, params)
}

// Get returns the SSH certificate authority with the given ID.
//
// GET /ssh_certificate_authorities/{id}
func (c *AuthorityClient) Get(ctx context.Context, id string) (*Authority, error) {
	return c.cas.Get(ctx, id)
}

// List returns a lazy iterator over the account's SSH certificate
// authorities, newest first.
//
// GET /ssh_certificate_authorities
func (c *AuthorityClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Authority] {
	return c.cas.List(ctx, params)
}

// Update changes the supplied fields of the SSH certificate authority with
// the given ID.
//
// PATCH /ssh_certificate_authorities/{id}
func (c *AuthorityClient) Update(ctx context.Context, id string, params *AuthorityUpdateParams) (*Authority, error) {
	return c.cas.Update(ctx, id, params)
}

// Delete deletes the SSH certificate authority with the given ID and its
// private key. As on the real API, an authority that signed host or user
// certificates that still exist is not deleted: the call fails with 409
// Conflict until those certificates are deleted.
//
// DELETE /ssh_certificate_authorities/{id}
func (c *AuthorityClient) Delete(ctx context.Context, id string) error {
	return c.cas.Delete(ctx, id)
}
