package aigateway

import (
	"context"
	"log/slog"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// redacted is what logging shows in place of a token.
const redacted = "[REDACTED]"

// APIKey is an API key of an AI gateway endpoint.
//
// Its Token is a secret: fmt prints the pointer, not the token, and slog
// (LogValue) shows "[REDACTED]" in its place, with the text and the JSON
// handlers alike.
type APIKey struct {
	// ID identifies the key; it starts with "aigwak_".
	ID string `json:"id"`
	// URI is the key's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the key was created.
	CreatedAt time.Time `json:"created_at"`
	// UpdatedAt is when the key was last changed.
	UpdatedAt time.Time `json:"updated_at"`
	// Description says what uses the key.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CreatedBy is the user or bot that created the key.
	CreatedBy *ingress.Ref `json:"created_by"`
	// LastUpdatedBy is the user or bot that last changed the key.
	LastUpdatedBy *ingress.Ref `json:"last_updated_by"`
	// Endpoint is the AI gateway endpoint the key is for.
	Endpoint *ingress.Ref `json:"endpoint"`
	// Token is the key itself. It is set only in the response of Create
	// and nil in every other: store it when the key is created.
	Token *string `json:"token"`
	// DisplayName is a label that tells keys apart without showing them:
	// the last four characters of the token after an ellipsis.
	DisplayName string `json:"display_name"`
	// LastUsed is when the key was last used, or nil if never.
	LastUsed *time.Time `json:"last_used"`
}

// loggedKey is an APIKey without its LogValue method, so that LogValue
// can hand a copy back to slog.
type loggedKey APIKey

// LogValue makes slog render the key with its token, when set, replaced
// by "[REDACTED]".
func (k APIKey) LogValue() slog.Value {
	if k.Token != nil {
		k.Token = new(redacted)
	}
	return slog.AnyValue(loggedKey(k))
}

// APIKeyCreateParams are the parameters of APIKeyClient.Create.
type APIKeyCreateParams struct {
	// Description says what uses the key: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// EndpointID is the AI gateway endpoint the key is for. Required: an
	// existing endpoint.
	EndpointID string `json:"endpoint_id"`
}

// Validate checks the documented rules of the parameters.
func (p *APIKeyCreateParams) Validate() error {
	return validate.AIGatewayKey(p.Description, p.Metadata, &p.EndpointID)
}

// APIKeyUpdateParams are the parameters of APIKeyClient.Update. Fields
// left nil keep their value.
type APIKeyUpdateParams struct {
	// Description says what uses the key: at most 255 characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// EndpointID ties the key to another existing AI gateway endpoint.
	EndpointID *string `json:"endpoint_id,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *APIKeyUpdateParams) Validate() error {
	return validate.AIGatewayKey(p.Description, p.Metadata, p.EndpointID)
}

// APIKeyClient manages AI gateway API keys.
type APIKeyClient struct {
	keys rest.Collection[APIKey, APIKeyCreateParams, APIKeyUpdateParams]
}

func newAPIKeyClient(c *ingress.Client) *APIKeyClient {
	return &APIKeyClient{keys: rest.NewCollection[APIKey, APIKeyCreateParams, APIKeyUpdateParams](c, wire.AIGatewayAPIKeys)}
}

// Create creates an API key for an AI gateway endpoint. The returned
// key's Token is the only time the token is shown.
//
// POST /ai_gateway_api_keys
func (c *APIKeyClient) Create(ctx context.Context, params *APIKeyCreateParams) (*APIKey, error) {
	return c.keys.Create(ctx, params)
}

// Get returns the API key with the given ID; its Token is nil.
//
// GET /ai_gateway_api_keys/{id}
func (c *APIKeyClient) Get(ctx context.Context, id string) (*APIKey, error) {
	return c.keys.Get(ctx, id)
}

// List returns a lazy iterator over the account's AI gateway API keys,
// newest first.
//
// GET /ai_gateway_api_keys
func (c *APIKeyClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*APIKey] {
	return c.keys.List(ctx, params)
}

// Update changes the supplied fields of the API key with the given ID.
//
// PATCH /ai_gateway_api_keys/{id}
func (c *APIKeyClient) Update(ctx context.Context, id string, params *APIKeyUpdateParams) (*APIKey, error) {
	return c.keys.Update(ctx, id, params)
}

// Delete deletes the API key with the given ID.
//
// DELETE /ai_gateway_api_keys/{id}
func (c *APIKeyClient) Delete(ctx context.Context, id string) error {
	return c.keys.Delete(ctx, id)
}
