package ingresstest

import (
	"fmt"
	"maps"
	"net/netip"
	"slices"
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
	s.mu.Lock()
	for _, restore := range s.start.restore {
		restore()
	}
	plan, source := s.start.faults, s.start.source
	fi := s.faults
	s.mu.Unlock()
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
	s.mu.Lock()
	defer s.mu.Unlock()
	if fi := s.faults; fi != nil {
		fi.mu.Lock()
		plan = fi.plan
		fi.mu.Unlock()
	}
	s.start = startState{restore: s.records.snapshot(), faults: plan, source: s.source.fixed.Load()}
}

// snapshot returns the functions that put each part of the store back as
// it is now. Records are never changed in place, so a table's snapshot
// keeps its records and copies its index. The kinds are wiring, not state;
// the addresses ever assigned are kept, never reused.
func (st *accountStore) snapshot() []func() {
	tables := []interface{ Checkpoint() func() }{
		st.APIKeys, st.TunnelCredentials, st.SSHCredentials, st.SSHAuthorities,
		st.SSHHostCertificates, st.SSHUserCertificates, st.TLSCertificates,
		st.CertificateAuthorities, st.ReservedDomains, st.ReservedAddrs, st.Endpoints,
		st.AgentIngresses, st.IPPolicies, st.IPRules, st.IPRestrictions,
		st.HTTPResponseBackends, st.FailoverBackends, st.TLSEdges, st.TCPEdges,
		st.HTTPSEdges, st.TunnelSessions, st.EventDestinations, st.EventSubscriptions,
		st.Agents, st.DeliveryLogs, st.BotUsers, st.ServiceUsers, st.Vaults, st.Secrets,
		st.StaticBackends, st.TunnelGroupBackends, st.WeightedBackends, st.K8sOperators,
		st.AIGatewayAPIKeys, st.Tunnels, st.ApplicationUsers, st.ApplicationSessions,
		st.AbuseReports,
	}
	var out []func()
	for _, t := range tables {
		out = append(out, t.Checkpoint())
	}
	users, tokens, caKeys := maps.Clone(st.Users), maps.Clone(st.Tokens), maps.Clone(st.SSHCAKeys)
	vaultSecrets := make(map[string]func(), len(st.VaultSecrets))
	held := maps.Clone(st.VaultSecrets)
	for id, t := range st.VaultSecrets {
		vaultSecrets[id] = t.Checkpoint()
	}
	prov, review := st.Provisioning, st.AbuseReview
	review.queue = slices.Clone(review.queue)
	return append(out, func() {
		st.Users, st.Tokens, st.SSHCAKeys = maps.Clone(users), maps.Clone(tokens), maps.Clone(caKeys)
		for _, restore := range vaultSecrets {
			restore()
		}
		st.VaultSecrets = maps.Clone(held)
		st.Provisioning = prov
		st.AbuseReview = review
		st.AbuseReview.queue = slices.Clone(review.queue)
	})
}
