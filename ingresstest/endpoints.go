package ingresstest

import (
	"github.com/ingresskit/ingress/internal/fake"
)

// Error codes of endpoints and reserved addresses: the real API's, from its
// public error reference. All come with status 400, except the three
// conflicts with endpoints already on the URL, which come with 409. Match
// them with ingress.IsErrorCode.
const (
	// CodeAddrNotReserved: a public tcp:// URL on an address the account
	// has not reserved.
	CodeAddrNotReserved = fake.CodeAddrNotReserved
	// CodeWildcardNotReserved: a public URL on a wildcard domain the
	// account has not reserved.
	CodeWildcardNotReserved = fake.CodeWildcardNotReserved
	// CodeDomainNotReserved: a public http, https or tls URL on a domain
	// that none of the account's reserved domains covers.
	CodeDomainNotReserved = fake.CodeDomainNotReserved
	// CodeInternalBinding: the internal binding with a host that does not
	// end in ".internal".
	CodeInternalBinding = fake.CodeInternalBinding
	// CodeEndpointURL: a URL that is not scheme://host[:port].
	CodeEndpointURL = fake.CodeEndpointURL
	// CodeEndpointPolicy: a traffic_policy that is neither a JSON object
	// nor a YAML mapping.
	CodeEndpointPolicy = fake.CodeEndpointPolicy
	// CodeEndpointPort: a tcp URL without a port, or a public http URL
	// not on port 80, https or tls not on 443.
	CodeEndpointPort = fake.CodeEndpointPort
	// CodeEndpointURLTaken (409): a cloud endpoint on the URL of another
	// cloud endpoint.
	CodeEndpointURLTaken = fake.CodeEndpointURLTaken
	// CodeEndpointField: a type other than "cloud", bindings that are not
	// one known binding, or a host that does not suit the binding.
	CodeEndpointField = fake.CodeEndpointField
	// CodeEndpointMissing: a create without url or traffic_policy.
	CodeEndpointMissing = fake.CodeEndpointMissing
	// CodePoolingEnabled (409): pooling enabled on a URL that an endpoint
	// without pooling has.
	CodePoolingEnabled = fake.CodePoolingEnabled
	// CodePoolingDisabled (409): pooling disabled on a URL that another
	// endpoint has.
	CodePoolingDisabled = fake.CodePoolingDisabled
	// CodeEndpointScheme: a scheme other than http, https, tcp and tls,
	// or other than http and tcp for the kubernetes binding.
	CodeEndpointScheme = fake.CodeEndpointScheme
	// CodeNotCloudEndpoint: an update or delete of an agent endpoint,
	// which the API does only for cloud endpoints. The code is the
	// server's own.
	CodeNotCloudEndpoint = fake.CodeNotCloudEndpoint
)

// AgentEndpoint describes an endpoint that a simulated agent serves, for
// StartAgentEndpoint.
type AgentEndpoint struct {
	// SessionID is the agent's online tunnel session (see
	// StartTunnelSession); it must exist.
	SessionID string
	// URL is the endpoint's URL, under the rules of a cloud endpoint's: a
	// public URL needs the account's reserved domain or address. Empty
	// means an https URL on a generated ngrok-free.app domain, which
	// needs none.
	URL string
	// Bindings holds the endpoint's binding ("public", "internal" or
	// "kubernetes"); empty means public.
	Bindings []string
	// PoolingEnabled lets the endpoint share its URL with other endpoints
	// that enable pooling.
	PoolingEnabled bool
	// UpstreamURL is where the agent forwards traffic;
	// "http://localhost:80" when empty.
	UpstreamURL string
	// UpstreamProtocol is the protocol the agent forwards with; "http1"
	// when empty.
	UpstreamProtocol string
	// TrafficPolicy is the agent's Traffic Policy document for the
	// endpoint, JSON or YAML, or "".
	TrafficPolicy string
	// Description and Metadata describe the endpoint.
	Description, Metadata string
}

// StartAgentEndpoint simulates the agent of an online tunnel session
// starting an endpoint, and returns its ID. The endpoint lists with the
// cloud endpoints, with type "agent", its session and the owner of the
// session's credential as principal. It is refused, with the error that
// the API gives a cloud endpoint, when its URL breaks a rule, needs a
// reservation the account lacks, or is taken without pooling on both
// sides. It goes when StopAgentEndpoint stops it or its session ends; the
// API cannot change or delete it.
func (s *Server) StartAgentEndpoint(e AgentEndpoint) (endpointID string, err error) {
	return s.fake.StartAgentEndpoint(fake.AgentEndpoint{
		SessionID: e.SessionID, URL: e.URL, Bindings: e.Bindings, PoolingEnabled: e.PoolingEnabled,
		UpstreamURL: e.UpstreamURL, UpstreamProtocol: e.UpstreamProtocol, TrafficPolicy: e.TrafficPolicy,
		Description: e.Description, Metadata: e.Metadata,
	})
}

// StopAgentEndpoint simulates an agent stopping the agent endpoint with
// the given ID.
func (s *Server) StopAgentEndpoint(endpointID string) error {
	return s.fake.StopAgentEndpoint(endpointID)
}
