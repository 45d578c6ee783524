package edges

import (
	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// Backend is the backend module: where the edge or route sends its
// traffic.
type Backend struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// Backend is the backend that serves the traffic. The reference is
	// kept if that backend is deleted; traffic then has nowhere to go.
	Backend *ingress.Ref `json:"backend"`
}

// BackendParams configure the backend module.
type BackendParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// BackendID is the ID of an existing backend. Required.
	BackendID string `json:"backend_id"`
}

// Validate checks the documented rules of the parameters.
func (p *BackendParams) Validate() error { return validate.ID("backend_id", p.BackendID) }

// IPRestriction is the IP restriction module: only source addresses that
// its IP policies allow may connect.
type IPRestriction struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// IPPolicies are the IP policies that decide. A policy deleted since
	// it was named is kept here and acts as a policy with no rules.
	IPPolicies []ingress.Ref `json:"ip_policies"`
}

// IPRestrictionParams configure the IP restriction module.
type IPRestrictionParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// IPPolicyIDs are the IDs of existing IP policies: at least one, none
	// twice.
	IPPolicyIDs []string `json:"ip_policy_ids"`
}

// Validate checks the documented rules of the parameters.
func (p *IPRestrictionParams) Validate() error {
	return validate.IPRestrictionModulePolicies("ip_policy_ids", p.IPPolicyIDs)
}

// MutualTLS is the mutual TLS module: clients must present a certificate
// that one of its certificate authorities signed.
type MutualTLS struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// CertificateAuthorities are the certificate authorities that
	// validate client certificates.
	CertificateAuthorities []ingress.Ref `json:"certificate_authorities"`
}

// MutualTLSParams configure the mutual TLS module.
type MutualTLSParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// CertificateAuthorityIDs are the IDs of existing certificate
	// authorities: at least one, none twice.
	CertificateAuthorityIDs []string `json:"certificate_authority_ids"`
}

// Validate checks the documented rules of the parameters.
func (p *MutualTLSParams) Validate() error {
	return validate.RefIDs("certificate_authority_ids", p.CertificateAuthorityIDs)
}

// TrafficPolicy is the traffic policy module: a policy document that acts
// on the traffic.
type TrafficPolicy struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// Value is the traffic policy document, as it was given.
	Value string `json:"value"`
}

// TrafficPolicyParams configure the traffic policy module.
type TrafficPolicyParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// Value is the traffic policy document (JSON or YAML). Required.
	Value string `json:"value"`
}

// Validate checks the documented rules of the parameters.
func (p *TrafficPolicyParams) Validate() error { return validate.RequiredString("value", p.Value) }

// isEnabled reads an optional enabled flag, which defaults to true.
func isEnabled(enabled *bool) bool { return enabled == nil || *enabled }
