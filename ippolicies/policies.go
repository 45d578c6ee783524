package ippolicies

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Policy is an IP policy. A new policy applies to no traffic until an edge
// or an IP restriction references it.
type Policy struct {
	// ID identifies the policy; it starts with "ipp_".
	ID string `json:"id"`
	// URI is the policy's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the policy was created.
	CreatedAt time.Time `json:"created_at"`
	// Description describes the source IPs of the policy.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
}

// PolicyCreateParams are the parameters of PolicyClient.Create. Every field
// is optional.
type PolicyCreateParams struct {
	// Description describes the source IPs of the policy: at most 255
	// bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *PolicyCreateParams) Validate() error { return validate.Common(p.Description, p.Metadata) }

// PolicyUpdateParams are the parameters of PolicyClient.Update, with the
// fields of PolicyCreateParams. Fields left nil keep their value.
type PolicyUpdateParams PolicyCreateParams

// Validate checks the documented rules of the parameters: those of a
// create, and a value to change (an update without one is refused,
// ERR_NGROK_1400).
func (p *PolicyUpdateParams) Validate() error {
	return validate.First(validate.IPPolicyUpdate(p.Description, p.Metadata), (*PolicyCreateParams)(p).Validate())
}

// PolicyClient manages IP policies.
type PolicyClient struct {
	policies rest.Collection[Policy, PolicyCreateParams, PolicyUpdateParams]
}

func newPolicyClient(c *ingress.Client) *PolicyClient {
	return &PolicyClient{policies: rest.NewCollection[Policy, PolicyCreateParams, PolicyUpdateParams](c, wire.IPPolicies)}
}

// Create creates an IP policy without rules; add them with RuleClient.Create.
//
// POST /ip_policies
func (c *PolicyClient) Create(ctx context.Context, params *PolicyCreateParams) (*Policy, error) {
	return c.policies.Create(ctx, params)
}

// Get returns the IP policy with the given ID.
//
// GET /ip_policies/{id}
func (c *PolicyClient) Get(ctx context.Context, id string) (*Policy, error) {
	return c.policies.Get(ctx, id)
}

// List returns a lazy iterator over the account's IP policies, newest
// first.
//
// GET /ip_policies
func (c *PolicyClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Policy] {
	return c.policies.List(ctx, params)
}

// Update changes the supplied fields of the IP policy with the given ID.
//
// PATCH /ip_policies/{id}
func (c *PolicyClient) Update(ctx context.Context, id string, params *PolicyUpdateParams) (*Policy, error) {
	return c.policies.Update(ctx, id, params)
}

// Delete deletes the IP policy with the given ID together with its rules.
// Edges that still reference the policy treat it from then on as a policy
// with zero rules, which allows no address. A policy that IP restrictions
// (package iprestrictions) name is not deleted: the API refuses it (409 in
// ingresstest, ERR_NGROK_1420) until no restriction names it.
//
// DELETE /ip_policies/{id}
func (c *PolicyClient) Delete(ctx context.Context, id string) error {
	return c.policies.Delete(ctx, id)
}
