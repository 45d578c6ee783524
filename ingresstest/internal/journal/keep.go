package journal

import (
	"net/http"
	"strings"
	"time"
)

// standardMethods are the methods of net/http, which a record names by
// these constants rather than by a copy.
var standardMethods = [...]string{
	http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
	http.MethodDelete, http.MethodConnect, http.MethodOptions, http.MethodTrace,
}

// NewRecord returns the record of the request r, which arrived at t
// with the fault numbered fault (0 for none): copies of its method, of
// its path with its query as received and of the URL path the server
// routes it on, each cut to limit bytes. When the method or the URL path
// is longer than limit, the record names the request's operation at once,
// by operationOf, from the whole of both, and keeps no URL path;
// otherwise the operation is named from the copies when the entry is
// read (see Record.Operation), which costs a request nothing.
func NewRecord(r *http.Request, t time.Time, fault, limit int, operationOf func(method, path string) string) Record {
	target := r.RequestURI
	if target == "" {
		target = r.URL.RequestURI()
	}
	rec := Record{Time: t, Method: KeptMethod(r.Method, limit), Target: keptString(target, limit), Fault: fault}
	switch path := r.URL.Path; {
	case len(r.Method) > limit || len(path) > limit:
		rec.op, rec.named = operationOf(r.Method, path), true
	case strings.HasPrefix(rec.Target, path):
		// The URL path is the start of the record's own copy of the
		// target, as it is unless the path was escaped: it shares that
		// copy rather than take one of its own.
		rec.Route = rec.Target[:len(path)]
	default:
		rec.Route = strings.Clone(path)
	}
	return rec
}

// keptString returns a copy of the first limit bytes of s: a copy, so that
// what the journal keeps never holds on to the larger string it was cut
// from, such as the whole request line that the server's strings of a
// request point into.
func keptString(s string, limit int) string {
	return strings.Clone(s[:min(len(s), limit)])
}

// KeptMethod returns the method m as the journal cuts and copies it, to
// limit bytes, so that what it keeps never holds on to the larger string
// it was cut from, but for a standard method within limit, which it
// returns as the constant of net/http, so that most requests cost the
// journal no copy of it.
func KeptMethod(m string, limit int) string {
	if len(m) <= limit {
		for _, std := range standardMethods {
			if m == std {
				return std
			}
		}
	}
	return keptString(m, limit)
}

// keep appends to kept what of p fits in limit bytes. The room it holds
// never passes limit, and a body written at once is held in room of just
// its length.
func keep(kept, p []byte, limit int) []byte {
	p = p[:min(len(p), max(0, limit-len(kept)))]
	if len(p) == 0 {
		return kept
	}
	if len(kept)+len(p) > cap(kept) {
		grown := make([]byte, len(kept), min(limit, max(2*cap(kept), len(kept)+len(p))))
		copy(grown, kept)
		kept = grown
	}
	return append(kept, p...)
}
