package ingresstest

import (
	"cmp"
	"html/template"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// pageView is what the inspector page shows: the clock, the accounts
// named, and some of them in detail.
type pageView struct {
	// Clock is the server's time; Manual tells whether it is the manual
	// clock that the control API moves, or the wall clock.
	Clock  time.Time
	Manual bool
	// Accounts names the accounts, the default one first; AccountsTotal
	// counts them all.
	Accounts      []accountLink
	AccountsTotal int
	// Detailed are the accounts shown in full.
	Detailed []accountView
	// RefreshMillis is how often the page's script refreshes it.
	RefreshMillis int
}

// accountLink names an account and links to its page.
type accountLink struct {
	ID, Link string
	Default  bool
}

// accountView is an account in detail.
type accountView struct {
	accountLink
	// Families lists every resource family, by name.
	Families []familyView
	// Journal holds the latest requests of the account's journal.
	Journal Journal
	// Destinations are the event destinations that received events,
	// newest first; DestinationsTotal counts them all.
	Destinations      []destinationView
	DestinationsTotal int
	// Faults are the fault statistics, by fault.
	Requests int
	Faults   []faultCount
}

// familyView is one resource family of an account: the count of its
// records and the newest of them.
type familyView struct {
	Name  string
	Count int
	Items []itemView
}

// itemView is one record as the inspector lists it.
type itemView struct {
	ID, Label, Description string
	Created                time.Time
	// Link is the path of the record's JSON.
	Link string
}

// destinationView is what an event destination received: the count of
// its events and the newest of them, newest first.
type destinationView struct {
	ID     string
	Count  int
	Events []DeliveredEvent
}

// faultCount is how many faults of a kind were injected.
type faultCount struct {
	Fault Fault
	Count int
}

// inspectorFuncs are the functions the templates use.
var inspectorFuncs = template.FuncMap{
	"when": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	},
	"statusClass": func(status int) string {
		switch {
		case status >= 500:
			return "status-5xx"
		case status >= 400:
			return "status-4xx"
		}
		return "status-ok"
	},
}

// inspectedAccounts returns the first accounts the inspector names, the
// default one first and the others by ID, and the count of all.
func (s *Server) inspectedAccounts() ([]*Server, int) {
	root := s.top()
	set := root.accounts
	set.mu.RLock()
	all := make([]*Server, 0, len(set.byID))
	for _, a := range set.byID {
		all = append(all, a)
	}
	set.mu.RUnlock()
	slices.SortFunc(all, func(a, b *Server) int {
		if (a == root) != (b == root) {
			if a == root {
				return -1
			}
			return 1
		}
		return strings.Compare(a.accountID(), b.accountID())
	})
	return all[:min(len(all), inspectorAccounts)], len(all)
}

// pageView returns the view of a page that names accts, of total in all,
// and shows detailed in full.
func (s *Server) pageView(accts []*Server, total int, detailed []*Server) pageView {
	v := pageView{AccountsTotal: total, RefreshMillis: inspectorRefreshMillis}
	if t, err := s.ClockTime(); err == nil {
		v.Clock, v.Manual = t, true
	} else {
		v.Clock = time.Now()
	}
	for _, a := range accts {
		v.Accounts = append(v.Accounts, a.inspectorLink())
	}
	for _, a := range detailed {
		v.Detailed = append(v.Detailed, a.accountView())
	}
	return v
}

// inspectorLink names the account s stands for.
func (s *Server) inspectorLink() accountLink {
	id := s.accountID()
	return accountLink{ID: id, Link: InspectorPath + "/accounts/" + url.PathEscape(id), Default: s.root == nil}
}

// accountView returns the account s stands for in detail. It holds the
// lock only to take the newest records of each table and the newest
// deliveries, a bounded amount; it reads them once it is released.
func (s *Server) accountView() accountView {
	v := accountView{accountLink: s.inspectorLink()}
	type family struct {
		name    string
		count   int
		records []any
	}
	var families []family
	var logs []*store.DeliveryLog
	var logIDs []string
	s.engine.Mu.RLock()
	for _, k := range s.engine.Records.Kinds {
		families = append(families, family{strings.TrimPrefix(k.Path, "/"), k.Records.Len(), k.Records.Newest(inspectorItems)})
	}
	v.DestinationsTotal = s.engine.Records.DeliveryLogs.Len()
	logIDs, logs, _ = s.engine.Records.DeliveryLogs.Before("", inspectorDestinations)
	s.engine.Mu.RUnlock()

	slices.SortFunc(families, func(a, b family) int { return cmp.Compare(a.name, b.name) })
	for _, f := range families {
		fv := familyView{Name: f.name, Count: f.count}
		for _, rec := range f.records {
			it := itemOf(rec)
			it.Link = v.Link + "/resources/" + url.PathEscape(it.ID)
			fv.Items = append(fv.Items, it)
		}
		v.Families = append(v.Families, fv)
	}
	for i, l := range logs {
		d := destinationView{ID: logIDs[i], Count: len(l.Deliveries)}
		for j := len(l.Deliveries) - 1; j >= 0 && len(d.Events) < inspectorEvents; j-- {
			d.Events = append(d.Events, DeliveredEvent(l.Deliveries[j]))
		}
		v.Destinations = append(v.Destinations, d)
	}
	v.Journal = s.Journal(JournalFilter{Limit: inspectorJournal})
	stats := s.FaultStats()
	v.Requests = stats.Requests
	for f, n := range stats.Injected {
		v.Faults = append(v.Faults, faultCount{f, n})
	}
	slices.SortFunc(v.Faults, func(a, b faultCount) int { return cmp.Compare(a.Fault, b.Fault) })
	return v
}
