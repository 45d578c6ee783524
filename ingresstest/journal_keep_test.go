package ingresstest

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// pointsInto reports whether the bytes of s lie in those of line.
func pointsInto(s, line string) bool {
	if s == "" || line == "" {
		return false
	}
	p, start := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(unsafe.StringData(line)))
	return start <= p && p < start+uintptr(len(line))
}

// requestOfLine returns a request whose method, target and URL path point
// into the request line "method path?query HTTP/1.1", as those that
// net/http reads do, and the line.
func requestOfLine(method, path, query string) (*http.Request, string) {
	line := method + " " + path + "?" + query + " HTTP/1.1"
	target := line[len(method)+1 : len(line)-len(" HTTP/1.1")]
	u := &url.URL{Path: target[:len(path)], RawQuery: target[len(path)+1:]}
	return &http.Request{Method: line[:len(method)], RequestURI: target, URL: u, Header: http.Header{}}, line
}

// TestJournalCopiesWhatItKeeps serves requests whose request line is
// 1 MiB long, the method, the path or the query taking most of it, and
// checks that the journal's record and what the hooks of OnHandled see
// are cut as JournalLimits says and hold copies, none pointing into the
// request line, and that the operation of a path cut short is named from
// the whole path.
func TestJournalCopiesWhatItKeeps(t *testing.T) {
	const limit = 64
	long := strings.Repeat("x", 1<<20)
	for _, c := range []struct {
		name, method, path, query string
		operation                 string
	}{
		{"a long query", "PATCH", "/api_keys/ak_1", long, "ApiKeysUpdate"},
		{"a long path", "DELETE", "/reserved_domains/rd_" + long + "/certificate", "a=b", "ReservedDomainsDeleteCertificate"},
		{"a long method", "PURGE" + long, "/api_keys", "a=b", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newServer("http://127.0.0.1", config{})
			s.capture.journal.SetLimits(journalLimits(JournalLimits{BodyBytes: limit}))
			var seen []Handled
			s.OnHandled(func(h Handled) { seen = append(seen, h) })
			r, line := requestOfLine(c.method, c.path, c.query)
			s.serveCaptured(&discardResponse{header: http.Header{}}, r)

			recs, _ := s.capture.journal.Records()
			require.Len(t, recs, 1)
			rec := recs[0]
			assert.Equal(t, c.method[:min(len(c.method), limit)], rec.Method)
			assert.Equal(t, r.RequestURI[:min(len(r.RequestURI), limit)], rec.Target)
			assert.Equal(t, c.operation, s.Journal(JournalFilter{}).Entries[0].Operation)
			assert.Equal(t, rec.BytesHeld(), rec.Cost)
			assert.LessOrEqual(t, rec.Cost, journal.EntryCost+5*limit)
			for name, kept := range map[string]string{"method": rec.Method, "target": rec.Target, "route": rec.Route} {
				assert.False(t, pointsInto(kept, line), "the record's %s points into the request line", name)
			}
			require.Len(t, seen, 1)
			assert.Equal(t, c.method, seen[0].Method)
			assert.Equal(t, c.path, seen[0].Path)
			assert.False(t, pointsInto(seen[0].Method, line), "the hooks' method points into the request line")
			assert.False(t, pointsInto(seen[0].Path, line), "the hooks' path points into the request line")
		})
	}
}
