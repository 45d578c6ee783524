package k8soperators

import (
	"slices"
	"strings"
	"time"

	"github.com/ingresskit/ingress"
)

// Feature is a feature of the ngrok Kubernetes operator. Requests may
// name it in any case; responses name it as the constants do.
type Feature string

// lower returns f in lower case, as the constants and responses name it.
func (f Feature) lower() Feature { return Feature(strings.ToLower(string(f))) }

// HasFeature reports whether features holds f, in any case.
func HasFeature(features []Feature, f Feature) bool {
	return slices.ContainsFunc(features, func(g Feature) bool { return g.lower() == f.lower() })
}

// LowerFeatures returns features in lower case, as the API answers
// them.
func LowerFeatures(features []Feature) []Feature {
	out := make([]Feature, len(features))
	for i, f := range features {
		out[i] = f.lower()
	}
	return out
}

// The features an operator may enable.
const (
	// FeatureIngress: the operator serves Kubernetes Ingress resources.
	FeatureIngress Feature = "ingress"
	// FeatureGateway: the operator serves the Kubernetes Gateway API.
	FeatureGateway Feature = "gateway"
	// FeatureBindings: endpoints with the kubernetes binding are
	// projected into the operator's cluster as Services. An operator's
	// Binding has a certificate exactly when it enables this feature.
	FeatureBindings Feature = "bindings"
)

// Operator is an installation of the ngrok Kubernetes operator registered
// with the account.
type Operator struct {
	// ID identifies the operator; it starts with "k8sop_".
	ID string `json:"id"`
	// URI is the operator's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the operator was registered.
	CreatedAt time.Time `json:"created_at"`
	// UpdatedAt is when the operator was last changed.
	UpdatedAt time.Time `json:"updated_at"`
	// Description says what the operator is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Principal is the user or bot that registered the operator.
	Principal *ingress.Ref `json:"principal"`
	// EnabledFeatures are the features the operator has turned on.
	EnabledFeatures []Feature `json:"enabled_features"`
	// Region is the ngrok region that serves the operator's ingress:
	// "global" unless one was chosen.
	Region string `json:"region"`
	// Deployment says where and how the operator is deployed.
	Deployment Deployment `json:"deployment"`
	// Binding is the state of the bindings feature. The API sends it
	// whether the feature is on or not: off, it has an empty Cert (zero
	// times) and no EndpointSelectors, as the documented example
	// response shows.
	Binding *Binding `json:"binding"`
}

// Deployment says where and how an operator is deployed in its cluster.
type Deployment struct {
	// Name is the name of the Kubernetes deployment.
	Name string `json:"name"`
	// Namespace is the Kubernetes namespace the operator runs in.
	Namespace string `json:"namespace"`
	// Version is the operator's version.
	Version string `json:"version"`
	// ClusterName is a name the user gave the cluster.
	ClusterName string `json:"cluster_name"`
}

// Binding is the state of an operator's bindings feature.
type Binding struct {
	// EndpointSelectors are CEL expressions over an endpoint, as obj,
	// that choose which endpoints with the kubernetes binding are bound
	// into the cluster: those that at least one of them holds of, or
	// every such endpoint when there are none.
	EndpointSelectors []string `json:"endpoint_selectors"`
	// Cert is the client certificate issued to the operator for its
	// bindings connection.
	Cert Cert `json:"cert"`
	// IngressEndpoint is the operator's public ingress endpoint, or "".
	IngressEndpoint string `json:"ingress_endpoint"`
}

// Cert is a certificate issued to an operator from the certificate
// signing request it supplied.
type Cert struct {
	// Cert is the certificate, PEM-encoded.
	Cert string `json:"cert"`
	// NotBefore is when the certificate becomes valid.
	NotBefore time.Time `json:"not_before"`
	// NotAfter is when the certificate expires.
	NotAfter time.Time `json:"not_after"`
}
