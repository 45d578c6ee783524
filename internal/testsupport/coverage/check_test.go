package coverage_test

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// param matches a parameter of a path template.
var param = regexp.MustCompile(`\{[^}]*\}`)

// key names an endpoint as "METHOD /path/{}", with its parameters unnamed,
// so that templates compare whatever their parameters are called.
func key(method, template string) string {
	return method + " " + param.ReplaceAllString(template, "{}")
}

// keyOf returns the key of an endpoint written "METHOD /path".
func keyOf(endpoint string) string {
	method, template, _ := strings.Cut(endpoint, " ")
	return key(method, template)
}

// concrete fills every parameter of a template with "x".
func concrete(template string) string { return param.ReplaceAllString(template, "x") }

// matches reports whether path is an instance of template.
func matches(template, path string) bool {
	parts := param.Split(template, -1)
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, "[^/]+") + "$").MatchString(path)
}

// recorder is a transport that notes the method and path of every
// request it carries.
type recorder struct {
	next http.RoundTripper
	mu   sync.Mutex
	seen []string
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	r.mu.Lock()
	r.seen = append(r.seen, req.Method+" "+req.URL.Path)
	r.mu.Unlock()
	return r.next.RoundTrip(req)
}

// take returns the requests noted since the last call.
func (r *recorder) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	seen := r.seen
	r.seen = nil
	return seen
}

// newTable starts a server and returns it with the table, whose calls go
// through rec, one attempt each, without client-side validation, so that
// every call reaches the server.
func newTable(t *testing.T) (*ingresstest.Server, *recorder, []endpoint) {
	t.Helper()
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	base := &http.Transport{}
	t.Cleanup(base.CloseIdleConnections)
	rec := &recorder{next: base}
	c := srv.Client(
		ingress.WithHTTPClient(&http.Client{Transport: rec}),
		ingress.WithoutRetries(),
		ingress.WithoutValidation(),
	)
	return srv, rec, endpoints(c)
}

// TestEveryRowReachesItsHandler calls the SDK method of every row and
// checks that it sent one request, to the row's method and path, and that
// ingresstest has a handler for it: the answer, a success or an error, is
// not the server's "no route" or "method not allowed".
func TestEveryRowReachesItsHandler(t *testing.T) {
	srv, rec, rows := newTable(t)
	route := conformance.RouteOf(srv)
	for _, row := range rows {
		t.Run(row.method+" "+row.path, func(t *testing.T) {
			err := row.call(t.Context())
			sent := rec.take()
			require.Len(t, sent, 1, "%s.%s must send exactly one request", row.family, row.sdk)
			method, path, _ := strings.Cut(sent[0], " ")
			assert.Equal(t, row.method, method, "%s.%s sent the wrong method", row.family, row.sdk)
			assert.True(t, matches(row.path, path), "%s.%s sent %s, not an instance of %s", row.family, row.sdk, path, row.path)
			if err != nil {
				var apiErr *ingress.Error
				require.True(t, errors.As(err, &apiErr), "%s.%s failed before the server answered: %v", row.family, row.sdk, err)
				assert.NotEqual(t, ingresstest.CodeNoRoute, apiErr.ErrorCode, "ingresstest has no route for %s %s", method, path)
				assert.NotEqual(t, ingresstest.CodeMethod, apiErr.ErrorCode, "ingresstest does not allow %s on %s", method, path)
			}
			pattern, ok := route(row.method, concrete(row.path))
			require.True(t, ok, "ingresstest serves no %s %s", row.method, row.path)
			assert.Equal(t, key(row.method, row.path), keyOf(pattern), "ingresstest serves it with another pattern")
		})
	}
}

// TestRowsAreUnique checks that no endpoint has two rows.
func TestRowsAreUnique(t *testing.T) {
	_, _, rows := newTable(t)
	seen := make(map[string]string)
	for _, row := range rows {
		k := key(row.method, row.path)
		if other, dup := seen[k]; dup {
			t.Errorf("%s has two rows: %s and %s.%s", k, other, row.family, row.sdk)
		}
		seen[k] = row.family + "." + row.sdk
	}
}

// TestSpecEndpointsAreRows checks that every endpoint of the
// specification has a row, so an SDK method and a handler.
func TestSpecEndpointsAreRows(t *testing.T) {
	_, _, rows := newTable(t)
	have := rowKeys(rows)
	for _, ep := range specEndpoints {
		assert.True(t, have[keyOf(ep)], "the specification's %s has no row", ep)
	}
}

// TestOpenAPIOperationsAreRows checks the table against the published
// description merged with the supplement: every row is one of its
// operations, and every operation is a row.
func TestOpenAPIOperationsAreRows(t *testing.T) {
	_, _, rows := newTable(t)
	v, err := conformance.NewValidator()
	require.NoError(t, err)
	ops := make(map[string]bool)
	for _, op := range v.Operations() {
		method, path, _ := strings.Cut(op, " ")
		ops[key(method, path)] = true
		assert.True(t, rowKeys(rows)[key(method, path)], "the description's %s has no row", op)
	}
	for _, row := range rows {
		assert.True(t, ops[key(row.method, row.path)], "row %s %s is not an operation of the description", row.method, row.path)
	}
}

// TestServedRoutesAreRows checks the other direction: every route that
// ingresstest registers has a row.
func TestServedRoutesAreRows(t *testing.T) {
	srv, _, rows := newTable(t)
	have := rowKeys(rows)
	served := make(map[string]bool)
	for _, pattern := range srv.Routes() {
		served[keyOf(pattern)] = true
	}
	for k := range served {
		assert.True(t, have[k], "ingresstest serves %s, which has no row", k)
	}
	assert.Equal(t, len(rows), len(served), "every row is served, and only rows are")
}

// rowKeys returns the keys of the rows.
func rowKeys(rows []endpoint) map[string]bool {
	have := make(map[string]bool, len(rows))
	for _, row := range rows {
		have[key(row.method, row.path)] = true
	}
	return have
}
