package main

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ingresskit/ingress/ingresstest"
)

// steppingClock reads start, then start+step, start+2*step and so on, one
// step per reading; with a zero step it always reads start. Together with
// -seed it makes runs repeatable: the same requests get the same IDs,
// tokens and timestamps.
type steppingClock struct {
	mu   sync.Mutex
	next time.Time
	step time.Duration
}

// Now returns the clock's time and moves it on by one step.
func (c *steppingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.next
	c.next = c.next.Add(c.step)
	return now
}

// parseClock returns the clock of the -clock and -clock-step flags, or nil
// for the wall clock when start is empty.
func parseClock(start string, step time.Duration) (*steppingClock, error) {
	if start == "" {
		if step != 0 {
			return nil, errors.New("-clock-step needs -clock, the time to start from")
		}
		return nil, nil
	}
	t, err := time.Parse(time.RFC3339, start)
	if err != nil {
		return nil, fmt.Errorf("-clock must be an RFC 3339 time like 2026-01-02T03:04:05Z: %w", err)
	}
	if t.Before(ingresstest.IDEpoch) {
		return nil, fmt.Errorf("-clock %s is before %s, the first time that IDs can hold", start, ingresstest.IDEpoch.Format(time.RFC3339))
	}
	if step < 0 {
		return nil, fmt.Errorf("-clock-step must not be negative, got %s", step)
	}
	return &steppingClock{next: t, step: step}, nil
}
