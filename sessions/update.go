package sessions

import (
	"context"
	"fmt"
	"time"
)

// Timing of UpdateAndRestart.
const (
	// UpdateWait is how long UpdateAndRestart waits between the update
	// and the restart command: the API asks for at least 10 seconds, so
	// that the update completes before the agent restarts.
	UpdateWait = 10 * time.Second
	// ReconnectPoll is how often UpdateAndRestart looks for the restarted
	// agent's new session, and ReconnectTimeout how long it looks.
	ReconnectPoll    = time.Second
	ReconnectTimeout = 30 * time.Second
)

// UpdateAndRestart updates the agent of the session, waits UpdateWait,
// restarts it and returns the session the agent reconnected with, which
// has a new ID. It honours ctx throughout: an ended context stops the wait
// and returns the context's error, and a restart is then never sent.
//
// The new session is found by listing the sessions: it is one that was
// not online just before the restart and uses the same credential. Among
// several, one with the same OS, region, IP and metadata as the old
// session is preferred, then the one that started last. If none appears
// within ReconnectTimeout, UpdateAndRestart returns an error.
func (c *Client) UpdateAndRestart(ctx context.Context, id string) (*TunnelSession, error) {
	old, err := c.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("update and restart %s: %w", id, err)
	}
	if err := c.Update(ctx, id); err != nil {
		return nil, fmt.Errorf("update and restart %s: update: %w", id, err)
	}
	if err := c.wait(ctx, UpdateWait); err != nil {
		return nil, fmt.Errorf("update and restart %s: waiting for the update: %w", id, err)
	}
	before, err := c.onlineIDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("update and restart %s: listing sessions: %w", id, err)
	}
	if err := c.Restart(ctx, id); err != nil {
		return nil, fmt.Errorf("update and restart %s: restart: %w", id, err)
	}
	for waited := time.Duration(0); ; waited += ReconnectPoll {
		found, err := c.reconnected(ctx, old, before)
		if err != nil {
			return nil, fmt.Errorf("update and restart %s: finding the new session: %w", id, err)
		}
		if found != nil {
			return found, nil
		}
		if waited >= ReconnectTimeout {
			return nil, fmt.Errorf("update and restart %s: the agent did not reconnect within %s", id, ReconnectTimeout)
		}
		if err := c.wait(ctx, ReconnectPoll); err != nil {
			return nil, fmt.Errorf("update and restart %s: waiting for the agent to reconnect: %w", id, err)
		}
	}
}

// onlineIDs returns the IDs of every online session.
func (c *Client) onlineIDs(ctx context.Context) (map[string]bool, error) {
	ids := make(map[string]bool)
	for s, err := range c.List(ctx, nil).All() {
		if err != nil {
			return nil, err
		}
		ids[s.ID] = true
	}
	return ids, nil
}

// reconnected returns the session that the agent of old started after
// the restart, or nil if there is none yet; before holds the sessions
// online just before the restart.
func (c *Client) reconnected(ctx context.Context, old *TunnelSession, before map[string]bool) (*TunnelSession, error) {
	var best *TunnelSession
	for s, err := range c.List(ctx, nil).All() {
		if err != nil {
			return nil, err
		}
		if before[s.ID] || credentialID(s) != credentialID(old) {
			continue
		}
		if best == nil || better(s, best, old) {
			best = s
		}
	}
	return best, nil
}

// better reports whether candidate a is a likelier new session of old's
// agent than b.
func better(a, b, old *TunnelSession) bool {
	if ma, mb := sameAgent(a, old), sameAgent(b, old); ma != mb {
		return ma
	}
	return a.StartedAt.After(b.StartedAt)
}

func sameAgent(s, old *TunnelSession) bool {
	return s.OS == old.OS && s.Region == old.Region && s.IP == old.IP && s.Metadata == old.Metadata
}

func credentialID(s *TunnelSession) string {
	if s.Credential == nil {
		return ""
	}
	return s.Credential.ID
}
