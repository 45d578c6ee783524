package ingresstest

import (
	"fmt"
	"net/netip"
)

// startState is what ResetAccount brings an account back to: the state it
// had when it started, after its admin user and WithSetup.
type startState struct {
	// restore puts each part of the store back as it was.
	restore []func()
	// faults is the fault plan the account started with.
	faults FaultPlan
	// source is the address of SetSourceAddr at the start, or nil.
	source *netip.Addr
}

// WithSetup makes the server run f once it serves, before NewServer or
// NewServerOn returns, and count what f makes as part of the state the
// server starts with, to which Reset and ResetAccount bring the default
// account back: for example the account that a description (package
// setup) holds. NewServer panics when f fails; NewServerOn closes the
// server and returns the error.
func WithSetup(f func(*Server) error) Option {
	return func(o *options) { o.setup = append(o.setup, f) }
}

// runSetup runs the functions of WithSetup on s.
func (s *Server) runSetup(setup []func(*Server) error) error {
	for _, f := range setup {
		if err := f(s); err != nil {
			return fmt.Errorf("ingresstest: setting up the server: %w", err)
		}
	}
	return nil
}

// ResetAccount brings the account the server stands for back to the state
// it started with: its resources, users, keys, agents, delivered events,
// fault plan and source address are those it had then (what WithSetup
// made included), and the counts of FaultStats start again from zero. The
// clock is not moved, and the IDs made afterwards are new: an ID is never
// made twice. Every reserved address ever assigned stays taken, as it does
// after a release.
func (s *Server) ResetAccount() {
	s.engine.Mu.Lock()
	for _, restore := range s.start.restore {
		restore()
	}
	plan, source := s.start.faults, s.start.source
	fi := s.faults
	s.engine.Mu.Unlock()
	s.source.fixed.Store(source)
	if fi != nil {
		s.SetFaults(plan)
		fi.mu.Lock()
		fi.stats = FaultStats{Injected: map[Fault]int{}}
		fi.mu.Unlock()
	}
}

// Reset brings the whole server back to the state it started with: it
// removes every account that NewAccount made, whose keys stop
// authenticating, and resets the default account (see ResetAccount).
// After a Restore, the accounts of the snapshot are part of that state:
// Reset resets each of them, and holds again one that was closed.
// Called on the Server of an account, it resets the server that made it.
func (s *Server) Reset() {
	root := s.top()
	for _, acct := range root.madeAccounts() {
		root.removeAccount(acct)
	}
	root.ResetAccount()
	root.resetRestoredAccounts()
}

// markStart records the account's state as the one ResetAccount brings it
// back to.
func (s *Server) markStart() {
	var plan FaultPlan
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	if fi := s.faults; fi != nil {
		fi.mu.Lock()
		plan = fi.plan
		fi.mu.Unlock()
	}
	s.start = startState{restore: s.engine.Records.Checkpoint(), faults: plan, source: s.source.fixed.Load()}
}
