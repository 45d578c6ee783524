package fake

import (
	"fmt"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
)

// AgentEndpoint is an endpoint that the agent of an online tunnel session
// serves.
type AgentEndpoint struct {
	// SessionID is the online tunnel session of the agent; it must exist.
	SessionID string
	// URL is the endpoint's URL, under the rules of a cloud endpoint's;
	// empty means an https URL on a generated ngrok-free.app domain,
	// which needs no reservation.
	URL string
	// Bindings holds the endpoint's binding; empty means public.
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
// starting an endpoint, and returns its ID. The endpoint is refused, with
// the error the API gives a cloud endpoint, when its URL breaks a rule,
// needs a reservation the account lacks, or is taken without pooling.
// It goes when StopAgentEndpoint stops it or when its session ends.
func (s *Server) StartAgentEndpoint(a AgentEndpoint) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sess, ok := s.tunnelSessions().Get(a.SessionID)
	if !ok {
		return "", fmt.Errorf("start agent endpoint: no online tunnel session %q", a.SessionID)
	}
	generated := a.URL == ""
	if generated {
		a.URL = "https://" + strings.ToLower(s.Secret()[:12]) + ".ngrok-free.app"
	}
	setDefault(&a.UpstreamURL, "http://localhost:80")
	setDefault(&a.UpstreamProtocol, "http1")
	binding := validate.Binding(a.Bindings)
	var policy *string
	if a.TrafficPolicy != "" {
		policy = &a.TrafficPolicy
	}
	err := validate.First(
		coded(CodeEndpointField, validate.EndpointBindings("bindings", a.Bindings)),
		coded(CodeEndpointPolicy, validate.TrafficPolicy("traffic_policy", policy)),
		validate.Common(&a.Description, &a.Metadata),
	)
	if err != nil {
		return "", fmt.Errorf("start agent endpoint: %w", err)
	}
	u, err := endpointURL(a.URL, binding)
	if err != nil {
		return "", fmt.Errorf("start agent endpoint: %w", err)
	}
	where := placement{}
	if !generated {
		if where, err = s.place(u, binding); err != nil {
			return "", fmt.Errorf("start agent endpoint: %w", err)
		}
	}
	url := canonicalURL(u)
	if err := s.checkPool(url, "", endpoints.TypeAgent, a.PoolingEnabled); err != nil {
		return "", fmt.Errorf("start agent endpoint: %w", err)
	}
	now := s.Now()
	ep := &endpoints.Endpoint{
		ID: s.NewID(endpointPrefix), CreatedAt: now, UpdatedAt: now, Type: endpoints.TypeAgent, Region: sess.Region,
		Description: a.Description, Metadata: a.Metadata, TrafficPolicy: a.TrafficPolicy,
		Bindings: []endpoints.Binding{endpoints.Binding(binding)}, PoolingEnabled: a.PoolingEnabled,
		UpstreamURL: a.UpstreamURL, UpstreamProtocol: a.UpstreamProtocol,
		TunnelSession: &ingress.Ref{ID: sess.ID, URI: sess.URI}, Principal: s.credentialOwner(sess.Credential),
	}
	ep.URI = s.URI(endpoints.Path, ep.ID)
	setURL(ep, u, where)
	s.endpointTable().Put(ep.ID, ep)
	s.emit("endpoint", "created", ep)
	return ep.ID, nil
}

// StopAgentEndpoint simulates an agent stopping the agent endpoint id.
func (s *Server) StopAgentEndpoint(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	ep, ok := s.endpointTable().Get(id)
	if !ok || ep.Type != endpoints.TypeAgent {
		return fmt.Errorf("stop agent endpoint: no agent endpoint %q", id)
	}
	s.endpointTable().Delete(id)
	s.emit("endpoint", "deleted", ep)
	return nil
}

// endAgentEndpoints removes the agent endpoints of a session that ended.
// The caller holds the lock.
func (s *Server) endAgentEndpoints(sessionID string) {
	var gone []*endpoints.Endpoint
	s.endpointTable().All(func(_ string, ep *endpoints.Endpoint) bool {
		if ep.TunnelSession != nil && ep.TunnelSession.ID == sessionID {
			gone = append(gone, ep)
		}
		return true
	})
	for _, ep := range gone {
		s.endpointTable().Delete(ep.ID)
		s.emit("endpoint", "deleted", ep)
	}
}

// credentialOwner returns a reference to the owner of the credential
// that cred names, or nil when it is gone. The caller holds the lock.
func (s *Server) credentialOwner(cred *ingress.Ref) *ingress.Ref {
	if cred == nil {
		return nil
	}
	owner := ""
	if c, ok := TableOf[credentials.Tunnel](s, "cr").Get(cred.ID); ok {
		owner = c.OwnerID
	} else if c, ok := TableOf[credentials.SSH](s, "sshcr").Get(cred.ID); ok {
		owner = c.OwnerID
	}
	if owner == "" {
		return nil
	}
	return &ingress.Ref{ID: owner, URI: s.URI(usersPath, owner)}
}
