package ingresstest

import (
	"errors"
	"fmt"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/snapshot"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// restorePlan is a snapshot read and checked, ready to take the place of
// the server's state.
type restorePlan struct {
	doc *snapshot.Document
	// moveDefault gives the default account its state; the caller holds
	// its lock.
	moveDefault func()
	// accounts are the other accounts, made and filled, not yet held by
	// the server.
	accounts []*Server
	// moveControlIDs moves the control API's ID generator.
	moveControlIDs func()
	// free are the generators of the streams of removed accounts.
	free []*store.IDGen
}

// planRestore reads every part of doc, without changing the server.
func (s *Server) planRestore(doc *snapshot.Document) (*restorePlan, error) {
	if err := checkSnapshotClock(doc); err != nil {
		return nil, err
	}
	if len(doc.Accounts) == 0 {
		return nil, errors.New("the snapshot holds no account")
	}
	if doc.AccountsMade < 0 || doc.AccountsMade > MaxAccountsLimit {
		return nil, fmt.Errorf("accounts_made is %d", doc.AccountsMade)
	}
	if held, most := len(doc.Accounts)-1, s.accounts.maxAccounts(); held > most {
		return nil, fmt.Errorf("the snapshot holds %d accounts besides the default one, and this server holds %d at most (WithMaxAccounts, ingress-fake -max-accounts)", held, most)
	}
	if doc.ControlIDs.Stream != controlStream {
		return nil, fmt.Errorf("the control IDs are of stream %d, not %d", doc.ControlIDs.Stream, controlStream)
	}
	rewrite := snapshot.URIRewriter(doc.URL, s.URL)
	plan := &restorePlan{doc: doc}
	def := &doc.Accounts[0]
	if def.IDs.Stream != s.engine.IDs.Stream() {
		return nil, fmt.Errorf("the first account, %s, is not the default account: its IDs are of stream %d", def.ID, def.IDs.Stream)
	}
	var err error
	if plan.moveDefault, err = s.stageAccount(def, rewrite); err != nil {
		return nil, err
	}
	seen := map[string]bool{def.ID: true}
	streams := map[uint16]bool{}
	for i := range doc.Accounts[1:] {
		st := &doc.Accounts[1+i]
		n := st.IDs.Stream
		switch {
		case seen[st.ID]:
			return nil, fmt.Errorf("two accounts have the ID %q", st.ID)
		case n == 0 || int(n) > doc.AccountsMade || streams[n]:
			return nil, fmt.Errorf("account %s has the ID stream %d, which no other account made by NewAccount can have", st.ID, n)
		}
		seen[st.ID], streams[n] = true, true
		acct := s.newAccountServer(newAccountIDs(s.cfg.now, s.cfg.idSeed, n))
		move, err := acct.stageAccount(st, rewrite)
		if err != nil {
			return nil, err
		}
		acct.engine.WithLock(move)
		plan.accounts = append(plan.accounts, acct)
	}
	if plan.moveControlIDs, err = store.StageIDs(s.accounts.ids, doc.ControlIDs); err != nil {
		return nil, err
	}
	if plan.free, err = s.stageFreeIDs(doc, streams); err != nil {
		return nil, err
	}
	return plan, nil
}

// stageFreeIDs returns the generators of the free ID streams of doc,
// whose accounts hold the streams in held.
func (s *Server) stageFreeIDs(doc *snapshot.Document, held map[uint16]bool) ([]*store.IDGen, error) {
	var free []*store.IDGen
	for _, st := range doc.FreeIDs {
		n := st.Stream
		if n == 0 || int(n) > doc.AccountsMade || held[n] {
			return nil, fmt.Errorf("the free ID stream %d is not one that NewAccount made and no account holds", n)
		}
		held[n] = true
		g := newAccountIDs(s.cfg.now, s.cfg.idSeed, n)
		move, err := store.StageIDs(g, st)
		if err != nil {
			return nil, err
		}
		move()
		free = append(free, g)
	}
	return free, nil
}

// commitRestore gives the server the state of plan: its default account
// and the other accounts, which replace those it holds, as the state it
// started with.
func (s *Server) commitRestore(plan *restorePlan) {
	set := s.accounts
	set.mu.Lock()
	s.engine.WithLock(plan.moveDefault)
	set.byID = map[string]*Server{s.AccountID: s}
	set.byToken = map[string]*Server{}
	for _, a := range plan.accounts {
		set.byID[a.AccountID] = a
		set.byToken[a.APIKey] = a
	}
	set.made, set.restored, set.free = plan.doc.AccountsMade, plan.accounts, plan.free
	plan.moveControlIDs()
	if clk := s.cfg.clock; clk != nil && plan.doc.Clock != nil {
		clk.Set(*plan.doc.Clock)
	}
	set.mu.Unlock()
	s.markStart()
	for _, a := range plan.accounts {
		a.markStart()
	}
}

// resetRestoredAccounts brings each account that Restore made back to
// its restored state, and holds it again if it was closed.
func (s *Server) resetRestoredAccounts() {
	set := s.accounts
	set.mu.RLock()
	restored := slices.Clone(set.restored)
	set.mu.RUnlock()
	for _, a := range restored {
		a.ResetAccount()
	}
	set.mu.Lock()
	defer set.mu.Unlock()
	for _, a := range restored {
		set.byID[a.AccountID] = a
		set.byToken[a.APIKey] = a
	}
}
