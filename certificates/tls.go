package certificates

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// TLSCertificate is a TLS certificate: a chain of X.509 certificates and
// the private key of its leaf, which is never returned. Every field but
// the common ones is read from the leaf.
type TLSCertificate struct {
	// ID identifies the certificate; it starts with "cert_".
	ID string `json:"id"`
	// URI is the certificate's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the certificate was uploaded or issued.
	CreatedAt time.Time `json:"created_at"`
	// Description describes the certificate.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CertificatePEM is the chain of PEM-encoded certificates, leaf first.
	CertificatePEM string `json:"certificate_pem"`
	// SubjectCommonName is the subject common name.
	SubjectCommonName string `json:"subject_common_name"`
	// SubjectAlternativeNames are the other names the certificate is valid
	// for.
	SubjectAlternativeNames SubjectAlternativeNames `json:"subject_alternative_names"`
	// IssuedAt is when the certificate was issued automatically for a
	// reserved domain, or nil for an uploaded certificate.
	IssuedAt *time.Time `json:"issued_at"`
	// NotBefore is when the certificate becomes valid.
	NotBefore time.Time `json:"not_before"`
	// NotAfter is when the certificate stops being valid.
	NotAfter time.Time `json:"not_after"`
	// KeyUsages are the actions the key may be used for.
	KeyUsages []KeyUsage `json:"key_usages"`
	// ExtendedKeyUsages are the purposes the key may be used for.
	ExtendedKeyUsages []ExtKeyUsage `json:"extended_key_usages"`
	// PrivateKeyType is the type of the private key.
	PrivateKeyType PrivateKeyType `json:"private_key_type"`
	// IssuerCommonName is the issuer's common name.
	IssuerCommonName string `json:"issuer_common_name"`
	// SerialNumber is the serial number in lower-case hexadecimal.
	SerialNumber string `json:"serial_number"`
	// SubjectOrganization is the subject's organization, or "".
	SubjectOrganization string `json:"subject_organization"`
	// SubjectOrganizationalUnit is the subject's organizational unit, or "".
	SubjectOrganizationalUnit string `json:"subject_organizational_unit"`
	// SubjectLocality is the subject's locality, or "".
	SubjectLocality string `json:"subject_locality"`
	// SubjectProvince is the subject's state or province, or "".
	SubjectProvince string `json:"subject_province"`
	// SubjectCountry is the subject's country, or "".
	SubjectCountry string `json:"subject_country"`
}

// SubjectAlternativeNames are the subject alternative names of a
// certificate.
type SubjectAlternativeNames struct {
	// DNSNames are the domains, wildcards included.
	DNSNames []string `json:"dns_names"`
	// IPs are the IP addresses.
	IPs []string `json:"ips"`
}

// TLSCertificateCreateParams are the parameters of TLSClient.Create.
// CertificatePEM and PrivateKeyPEM are required.
type TLSCertificateCreateParams struct {
	// CertificatePEM is the chain of PEM-encoded certificates, leaf first,
	// each followed by its issuer.
	CertificatePEM string `json:"certificate_pem"`
	// PrivateKeyPEM is the PEM-encoded private key of the leaf: PKCS #8,
	// PKCS #1 (RSA) or SEC 1 (ECDSA), not encrypted.
	PrivateKeyPEM string `json:"private_key_pem"`
	// Description describes the certificate: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters and then, once
// they hold, the PEM blocks: CertificatePEM holds only certificates, each
// a valid X.509 certificate issued by the next, and PrivateKeyPEM is one
// unencrypted RSA, ECDSA or Ed25519 private key that is the leaf's. The
// error names the field at fault and carries the API's error code for the
// case (ERR_NGROK_1901, 1923, 1926...).
func (p *TLSCertificateCreateParams) Validate() error {
	if err := validate.TLSCertificateFields(p.Description, p.Metadata); err != nil {
		return err
	}
	_, _, err := validate.TLSCertificatePEM(p.CertificatePEM, p.PrivateKeyPEM)
	return err
}

// TLSCertificateUpdateParams are the parameters of TLSClient.Update.
// Fields left nil keep their value.
type TLSCertificateUpdateParams struct {
	// Description describes the certificate: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TLSCertificateUpdateParams) Validate() error {
	return validate.TLSCertificateFields(p.Description, p.Metadata)
}

// TLSClient manages TLS certificates.
type TLSClient struct {
	certs rest.Collection[TLSCertificate, TLSCertificateCreateParams, TLSCertificateUpdateParams]
}

func newTLSClient(c *ingress.Client) *TLSClient {
	return &TLSClient{certs: rest.NewCollection[TLSCertificate, TLSCertificateCreateParams, TLSCertificateUpdateParams](c, wire.TLSCertificates)}
}

// Create uploads a TLS certificate chain and its private key. A chain that
// does not parse or is out of order, and a key that does not parse or
// does not match the leaf, are refused before sending with an
// *ingress.ValidationError (see TLSCertificateCreateParams.Validate); the
// API answers them with status 400.
//
// POST /tls_certificates
func (c *TLSClient) Create(ctx context.Context, params *TLSCertificateCreateParams) (*TLSCertificate, error) {
	return c.certs.Create(ctx, params)
}

// Get returns the TLS certificate with the given ID.
//
// GET /tls_certificates/{id}
func (c *TLSClient) Get(ctx context.Context, id string) (*TLSCertificate, error) {
	return c.certs.Get(ctx, id)
}

// List returns a lazy iterator over the account's TLS certificates, newest
// first.
//
// GET /tls_certificates
func (c *TLSClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*TLSCertificate] {
	return c.certs.List(ctx, params)
}

// Update changes the supplied fields of the TLS certificate with the given
// ID.
//
// PATCH /tls_certificates/{id}
func (c *TLSClient) Update(ctx context.Context, id string, params *TLSCertificateUpdateParams) (*TLSCertificate, error) {
	return c.certs.Update(ctx, id, params)
}

// Delete deletes the TLS certificate with the given ID. A certificate that
// a reserved domain uses cannot be deleted (status 409): detach it from
// the domain first.
//
// DELETE /tls_certificates/{id}
func (c *TLSClient) Delete(ctx context.Context, id string) error { return c.certs.Delete(ctx, id) }
