package agents

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

// AgentUpdateDuration is how long, on the engine's clock, an agent takes
// to update after the update command: ingresstest's AgentUpdateDuration.
// A restart after that brings the agent back on the new version; a
// restart before it abandons the update.
const AgentUpdateDuration = 10 * time.Second

// AgentUpdateState is where a simulated agent is in an update: the twin
// of ingresstest.AgentUpdateState, whose constants are these.
type AgentUpdateState string

// The update states of a simulated agent.
const (
	// AgentIdle: no update in progress.
	AgentIdle AgentUpdateState = "idle"
	// AgentUpdating: the agent received the update command less than
	// AgentUpdateDuration ago; another update fails with
	// api.CodeAlreadyUpdating.
	AgentUpdating AgentUpdateState = "updating"
	// AgentUpdated: the agent has updated and runs the new version after
	// a restart; another update fails with api.CodeUpdatedNotRestarted.
	AgentUpdated AgentUpdateState = "updated"
)

// StartTunnelSession is ingresstest's Server.StartTunnelSession on the
// engine e: it starts an online tunnel session of the agent a and
// returns its ID.
func StartTunnelSession(e *api.Engine, a store.Agent) (sessionID string, err error) {
	return (&account{engine: e}).startTunnelSession(a)
}

// AgentCommands is ingresstest's Server.AgentCommands on the engine e:
// the commands that the agent of the session received, in order.
func AgentCommands(e *api.Engine, sessionID string) []string {
	return (&account{engine: e}).agentCommands(sessionID)
}

// AgentUpdateStateOf is ingresstest's Server.AgentUpdateState on the
// engine e: the update state of the agent of an online session.
func AgentUpdateStateOf(e *api.Engine, sessionID string) (AgentUpdateState, error) {
	return (&account{engine: e}).agentUpdateStateOf(sessionID)
}

// SetAgentUpdateState is ingresstest's Server.SetAgentUpdateState on the
// engine e: it puts the agent of an online session in the given update
// state.
func SetAgentUpdateState(e *api.Engine, sessionID string, state AgentUpdateState) error {
	return (&account{engine: e}).setAgentUpdateState(sessionID, state)
}

// agentUpdateState returns the update state of the agent a at now:
// updating turns into updated AgentUpdateDuration after the update
// started.
func agentUpdateState(a *store.AgentRecord, now time.Time) AgentUpdateState {
	if AgentUpdateState(a.Update) == AgentUpdating && !now.Before(a.UpdateStarted.Add(AgentUpdateDuration)) {
		return AgentUpdated
	}
	return AgentUpdateState(a.Update)
}

// startTunnelSession simulates an agent connecting with an existing
// credential: it starts an online tunnel session and returns its ID.
// Commands sent to the session act on the simulated agent: stop ends the
// session, restart starts a new one for the same agent (on the new version
// after a completed update), update starts an update.
func (s *account) startTunnelSession(a store.Agent) (sessionID string, err error) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	if _, err := s.engine.ExistingRef(api.CodeMissingRef, "credential_id", a.CredentialID, "cr", "sshcr"); err != nil {
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
func (s *account) startSession(a store.Agent) string {
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
	s.engine.Records.Agents.Put(id, &store.AgentRecord{Agent: a, Online: true, Update: string(AgentIdle)})
	return id
}

// endSession takes the session offline, keeping its agent's record. The
// caller holds the lock.
func (s *account) endSession(id string, a store.AgentRecord) {
	a.Online = false
	s.engine.Records.Agents.Put(id, &a)
	s.engine.Records.TunnelSessions.Delete(id)
	s.endAgentEndpoints(id)
	s.endTunnels(ofSession(id))
}

// agentCommands returns the commands ("restart", "stop", "update") that
// the agent of the session received, in order, also after the session
// ended. Refused commands are not among them. It is nil for an unknown
// session.
func (s *account) agentCommands(sessionID string) []string {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	a, ok := s.engine.Records.Agents.Get(sessionID)
	if !ok {
		return nil
	}
	return slices.Clone(a.Commands)
}

// agentUpdateStateOf returns the update state of the agent of an online
// session.
func (s *account) agentUpdateStateOf(sessionID string) (AgentUpdateState, error) {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	a, err := s.onlineAgent(sessionID)
	if err != nil {
		return "", err
	}
	return agentUpdateState(a, s.engine.Now()), nil
}

// setAgentUpdateState puts the agent of an online session in the given
// update state, as if it had got there by itself; AgentUpdating starts a
// new AgentUpdateDuration. A state other than AgentIdle needs an
// available update (Agent.UpdateVersion).
func (s *account) setAgentUpdateState(sessionID string, state AgentUpdateState) error {
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
func (s *account) onlineAgent(sessionID string) (*store.AgentRecord, error) {
	a, ok := s.engine.Records.Agents.Get(sessionID)
	if !ok || !a.Online {
		return nil, fmt.Errorf("no online tunnel session %q", sessionID)
	}
	return a, nil
}
