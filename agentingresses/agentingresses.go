// Package agentingresses manages agent ingresses: domains the account owns
// and delegates to the service with NS records, from which the service
// generates the regional addresses that agents connect to instead of the
// service's own.
package agentingresses

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reserveddomains"
)

// CertificateManagementPolicy configures the automatic management of the
// TLS certificates of an agent ingress, as for reserved domains.
type CertificateManagementPolicy = reserveddomains.CertificateManagementPolicy

// CertificateManagementStatus is the state of automatic certificate
// management, as for reserved domains.
type CertificateManagementStatus = reserveddomains.CertificateManagementStatus

// ProvisioningJob is a certificate provisioning job.
type ProvisioningJob = reserveddomains.ProvisioningJob

// Authority is the certificate authority of a management policy.
type Authority = reserveddomains.Authority

// PrivateKeyType is the private key type of a management policy.
type PrivateKeyType = reserveddomains.PrivateKeyType

// ProvisioningErrorCode says why certificate provisioning is failing.
type ProvisioningErrorCode = reserveddomains.ProvisioningErrorCode

// The values of the enumerations above, as in package reserveddomains.
const (
	AuthorityLetsEncrypt      = reserveddomains.AuthorityLetsEncrypt
	PrivateKeyTypeRSA         = reserveddomains.PrivateKeyTypeRSA
	PrivateKeyTypeECDSA       = reserveddomains.PrivateKeyTypeECDSA
	ProvisioningErrorInternal = reserveddomains.ProvisioningErrorInternal
	ProvisioningErrorDNS      = reserveddomains.ProvisioningErrorDNS
)

// AgentIngress is an agent ingress.
type AgentIngress struct {
	// ID identifies the agent ingress; it starts with "agin_".
	ID string `json:"id"`
	// URI is the agent ingress's URI, relative to the API's base URL:
	// "/agent_ingresses/<id>".
	URI string `json:"uri"`
	// Description says what the agent ingress is used for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CreatedAt is when the agent ingress was created.
	CreatedAt time.Time `json:"created_at"`
	// Domain is the domain the account owns, from which the regional
	// domains are generated.
	Domain string `json:"domain"`
	// NSTargets are the values of the NS records to give Domain, which
	// delegate it to the service.
	NSTargets []string `json:"ns_targets"`
	// RegionDomains are the regional ingress domains under Domain that
	// agents connect to; the list may grow as regions are added.
	RegionDomains []string `json:"region_domains"`
	// CertificateManagementPolicy configures automatic certificate
	// management; nil when it is disabled.
	CertificateManagementPolicy *CertificateManagementPolicy `json:"certificate_management_policy"`
	// CertificateManagementStatus is the state of automatic certificate
	// management; nil when it is disabled.
	CertificateManagementStatus *CertificateManagementStatus `json:"certificate_management_status"`
}

// CreateParams are the parameters of Create. Domain is required.
type CreateParams struct {
	// Domain is a domain the account owns: a hostname without wildcard
	// and outside the service's own domains.
	Domain string `json:"domain"`
	// Description says what the agent ingress is used for: at most 255
	// characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// CertificateManagementPolicy turns on automatic certificate
	// management.
	CertificateManagementPolicy *CertificateManagementPolicy `json:"certificate_management_policy,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error {
	return validate.First(
		validate.AgentIngressDomain("domain", p.Domain),
		validate.AgentIngressCommon(p.Description, p.Metadata),
		p.CertificateManagementPolicy.Validate(),
	)
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// Description says what the agent ingress is used for: at most 255
	// characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// CertificateManagementPolicy turns automatic certificate management
	// on or changes it; a new policy starts a provisioning job.
	CertificateManagementPolicy *CertificateManagementPolicy `json:"certificate_management_policy,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *UpdateParams) Validate() error {
	return validate.First(
		validate.AgentIngressCommon(p.Description, p.Metadata),
		p.CertificateManagementPolicy.Validate(),
	)
}

// Client manages agent ingresses.
type Client struct {
	ingresses rest.Collection[AgentIngress, CreateParams, UpdateParams]
}

// NewClient returns a client of agent ingresses that calls the API through
// c.
func NewClient(c *ingress.Client) *Client {
	return &Client{ingresses: rest.NewCollection[AgentIngress, CreateParams, UpdateParams](c, wire.AgentIngresses)}
}

// Create creates an agent ingress for a domain. A domain that already has
// an agent ingress fails with status 409.
//
// POST /agent_ingresses
func (c *Client) Create(ctx context.Context, params *CreateParams) (*AgentIngress, error) {
	return c.ingresses.Create(ctx, params)
}

// Get returns the agent ingress with the given ID.
//
// GET /agent_ingresses/{id}
func (c *Client) Get(ctx context.Context, id string) (*AgentIngress, error) {
	return c.ingresses.Get(ctx, id)
}

// List returns a lazy iterator over the account's agent ingresses, newest
// first.
//
// GET /agent_ingresses
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*AgentIngress] {
	return c.ingresses.List(ctx, params)
}

// Update changes the supplied fields of the agent ingress with the given
// ID.
//
// PATCH /agent_ingresses/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*AgentIngress, error) {
	return c.ingresses.Update(ctx, id, params)
}

// Delete deletes the agent ingress with the given ID.
//
// DELETE /agent_ingresses/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.ingresses.Delete(ctx, id) }
