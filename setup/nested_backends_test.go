package setup_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/setup"
)

// nestedAccount describes weighted and failover backends nested in each
// other: a failover backend between two weighted ones (split-failover), a
// weighted backend between two failover ones (balanced), and a chain
// three deep (global, last-resort, balanced, east-first). The outer ones
// come first in each list, so that only the plan's order can make them
// after those they name.
func nestedAccount() setup.Account {
	return setup.Account{
		HTTPResponseBackends: []setup.HTTPResponseBackend{{Name: "sorry", StatusCode: 503, Body: "Try again later.\n"}},
		StaticBackends: []setup.StaticBackend{
			{Name: "east", Address: "east.example.com:443", TLS: true},
			{Name: "west", Address: "west.example.com:443", TLS: true},
		},
		WeightedBackends: []setup.WeightedBackend{
			{Name: "global", Backends: map[string]int64{"last-resort": 1, "split-failover": 1}},
			{Name: "balanced", Backends: map[string]int64{"east-first": 1, "west-first": 1}},
			{Name: "east-heavy", Backends: map[string]int64{"east": 3, "west": 1}},
			{Name: "west-heavy", Backends: map[string]int64{"east": 1, "west": 3}},
		},
		FailoverBackends: []setup.FailoverBackend{
			{Name: "last-resort", Backends: []string{"balanced", "sorry"}},
			{Name: "split-failover", Backends: []string{"east-heavy", "west-heavy"}},
			{Name: "east-first", Backends: []string{"east", "sorry"}},
			{Name: "west-first", Backends: []string{"west", "sorry"}},
		},
	}
}

// nestedCreates is the plan of nestedAccount on an empty account: the
// nested backends by depth, weighted before failover ones within a depth.
var nestedCreates = []string{
	"create http_response_backend sorry",
	"create static_backend east",
	"create static_backend west",
	"create weighted_backend east-heavy",
	"create weighted_backend west-heavy",
	"create failover_backend east-first",
	"create failover_backend west-first",
	"create weighted_backend balanced",
	"create failover_backend split-failover",
	"create failover_backend last-resort",
	"create weighted_backend global",
}

// TestNestedBackendsApply applies nestedAccount to an empty account: each
// nested backend is created after the last of those it names finished,
// the second plan is empty, and its apply writes nothing.
func TestNestedBackendsApply(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()
	var seq sequence
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method == http.MethodPost && (h.Path == wire.WeightedBackends.Path || h.Path == wire.FailoverBackends.Path) {
			seq.add("sent " + markerOf(t, h.Body))
		}
	})
	want := nestedAccount()
	p := apply(t, c, want, setup.OnProgress(func(p setup.Progress) { seq.add("done " + p.Change.Name) }))
	assert.Equal(t, nestedCreates, changeLines(p))
	assert.Equal(t, int64(len(nestedCreates)), writes.Load(), "one write per change")
	for name, named := range nestedNames(want) {
		sent := seq.index("sent " + name)
		require.GreaterOrEqual(t, sent, 0, name)
		for _, n := range named {
			done := seq.index("done " + n)
			assert.True(t, done >= 0 && done < sent, "%s was sent before %s was made: %v", name, n, seq.events)
		}
	}

	second, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, second.Empty(), "second plan:\n%s", second)
	before := writes.Load()
	require.NoError(t, second.Apply(t.Context()))
	assert.Equal(t, before, writes.Load(), "the second apply writes nothing")
}

// TestNestedBackendsOrder plans nestedAccount again and again: the order
// is the same each time, though the weights are maps.
func TestNestedBackendsOrder(t *testing.T) {
	srv, _ := counted(t)
	for range 20 {
		p, err := setup.NewPlan(t.Context(), srv.Client(), nestedAccount())
		require.NoError(t, err)
		require.Equal(t, nestedCreates, changeLines(p))
	}
}

