package api

import (
	"net/http"
	"net/url"
	"reflect"
	"strconv"

	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/ingresstest/internal/filter"
)

// ListPage serves one page of a table: newest first, from before_id, with
// limit items at most, in the envelope the API uses. before_id is a cursor:
// any well-formed ID of the list's kind, issued or not, lists the items
// whose IDs sort before it. A filter, when given, selects the items
// before the page is cut (see package internal/filter). The page is assembled from the
// encodings the table keeps, after the lock is released (see
// encoded_page.go).
func ListPage[T any](e *Engine, r *http.Request, t *store.Table[T], prefix, path, member string) (int, any, error) {
	return ListPageWhere(e, r, t, prefix, path, member, nil, &filter.Meter{}, nil)
}

// ListPageWhere is ListPage over the items that keep, when not nil, also
// selects: the list's own query parameters, which next_page_uri repeats as
// carry holds them. The filters of the request, keep's among them, charge
// meter.
//
// A filtered list reads the records in batches under the read lock (at
// most filter.MaxScan in all), and releases it before it evaluates the
// filters on each batch: a costly filter holds up no other request.
func ListPageWhere[T any](e *Engine, r *http.Request, t *store.Table[T], prefix, path, member string, keep func(*T) (bool, error), meter *filter.Meter, carry url.Values) (int, any, error) {
	q := r.URL.Query()
	limit, err := e.Limit(q)
	if err != nil {
		return 0, nil, err
	}
	before := q.Get("before_id")
	match, err := ListFilter[T](e, r.Pattern, q, meter)
	if err != nil {
		return 0, nil, err
	}
	if before != "" && !store.WellFormedID(prefix, before) {
		return 0, nil, badBefore(before)
	}
	next := url.Values{}
	if match != nil {
		next.Set("filter", q.Get("filter"))
	}
	for k, vs := range carry {
		next[k] = vs
	}
	match = both(match, keep)
	var items []*T
	var encs []*store.Encoding
	var nextBefore string
	if match == nil {
		e.Mu.RLock()
		items, nextBefore = t.Page(before, limit)
		encs = t.Encodings(items)
		e.Mu.RUnlock()
	} else {
		read := func(before string, n int) ([]string, []*T, bool) {
			e.Mu.RLock()
			defer e.Mu.RUnlock()
			return t.Before(before, n)
		}
		if items, nextBefore, err = filter.Scan(r.Context(), before, read, e.Scanning, limit, match, meter); err != nil {
			return 0, nil, err
		}
		e.Mu.RLock()
		encs = t.Encodings(items)
		e.Mu.RUnlock()
	}
	page := Page[T]{Member: member, Items: items, Encs: encs, URI: e.AbsURI(path)}
	if nextBefore != "" {
		next.Set("before_id", nextBefore)
		if q.Has("limit") {
			next.Set("limit", strconv.Itoa(limit))
		}
		page.Next = e.AbsURI(path) + "?" + next.Encode()
	}
	return http.StatusOK, page, nil
}

// badBefore is the error for a before_id that is no ID of the list's
// kind.
func badBefore(before string) error {
	return Errorf(http.StatusBadRequest, CodeBadPaging, "before_id: %q is not an ID of this list", before)
}

// ListFilter returns the match function of the filter query parameter of
// a request to list, a route listing records of type T, whose query is q;
// nil when there is no filter or it is empty. The filter is compiled for
// list, or taken from those compiled before (see
// filter.Environment.Compile), and its evaluations charge meter.
func ListFilter[T any](e *Engine, list string, q url.Values, meter *filter.Meter) (func(*T) (bool, error), error) {
	src := q.Get("filter")
	if src == "" {
		return nil, nil
	}
	f, err := e.Config.Filters.Compile(list, src, reflect.TypeFor[T](), e.Now(), meter)
	if err != nil {
		return nil, err
	}
	return func(v *T) (bool, error) { return f.Match(v) }, nil
}

// both returns the selection of the items that a and b select, where nil
// selects every item.
func both[T any](a, b func(*T) (bool, error)) func(*T) (bool, error) {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return func(v *T) (bool, error) {
		if ok, err := a(v); !ok || err != nil {
			return false, err
		}
		return b(v)
	}
}

// Limit reads the limit query parameter.
func (e *Engine) Limit(q url.Values) (int, error) {
	if !q.Has("limit") {
		return e.Config.DefaultLimit, nil
	}
	n, err := strconv.Atoi(q.Get("limit"))
	if err != nil || n <= 0 || n > e.Config.MaxLimit {
		return 0, Errorf(http.StatusBadRequest, CodeBadLimit, "limit: must be a number from 1 to %d, got %q", e.Config.MaxLimit, q.Get("limit"))
	}
	return n, nil
}
