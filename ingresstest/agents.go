package ingresstest

import (
	"github.com/ingresskit/ingress/ingresstest/internal/families/agents"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// This file is the public face of the agents group
// (internal/families/agents): the simulated agents, their tunnel sessions,
// the endpoints and tunnels they start, and the hooks that drive them.

// AgentUpdateDuration is how long, on the server's clock (see WithClock),
// an agent takes to update after the update command. A restart after that
// brings the agent back on the new version; a restart before it abandons
// the update.
const AgentUpdateDuration = agents.AgentUpdateDuration

// Agent describes a simulated agent for StartTunnelSession.
type Agent struct {
	// CredentialID is the tunnel credential ("cr_") or SSH credential
	// ("sshcr_") the agent authenticates with; it must exist. The
	// session's transport follows it: "ngrok/v2" or "ssh".
	CredentialID string
	// OS is the operating system of the agent's host; "linux" when empty.
	// An agent whose OS is "windows" cannot restart.
	OS string
	// Version is the agent's version; "3.0.0" when empty.
	Version string
	// Region is where the session starts; "us" when empty.
	Region string
	// Metadata is the metadata of the agent's configuration file.
	Metadata string
	// IP is the session's source IP address; "192.0.2.1" when empty.
	IP string
	// UpdateVersion is the version the update command installs; empty
	// means that no update is available.
	UpdateVersion string
	// UpdatesDisabled means that the agent's configuration disabled
	// update checks, so that the update command fails.
	UpdatesDisabled bool
}

// AgentUpdateState is where a simulated agent is in an update.
type AgentUpdateState string

// The update states of a simulated agent.
const (
	// AgentIdle: no update in progress.
	AgentIdle = AgentUpdateState(agents.AgentIdle)
	// AgentUpdating: the agent received the update command less than
	// AgentUpdateDuration ago; another update fails with
	// CodeAlreadyUpdating.
	AgentUpdating = AgentUpdateState(agents.AgentUpdating)
	// AgentUpdated: the agent has updated and runs the new version after
	// a restart; another update fails with CodeUpdatedNotRestarted.
	AgentUpdated = AgentUpdateState(agents.AgentUpdated)
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

// TunnelSpec describes a tunnel that the agent of a tunnel session
// starts, for StartTunnel. The zero TunnelSpec is an https tunnel on a
// generated ngrok-free.app domain that forwards to http://localhost:80.
type TunnelSpec struct {
	// PublicURL is the tunnel's public URL, whose scheme (http, https,
	// tcp or tls) is the tunnel's proto. Empty means an https URL on a
	// generated ngrok-free.app domain, or none for a backend tunnel.
	PublicURL string
	// EndpointID names an agent endpoint of the same session (see
	// StartAgentEndpoint) that the tunnel serves: the tunnel takes the
	// endpoint's URL, so PublicURL must be empty.
	EndpointID string
	// Labels, when not empty, make a backend tunnel, which tunnel group
	// backends match by its labels: it has no public URL, proto or
	// endpoint.
	Labels map[string]string
	// ForwardsTo is where the agent forwards traffic;
	// "http://localhost:80" when empty.
	ForwardsTo string
	// Metadata is the tunnel's metadata in the agent's configuration.
	Metadata string
}

// StartTunnelSession simulates an agent connecting with an existing
// credential: it starts an online tunnel session and returns its ID.
// Commands sent to the session act on the simulated agent: stop ends the
// session, restart starts a new one for the same agent (on the new version
// after a completed update), update starts an update.
func (s *Server) StartTunnelSession(a Agent) (sessionID string, err error) {
	return agents.StartTunnelSession(s.engine, store.Agent(a))
}

// AgentCommands returns the commands ("restart", "stop", "update") that
// the agent of the session received, in order, also after the session
// ended. Refused commands are not among them. It is nil for an unknown
// session.
func (s *Server) AgentCommands(sessionID string) []string {
	return agents.AgentCommands(s.engine, sessionID)
}

// AgentUpdateState returns the update state of the agent of an online
// session.
func (s *Server) AgentUpdateState(sessionID string) (AgentUpdateState, error) {
	state, err := agents.AgentUpdateStateOf(s.engine, sessionID)
	return AgentUpdateState(state), err
}

// SetAgentUpdateState puts the agent of an online session in the given
// update state, as if it had got there by itself; AgentUpdating starts a
// new AgentUpdateDuration. A state other than AgentIdle needs an
// available update (Agent.UpdateVersion).
func (s *Server) SetAgentUpdateState(sessionID string, state AgentUpdateState) error {
	return agents.SetAgentUpdateState(s.engine, sessionID, agents.AgentUpdateState(state))
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
	return agents.StartAgentEndpoint(s.engine, agents.AgentEndpoint(e))
}

// StopAgentEndpoint simulates an agent stopping the agent endpoint with
// the given ID.
func (s *Server) StopAgentEndpoint(endpointID string) error {
	return agents.StopAgentEndpoint(s.engine, endpointID)
}

// StartTunnel simulates the agent of an online tunnel session starting a
// tunnel, and returns the tunnel's ID. The tunnel lists until StopTunnel
// stops it, the agent endpoint it serves stops, or its session ends (a
// stop or restart command, for instance). Its region is the session's.
// A public URL is not checked against the account's reservations, as an
// agent endpoint's is: give the tunnel an agent endpoint for that.
func (s *Server) StartTunnel(sessionID string, spec TunnelSpec) (tunnelID string, err error) {
	return agents.StartTunnel(s.engine, sessionID, agents.TunnelSpec(spec))
}

// StopTunnel simulates an agent stopping the tunnel with the given ID.
func (s *Server) StopTunnel(tunnelID string) error {
	return agents.StopTunnel(s.engine, tunnelID)
}
