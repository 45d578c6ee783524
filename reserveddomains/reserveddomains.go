// Package reserveddomains manages reserved domains: hostnames, wildcards
// included, that the account keeps for its endpoints, each with the TLS
// certificate that serves it, either uploaded (see package certificates)
// or issued and renewed automatically under a certificate management
// policy.
package reserveddomains

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// ReservedDomain is a reserved domain.
type ReservedDomain struct {
	// ID identifies the domain; it starts with "rd_".
	ID string `json:"id"`
	// URI is the domain's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the domain was reserved.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the domain is used for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Domain is the hostname, like "app.example.com" or "*.example.com".
	Domain string `json:"domain"`
	// Region is the deprecated region, or "" when none was given.
	Region Region `json:"region"`
	// CNAMETarget is the DNS CNAME target to point a custom hostname at;
	// nil for a subdomain of one of the service's own domains.
	CNAMETarget *string `json:"cname_target"`
	// HTTPEndpointConfiguration is the endpoint configuration applied to
	// HTTP traffic, or nil.
	HTTPEndpointConfiguration *ingress.Ref `json:"http_endpoint_configuration"`
	// HTTPSEndpointConfiguration is the endpoint configuration applied to
	// HTTPS traffic, or nil.
	HTTPSEndpointConfiguration *ingress.Ref `json:"https_endpoint_configuration"`
	// Certificate is the TLS certificate in use: the uploaded one, or the
	// most recently issued managed one; nil when there is none.
	Certificate *ingress.Ref `json:"certificate"`
	// CertificateManagementPolicy configures automatic certificate
	// management; nil when it is disabled.
	CertificateManagementPolicy *CertificateManagementPolicy `json:"certificate_management_policy"`
	// CertificateManagementStatus is the state of automatic certificate
	// management; nil when it is disabled.
	CertificateManagementStatus *CertificateManagementStatus `json:"certificate_management_status"`
	// ACMEChallengeCNAMETarget is the CNAME target for the host
	// "_acme-challenge.<domain>", which certificates for a wildcard custom
	// domain need; nil for other domains.
	ACMEChallengeCNAMETarget *string `json:"acme_challenge_cname_target"`
	// ResolvesTo are where the domain resolves, in the order given; empty
	// when none were given.
	ResolvesTo []ResolvesToEntry `json:"resolves_to"`
}

