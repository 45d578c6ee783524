package endpoints

import (
	"time"

	"github.com/ingresskit/ingress"
)

// Type says what made an endpoint.
type Type string

// The endpoint types.
const (
	// TypeCloud is a cloud endpoint, made through the API (Create); it
	// lives until it is deleted and handles traffic with its Traffic
	// Policy.
	TypeCloud Type = "cloud"
	// TypeAgent is an agent endpoint, made by an agent when it connects
	// and gone when the agent disconnects. The API reads it but does not
	// change it.
	TypeAgent Type = "agent"
)

// Binding says where an endpoint's traffic comes from.
type Binding string

// The bindings of an endpoint.
const (
	// BindingPublic: from the internet, on a reserved domain or a
	// reserved TCP address. The default.
	BindingPublic Binding = "public"
	// BindingInternal: only from the account's other endpoints, through
	// the forward-internal action of a Traffic Policy. The URL's host
	// ends in ".internal".
	BindingInternal Binding = "internal"
	// BindingKubernetes: only inside the Kubernetes clusters that run the
	// ngrok Kubernetes operator. The URL is http://name.namespace or
	// tcp://name.namespace:port.
	BindingKubernetes Binding = "kubernetes"
)

// Proto is the protocol an endpoint serves.
type Proto string

// The protocols of an endpoint.
const (
	ProtoHTTP  Proto = "http"
	ProtoHTTPS Proto = "https"
	ProtoTCP   Proto = "tcp"
	ProtoTLS   Proto = "tls"
)

// Endpoint is a cloud or agent endpoint: a URL on which traffic reaches
// the account.
type Endpoint struct {
	// ID identifies the endpoint; it starts with "ep_".
	ID string `json:"id"`
	// URI is the endpoint's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the endpoint was created.
	CreatedAt time.Time `json:"created_at"`
	// UpdatedAt is when the endpoint was last changed.
	UpdatedAt time.Time `json:"updated_at"`
	// Type says what made the endpoint: TypeCloud or TypeAgent.
	Type Type `json:"type"`
	// URL is the endpoint's URL, like "https://app.example.com" or
	// "tcp://1.tcp.ngrok.io:21829".
	URL string `json:"url"`
	// PublicURL is the URL the endpoint serves, the same as URL.
	PublicURL string `json:"public_url"`
	// Proto is the protocol served: one of the Proto constants.
	Proto Proto `json:"proto"`
	// Scheme is the URL's scheme.
	Scheme string `json:"scheme"`
	// Hostport is the URL's host and port, the port implied by the
	// scheme when the URL names none.
	Hostport string `json:"hostport"`
	// Host is the URL's host.
	Host string `json:"host"`
	// Port is the URL's port, or the one the scheme implies.
	Port int `json:"port"`
	// Region is where the endpoint is served: "global" for cloud
	// endpoints, the agent's region for agent endpoints.
	Region string `json:"region"`
	// Description says what the endpoint is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Domain is the reserved domain a public endpoint on a domain is on,
	// or nil.
	Domain *ingress.Ref `json:"domain"`
	// TCPAddr is the reserved TCP address a public tcp endpoint is on, or
	// nil.
	TCPAddr *ingress.Ref `json:"tcp_addr"`
	// Tunnel is the tunnel serving the endpoint; nil for cloud endpoints.
	Tunnel *ingress.Ref `json:"tunnel"`
	// Edge is the edge serving the endpoint; nil for cloud and agent
	// endpoints.
	Edge *ingress.Ref `json:"edge"`
	// UpstreamURL is where an agent endpoint forwards its traffic; "" for
	// cloud endpoints.
	UpstreamURL string `json:"upstream_url"`
	// UpstreamProtocol is the protocol an agent endpoint forwards with,
	// like "http1"; "" for cloud endpoints.
	UpstreamProtocol string `json:"upstream_protocol"`
	// Principal is the user or bot that owns the endpoint.
	Principal *ingress.Ref `json:"principal"`
	// TrafficPolicy is the endpoint's Traffic Policy document as it was
	// given, in JSON or YAML.
	TrafficPolicy string `json:"traffic_policy"`
	// Bindings holds the endpoint's binding: one of the Binding
	// constants.
	Bindings []Binding `json:"bindings"`
	// TunnelSession is the tunnel session of an agent endpoint's agent;
	// nil for cloud endpoints.
	TunnelSession *ingress.Ref `json:"tunnel_session"`
	// Name is a name the endpoint was given, or "".
	Name string `json:"name"`
	// PoolingEnabled says whether the endpoint shares its URL with other
	// endpoints that enable pooling, traffic being balanced among them.
	PoolingEnabled bool `json:"pooling_enabled"`
}
