package agents

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// AgentEndpoint describes an endpoint that a simulated agent serves: the
// twin of ingresstest.AgentEndpoint, field for field, so that each
// converts to the other. Its fields mean what that type's say.
type AgentEndpoint struct {
	SessionID             string
	URL                   string
	Bindings              []string
	PoolingEnabled        bool
	UpstreamURL           string
	UpstreamProtocol      string
	TrafficPolicy         string
	Description, Metadata string
}

// StartAgentEndpoint is ingresstest's Server.StartAgentEndpoint on the
// engine eng: it starts the agent endpoint e and returns its ID.
func StartAgentEndpoint(eng *api.Engine, e AgentEndpoint) (endpointID string, err error) {
	return (&account{engine: eng}).startAgentEndpoint(e)
}

// StopAgentEndpoint is ingresstest's Server.StopAgentEndpoint on the
// engine e: it stops the agent endpoint with the given ID.
func StopAgentEndpoint(e *api.Engine, endpointID string) error {
	return (&account{engine: e}).stopAgentEndpoint(endpointID)
}

// startAgentEndpoint simulates the agent of an online tunnel session
// starting an endpoint, and returns its ID. The endpoint lists with the
// cloud endpoints, with type "agent", its session and the owner of the
// session's credential as principal. It is refused, with the error that
// the API gives a cloud endpoint, when its URL breaks a rule, needs a
// reservation the account lacks, or is taken without pooling on both
// sides. It goes when StopAgentEndpoint stops it or its session ends; the
// API cannot change or delete it.
func (s *account) startAgentEndpoint(e AgentEndpoint) (endpointID string, err error) {
	if err := checkAgentEndpoint(e); err != nil {
		return "", fmt.Errorf("start agent endpoint: %w", err)
	}
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	ep, err := s.agentEndpoint(e)
	if err != nil {
		return "", fmt.Errorf("start agent endpoint: %w", err)
	}
	s.engine.Records.Endpoints.Put(ep.ID, ep)
	s.engine.Emit(wire.Endpoints.Kind, "created", ep)
	return ep.ID, nil
}

// checkAgentEndpoint checks, before the lock is taken, the rules of e
// that need no state: its traffic policy's may be costly to check.
func checkAgentEndpoint(e AgentEndpoint) error {
	var policy *string
	if e.TrafficPolicy != "" {
		policy = &e.TrafficPolicy
	}
	target := trafficpolicy.Endpoint{Scheme: "https"}
	if e.URL != "" {
		u, err := validate.ParseEndpointURL("url", e.URL)
		if err != nil {
			return err
		}
		target.Scheme = u.Scheme
	}
	return validate.First(
		agentBindings(e.Bindings),
		policyRule(policy, target),
		coded(api.CodeEndpointDescription, validate.Description(&e.Description)),
		validate.Metadata(&e.Metadata),
	)
}

// agentEndpoint returns the record of the endpoint that e, which
// checkAgentEndpoint has checked, starts. The caller holds the lock.
func (s *account) agentEndpoint(e AgentEndpoint) (*endpoints.Endpoint, error) {
	sess, ok := s.engine.Records.TunnelSessions.Get(e.SessionID)
	if !ok {
		return nil, fmt.Errorf("no online tunnel session %q", e.SessionID)
	}
	generated := e.URL == ""
	if generated {
		e.URL = "https://" + strings.ToLower(s.engine.Secret()[:12]) + ".ngrok-free.app"
	}
	api.SetDefault(&e.UpstreamURL, "http://localhost:80")
	api.SetDefault(&e.UpstreamProtocol, "http1")
	u, binding, err := endpointURL(e.URL, e.Bindings)
	if err != nil {
		return nil, err
	}
	ep := &endpoints.Endpoint{
		Type: endpoints.TypeAgent, Region: sess.Region,
		Description: e.Description, Metadata: e.Metadata, TrafficPolicy: e.TrafficPolicy,
		Bindings: []endpoints.Binding{endpoints.Binding(binding)}, PoolingEnabled: e.PoolingEnabled,
		UpstreamURL: e.UpstreamURL, UpstreamProtocol: e.UpstreamProtocol,
		TunnelSession: &ingress.Ref{ID: sess.ID, URI: sess.URI}, Principal: s.credentialOwner(sess.Credential),
	}
	if err := s.placeEndpoint(ep, u, binding, generated); err != nil {
		return nil, err
	}
	now, id := s.engine.Now(), s.engine.NewID(wire.Endpoints.Prefix)
	ep.ID, ep.URI, ep.CreatedAt, ep.UpdatedAt = id, s.engine.URI(wire.Endpoints.Path, id), now, now
	return ep, nil
}

// stopAgentEndpoint simulates an agent stopping the agent endpoint with
// the given ID.
func (s *account) stopAgentEndpoint(endpointID string) error {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	ep, ok := s.engine.Records.Endpoints.Get(endpointID)
	if !ok || ep.Type != endpoints.TypeAgent {
		return fmt.Errorf("stop agent endpoint: no agent endpoint %q", endpointID)
	}
	s.engine.Records.Endpoints.Delete(endpointID)
	s.engine.Emit(wire.Endpoints.Kind, "deleted", ep)
	s.endTunnels(ofEndpoint(endpointID))
	return nil
}

// endAgentEndpoints removes the agent endpoints of a session that ended.
// The caller holds the lock.
func (s *account) endAgentEndpoints(sessionID string) {
	api.DeleteWhere(s.engine, s.engine.Records.Endpoints, wire.Endpoints.Kind, func(ep *endpoints.Endpoint) bool {
		return ep.TunnelSession != nil && ep.TunnelSession.ID == sessionID
	})
}

// credentialOwner returns a reference to the owner of the credential
// that cred names, or nil when it is gone. The caller holds the lock.
func (s *account) credentialOwner(cred *ingress.Ref) *ingress.Ref {
	if cred == nil {
		return nil
	}
	owner := ""
	if c, ok := s.engine.Records.TunnelCredentials.Get(cred.ID); ok {
		owner = c.OwnerID
	} else if c, ok := s.engine.Records.SSHCredentials.Get(cred.ID); ok {
		owner = c.OwnerID
	}
	if owner == "" {
		return nil
	}
	return s.engine.UserRef(owner)
}

// agentBindings checks the bindings of an agent endpoint as
// validate.EndpointBindings does, an unknown one answered with
// api.CodeAgentBinding, the agent's code (errors/err_ngrok_15005), not
// with the cloud endpoint's validate.CodeEndpointBinding.
func agentBindings(bindings []string) error {
	err := validate.EndpointBindings("bindings", bindings)
	var withCode *validate.CodedError
	if errors.As(err, &withCode) && withCode.Code == validate.CodeEndpointBinding {
		return api.Errorf(http.StatusBadRequest, api.CodeAgentBinding, "%s: %s", withCode.Field, withCode.Rule)
	}
	return coded(api.CodeEndpointField, err)
}
