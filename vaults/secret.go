package vaults

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/redact"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Secret is a named secret in a vault. It has no value: the API never
// returns one.
type Secret struct {
	// ID identifies the secret; it starts with "secret_".
	ID string `json:"id"`
	// URI is the secret's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the secret was created.
	CreatedAt time.Time `json:"created_at"`
	// UpdatedAt is when the secret, its value included, was last
	// changed.
	UpdatedAt time.Time `json:"updated_at"`
	// Name is the secret's name, unique within its vault; Traffic Policy
	// documents read the secret by its vault's name and this name.
	Name string `json:"name"`
	// Description describes the secret.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CreatedBy is the user or bot that created the secret.
	CreatedBy *ingress.Ref `json:"created_by"`
	// LastUpdatedBy is the user or bot that last changed the secret.
	LastUpdatedBy *ingress.Ref `json:"last_updated_by"`
	// Vault is the vault that holds the secret.
	Vault *ingress.Ref `json:"vault"`
	// VaultName is the name of that vault.
	VaultName string `json:"vault_name"`
}

// SecretCreateParams are the parameters of SecretClient.Create. Printing
// them with fmt or slog never shows the value (see Value).
type SecretCreateParams struct {
	// VaultID is the vault that holds the secret. Set exactly one of
	// VaultID and VaultName; the vault must exist.
	VaultID string `json:"vault_id,omitempty"`
	// VaultName names the vault that holds the secret instead of VaultID.
	VaultName string `json:"vault_name,omitempty"`
	// Name is the secret's name. Required: at most 255 characters, each a
	// letter, a digit or one of "_", "/", "." and "-"; unique within the
	// vault.
	Name string `json:"name"`
	// Value is the secret's value. Required: not empty, at most 64 KiB.
	Value Value `json:"value"`
	// Description describes the secret: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters. Its errors never
// hold the value.
func (p *SecretCreateParams) Validate() error {
	return validate.First(
		validate.SecretVault(p.VaultID, p.VaultName),
		validateVaultRef(p.VaultID, p.VaultName),
		validate.SecretName("name", p.Name),
		validate.SecretValue("value", p.Value.text()),
		validate.Common(p.Description, p.Metadata),
	)
}

// validateVaultRef checks the vault reference that is set.
func validateVaultRef(id, name string) error {
	if id != "" {
		return validate.ID("vault_id", id)
	}
	return validate.VaultName("vault_name", name)
}

// LogValue makes slog render the parameters with the value redacted.
func (p SecretCreateParams) LogValue() slog.Value { return redact.LogValue(p) }

// SecretUpdateParams are the parameters of SecretClient.Update. Fields
// left nil, and a zero Value, keep their value. A secret cannot move to
// another vault. Printing them with fmt or slog never shows the value.
type SecretUpdateParams struct {
	// Name is the secret's new name, with the rules of
	// SecretCreateParams.Name.
	Name *string `json:"name,omitempty"`
	// Value is the secret's new value, with the rules of
	// SecretCreateParams.Value; the zero Value keeps the old one.
	Value Value `json:"value,omitzero"`
	// Description describes the secret: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters. Its errors never
// hold the value.
func (p *SecretUpdateParams) Validate() error {
	var value error
	if !p.Value.IsZero() {
		value = validate.SecretValue("value", p.Value.text())
	}
	return validate.First(validate.OptionalSecretName("name", p.Name), value, validate.Common(p.Description, p.Metadata))
}

// LogValue makes slog render the parameters with the value redacted.
func (p SecretUpdateParams) LogValue() slog.Value { return redact.LogValue(p) }

// SecretClient manages the secrets of vaults.
type SecretClient struct {
	client  *ingress.Client
	secrets rest.Collection[Secret, SecretCreateParams, SecretUpdateParams]
}

func newSecretClient(c *ingress.Client) *SecretClient {
	return &SecretClient{client: c, secrets: rest.NewCollection[Secret, SecretCreateParams, SecretUpdateParams](c, wire.Secrets)}
}

// Create stores a new secret in a vault. A name that the vault already
// has is refused with status 409.
//
// POST /vault_secrets
func (c *SecretClient) Create(ctx context.Context, params *SecretCreateParams) (*Secret, error) {
	if params == nil {
		params = &SecretCreateParams{}
	}
	body := &secretCreateBody{SecretCreateParams: params, Value: params.Value.text()}
	return rest.At[Secret](ctx, c.client, http.MethodPost, wire.Secrets.Path, nil, body)
}

// Get returns the secret with the given ID, without its value.
//
// GET /vault_secrets/{id}
func (c *SecretClient) Get(ctx context.Context, id string) (*Secret, error) {
	return c.secrets.Get(ctx, id)
}

// List returns a lazy iterator over the secrets of every vault of the
// account, newest first; ListByVault lists those of one vault.
//
// GET /vault_secrets
func (c *SecretClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Secret] {
	return c.secrets.List(ctx, params)
}

// ListByVault returns a lazy iterator over the secrets of the vault
// vaultID, newest first. A vault that does not exist is not found
// (ingress.IsNotFound).
//
// GET /vaults/{id}/secrets
func (c *SecretClient) ListByVault(ctx context.Context, vaultID string, params *ingress.ListParams) *ingress.Iter[*Secret] {
	return rest.ListAt[*Secret](ctx, c.client, wire.VaultSecrets, wire.Secrets.Member, []string{vaultID}, params)
}

// Update changes the supplied fields of the secret with the given ID.
//
// PATCH /vault_secrets/{id}
func (c *SecretClient) Update(ctx context.Context, id string, params *SecretUpdateParams) (*Secret, error) {
	if params == nil {
		params = &SecretUpdateParams{}
	}
	body := &secretUpdateBody{SecretUpdateParams: params}
	if !params.Value.IsZero() {
		body.Value = new(params.Value.text())
	}
	return rest.At[Secret](ctx, c.client, http.MethodPatch, wire.Secrets.Item, []string{id}, body)
}

// Delete deletes the secret with the given ID.
//
// DELETE /vault_secrets/{id}
func (c *SecretClient) Delete(ctx context.Context, id string) error {
	return c.secrets.Delete(ctx, id)
}

// secretCreateBody is the body Create sends: the parameters, whose Value
// does not encode on its own, with the value's text in its place (a field
// of the outer struct hides the embedded one of the same JSON name).
type secretCreateBody struct {
	*SecretCreateParams
	Value string `json:"value,omitempty"`
}

// secretUpdateBody is the body Update sends, as secretCreateBody is
// Create's.
type secretUpdateBody struct {
	*SecretUpdateParams
	Value *string `json:"value,omitempty"`
}
