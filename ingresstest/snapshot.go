package ingresstest

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/snapshot"
)

// SnapshotFormat is the value of the "format" member of every snapshot
// document, which tells it from any other JSON document.
const SnapshotFormat = snapshot.Format

// SnapshotVersion is the version of the snapshot documents that Snapshot
// writes and the only one that Restore reads.
const SnapshotVersion = snapshot.Version

// ErrSnapshotDamaged is the error, wrapped, of Restore for a document that
// is not a whole snapshot: not JSON, cut short, or with a part that does
// not read as what it stands for.
var ErrSnapshotDamaged = snapshot.ErrDamaged

// ErrSnapshotVersion is the error, wrapped, of Restore for a document of
// another format or of another version than SnapshotVersion.
var ErrSnapshotVersion = snapshot.ErrVersion

// Snapshot returns the whole state of the server as a JSON document that
// Restore reads back: every account (the default one and those NewAccount
// made) with its ID, users, API keys and their tokens; every resource of
// every family with its ID, times and fields (a token that only a create
// response shows is not held, so that it is never shown again); the
// private keys of SSH certificate authorities and of managed
// certificates; simulated agents, delivered events, provisioning jobs and
// abuse reviews; every reserved address ever assigned; the positions of
// the ID generators, so that no ID made after a restore repeats one made
// before; and the time of the server's own clock (WithManualClock).
//
// The document holds secrets: keep it as private as the API keys. It
// holds no setting the server started with (options, fault plans,
// source addresses), no fault statistics and no request journal. The
// document starts with {"format":"ingress-fake-state","version":1}.
//
// Each account is read under its own lock, which is held only to copy
// references to its records: the encoding runs without it. Called on the
// Server of an account, it snapshots the server that made it.
func (s *Server) Snapshot() ([]byte, error) {
	doc, encoders := s.top().copyState()
	for i, encode := range encoders {
		st, err := encode()
		if err != nil {
			return nil, fmt.Errorf("ingresstest: snapshot of account %s: %w", doc.Accounts[i].ID, err)
		}
		doc.Accounts[i] = st
	}
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("ingresstest: snapshot: %w", err)
	}
	return append(data, '\n'), nil
}

// copyState copies the state of the server, root, as one state: with the
// accounts' lock for reading, which a restore takes for writing to
// commit, held while it copies the references to each account's records
// (see exportAccount). It returns the document without its accounts'
// records, and the functions that encode each account, in the order of
// doc.Accounts, to run once the lock is released.
func (root *Server) copyState() (snapshot.Document, []func() (snapshot.Account, error)) {
	set := root.accounts
	set.mu.RLock()
	defer set.mu.RUnlock()
	accounts := []*Server{root}
	for _, a := range set.byID {
		if a != root {
			accounts = append(accounts, a)
		}
	}
	slices.SortFunc(accounts[1:], func(a, b *Server) int { return int(a.engine.IDs.Stream()) - int(b.engine.IDs.Stream()) })
	root.copyingState()
	doc := snapshot.Document{
		FormatName: SnapshotFormat, Version: SnapshotVersion, URL: root.URL,
		ControlIDs: set.ids.State(), AccountsMade: set.made,
	}
	for _, g := range set.free {
		doc.FreeIDs = append(doc.FreeIDs, g.State())
	}
	if clk := root.cfg.clock; clk != nil {
		t := clk.Time()
		doc.Clock = &t
	}
	encoders := make([]func() (snapshot.Account, error), len(accounts))
	doc.Accounts = make([]snapshot.Account, len(accounts))
	for i, a := range accounts {
		encoders[i] = a.exportAccount()
		doc.Accounts[i].ID = a.AccountID
	}
	return doc, encoders
}

// Restore replaces the whole state of the server with the snapshot data
// that Snapshot wrote, here or in another process. Every account the
// server holds is replaced by those of the snapshot: the Servers that
// NewAccount returned before stand for no account any more, and the
// default account takes the snapshot's ID, admin user and API key, so the
// Server's AccountID, AdminID and APIKey change (read them once Restore
// has returned). A restored account keeps the settings that the server
// started with, as a new account gets them: options, fault plan and
// source address are not part of a snapshot. With WithManualClock, the
// clock is set to the snapshot's time. The absolute URIs of the records
// are rewritten to the server's URL when the snapshot was taken at
// another.
//
// The restored state becomes the state the server started with: Reset
// and ResetAccount bring the accounts back to it, and Reset keeps the
// restored accounts (a restored account that was closed since comes
// back).
//
// Restore is all or nothing: it reads and checks the whole document
// before it changes anything, and on error the server is as it was. A
// document of another format or version is refused with an error that
// wraps ErrSnapshotVersion and names both versions; a damaged one with an
// error that wraps ErrSnapshotDamaged. Called on the Server of an account,
// it restores the server that made it.
func (s *Server) Restore(data []byte) error {
	root := s.top()
	doc, err := snapshot.Read(data)
	if err != nil {
		return err
	}
	plan, err := root.planRestore(doc)
	if err != nil {
		return fmt.Errorf("ingresstest: restoring a snapshot: %w: %w", ErrSnapshotDamaged, err)
	}
	root.commitRestore(plan)
	return nil
}

// testHooks are the points where a test of the package may hold a
// request, to show by the order of events that the request holds no lock
// there. Outside tests its fields are nil and do nothing.
type testHooks struct {
	// copying runs when a snapshot has listed the accounts, before it
	// copies their state (see copyState).
	copying func()
}

// copyingState runs the copying hook, if any.
func (s *Server) copyingState() {
	if s.hooks.copying != nil {
		s.hooks.copying()
	}
}
