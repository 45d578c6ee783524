package inspector

import (
	"cmp"
	"html/template"
	"net/url"
	"slices"
	"strings"
	"time"
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
	// Journal holds the latest requests of the account's journal that
	// the filter keeps; Filter is the filter as its form shows it.
	Journal Journal
	Filter  journalForm
	// Destinations are the event destinations that received events,
	// newest first; DestinationsTotal counts them all.
	Destinations      []Destination
	DestinationsTotal int
	// Faults are the fault statistics, by fault.
	Requests int
	Faults   []FaultCount
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

// inspectorFuncs are the functions the templates use.
var inspectorFuncs = template.FuncMap{
	"when": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	},
	"filterBytes": func() int { return maxFilterBytes },
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
func (in *inspector) inspectedAccounts() ([]Account, int) {
	all := in.srv.Accounts()
	slices.SortFunc(all, func(a, b Account) int {
		if a.Default() != b.Default() {
			if a.Default() {
				return -1
			}
			return 1
		}
		return strings.Compare(a.ID(), b.ID())
	})
	return all[:min(len(all), inspectorAccounts)], len(all)
}

// pageView returns the view of a page that names accts, of total in all,
// and shows detailed in full, their journals filtered as form says, with
// f. A page whose filter was refused does not refresh itself, so that
// its script does not reload it over and over.
func (in *inspector) pageView(accts []Account, total int, detailed []Account, form journalForm, f JournalFilter) pageView {
	v := pageView{AccountsTotal: total, RefreshMillis: inspectorRefreshMillis}
	if t, ok := in.srv.ManualClock(); ok {
		v.Clock, v.Manual = t, true
	} else {
		v.Clock = time.Now()
	}
	for _, a := range accts {
		v.Accounts = append(v.Accounts, inspectorLink(a))
	}
	for _, a := range detailed {
		v.Detailed = append(v.Detailed, accountViewOf(a, form, f))
	}
	if form.Error != "" {
		v.RefreshMillis = 0
	}
	return v
}

// inspectorLink names the account a.
func inspectorLink(a Account) accountLink {
	id := a.ID()
	return accountLink{ID: id, Link: Path + "/accounts/" + url.PathEscape(id), Default: a.Default()}
}

// accountViewOf returns the account a in detail, with the requests of
// its journal that f keeps, or none when form says the filter was
// refused. It holds the account's lock only to take the newest records
// of each table and the newest deliveries, a bounded amount; it reads
// the records once it is released.
func accountViewOf(a Account, form journalForm, f JournalFilter) accountView {
	v := accountView{accountLink: inspectorLink(a), Filter: form}
	type family struct {
		name    string
		count   int
		records []any
	}
	var families []family
	a.Read(func(r Records) {
		for path, t := range r.Families {
			families = append(families, family{strings.TrimPrefix(path, "/"), t.Len(), t.Newest(inspectorItems)})
		}
		v.Destinations, v.DestinationsTotal = r.Destinations(inspectorDestinations, inspectorEvents)
	})

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
	if form.Error == "" {
		v.Journal = a.Journal(inspectorJournal, f)
	}
	v.Requests, v.Faults = a.Faults()
	return v
}
