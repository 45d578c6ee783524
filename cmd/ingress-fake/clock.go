package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/ingresskit/ingress/ingresstest"
)

// parseClock returns the clock of the -clock and -clock-step flags (see
// ingresstest.NewSteppingClock), or nil for the wall clock when start is
// empty. The start must be within ingresstest.ClockMin and ClockMax; a
// stepping clock stops at ClockMax.
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
	if t.Before(ingresstest.ClockMin) || t.After(ingresstest.ClockMax) {
		return nil, fmt.Errorf("-clock %s is not between %s and %s, the times that the IDs and the certificates made from the clock can hold", start, ingresstest.ClockMin.Format(time.RFC3339), ingresstest.ClockMax.Format(time.RFC3339))
	}
	if step < 0 {
		return nil, fmt.Errorf("-clock-step must not be negative, got %s", step)
	}
	return ingresstest.NewSteppingClock(t, step), nil
}