// CreateParams are the parameters of Create. Domain is required.
type CreateParams struct {
	// Domain is the hostname to reserve. A wildcard such as
	// "*.example.com" is allowed; the service's own domains are not, only
	// their subdomains.
	Domain string `json:"domain"`
	// Region is deprecated: one of the Region constants.
	Region *Region `json:"region,omitempty"`
	// Description says what the domain is used for: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// CertificateID names an uploaded TLS certificate to serve the domain
	// with. It excludes CertificateManagementPolicy.
	CertificateID *string `json:"certificate_id,omitempty"`
	// CertificateManagementPolicy turns on automatic certificate
	// management. It excludes CertificateID.
	CertificateManagementPolicy *CertificateManagementPolicy `json:"certificate_management_policy,omitempty"`
	// ResolvesTo are where the domain resolves.
	ResolvesTo []ResolvesToEntry `json:"resolves_to,omitzero"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error {
	return validate.First(
		validate.ReservedDomain("domain", p.Domain),
		region(p.Region),
		validate.DomainCommon(p.Description, p.Metadata),
		certificateSource(p.CertificateID, p.CertificateManagementPolicy),
		validate.DomainPolicy("certificate_management_policy", p.Domain, p.CertificateManagementPolicy != nil),
	)
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// Description says what the domain is used for: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// CertificateID names an uploaded TLS certificate to serve the domain
	// with; it turns automatic management off. It excludes
	// CertificateManagementPolicy.
	CertificateID *string `json:"certificate_id,omitempty"`
	// CertificateManagementPolicy turns automatic certificate management
	// on or changes it; a new policy starts a provisioning job, and the
	// current certificate serves until the new one is issued. It excludes
	// CertificateID.
	CertificateManagementPolicy *CertificateManagementPolicy `json:"certificate_management_policy,omitempty"`
	// HTTPEndpointConfigurationID names the endpoint configuration to apply
	// to HTTP traffic; "" removes it.
	HTTPEndpointConfigurationID *string `json:"http_endpoint_configuration_id,omitempty"`
	// HTTPSEndpointConfigurationID names the endpoint configuration to
	// apply to HTTPS traffic; "" removes it.
	HTTPSEndpointConfigurationID *string `json:"https_endpoint_configuration_id,omitempty"`
	// ResolvesTo, when not nil, replaces where the domain resolves; an
	// empty list clears it.
	ResolvesTo []ResolvesToEntry `json:"resolves_to,omitzero"`
}

// Validate checks the documented rules of the parameters.
func (p *UpdateParams) Validate() error {
	return validate.First(
		validate.DomainUpdate(p.Description != nil || p.Metadata != nil || p.CertificateID != nil ||
			p.CertificateManagementPolicy != nil || p.HTTPEndpointConfigurationID != nil ||
			p.HTTPSEndpointConfigurationID != nil || p.ResolvesTo != nil),
		validate.DomainCommon(p.Description, p.Metadata),
		certificateSource(p.CertificateID, p.CertificateManagementPolicy),
		endpointConfiguration("http_endpoint_configuration_id", p.HTTPEndpointConfigurationID),
		endpointConfiguration("https_endpoint_configuration_id", p.HTTPSEndpointConfigurationID),
	)
}

// region checks an optional region; "" counts as not given.
func region(v *Region) error {
	if v == nil || *v == "" {
		return nil
	}
	return validate.OneOf("region", v, Regions()...)
}

// certificateSource checks the certificate parameters: at most one of an
// uploaded certificate and a management policy, each well formed.
func certificateSource(certificateID *string, policy *CertificateManagementPolicy) error {
	if err := validate.CertificateSource(certificateID != nil, policy != nil); err != nil {
		return err
	}
	if err := validate.IDIfSet("certificate_id", certificateID); err != nil {
		return err
	}
	return policy.Validate()
}

// endpointConfiguration checks an optional endpoint configuration ID, where
// "" removes the configuration.
func endpointConfiguration(field string, v *string) error {
	if v != nil && *v == "" {
		return nil
	}
	return validate.IDIfSet(field, v)
}

// Client manages reserved domains.
type Client struct {
	client  *ingress.Client
	domains rest.Collection[ReservedDomain, CreateParams, UpdateParams]
}

// NewClient returns a client of reserved domains that calls the API
// through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{client: c, domains: rest.NewCollection[ReservedDomain, CreateParams, UpdateParams](c, wire.ReservedDomains)}
}

// Create reserves a domain. Reserving a domain that is already reserved
// fails with status 409. A domain under automatic management starts with
// a running provisioning job and no certificate.
//
// POST /reserved_domains
func (c *Client) Create(ctx context.Context, params *CreateParams) (*ReservedDomain, error) {
	return c.domains.Create(ctx, params)
}

// Get returns the reserved domain with the given ID.
//
// GET /reserved_domains/{id}
func (c *Client) Get(ctx context.Context, id string) (*ReservedDomain, error) {
	return c.domains.Get(ctx, id)
}

// List returns a lazy iterator over the account's reserved domains, newest
// first.
//
// GET /reserved_domains
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*ReservedDomain] {
	return c.domains.List(ctx, params)
}

// Update changes the supplied fields of the reserved domain with the given
// ID.
//
// PATCH /reserved_domains/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*ReservedDomain, error) {
	return c.domains.Update(ctx, id, params)
}

// Delete releases the reserved domain with the given ID. A managed
// certificate issued for it is deleted with it; an uploaded one is kept.
//
// DELETE /reserved_domains/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.domains.Delete(ctx, id) }

// DeleteCertificate detaches the certificate of the reserved domain with
// the given ID. Under automatic management a new certificate is then
// provisioned.
//
// DELETE /reserved_domains/{id}/certificate
func (c *Client) DeleteCertificate(ctx context.Context, id string) error {
	return rest.Delete(ctx, c.client, wire.ReservedDomainCertificate, id)
}

// DeleteCertificateManagementPolicy turns off automatic certificate
// management of the reserved domain with the given ID. The certificate
// last issued stays in use.
//
// DELETE /reserved_domains/{id}/certificate_management_policy
func (c *Client) DeleteCertificateManagementPolicy(ctx context.Context, id string) error {
	return rest.Delete(ctx, c.client, wire.ReservedDomainCertificatePolicy, id)
}
