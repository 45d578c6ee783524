package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/ingresskit/ingress/ingresstest"
)

// parseClock returns the clock of the -clock and -clock-step flags (see
// ingresstest.NewSteppingClock), or nil for the wall clock when start is
// empty.
func parseClock(start string, step time.Duration) (*ingresstest.Clock, error) {
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
	return ingresstest.NewSteppingClock(t, step), nil
}
