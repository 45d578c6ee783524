package ingresstest

import (
	"errors"
	"sync"
	"time"
)

// Clock is a manual clock for a Server: it reads the same time until a test
// moves it with Advance or Set, so that tests of expiry, renewal and waits
// need no sleeps. Give it to WithManualClock, or its Now method to
// WithClock:
//
//	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
//	srv := ingresstest.NewServer(ingresstest.WithManualClock(clk))
//	defer srv.Close()
//	clk.Advance(time.Hour) // the server now reads 09:00
//
// A stepping clock (NewSteppingClock) also moves on by a fixed step at
// every reading. A Clock is safe for concurrent use.
type Clock struct {
	mu   sync.Mutex
	now  time.Time
	step time.Duration
}

// NewClock returns a clock that reads start until it is moved.
func NewClock(start time.Time) *Clock {
	return &Clock{now: start}
}

// NewSteppingClock returns a clock that reads start, then start+step,
// start+2*step and so on, one step per reading of Now; with a zero step it
// is NewClock. With WithIDSeed it makes runs repeatable: the same requests
// get the same IDs, tokens and timestamps.
func NewSteppingClock(start time.Time, step time.Duration) *Clock {
	return &Clock{now: start, step: step}
}

// Now returns the clock's time and moves it on by its step, if it has
// one. Pass it to WithClock as clk.Now.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now
	c.now = c.now.Add(c.step)
	return now
}

// Time returns the time that the next Now reads, without moving the
// clock.
func (c *Clock) Time() time.Time {
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

// ErrNoClock is the error of the clock hooks of a server that reads the
// wall clock, or a clock it was given only as a function (WithClock): it
// has no clock that a test may move.
var ErrNoClock = errors.New("the server has no clock of its own: start it with WithManualClock")

// WithManualClock makes the server read the time from clk, and lets its
// clock hooks (ClockTime, SetClock, AdvanceClock) and the control API read
// and move it.
func WithManualClock(clk *Clock) Option {
	return func(o *options) {
		o.cfg.now = clk.Now
		o.cfg.clock = clk
	}
}

// ClockTime returns the time the server's clock reads next, without moving
// it, or ErrNoClock.
func (s *Server) ClockTime() (time.Time, error) {
	if s.cfg.clock == nil {
		return time.Time{}, ErrNoClock
	}
	return s.cfg.clock.Time(), nil
}

// SetClock moves the server's clock to t, or returns ErrNoClock. Every
// account of the server reads the same clock.
func (s *Server) SetClock(t time.Time) error {
	if s.cfg.clock == nil {
		return ErrNoClock
	}
	s.cfg.clock.Set(t)
	return nil
}

// AdvanceClock moves the server's clock by d (back when d is negative), or
// returns ErrNoClock.
func (s *Server) AdvanceClock(d time.Duration) error {
	if s.cfg.clock == nil {
		return ErrNoClock
	}
	s.cfg.clock.Advance(d)
	return nil
}
