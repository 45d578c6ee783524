package vaults

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Vault is a named container of secrets.
type Vault struct {
	// ID identifies the vault; it starts with "vault_".
	ID string `json:"id"`
	// URI is the vault's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the vault was created.
	CreatedAt time.Time `json:"created_at"`
	// UpdatedAt is when the vault was last changed.
	UpdatedAt time.Time `json:"updated_at"`
	// Name is the vault's name, unique within the account; Traffic
	// Policy documents name the vault with it.
	Name string `json:"name"`
	// Description describes the vault.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CreatedBy is the ID of the user or bot that created the vault. The
	// API gives a vault's creator as an ID, not as a reference.
	CreatedBy string `json:"created_by"`
	// LastUpdatedBy is the ID of the user or bot that last changed the
	// vault.
	LastUpdatedBy string `json:"last_updated_by"`
}

// VaultCreateParams are the parameters of VaultClient.Create.
type VaultCreateParams struct {
	// Name is the vault's name. Required: at most 255 characters, each a
	// letter, a digit or one of "_", "/", "." and "-"; unique within the
	// account.
	Name string `json:"name"`
	// Description describes the vault: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *VaultCreateParams) Validate() error {
	return validate.First(validate.VaultName("name", p.Name), validate.Common(p.Description, p.Metadata))
}

// VaultUpdateParams are the parameters of VaultClient.Update. Fields left
// nil keep their value.
type VaultUpdateParams struct {
	// Name is the vault's new name, with the rules of
	// VaultCreateParams.Name. The secrets of the vault follow it: their
	// VaultName changes too.
	Name *string `json:"name,omitempty"`
	// Description describes the vault: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *VaultUpdateParams) Validate() error {
	return validate.First(validate.OptionalVaultName("name", p.Name), validate.Common(p.Description, p.Metadata))
}

// VaultClient manages vaults.
type VaultClient struct {
	vaults rest.Collection[Vault, VaultCreateParams, VaultUpdateParams]
}

func newVaultClient(c *ingress.Client) *VaultClient {
	return &VaultClient{vaults: rest.NewCollection[Vault, VaultCreateParams, VaultUpdateParams](c, wire.Vaults)}
}

// Create creates an empty vault. A name that another vault of the account
// has is refused with status 409.
//
// POST /vaults
func (c *VaultClient) Create(ctx context.Context, params *VaultCreateParams) (*Vault, error) {
	return c.vaults.Create(ctx, params)
}

// Get returns the vault with the given ID.
//
// GET /vaults/{id}
func (c *VaultClient) Get(ctx context.Context, id string) (*Vault, error) {
	return c.vaults.Get(ctx, id)
}

// List returns a lazy iterator over the account's vaults, newest first.
//
// GET /vaults
func (c *VaultClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Vault] {
	return c.vaults.List(ctx, params)
}

// Update changes the supplied fields of the vault with the given ID.
//
// PATCH /vaults/{id}
func (c *VaultClient) Update(ctx context.Context, id string, params *VaultUpdateParams) (*Vault, error) {
	return c.vaults.Update(ctx, id, params)
}

// Delete deletes the vault with the given ID. A vault must be empty to be
// deleted: while it holds secrets the API refuses with status 409; delete
// them first (SecretClient.ListByVault finds them).
//
// DELETE /vaults/{id}
func (c *VaultClient) Delete(ctx context.Context, id string) error {
	return c.vaults.Delete(ctx, id)
}