// TestNestedBackendsPrune prunes the applied nestedAccount in one apply:
// each nested backend goes before those it names, which the API would
// refuse otherwise (409, backend in use).
func TestNestedBackendsPrune(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, nestedAccount())
	p := apply(t, c, setup.Account{}, setup.Prune())
	assert.Len(t, p.Changes, len(nestedCreates))
	assertDeletedFirst(t, p, nestedNames(nestedAccount()))
	assertNoBackends(t, c)
}

// TestNestedBackendsPruneMadeElsewhere prunes managed backends that the
// SDK nested, three deep: the plan orders their deletes by the nesting the
// account holds.
func TestNestedBackendsPruneMadeElsewhere(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	b := backends.NewClient(c)
	ctx := t.Context()
	origin, err := b.Static.Create(ctx, &backends.StaticCreateParams{Address: "origin.example.com:443", Metadata: marker("origin")})
	require.NoError(t, err)
	inner, err := b.Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: map[string]int64{origin.ID: 1}, Metadata: marker("inner")})
	require.NoError(t, err)
	left, err := b.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{inner.ID}, Metadata: marker("left")})
	require.NoError(t, err)
	right, err := b.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{origin.ID, inner.ID}, Metadata: marker("right")})
	require.NoError(t, err)
	outer, err := b.Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: map[string]int64{left.ID: 1, right.ID: 1}, Metadata: marker("outer")})
	require.NoError(t, err)
	_, err = b.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{outer.ID}, Metadata: marker("top")})
	require.NoError(t, err)

	p := apply(t, c, setup.Account{}, setup.Prune())
	assert.Len(t, p.Changes, 6)
	assertDeletedFirst(t, p, map[string][]string{"top": {"outer"}, "outer": {"left", "right"}, "left": {"inner"}, "right": {"inner"}})
	assertNoBackends(t, c)
}

