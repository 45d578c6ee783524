package endpoints

import (
	"encoding/json"

	"github.com/ingresskit/ingress/internal/validate"
)

// CreateParams are the parameters of Create. URL and TrafficPolicy are
// required.
type CreateParams struct {
	// URL is the endpoint's URL. For the public binding it is on a
	// reserved domain (http on port 80, https or tls on port 443) or on a
	// reserved TCP address ("tcp://" + the address); for the internal
	// binding its host ends in ".internal", may be a wildcard and has at
	// most 5 labels before it, on any port; for the kubernetes binding it
	// is http://name.namespace[:port] or tcp://name.namespace:port.
	URL string `json:"url"`
	// Type is the endpoint type: only TypeCloud, which "" means; the
	// request always names it, as the API's description requires.
	Type Type `json:"type"`
	// TrafficPolicy is the Traffic Policy document that handles the
	// endpoint's traffic, in JSON or YAML, with at least one rule. Package
	// trafficpolicy builds and checks one as typed values
	// (Policy.ValidateFor with the endpoint's scheme and Cloud set):
	// new(policy.String()).
	TrafficPolicy *string `json:"traffic_policy,omitempty"`
	// Description says what the endpoint is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Bindings holds the endpoint's binding, one of the Binding
	// constants; nil means BindingInternal for a URL whose host ends in
	// ".internal" and BindingPublic for any other, as the API infers it.
	Bindings []Binding `json:"bindings,omitzero"`
	// PoolingEnabled lets the endpoint share its URL with other endpoints,
	// cloud or agent, that enable pooling; nil means false.
	PoolingEnabled *bool `json:"pooling_enabled,omitempty"`
}

// MarshalJSON encodes the parameters with the type TypeCloud when Type is
// "".
func (p CreateParams) MarshalJSON() ([]byte, error) {
	type plain CreateParams
	if p.Type == "" {
		p.Type = TypeCloud
	}
	return json.Marshal(plain(p))
}

// Validate checks the documented rules of the parameters: a URL of the
// form its binding allows, at most one known binding, the type "cloud",
// and a Traffic Policy that is a JSON object or a YAML mapping. Whether
// the account reserved the URL's domain or address is checked by the
// API.
func (p *CreateParams) Validate() error {
	return validate.First(
		validate.RequiredString("url", p.URL),
		validate.Required("traffic_policy", p.TrafficPolicy),
		validate.EndpointType("type", p.Type),
		bindingsRule(p.Bindings),
		urlRule(p.URL, p.Bindings),
		validate.TrafficPolicy("traffic_policy", p.TrafficPolicy),
		validate.Common(p.Description, p.Metadata),
	)
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// URL moves the endpoint to another URL, under the rules of
	// CreateParams.URL.
	URL *string `json:"url,omitempty"`
	// TrafficPolicy replaces the Traffic Policy document.
	TrafficPolicy *string `json:"traffic_policy,omitempty"`
	// Description says what the endpoint is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Bindings replaces the endpoint's binding; the URL, new or kept,
	// must suit it (the API checks a kept URL).
	Bindings []Binding `json:"bindings,omitzero"`
	// PoolingEnabled is set when the endpoint is created and is not
	// changed: the API refuses a value other than the endpoint's (delete
	// the endpoint and create it again) and takes the same one.
	PoolingEnabled *bool `json:"pooling_enabled,omitempty"`
}

// Validate checks the documented rules of the parameters that can be
// checked without the endpoint: that at least one field is supplied, and
// those of CreateParams for each field supplied. A new URL without new bindings is checked against the
// endpoint's binding by the API.
func (p *UpdateParams) Validate() error {
	var url error
	switch {
	case p.URL != nil && p.Bindings != nil:
		url = validate.First(validate.RequiredString("url", *p.URL), urlRule(*p.URL, p.Bindings))
	case p.URL != nil:
		url = validate.First(validate.RequiredString("url", *p.URL), urlForm(*p.URL))
	}
	return validate.First(
		validate.EndpointUpdate(p.URL != nil, p.TrafficPolicy != nil, p.Description != nil, p.Metadata != nil,
			p.Bindings != nil, p.PoolingEnabled != nil),
		bindingsRule(p.Bindings),
		url,
		validate.TrafficPolicy("traffic_policy", p.TrafficPolicy),
		validate.Common(p.Description, p.Metadata),
	)
}

// bindingsRule checks bindings: at most one, of the Binding constants.
func bindingsRule(bindings []Binding) error {
	return validate.EndpointBindings("bindings", asStrings(bindings))
}

// urlRule checks an endpoint URL against the binding that bindings give,
// or that its host implies when they give none.
func urlRule(raw string, bindings []Binding) error {
	if raw == "" {
		return nil
	}
	u, err := validate.ParseEndpointURL("url", raw)
	if err != nil {
		return err
	}
	_, err = validate.CheckEndpointURL("url", u, validate.InferBinding(asStrings(bindings), u))
	return err
}

// urlForm checks the form and scheme of an endpoint URL whatever its
// binding.
func urlForm(raw string) error {
	u, err := validate.ParseEndpointURL("url", raw)
	if err != nil {
		return err
	}
	return validate.EndpointScheme("url", u)
}

// asStrings returns bindings as plain strings.
func asStrings(bindings []Binding) []string {
	out := make([]string, len(bindings))
	for i, b := range bindings {
		out[i] = string(b)
	}
	return out
}
