// Package sessions reads the online tunnel sessions of an account and sends
// commands to the agents that started them: restart, stop and update,
// with UpdateAndRestart to update an agent and bring it up on the new code.
package sessions

import (
	"context"
	"net/http"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Transport is the protocol an agent used to start a tunnel session.
type Transport string

// The transports of tunnel sessions.
const (
	// TransportNgrokV2 is the agent protocol, used with a tunnel
	// credential's token.
	TransportNgrokV2 Transport = "ngrok/v2"
	// TransportSSH is the SSH gateway, used with an SSH credential.
	TransportSSH Transport = "ssh"
)

// TunnelSession is an online tunnel session: an agent connected to the
// service.
type TunnelSession struct {
	// ID identifies the session; it starts with "ts_".
	ID string `json:"id"`
	// URI is the session's absolute URI.
	URI string `json:"uri"`
	// AgentVersion is the version of the agent that started the session.
	AgentVersion string `json:"agent_version"`
	// Credential is the tunnel credential or SSH credential the agent
	// authenticated with.
	Credential *ingress.Ref `json:"credential"`
	// IP is the source IP address of the session.
	IP string `json:"ip"`
	// Metadata is user-defined data from the agent's configuration file.
	Metadata string `json:"metadata"`
	// OS is the operating system of the agent's host, like "linux".
	OS string `json:"os"`
	// Region is the region in which the session started, like "us".
	Region string `json:"region"`
	// StartedAt is when the session first connected.
	StartedAt time.Time `json:"started_at"`
	// Transport is the protocol the session uses.
	Transport Transport `json:"transport"`
}

// Client reads tunnel sessions and sends commands to their agents.
type Client struct {
	client   *ingress.Client
	sessions rest.Collection[TunnelSession, struct{}, struct{}]
	wait     func(ctx context.Context, d time.Duration) error
}

// Option configures a Client.
type Option func(*Client)

// WithWait replaces how UpdateAndRestart waits: wait must return after d,
// or earlier with the context's error when ctx ends. Tests use it to run
// UpdateAndRestart on a fake clock. A nil wait keeps the default, which
// sleeps.
func WithWait(wait func(ctx context.Context, d time.Duration) error) Option {
	return func(c *Client) {
		if wait != nil {
			c.wait = wait
		}
	}
}

// NewClient returns a client of tunnel sessions that calls the API
// through c.
func NewClient(c *ingress.Client, opts ...Option) *Client {
	sc := &Client{
		client:   c,
		sessions: rest.NewCollection[TunnelSession, struct{}, struct{}](c, wire.TunnelSessions),
		wait:     sleep,
	}
	for _, opt := range opts {
		if opt != nil {
			opt(sc)
		}
	}
	return sc
}

// Get returns the online tunnel session with the given ID.
//
// GET /tunnel_sessions/{id}
func (c *Client) Get(ctx context.Context, id string) (*TunnelSession, error) {
	return c.sessions.Get(ctx, id)
}

// List returns a lazy iterator over the account's online tunnel sessions,
// newest first.
//
// GET /tunnel_sessions
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*TunnelSession] {
	return c.sessions.List(ctx, params)
}

// Restart tells the agent of the session to restart itself. The agent
// reconnects under a new session ID, and the session id ends. Agents on
// Windows cannot restart: the API refuses the command.
//
// POST /tunnel_sessions/{id}/restart
func (c *Client) Restart(ctx context.Context, id string) error {
	return c.command(ctx, wire.TunnelSessionRestart, id)
}

// Stop tells the agent of the session to exit; the session ends.
//
// POST /tunnel_sessions/{id}/stop
func (c *Client) Stop(ctx context.Context, id string) error {
	return c.command(ctx, wire.TunnelSessionStop, id)
}

// Update tells the agent of the session to update itself to the latest
// version of its current major version. The API refuses it when no update
// is available, when the agent disabled update checks, while the agent is
// updating, and when it has updated but not restarted. The agent runs the
// new code only after a restart, at least UpdateWait later: see
// UpdateAndRestart. Updating can break an integration.
//
// Update is a command to the agent, not a change to the session: unlike
// the Update of every other client it takes no parameters (the API
// defines none) and returns no resource.
//
// POST /tunnel_sessions/{id}/update
func (c *Client) Update(ctx context.Context, id string) error {
	return c.command(ctx, wire.TunnelSessionUpdate, id)
}

// command posts an agent command to the session id.
func (c *Client) command(ctx context.Context, pattern, id string) error {
	p, err := rest.Expand(pattern, id)
	if err != nil {
		return err
	}
	return c.client.Do(ctx, http.MethodPost, p, struct{}{}, nil)
}

// sleep waits for d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