// TestNestedBackendsInvert turns a nesting around: a failover backend that
// named a weighted one is named by it. The failover backend is updated
// first, as the description nests them, since the other order makes a
// cycle that the API refuses.
func TestNestedBackendsInvert(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := setup.Account{
		StaticBackends:   []setup.StaticBackend{{Name: "east", Address: "east.example.com:443"}, {Name: "west", Address: "west.example.com:443"}},
		WeightedBackends: []setup.WeightedBackend{{Name: "split", Backends: map[string]int64{"east": 1, "west": 1}}},
		FailoverBackends: []setup.FailoverBackend{{Name: "pair", Backends: []string{"split", "west"}}},
	}
	apply(t, c, want)
	want.WeightedBackends[0].Backends = map[string]int64{"pair": 1, "east": 1}
	want.FailoverBackends[0].Backends = []string{"east", "west"}
	p := apply(t, c, want)
	assert.Equal(t, []string{"update failover_backend pair", "update weighted_backend split"}, changeLines(p))
	again, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestNestedBackendsRoundTrip exports the applied nestedAccount, applies
// the export to an empty account and exports that: the two exports are
// identical and hold the nesting as described.
func TestNestedBackendsRoundTrip(t *testing.T) {
	srv, _ := counted(t)
	apply(t, srv.Client(), nestedAccount())
	first, err := setup.Export(t.Context(), srv.Client())
	require.NoError(t, err)
	assert.ElementsMatch(t, nestedAccount().WeightedBackends, first.WeightedBackends)
	assert.ElementsMatch(t, nestedAccount().FailoverBackends, first.FailoverBackends)

	empty := ingresstest.NewServer()
	t.Cleanup(empty.Close)
	apply(t, empty.Client(), first)
	second, err := setup.Export(t.Context(), empty.Client())
	require.NoError(t, err)
	assert.Equal(t, first, second)
}

// TestNestedBackendsRefusedBeforeReading refuses a backend naming itself
// and a cycle of backends without a request to the server.
func TestNestedBackendsRefusedBeforeReading(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	var requests sync.Map
	srv.OnHandled(func(h ingresstest.Handled) { requests.Store(h.Method+" "+h.Path, true) })

	self := nestedAccount()
	self.FailoverBackends[1].Backends = append(self.FailoverBackends[1].Backends, "split-failover")
	_, err := setup.NewPlan(t.Context(), srv.Client(), self)
	assert.EqualError(t, err, `failover_backend "split-failover": backends: "split-failover" is the backend itself`)

	cycle := nestedAccount()
	cycle.FailoverBackends[2].Backends = append(cycle.FailoverBackends[2].Backends, "global")
	_, err = setup.NewPlan(t.Context(), srv.Client(), cycle)
	assert.EqualError(t, err, `weighted_backend "global": backends: cycle global → last-resort → balanced → east-first → global`)

	requests.Range(func(k, _ any) bool {
		t.Errorf("request %s reached the server", k)
		return true
	})
}

// nestedNames returns, for each weighted and failover backend of a, the
// weighted and failover backends it names.
func nestedNames(a setup.Account) map[string][]string {
	nested := make(map[string]bool)
	all := make(map[string][]string)
	for _, d := range a.WeightedBackends {
		nested[d.Name] = true
		all[d.Name] = slices.Sorted(maps.Keys(d.Backends))
	}
	for _, d := range a.FailoverBackends {
		nested[d.Name] = true
		all[d.Name] = d.Backends
	}
	out := make(map[string][]string)
	for name, named := range all {
		for _, n := range named {
			if nested[n] {
				out[name] = append(out[name], n)
			}
		}
	}
	return out
}

// assertDeletedFirst checks that p deletes each backend before those that
// named lists for it.
func assertDeletedFirst(t *testing.T, p *setup.Plan, named map[string][]string) {
	t.Helper()
	lines := changeLines(p)
	at := func(name string) int {
		return slices.IndexFunc(lines, func(l string) bool {
			return l == "delete weighted_backend "+name || l == "delete failover_backend "+name
		})
	}
	for name, ns := range named {
		for _, n := range ns {
			assert.True(t, at(name) >= 0 && at(name) < at(n), "%s is deleted before %s:\n%s", n, name, p)
		}
	}
}

// assertNoBackends checks that the account of c holds no weighted,
// failover or static backend.
func assertNoBackends(t *testing.T, c *ingress.Client) {
	t.Helper()
	b := backends.NewClient(c)
	for w, err := range b.Weighted.List(t.Context(), nil).All() {
		require.NoError(t, err)
		t.Errorf("weighted backend %s is left", w.ID)
	}
	for f, err := range b.Failover.List(t.Context(), nil).All() {
		require.NoError(t, err)
		t.Errorf("failover backend %s is left", f.ID)
	}
	for s, err := range b.Static.List(t.Context(), nil).All() {
		require.NoError(t, err)
		t.Errorf("static backend %s is left", s.ID)
	}
}

// changeLines returns the action, kind and name of each change of p.
func changeLines(p *setup.Plan) []string {
	out := make([]string, len(p.Changes))
	for i, c := range p.Changes {
		out[i] = fmt.Sprintf("%s %s %s", c.Action, c.Kind, c.Name)
	}
	return out
}

// marker returns the metadata of a resource that the description names
// name.
func marker(name string) *string {
	m := `{"ingress-setup":"` + name + `"}`
	return &m
}

// markerOf returns the name in the marker of the metadata of a create's
// request body.
func markerOf(t *testing.T, body []byte) string {
	var req struct{ Metadata string }
	var m map[string]string
	if err := json.Unmarshal(body, &req); err != nil {
		t.Errorf("request body: %v", err)
	}
	if err := json.Unmarshal([]byte(req.Metadata), &m); err != nil {
		t.Errorf("metadata: %v", err)
	}
	return m["ingress-setup"]
}

// sequence records events in the order they happen. It is safe for
// concurrent use.
type sequence struct {
	mu     sync.Mutex
	events []string
}

// add records the event e.
func (s *sequence) add(e string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.events = append(s.events, e)
}

// index returns the place of the first event e, or -1.
func (s *sequence) index(e string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Index(s.events, e)
}
