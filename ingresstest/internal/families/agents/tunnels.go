package agents

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/tunnels"
)

// registerTunnels serves the list and get of tunnels. Agents start them:
// see StartTunnel.
func registerTunnels(s *account) {
	api.ServeReadOnly(s.engine, s.engine.Records.Tunnels, wire.Tunnels)
}

// TunnelSpec describes a tunnel that the agent of a tunnel session
// starts: the twin of ingresstest.TunnelSpec, field for field, so that
// each converts to the other. Its fields mean what that type's say.
type TunnelSpec struct {
	PublicURL  string
	EndpointID string
	Labels     map[string]string
	ForwardsTo string
	Metadata   string
}

// StartTunnel is ingresstest's Server.StartTunnel on the engine e: it
// starts the tunnel spec on the session sessionID and returns its ID.
func StartTunnel(e *api.Engine, sessionID string, spec TunnelSpec) (tunnelID string, err error) {
	return (&account{engine: e}).startTunnel(sessionID, spec)
}

// StopTunnel is ingresstest's Server.StopTunnel on the engine e: it
// stops the tunnel with the given ID.
func StopTunnel(e *api.Engine, tunnelID string) error {
	return (&account{engine: e}).stopTunnel(tunnelID)
}

// startTunnel simulates the agent of an online tunnel session starting a
// tunnel, and returns the tunnel's ID. The tunnel lists until StopTunnel
// stops it, the agent endpoint it serves stops, or its session ends (a
// stop or restart command, for instance). Its region is the session's.
// A public URL is not checked against the account's reservations, as an
// agent endpoint's is: give the tunnel an agent endpoint for that.
func (s *account) startTunnel(sessionID string, spec TunnelSpec) (tunnelID string, err error) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	t, err := s.tunnel(sessionID, spec)
	if err != nil {
		return "", fmt.Errorf("start tunnel: %w", err)
	}
	s.engine.Records.Tunnels.Put(t.ID, t)
	s.engine.LinkTunnelGroups()
	return t.ID, nil
}

// tunnel checks spec and returns the record of the tunnel it starts on
// the session sessionID. The caller holds the lock.
func (s *account) tunnel(sessionID string, spec TunnelSpec) (*tunnels.Tunnel, error) {
	sess, ok := s.engine.Records.TunnelSessions.Get(sessionID)
	if !ok {
		return nil, fmt.Errorf("no online tunnel session %q", sessionID)
	}
	api.SetDefault(&spec.ForwardsTo, "http://localhost:80")
	id := s.engine.NewID(wire.Tunnels.Prefix)
	t := &tunnels.Tunnel{
		ID: id, StartedAt: s.engine.Now(), Metadata: spec.Metadata, Region: sess.Region, ForwardsTo: spec.ForwardsTo,
		TunnelSession: &ingress.Ref{ID: sess.ID, URI: sess.URI},
		Labels:        map[string]string{}, Backends: []*ingress.Ref{},
	}
	switch {
	case len(spec.Labels) > 0:
		if spec.PublicURL != "" || spec.EndpointID != "" {
			return nil, fmt.Errorf("a backend tunnel (with labels) has neither a public URL nor an endpoint")
		}
		t.Labels = maps.Clone(spec.Labels)
		return t, nil
	case spec.EndpointID != "":
		if spec.PublicURL != "" {
			return nil, fmt.Errorf("a tunnel of an endpoint has the endpoint's URL: leave PublicURL empty")
		}
		ep, ok := s.engine.Records.Endpoints.Get(spec.EndpointID)
		if !ok || ep.Type != endpoints.TypeAgent || ep.TunnelSession == nil || ep.TunnelSession.ID != sessionID {
			return nil, fmt.Errorf("no agent endpoint %q of session %q", spec.EndpointID, sessionID)
		}
		t.Endpoint = &ingress.Ref{ID: ep.ID, URI: ep.URI}
		spec.PublicURL = ep.URL
	case spec.PublicURL == "":
		spec.PublicURL = "https://" + strings.ToLower(s.engine.Secret()[:12]) + ".ngrok-free.app"
	}
	proto, err := tunnelProto(spec.PublicURL)
	if err != nil {
		return nil, err
	}
	t.PublicURL, t.Proto = spec.PublicURL, proto
	return t, nil
}

// tunnelProto returns the proto of a tunnel's public URL.
func tunnelProto(publicURL string) (tunnels.Proto, error) {
	u, err := url.Parse(publicURL)
	protos := []tunnels.Proto{tunnels.ProtoHTTP, tunnels.ProtoHTTPS, tunnels.ProtoTCP, tunnels.ProtoTLS}
	if err != nil || u.Host == "" || !slices.Contains(protos, tunnels.Proto(u.Scheme)) {
		return "", fmt.Errorf("public URL %q must be an absolute http, https, tcp or tls URL", publicURL)
	}
	return tunnels.Proto(u.Scheme), nil
}

// stopTunnel simulates an agent stopping the tunnel with the given ID.
func (s *account) stopTunnel(tunnelID string) error {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	if !s.engine.Records.Tunnels.Delete(tunnelID) {
		return fmt.Errorf("stop tunnel: no online tunnel %q", tunnelID)
	}
	s.engine.LinkTunnelGroups()
	return nil
}

// endTunnels removes the tunnels that match reports true for: those of a
// session that ended, or of an agent endpoint that stopped. The caller
// holds the lock.
func (s *account) endTunnels(match func(*tunnels.Tunnel) bool) {
	if len(s.engine.Records.Tunnels.DeleteWhere(match)) > 0 {
		s.engine.LinkTunnelGroups()
	}
}

// ofSession matches the tunnels of the session sessionID.
func ofSession(sessionID string) func(*tunnels.Tunnel) bool {
	return func(t *tunnels.Tunnel) bool { return t.TunnelSession.ID == sessionID }
}

// ofEndpoint matches the tunnels of the endpoint endpointID.
func ofEndpoint(endpointID string) func(*tunnels.Tunnel) bool {
	return func(t *tunnels.Tunnel) bool { return t.Endpoint != nil && t.Endpoint.ID == endpointID }
}
