package ingresstest

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/sessions"
)

// AgentUpdateDuration is how long, on the server's clock (see WithClock),
// an agent takes to update after the update command. A restart after that
// brings the agent back on the new version; a restart before it abandons
// the update.
const AgentUpdateDuration = 10 * time.Second

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
	AgentIdle AgentUpdateState = "idle"
	// AgentUpdating: the agent received the update command less than
	// AgentUpdateDuration ago; another update fails with
	// CodeAlreadyUpdating.
	AgentUpdating AgentUpdateState = "updating"
	// AgentUpdated: the agent has updated and runs the new version after
	// a restart; another update fails with CodeUpdatedNotRestarted.
	AgentUpdated AgentUpdateState = "updated"
)

// agentUpdateState returns the update state of the agent a at now:
// updating turns into updated AgentUpdateDuration after the update
// started.
func agentUpdateState(a *store.AgentRecord, now time.Time) AgentUpdateState {
	if AgentUpdateState(a.Update) == AgentUpdating && !now.Before(a.UpdateStarted.Add(AgentUpdateDuration)) {
		return AgentUpdated
	}
	return AgentUpdateState(a.Update)
}

// StartTunnelSession simulates an agent connecting with an existing
// credential: it starts an online tunnel session and returns its ID.
// Commands sent to the session act on the simulated agent: stop ends the
// session, restart starts a new one for the same agent (on the new version
// after a completed update), update starts an update.
func (s *Server) StartTunnelSession(a Agent) (sessionID string, err error) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	if _, err := s.engine.ExistingRef("credential_id", a.CredentialID, "cr", "sshcr"); err != nil {
		return "", fmt.Errorf("start tunnel session: %w", err)
	}
	api.SetDefault(&a.OS, "linux")
	api.SetDefault(&a.Version, "3.0.0")
	api.SetDefault(&a.Region, "us")
	api.SetDefault(&a.IP, "192.0.2.1")
	return s.startSession(a), nil
}

// startSession stores a new online session of a and its agent record,
// and returns the session's ID. The caller holds the lock.
func (s *Server) startSession(a Agent) string {
	transport := sessions.TransportNgrokV2
	if strings.HasPrefix(a.CredentialID, "sshcr_") {
		transport = sessions.TransportSSH
	}
	id := s.engine.NewID(wire.TunnelSessions.Prefix)
	s.engine.Records.TunnelSessions.Put(id, &sessions.TunnelSession{
		ID: id, URI: s.engine.URI(wire.TunnelSessions.Path, id), StartedAt: s.engine.Now(), Transport: transport,
		Credential:   s.engine.RefTo(a.CredentialID),
		AgentVersion: a.Version, OS: a.OS, Region: a.Region, IP: a.IP, Metadata: a.Metadata,
	})
	s.engine.Records.Agents.Put(id, &store.AgentRecord{Agent: store.Agent(a), Online: true, Update: string(AgentIdle)})
	return id
}

// endSession takes the session offline, keeping its agent's record. The
// caller holds the lock.
func (s *Server) endSession(id string, a store.AgentRecord) {
	a.Online = false
	s.engine.Records.Agents.Put(id, &a)
	s.engine.Records.TunnelSessions.Delete(id)
	s.endAgentEndpoints(id)
	s.endTunnels(ofSession(id))
}

// AgentCommands returns the commands ("restart", "stop", "update") that
// the agent of the session received, in order, also after the session
// ended. Refused commands are not among them. It is nil for an unknown
// session.
func (s *Server) AgentCommands(sessionID string) []string {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	a, ok := s.engine.Records.Agents.Get(sessionID)
	if !ok {
		return nil
	}
	return slices.Clone(a.Commands)
}

// AgentUpdateState returns the update state of the agent of an online
// session.
func (s *Server) AgentUpdateState(sessionID string) (AgentUpdateState, error) {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	a, err := s.onlineAgent(sessionID)
	if err != nil {
		return "", err
	}
	return agentUpdateState(a, s.engine.Now()), nil
}

// SetAgentUpdateState puts the agent of an online session in the given
// update state, as if it had got there by itself; AgentUpdating starts a
// new AgentUpdateDuration. A state other than AgentIdle needs an
// available update (Agent.UpdateVersion).
func (s *Server) SetAgentUpdateState(sessionID string, state AgentUpdateState) error {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	a, err := s.onlineAgent(sessionID)
	if err != nil {
		return err
	}
	switch state {
	case AgentIdle, AgentUpdating, AgentUpdated:
	default:
		return fmt.Errorf("set agent update state: unknown state %q", state)
	}
	if state != AgentIdle && a.Agent.UpdateVersion == "" {
		return fmt.Errorf("set agent update state: the agent of %q has no update available", sessionID)
	}
	next := *a
	next.Update, next.UpdateStarted = string(state), s.engine.Now()
	s.engine.Records.Agents.Put(sessionID, &next)
	return nil
}

// onlineAgent returns the agent record of an online session. The caller
// holds the lock.
func (s *Server) onlineAgent(sessionID string) (*store.AgentRecord, error) {
	a, ok := s.engine.Records.Agents.Get(sessionID)
	if !ok || !a.Online {
		return nil, fmt.Errorf("no online tunnel session %q", sessionID)
	}
	return a, nil
}
