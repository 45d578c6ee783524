package certificates

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Authority is a certificate authority that edges trust to verify TLS
// client certificates (mutual TLS).
type Authority struct {
	// ID identifies the authority; it starts with "ca_".
	ID string `json:"id"`
	// URI is the authority's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the authority was uploaded.
	CreatedAt time.Time `json:"created_at"`
	// Description describes the authority.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CAPEM is the PEM-encoded certificate of the authority.
	CAPEM string `json:"ca_pem"`
	// SubjectCommonName is the subject common name of the certificate.
	SubjectCommonName string `json:"subject_common_name"`
	// NotBefore is when the certificate becomes valid.
	NotBefore time.Time `json:"not_before"`
	// NotAfter is when the certificate stops being valid.
	NotAfter time.Time `json:"not_after"`
	// KeyUsages are the actions the authority's key may be used for.
	KeyUsages []KeyUsage `json:"key_usages"`
	// ExtendedKeyUsages are the purposes the authority's key may be used
	// for.
	ExtendedKeyUsages []ExtKeyUsage `json:"extended_key_usages"`
}

// AuthorityCreateParams are the parameters of AuthorityClient.Create.
// CAPEM is required.
type AuthorityCreateParams struct {
	// CAPEM is the PEM-encoded certificate of the authority: one
	// certificate whose basic constraints mark it as a CA.
	CAPEM string `json:"ca_pem"`
	// Description describes the authority: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters and then, once
// they hold, the PEM block: CAPEM holds exactly one valid X.509
// certificate, whose basic constraints mark it as a CA. The error names
// the field at fault and carries the API's error code for the case
// (ERR_NGROK_1912, 1913, 1919...).
func (p *AuthorityCreateParams) Validate() error {
	if err := validate.AuthorityFields(p.Description, p.Metadata); err != nil {
		return err
	}
	_, err := validate.AuthorityPEM(p.CAPEM)
	return err
}

// AuthorityUpdateParams are the parameters of AuthorityClient.Update.
// Fields left nil keep their value.
type AuthorityUpdateParams struct {
	// Description describes the authority: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *AuthorityUpdateParams) Validate() error {
	return validate.AuthorityFields(p.Description, p.Metadata)
}

// AuthorityClient manages certificate authorities.
type AuthorityClient struct {
	authorities rest.Collection[Authority, AuthorityCreateParams, AuthorityUpdateParams]
}

func newAuthorityClient(c *ingress.Client) *AuthorityClient {
	return &AuthorityClient{authorities: rest.NewCollection[Authority, AuthorityCreateParams, AuthorityUpdateParams](c, wire.CertificateAuthorities)}
}

// Create uploads a certificate authority. A PEM that does not hold exactly
// one certificate, or a certificate that is not a CA, is refused before
// sending with an *ingress.ValidationError (see
// AuthorityCreateParams.Validate); the API answers it with status 400.
//
// POST /certificate_authorities
func (c *AuthorityClient) Create(ctx context.Context, params *AuthorityCreateParams) (*Authority, error) {
	return c.authorities.Create(ctx, params)
}

// Get returns the certificate authority with the given ID.
//
// GET /certificate_authorities/{id}
func (c *AuthorityClient) Get(ctx context.Context, id string) (*Authority, error) {
	return c.authorities.Get(ctx, id)
}

// List returns a lazy iterator over the account's certificate authorities,
// newest first.
//
// GET /certificate_authorities
func (c *AuthorityClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Authority] {
	return c.authorities.List(ctx, params)
}

// Update changes the supplied fields of the certificate authority with the
// given ID.
//
// PATCH /certificate_authorities/{id}
func (c *AuthorityClient) Update(ctx context.Context, id string, params *AuthorityUpdateParams) (*Authority, error) {
	return c.authorities.Update(ctx, id, params)
}

// Delete deletes the certificate authority with the given ID.
//
// DELETE /certificate_authorities/{id}
func (c *AuthorityClient) Delete(ctx context.Context, id string) error {
	return c.authorities.Delete(ctx, id)
}
