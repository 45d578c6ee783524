package store

import (
	"crypto"
	"encoding/json"
	"time"
)

// User is a user or bot of the account.
type User struct {
	// ID identifies the user; it starts with "usr_".
	ID string
	// Admin users may name other users as owners of keys and credentials.
	Admin bool
}

// Agent is a simulated agent as the store keeps it: the twin of
// ingresstest.Agent, field for field, so that each converts to the other.
type Agent struct {
	CredentialID    string
	OS              string
	Version         string
	Region          string
	Metadata        string
	IP              string
	UpdateVersion   string
	UpdatesDisabled bool
}

// AgentRecord is the simulation's state of the agent of one session, as
// a snapshot writes it.
type AgentRecord struct {
	Agent  Agent `json:"agent"`
	Online bool  `json:"online"`
	// Commands are the names of the commands the agent received, oldest
	// first.
	Commands []string `json:"commands"`
	// Update is the update state (ingresstest.AgentUpdateState) set by
	// the last command or hook, at UpdateStarted.
	Update        string    `json:"update"`
	UpdateStarted time.Time `json:"update_started"`
}

// DeliveredEvent is an event delivered to a destination: the twin of
// ingresstest.DeliveredEvent, field for field, so that each converts to
// the other.
type DeliveredEvent struct {
	EventID        string          `json:"event_id"`
	EventType      string          `json:"event_type"`
	EventTimestamp time.Time       `json:"event_timestamp"`
	SubscriptionID string          `json:"subscription_id"`
	Object         json.RawMessage `json:"object"`
}

// DeliveryLog is what one destination received, in order.
type DeliveryLog struct {
	Deliveries []DeliveredEvent
}

// MarshalJSON writes the events delivered to a destination, oldest
// first.
func (l DeliveryLog) MarshalJSON() ([]byte, error) {
	return json.Marshal(l.Deliveries)
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (l *DeliveryLog) UnmarshalJSON(b []byte) error {
	return json.Unmarshal(b, &l.Deliveries)
}

// SSHCAKeys holds the private keys of SSH certificate authorities by
// authority ID, apart from the records, so that no response can carry
// one, and so that a snapshot can hold them.
type SSHCAKeys map[string]crypto.Signer

// Provisioning are the settings of an account's simulated certificate
// provisioning.
type Provisioning struct {
	// Auto is set when jobs complete on their own, Delay after they start
	// (or after their retry time, for a temporary failure).
	Auto  bool
	Delay time.Duration
	// Zone is the account's DNS zone for generated names.
	Zone string
	// Keys holds the keys that managed certificates are made with.
	Keys *ManagedKeys
}

// AbuseReview is the state of the simulated review of abuse reports.
type AbuseReview struct {
	// Delay is how long after its creation a report is reviewed.
	Delay time.Duration
	// Queue holds the IDs of the reports under review, oldest first.
	Queue []string
}
