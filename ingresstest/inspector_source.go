package ingresstest

import (
	"maps"
	"net/http"
	"slices"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/inspector"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// The adapters are what the inspector reads, and the store's table of any
// kind is an inspector.Table.
var (
	_ inspector.Server  = inspectedServer{}
	_ inspector.Account = inspectedAccount{}
	_ inspector.Records = inspectedRecords{}
	_ inspector.Table   = store.Records(nil)
)

// inspectedServer is the server s as the inspector reads it
// (inspector.Server).
type inspectedServer struct{ s *Server }

func (in inspectedServer) IsControlToken(token string) bool { return in.s.isControlToken(token) }

func (in inspectedServer) IsControlBearer(r *http.Request) bool {
	return in.s.isControlToken(bearer(r))
}

func (in inspectedServer) ControlToken() string { return in.s.ControlToken }

func (in inspectedServer) ManualClock() (time.Time, bool) {
	t, err := in.s.ClockTime()
	return t, err == nil
}

func (in inspectedServer) Accounts() []inspector.Account {
	set := in.s.top().accounts
	set.mu.RLock()
	defer set.mu.RUnlock()
	all := make([]inspector.Account, 0, len(set.byID))
	for _, a := range set.byID {
		all = append(all, inspectedAccount{a})
	}
	return all
}

func (in inspectedServer) Account(id string) (inspector.Account, bool) {
	a, ok := in.s.account(id)
	if !ok {
		return nil, false
	}
	return inspectedAccount{a}, true
}

// inspectedAccount is the account s stands for as the inspector reads it
// (inspector.Account).
type inspectedAccount struct{ s *Server }

func (a inspectedAccount) ID() string { return a.s.accountID() }

func (a inspectedAccount) Default() bool { return a.s.root == nil }

func (a inspectedAccount) Read(read func(inspector.Records)) {
	a.s.engine.WithRLock(func() { read(inspectedRecords{locked: a.s}) })
}

// Journal copies the journal's records out under its lock, as
// Server.Journal does, then keeps the newest n that f keeps, without
// their bodies, which the page never shows.
func (a inspectedAccount) Journal(n int, f inspector.JournalFilter) inspector.Journal {
	recs, dropped := a.s.capture.journal.Records()
	out := inspector.Journal{Dropped: dropped}
	for i := len(recs) - 1; i >= 0 && len(out.Entries) < n; i-- {
		rec := &recs[i]
		op := rec.Operation(a.s.operationOf)
		if !f.Keeps(rec.Method, rec.Status, op) {
			continue
		}
		out.Entries = append(out.Entries, inspector.Request{
			Seq: rec.Seq, Time: rec.Time, Method: rec.Method, Path: rec.Target,
			Operation: op, Status: rec.Status, Code: rec.Code(),
		})
	}
	return out
}

func (a inspectedAccount) Faults() (int, []inspector.FaultCount) {
	stats := a.s.FaultStats()
	var injected []inspector.FaultCount
	for _, f := range slices.Sorted(maps.Keys(stats.Injected)) {
		injected = append(injected, inspector.FaultCount{Fault: f.String(), Count: stats.Injected[f]})
	}
	return stats.Requests, injected
}

// inspectedRecords are the records of the account that locked stands
// for as the inspector reads them (inspector.Records), while its lock is
// held.
type inspectedRecords struct{ locked *Server }

func (r inspectedRecords) Families(yield func(path string, t inspector.Table) bool) {
	for _, k := range r.locked.engine.Records.Kinds {
		if !yield(k.Path, k.Records) {
			return
		}
	}
}

func (r inspectedRecords) TableOf(id string) (inspector.Table, bool) {
	k, ok := r.locked.engine.Records.KindOf(id)
	if !ok {
		return nil, false
	}
	return k.Records, true
}

func (r inspectedRecords) Destinations(n, events int) ([]inspector.Destination, int) {
	logs := r.locked.engine.Records.DeliveryLogs
	ids, newestLogs, _ := logs.Before("", n)
	var newest []inspector.Destination
	for i, l := range newestLogs {
		d := inspector.Destination{ID: ids[i], Count: len(l.Deliveries)}
		for j := len(l.Deliveries) - 1; j >= 0 && len(d.Events) < events; j-- {
			e := l.Deliveries[j]
			d.Events = append(d.Events, inspector.Event{
				EventID: e.EventID, EventType: e.EventType, EventTimestamp: e.EventTimestamp, SubscriptionID: e.SubscriptionID,
			})
		}
		newest = append(newest, d)
	}
	return newest, logs.Len()
}
