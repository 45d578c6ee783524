package agents

import (
	"net/http"
	"slices"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/sessions"
)

func registerSessions(s *account) {
	api.ServeReadOnly(s.engine, s.engine.Records.TunnelSessions, wire.TunnelSessions)
	s.engine.Endpoint("POST "+wire.TunnelSessionRestart, s.agentCommand("restart", (*account).restartAgent))
	s.engine.Endpoint("POST "+wire.TunnelSessionStop, s.agentCommand("stop", (*account).stopAgent))
	s.engine.Endpoint("POST "+wire.TunnelSessionUpdate, s.agentCommand("update", (*account).updateAgent))
}

// agentCommand serves one command: it finds the online session and runs
// do with the lock held. do gets a copy of the agent's record with the
// command added and stores it only if it accepts the command, so that an
// agent's record lists the commands it received, not the refused ones.
func (s *account) agentCommand(name string, do func(s *account, ts *sessions.TunnelSession, a store.AgentRecord) error) func(*http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		if err := api.Decode(r, s.engine.Config.MaxBodySize, &struct{}{}); err != nil {
			return 0, nil, err
		}
		return api.OnItem(s.engine, r, s.engine.Records.TunnelSessions, wire.TunnelSessions.Kind, true, func(id string, ts *sessions.TunnelSession) (int, any, error) {
			cur, _ := s.engine.Records.Agents.Get(id)
			a := *cur
			a.Commands = append(slices.Clip(cur.Commands), name)
			if err := do(s, ts, a); err != nil {
				return 0, nil, err
			}
			return http.StatusNoContent, nil, nil
		})
	}
}

// restartAgent ends the session and starts the agent's next one, on the
// updated version if the update completed. An update still in progress is
// abandoned: the agent comes back on its old version.
func (s *account) restartAgent(ts *sessions.TunnelSession, a store.AgentRecord) error {
	if strings.EqualFold(a.Agent.OS, "windows") {
		return api.Errorf(http.StatusConflict, api.CodeRestartUnsupported, "tunnel session %q: this agent does not support remote restarting: an agent on Windows cannot restart itself", ts.ID)
	}
	next := a.Agent
	if agentUpdateState(&a, s.engine.Now()) == AgentUpdated {
		next.Version, next.UpdateVersion = a.Agent.UpdateVersion, ""
	}
	s.endSession(ts.ID, a)
	s.startSession(next)
	return nil
}

// stopAgent ends the session: the agent exits.
func (s *account) stopAgent(ts *sessions.TunnelSession, a store.AgentRecord) error {
	s.endSession(ts.ID, a)
	return nil
}

// updateAgent starts the agent's update, or refuses it.
func (s *account) updateAgent(ts *sessions.TunnelSession, a store.AgentRecord) error {
	switch {
	case a.Agent.UpdatesDisabled:
		return api.Errorf(http.StatusConflict, api.CodeUpdatesDisabled, "tunnel session %q: the agent's configuration disabled update checks", ts.ID)
	case agentUpdateState(&a, s.engine.Now()) == AgentUpdating:
		return api.Errorf(http.StatusConflict, api.CodeAlreadyUpdating, "tunnel session %q: the agent is already updating", ts.ID)
	case agentUpdateState(&a, s.engine.Now()) == AgentUpdated:
		return api.Errorf(http.StatusConflict, api.CodeUpdatedNotRestarted, "tunnel session %q: the agent has updated to %s and must restart", ts.ID, a.Agent.UpdateVersion)
	case a.Agent.UpdateVersion == "":
		return api.Errorf(http.StatusConflict, api.CodeNoUpdateAvailable, "tunnel session %q: no update is available for agent version %s", ts.ID, a.Agent.Version)
	}
	a.Update, a.UpdateStarted = string(AgentUpdating), s.engine.Now()
	s.engine.Records.Agents.Put(ts.ID, &a)
	return nil
}
