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
// every reading. A Clock reads times from ClockMin to ClockMax only: a
// start, Set, Advance or step past either stops at it. A Clock is safe for
// concurrent use.
type Clock struct {
	mu   sync.Mutex
	now  time.Time
	step time.Duration
}

// NewClock returns a clock that reads start until it is moved; see Set
// for a start outside ClockMin and ClockMax.
func NewClock(start time.Time) *Clock {
	return &Clock{now: clampClock(start)}
}

// NewSteppingClock returns a clock that reads start, then start+step,
// start+2*step and so on, one step per reading of Now; with a zero step it
// is NewClock. A step past ClockMax stops there: the clock then reads
// ClockMax until it is moved back. With WithIDSeed it makes runs
// repeatable: the same requests get the same IDs, tokens and timestamps.
func NewSteppingClock(start time.Time, step time.Duration) *Clock {
	return &Clock{now: clampClock(start), step: step}
}

// Now returns the clock's time and moves it on by its step, if it has
// one. Pass it to WithClock as clk.Now.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now
	c.now = clampClock(c.now.Add(c.step))
	return now
}

// Time returns the time that the next Now reads, without moving the
// clock.
func (c *Clock) Time() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d, or back when d is negative; a move
// past ClockMin or ClockMax stops there.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = clampClock(c.now.Add(d))
}

// Set moves the clock to t, or to the nearer of ClockMin and ClockMax for
// a t outside them.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = clampClock(t)
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
// account of the server reads the same clock. A t outside ClockMin and
// ClockMax leaves the clock as it is, with an error that wraps
// ErrClockRange.
func (s *Server) SetClock(t time.Time) error {
	if s.cfg.clock == nil {
		return ErrNoClock
	}
	return s.cfg.clock.moveWithin(func(time.Time) time.Time { return t })
}

// AdvanceClock moves the server's clock by d (back when d is negative), or
// returns ErrNoClock. A move that would leave ClockMin and ClockMax
// leaves the clock as it is, with an error that wraps ErrClockRange.
func (s *Server) AdvanceClock(d time.Duration) error {
	if s.cfg.clock == nil {
		return ErrNoClock
	}
	return s.cfg.clock.moveWithin(func(t time.Time) time.Time { return t.Add(d) })
}
