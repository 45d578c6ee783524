package errcatalog

import (
	"strconv"
	"strings"
	"sync"
)

// apiPrefix starts every code of the API.
const apiPrefix = "ERR_NGROK_"

// Name returns the code as error bodies spell it: ERR_NGROK_N for a code
// of the API, the code itself for one of ingresstest's own.
func (e Entry) Name() string {
	if e.Own != "" {
		return e.Own
	}
	return apiPrefix + strconv.Itoa(e.Code)
}

// Entries returns a copy of the catalogue: the error reference's pages in
// the order of their codes, then the codes the API sends that have no
// page, then ingresstest's own codes.
func Entries() []Entry {
	var all []Entry
	for _, part := range [][]Entry{Pages(), withoutPage, own} {
		all = append(all, part...)
	}
	return all
}

// Pages returns a copy of the entries of the error reference's pages, in
// the order of their codes.
func Pages() []Entry {
	var all []Entry
	for _, part := range pages {
		all = append(all, part...)
	}
	return all
}

// WithoutPage returns a copy of the entries of the codes the API is known
// to send that have no page in the error reference.
func WithoutPage() []Entry { return append([]Entry(nil), withoutPage...) }

// Own returns a copy of the entries of ingresstest's own codes.
func Own() []Entry { return append([]Entry(nil), own...) }

// byName indexes the catalogue by Name, built on first use.
var byName = sync.OnceValue(func() map[string]Entry {
	m := map[string]Entry{}
	for _, e := range Entries() {
		m[e.Name()] = e
	}
	return m
})

// Lookup returns the entry of code, spelt as error bodies spell it.
func Lookup(code string) (Entry, bool) {
	e, ok := byName()[code]
	return e, ok
}

// ServedStatus returns the status with which the fake answers code, a
// code of the API that the catalogue marks Served; ok is false for any
// other code.
func ServedStatus(code string) (status int, ok bool) {
	if !strings.HasPrefix(code, apiPrefix) {
		return 0, false
	}
	e, found := byName()[code]
	if !found || e.Class != Served {
		return 0, false
	}
	return e.Status, true
}
