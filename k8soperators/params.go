package k8soperators

import (
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// CreateParams are the parameters of Create. Every field is optional, but
// Binding is required with FeatureBindings and refused without it.
type CreateParams struct {
	// Description says what the operator is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// EnabledFeatures are the features to turn on, each one of the
	// Feature constants, none twice. Case does not matter: the API's
	// example request sends "Ingress", and it answers in lower case.
	EnabledFeatures []Feature `json:"enabled_features,omitzero"`
	// Region is the ngrok region for the operator's ingress: "global" or
	// one of the points of presence of reservedaddrs.Regions, like "eu";
	// nil means "global".
	Region *string `json:"region,omitempty"`
	// Deployment says where and how the operator is deployed; nil
	// records nothing.
	Deployment *Deployment `json:"deployment,omitempty"`
	// Binding sets up the bindings feature: required when
	// EnabledFeatures holds FeatureBindings, refused otherwise.
	Binding *BindingCreateParams `json:"binding,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error {
	return validate.First(
		validate.Common(p.Description, p.Metadata),
		regionRule(p.Region),
		featuresRule(p.EnabledFeatures),
		bindingFeatureRule(p.EnabledFeatures, p.Binding != nil),
		validate.IfSet(p.Binding, BindingCreateParams.validate),
	)
}

// BindingCreateParams set up the bindings feature of a new operator.
type BindingCreateParams struct {
	// EndpointSelectors are CEL expressions over an endpoint, as obj,
	// that choose the endpoints bound into the cluster (see
	// Binding.EndpointSelectors); none binds every endpoint with the
	// kubernetes binding. Each must be a condition, not empty.
	EndpointSelectors []string `json:"endpoint_selectors,omitzero"`
	// CSR is the operator's certificate signing request, PEM-encoded:
	// required. The API issues Binding.Cert from it.
	CSR string `json:"csr"`
	// IngressEndpoint is the operator's public ingress endpoint.
	IngressEndpoint *string `json:"ingress_endpoint,omitempty"`
}

func (p BindingCreateParams) validate() error {
	return validate.First(selectorsRule(p.EndpointSelectors), csr(p.CSR))
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// Description says what the operator is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// EnabledFeatures replaces the features turned on, with the rules of
	// CreateParams.EnabledFeatures; an empty, non-nil list turns every
	// feature off. Turning FeatureBindings off drops the Binding; turning
	// it on needs a Binding with a CSR.
	EnabledFeatures []Feature `json:"enabled_features,omitzero"`
	// Region is the ngrok region for the operator's ingress, with the
	// rule of CreateParams.Region.
	Region *string `json:"region,omitempty"`
	// Binding changes the bindings feature, which must be on (kept or
	// turned on by EnabledFeatures).
	Binding *BindingUpdateParams `json:"binding,omitempty"`
	// Deployment changes the recorded deployment's name and version.
	Deployment *DeploymentUpdateParams `json:"deployment,omitempty"`
}

// Validate checks the documented rules of the parameters. Whether the
// bindings feature is on when EnabledFeatures is nil is the operator's
// state, which the API checks.
func (p *UpdateParams) Validate() error {
	var feature error
	if p.EnabledFeatures != nil && p.Binding != nil && !HasFeature(p.EnabledFeatures, FeatureBindings) {
		feature = validate.Fail("binding", "is given only with the feature %q", FeatureBindings)
	}
	return validate.First(validate.Common(p.Description, p.Metadata), regionRule(p.Region), featuresRule(p.EnabledFeatures), feature, validate.IfSet(p.Binding, BindingUpdateParams.validate))
}

// BindingUpdateParams change the bindings feature of an operator. Fields
// left nil keep their value.
type BindingUpdateParams struct {
	// EndpointSelectors replaces the selectors, with the rules of
	// BindingCreateParams.EndpointSelectors; an empty, non-nil list binds
	// every endpoint with the kubernetes binding.
	EndpointSelectors []string `json:"endpoint_selectors,omitzero"`
	// CSR is a new certificate signing request, PEM-encoded: the API
	// issues a new Binding.Cert from it.
	CSR *string `json:"csr,omitempty"`
	// IngressEndpoint is the operator's new public ingress endpoint.
	IngressEndpoint *string `json:"ingress_endpoint,omitempty"`
}

func (p BindingUpdateParams) validate() error {
	return validate.First(selectorsRule(p.EndpointSelectors), validate.IfSet(p.CSR, csr))
}

// DeploymentUpdateParams change the recorded deployment of an operator:
// only its name and version change. Fields left nil keep their value.
type DeploymentUpdateParams struct {
	// Name is the deployment's new name.
	Name *string `json:"name,omitempty"`
	// Version is the operator's new version.
	Version *string `json:"version,omitempty"`
}

// regionRule checks an optional region: "global" or a point of presence.
func regionRule(region *string) error {
	return validate.RegionOrGlobal("region", region, reservedaddrs.Regions()...)
}

// featuresRule checks enabled features: each a Feature constant, none
// twice.
func featuresRule(features []Feature) error {
	names := make([]string, len(features))
	for i, f := range features {
		lower := f.lower()
		if err := validate.OneOf(validate.Elem("enabled_features", i), &lower, FeatureIngress, FeatureGateway, FeatureBindings); err != nil {
			return err
		}
		names[i] = string(lower)
	}
	return validate.Distinct("enabled_features", names)
}

// bindingFeatureRule checks that a binding is given exactly when the
// features hold FeatureBindings.
func bindingFeatureRule(features []Feature, binding bool) error {
	switch on := HasFeature(features, FeatureBindings); {
	case on && !binding:
		return validate.Fail("binding", "is required with the feature %q", FeatureBindings)
	case !on && binding:
		return validate.Fail("binding", "is given only with the feature %q", FeatureBindings)
	}
	return nil
}

// csr checks the certificate signing request of a binding: not empty.
func csr(v string) error { return validate.RequiredString("binding.csr", v) }

// selectorsRule checks endpoint selectors: none empty.
func selectorsRule(selectors []string) error {
	for i, sel := range selectors {
		if err := validate.RequiredString(validate.Elem("binding.endpoint_selectors", i), sel); err != nil {
			return err
		}
	}
	return nil
}
