package ingresstest

import (
	"github.com/ingresskit/ingress/internal/fake"
)

// Error codes with which the server refuses agent commands, all with
// status 409. Match them with ingress.IsErrorCode.
const (
	// CodeNoUpdateAvailable: update, but the agent runs the latest version
	// of its major version (Agent.UpdateVersion is empty).
	CodeNoUpdateAvailable = fake.CodeNoUpdateAvailable
	// CodeUpdatesDisabled: update, but the agent's configuration disabled
	// update checks (Agent.UpdatesDisabled).
	CodeUpdatesDisabled = fake.CodeUpdatesDisabled
	// CodeAlreadyUpdating: update while the agent is updating.
	CodeAlreadyUpdating = fake.CodeAlreadyUpdating
	// CodeUpdatedNotRestarted: update after the agent has updated but
	// before it restarted.
	CodeUpdatedNotRestarted = fake.CodeUpdatedNotRestarted
	// CodeRestartUnsupported: restart of an agent on Windows.
	CodeRestartUnsupported = fake.CodeRestartUnsupported
)

// AgentUpdateDuration is how long, on the server's clock (see WithClock),
// an agent takes to update after the update command. A restart after that
// brings the agent back on the new version; a restart before it abandons
// the update.
const AgentUpdateDuration = fake.AgentUpdateDuration

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

// StartTunnelSession simulates an agent connecting with an existing
// credential: it starts an online tunnel session and returns its ID.
// Commands sent to the session act on the simulated agent: stop ends the
// session, restart starts a new one for the same agent (on the new version
// after a completed update), update starts an update.
func (s *Server) StartTunnelSession(a Agent) (sessionID string, err error) {
	return s.fake.StartTunnelSession(fake.Agent{
		CredentialID: a.CredentialID, OS: a.OS, Version: a.Version, Region: a.Region,
		Metadata: a.Metadata, IP: a.IP, UpdateVersion: a.UpdateVersion, UpdatesDisabled: a.UpdatesDisabled,
	})
}

// AgentCommands returns the commands ("restart", "stop", "update") that
// the agent of the session received, in order, also after the session
// ended. Refused commands are not among them. It is nil for an unknown
// session.
func (s *Server) AgentCommands(sessionID string) []string { return s.fake.AgentCommands(sessionID) }

// AgentUpdateState is where a simulated agent is in an update.
type AgentUpdateState string

// The update states of a simulated agent.
const (
	// AgentIdle: no update in progress.
	AgentIdle = AgentUpdateState(fake.AgentIdle)
	// AgentUpdating: the agent received the update command less than
	// AgentUpdateDuration ago; another update fails with
	// CodeAlreadyUpdating.
	AgentUpdating = AgentUpdateState(fake.AgentUpdating)
	// AgentUpdated: the agent has updated and runs the new version after
	// a restart; another update fails with CodeUpdatedNotRestarted.
	AgentUpdated = AgentUpdateState(fake.AgentUpdated)
)

// AgentUpdateState returns the update state of the agent of an online
// session.
func (s *Server) AgentUpdateState(sessionID string) (AgentUpdateState, error) {
	st, err := s.fake.AgentUpdateState(sessionID)
	return AgentUpdateState(st), err
}

// SetAgentUpdateState puts the agent of an online session in the given
// update state, as if it had got there by itself; AgentUpdating starts a
// new AgentUpdateDuration. A state other than AgentIdle needs an
// available update (Agent.UpdateVersion).
func (s *Server) SetAgentUpdateState(sessionID string, state AgentUpdateState) error {
	return s.fake.SetAgentUpdateState(sessionID, fake.AgentUpdateState(state))
}
