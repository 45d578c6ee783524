package ingresstest

import (
	"sync"
	"time"
)

// Clock is a manual clock for a Server: it reads the same time until a test
// moves it with Advance or Set, so that tests of expiry, renewal and waits
// need no sleeps. Give its Now method to WithClock:
//
//	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
//	srv := ingresstest.NewServer(ingresstest.WithClock(clk.Now))
//	defer srv.Close()
//	clk.Advance(time.Hour) // the server now reads 09:00
//
// A Clock is safe for concurrent use.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock that reads start until it is moved.
func NewClock(start time.Time) *Clock {
	return &Clock{now: start}
}

// Now returns the clock's time. Pass it to WithClock as clk.Now.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d, or back when d is negative.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}
