package ingresstest

import (
	"encoding/json"
	"time"
)

// agentState is a simulated agent in a snapshot.
type agentState struct {
	Agent         Agent            `json:"agent"`
	Online        bool             `json:"online"`
	Commands      []string         `json:"commands"`
	Update        AgentUpdateState `json:"update"`
	UpdateStarted time.Time        `json:"update_started"`
}

// MarshalJSON writes the agent as a snapshot holds it.
func (a agentRecord) MarshalJSON() ([]byte, error) {
	return json.Marshal(agentState{Agent: a.agent, Online: a.online, Commands: a.commands, Update: a.update, UpdateStarted: a.updateStarted})
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (a *agentRecord) UnmarshalJSON(b []byte) error {
	var st agentState
	if err := json.Unmarshal(b, &st); err != nil {
		return err
	}
	*a = agentRecord{agent: st.Agent, online: st.Online, commands: st.Commands, update: st.Update, updateStarted: st.UpdateStarted}
	return nil
}

// MarshalJSON writes the events delivered to a destination, oldest
// first.
func (l deliveryLog) MarshalJSON() ([]byte, error) {
	return json.Marshal(l.deliveries)
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (l *deliveryLog) UnmarshalJSON(b []byte) error {
	return json.Unmarshal(b, &l.deliveries)
}
