package setup

import (
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// CloudEndpoint is a cloud endpoint: a URL served by its Traffic Policy.
// Give the policy as text (TrafficPolicy, YAML or JSON) or as a typed
// value (Policy), not both; they compare by their JSON form, so that the
// same policy written either way, or formatted otherwise, is no drift.
type CloudEndpoint struct {
	// Name identifies the endpoint in the description.
	Name string `json:"name"`
	Common
	// URL is the endpoint's URL; a public one needs its domain or address
	// reserved.
	URL string `json:"url"`
	// Bindings are where the endpoint is reachable; empty lets the API
	// choose (public).
	Bindings []endpoints.Binding `json:"bindings,omitempty"`
	// PoolingEnabled lets several endpoints share the URL.
	PoolingEnabled bool `json:"pooling_enabled,omitempty"`
	// TrafficPolicy is the endpoint's Traffic Policy document, in YAML or
	// JSON.
	TrafficPolicy string `json:"traffic_policy,omitempty"`
	// Policy is the endpoint's Traffic Policy as a typed value, checked
	// before it is sent.
	Policy *trafficpolicy.Policy `json:"policy,omitempty"`
}
