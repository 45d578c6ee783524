package fake

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ingresskit/ingress/sessions"
)

// AgentUpdateDuration is how long, on the server's clock, an agent takes
// to update after the update command: the wait the API asks for before a
// restart.
const AgentUpdateDuration = 10 * time.Second

// Agent is a simulated agent that starts a tunnel session.
type Agent struct {
	// CredentialID is the tunnel credential ("cr_") or SSH credential
	// ("sshcr_") the agent authenticates with; it must exist.
	CredentialID string
	// OS, Version, Region, Metadata and IP are reported by the session;
	// empty ones default to "linux", "3.0.0", "us", "" and "192.0.2.1".
	OS, Version, Region, Metadata, IP string
	// UpdateVersion is the version an update command installs; empty
	// means that no update is available.
	UpdateVersion string
	// UpdatesDisabled means that the agent's configuration disabled
	// update checks: the update command fails.
	UpdatesDisabled bool
}

// AgentUpdateState is where an agent is in an update.
type AgentUpdateState string

// The update states of an agent.
const (
	// AgentIdle: no update in progress.
	AgentIdle AgentUpdateState = "idle"
	// AgentUpdating: the agent received the update command less than
	// AgentUpdateDuration ago.
	AgentUpdating AgentUpdateState = "updating"
	// AgentUpdated: the agent has updated and runs the new version after
	// a restart.
	AgentUpdated AgentUpdateState = "updated"
)

// agentRecord is the simulation's state of the agent of one session.
type agentRecord struct {
	agent    Agent
	online   bool
	commands []string
	// update is the state set by the last command or hook; updating turns
	// into updated AgentUpdateDuration after updateStarted.
	update        AgentUpdateState
	updateStarted time.Time
}

// updateState returns the agent's update state at now.
func (a *agentRecord) updateState(now time.Time) AgentUpdateState {
	if a.update == AgentUpdating && !now.Before(a.updateStarted.Add(AgentUpdateDuration)) {
		return AgentUpdated
	}
	return a.update
}

// StartTunnelSession simulates an agent connecting: it starts an online
// tunnel session for a and returns its ID. The transport follows the
// credential: "ngrok/v2" for a tunnel credential, "ssh" for an SSH one.
func (s *Server) StartTunnelSession(a Agent) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.Ref("credential_id", a.CredentialID, "cr", "sshcr"); err != nil {
		return "", fmt.Errorf("start tunnel session: %w", err)
	}
	setDefault(&a.OS, "linux")
	setDefault(&a.Version, "3.0.0")
	setDefault(&a.Region, "us")
	setDefault(&a.IP, "192.0.2.1")
	return s.startSession(a), nil
}

// startSession stores a new online session of a and its agent record,
// and returns the session's ID. The caller holds the lock.
func (s *Server) startSession(a Agent) string {
	transport := sessions.TransportNgrokV2
	if strings.HasPrefix(a.CredentialID, "sshcr_") {
		transport = sessions.TransportSSH
	}
	id := s.NewID(sessionPrefix)
	s.tunnelSessions().Put(id, &sessions.TunnelSession{
		ID: id, URI: s.URI(sessions.Path, id), StartedAt: s.Now(), Transport: transport,
		Credential:   s.refTo(a.CredentialID),
		AgentVersion: a.Version, OS: a.OS, Region: a.Region, IP: a.IP, Metadata: a.Metadata,
	})
	s.agents().Put(id, &agentRecord{agent: a, online: true, update: AgentIdle})
	return id
}

// endSession takes the session offline, keeping its agent's record. The
// caller holds the lock.
func (s *Server) endSession(id string, a agentRecord) {
	a.online = false
	s.agents().Put(id, &a)
	s.tunnelSessions().Delete(id)
	s.endAgentEndpoints(id)
}

// AgentCommands returns the commands ("restart", "stop", "update") that
// the agent of the session received, in order, even after the session
// ended; refused commands are not among them. It is nil for an unknown
// session.
func (s *Server) AgentCommands(sessionID string) []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	a, ok := s.agents().Get(sessionID)
	if !ok {
		return nil
	}
	return slices.Clone(a.commands)
}

// AgentUpdateState returns the update state of the agent of the online
// session.
func (s *Server) AgentUpdateState(sessionID string) (AgentUpdateState, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	a, err := s.onlineAgent(sessionID)
	if err != nil {
		return "", err
	}
	return a.updateState(s.Now()), nil
}

// SetAgentUpdateState puts the agent of the online session in the given
// update state, as if it had got there by itself: AgentUpdating starts a
// new AgentUpdateDuration. Moving to a state other than AgentIdle needs an
// available update (Agent.UpdateVersion).
func (s *Server) SetAgentUpdateState(sessionID string, state AgentUpdateState) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.onlineAgent(sessionID)
	if err != nil {
		return err
	}
	switch state {
	case AgentIdle, AgentUpdating, AgentUpdated:
	default:
		return fmt.Errorf("set agent update state: unknown state %q", state)
	}
	if state != AgentIdle && a.agent.UpdateVersion == "" {
		return fmt.Errorf("set agent update state: the agent of %q has no update available", sessionID)
	}
	next := *a
	next.update, next.updateStarted = state, s.Now()
	s.agents().Put(sessionID, &next)
	return nil
}

// onlineAgent returns the agent record of an online session. The caller
// holds the lock.
func (s *Server) onlineAgent(sessionID string) (*agentRecord, error) {
	a, ok := s.agents().Get(sessionID)
	if !ok || !a.online {
		return nil, fmt.Errorf("no online tunnel session %q", sessionID)
	}
	return a, nil
}

func setDefault(dst *string, def string) {
	if *dst == "" {
		*dst = def
	}
}
