// Package soak_test drives every resource family of the SDK from many
// goroutines at once against ingresstest while the server injects faults,
// then checks what the client promises: every call succeeds or fails with a
// clear error, no create is repeated after it reached the server, no
// resource exists twice, every update reported as done is visible, and
// nothing leaks or races. It is a package of its own so that it runs in
// parallel with the other packages' tests.
//
// A clear error is one of:
//   - an *ingress.Error with an error code and the status of an injected
//     fault that the retries did not get past (429, 500, 502 or 503);
//   - a transport error (a reset or a dropped connection) whose message
//     starts with "ingress: <METHOD> <path>", naming the call.
//
// Anything else is a failure: a validation error (every request is valid),
// any other status (a 409 would mean a repeated create of a unique domain,
// a 404 a lost resource), a context error (a call outlasted its deadline),
// a panic, or an error of any other shape.
//
// Which calls may fail under faults, and what the test then expects:
//   - A create (POST) is retried only after a 429 (or a failed dial, which
//     does not happen here), so it fails on a reset or a 5xx before the
//     handler (the resource does not exist) and on a dropped response or a
//     500 after the handler (it exists, once). The test cannot know which,
//     so it looks the resource up by its unique description afterwards,
//     and accepts zero or one, never two.
//   - A GET, PATCH, PUT or DELETE is retried on every fault, and fails only
//     when all six attempts fail, a rare event at 20 %. A failed update may
//     have taken effect, so the value it set becomes one of the values the
//     resource may show until a later update succeeds. A failed delete may
//     have taken effect, so the resource may be gone.
//   - A DELETE whose first attempt took effect but whose answer was lost
//     or a 500 is retried and finds nothing; the client reports that 404
//     after an unknown outcome as success, so a 404 here would mean a lost
//     resource and is a failure.
package soak_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

const (
	workers      = 8
	opsPerWorker = 250
	faultRate    = 0.2
	faultSeed    = 9
	// runTimeout bounds the operations of all workers together, so that
	// the test ends well within a minute even if the client hangs.
	runTimeout = 45 * time.Second
	// soakPrefix starts the description of every resource the workers
	// create, so that the final check tells them from others.
	soakPrefix = "soak-"
)

// retryPolicy keeps retries fast: 5 retries, waits from 1 ms to 20 ms.
var retryPolicy = ingress.RetryPolicy{MaxRetries: 5, MinWait: time.Millisecond, MaxWait: 20 * time.Millisecond}

func TestSoak(t *testing.T) {
	goroutines := runtime.NumGoroutine()
	started := time.Now()
	// The workers' vaults and reserved addresses go over the default
	// quotas.
	srv := ingresstest.NewServer(ingresstest.WithQuotas(ingresstest.Quotas{Vaults: -1, Secrets: -1, ReservedAddrs: -1}))
	t.Cleanup(srv.Close)
	posts := watchPosts(srv)
	client := srv.Client(ingress.WithRetry(retryPolicy))
	ctx := t.Context()

	f := newFixtures(t, workers)
	all := kinds(client, srv, f)
	ws := make([]*worker, workers)
	for n := range ws {
		ws[n] = &worker{
			n: n, anchors: newAnchors(ctx, t, client, n, f), rng: rand.New(rand.NewPCG(faultSeed, uint64(n))),
			alive: map[*kind][]*resource{}, outcomes: map[string]int{},
		}
	}

	srv.SetFaults(ingresstest.FaultPlan{Rate: faultRate, Seed: faultSeed})
	runCtx, cancel := context.WithTimeout(ctx, runTimeout)
	var wg sync.WaitGroup
	for _, w := range ws {
		wg.Go(func() { w.run(runCtx, all) })
	}
	wg.Wait()
	cancel()
	stats := srv.FaultStats()
	srv.SetFaults(ingresstest.FaultPlan{})
	t.Logf("%d workers × %d operations in %v: %d requests, faults injected %v",
		workers, opsPerWorker, time.Since(started).Round(time.Millisecond), stats.Requests, stats.Injected)

	outcomes := map[string]int{}
	for _, w := range ws {
		for _, v := range w.violations {
			t.Error(v)
		}
		for class, n := range w.outcomes {
			outcomes[class] += n
		}
	}
	t.Logf("outcomes: %v", outcomes)
	checkFaults(t, stats)

	var resources []*resource
	for _, w := range ws {
		resources = append(resources, w.resources...)
	}
	lost := 0
	for _, k := range all {
		lost += checkKind(t, k, resources)
	}
	t.Logf("%d creates failed yet took effect, each found once by its description", lost)
	assert.Positive(t, lost, "some creates lost their response after the handler ran")
	posts.check(t)

	srv.Close()
	checkGoroutines(t, goroutines)
}

// checkFaults checks that every kind of fault happened, at about the rate
// asked for.
func checkFaults(t *testing.T, stats ingresstest.FaultStats) {
	injected := 0
	for _, fault := range []ingresstest.Fault{
		ingresstest.FaultReset, ingresstest.Fault429, ingresstest.Fault500, ingresstest.Fault502,
		ingresstest.Fault503, ingresstest.FaultDropResponse, ingresstest.FaultAfter500,
	} {
		assert.Positive(t, stats.Injected[fault], "fault %v was injected", fault)
		injected += stats.Injected[fault]
	}
	require.Positive(t, stats.Requests)
	assert.InDelta(t, faultRate, float64(injected)/float64(stats.Requests), 0.05, "share of requests faulted")
}

// state is what a worker knows of a resource it tried to create.
type state int

const (
	// alive: created and not deleted.
	alive state = iota
	// createFailed: the create returned an error; the resource may exist,
	// under an ID nobody learned.
	createFailed
	// deleted: a delete succeeded, or found the resource gone.
	deleted
	// deleteFailed: a delete returned an error; the resource may be gone.
	deleteFailed
)

// resource is a resource a worker tried to create.
type resource struct {
	kind  *kind
	desc  string
	id    string
	state state
	// values tracks the fields that updates change, by field name.
	values map[string]*tracked
}

// tracked is what a field of a resource may hold: the value of its last
// successful update (or of the create), or one of the values of the
// updates that failed since, which may have taken effect.
type tracked struct {
	want  string
	maybe []string
}

func (tr *tracked) allows(v string) bool { return v == tr.want || slices.Contains(tr.maybe, v) }

// matches reports how it differs from what r may look like, or "".
func (r *resource) matches(it item) string {
	if it.id != r.id || it.desc != r.desc {
		return fmt.Sprintf("%s %q: got id %s, description %q", r.kind.name, r.desc, it.id, it.desc)
	}
	for field, tr := range r.values {
		if !tr.allows(it.values[field]) {
			return fmt.Sprintf("%s %s: %s is %q, want %q (or one of %q, of updates that failed)",
				r.kind.name, r.id, field, it.values[field], tr.want, tr.maybe)
		}
	}
	return ""
}

// worker runs operations on its own resources, one at a time.
type worker struct {
	n       int
	anchors anchors
	rng     *rand.Rand
	// created counts the creates, to make descriptions unique.
	created   int
	resources []*resource
	alive     map[*kind][]*resource
	// outcomes counts the calls by outcome class.
	outcomes   map[string]int
	violations []string
}

func (w *worker) violate(format string, args ...any) {
	w.violations = append(w.violations, fmt.Sprintf("worker %d: ", w.n)+fmt.Sprintf(format, args...))
}

func (w *worker) run(ctx context.Context, kinds []*kind) {
	for i := range opsPerWorker {
		w.step(ctx, kinds[w.rng.IntN(len(kinds))], i)
	}
}

// step runs operation i on a resource of kind k: 30 % creates, 20 % gets,
// 10 % lists, 25 % updates and 15 % deletes. It creates instead when there
// is nothing to act on, and gets instead of an update or delete that the
// kind does not have (tunnel sessions).
func (w *worker) step(ctx context.Context, k *kind, i int) {
	defer func() {
		if r := recover(); r != nil {
			w.violate("operation %d on %s panicked: %v\n%s", i, k.name, r, debug.Stack())
		}
	}()
	roll := w.rng.IntN(100)
	list := roll >= 50 && roll < 60 && k.list != nil
	if roll >= 30 && !list && len(w.alive[k]) == 0 {
		roll = 0
	}
	switch {
	case list:
		w.list(ctx, k)
	case roll >= 85 && k.delete != nil:
		w.remove(ctx, k)
	case roll >= 60 && len(k.updaters) > 0:
		w.update(ctx, k, i)
	case roll >= 30:
		w.get(ctx, k)
	default:
		w.create(ctx, k)
	}
}

// outcome classifies the result of a call, counts it, records a violation
// for an error that is not clear, and reports whether the call succeeded.
func (w *worker) outcome(method, path string, err error) bool {
	class, clear := classify(method, path, err)
	w.outcomes[class]++
	if !clear {
		w.violate("%s %s: unclear error (%s): %v", method, path, class, err)
	}
	return err == nil
}

// classify names the class of a call's outcome and reports whether it is
// a success or a clear error, as the package comment defines them.
func classify(method, path string, err error) (class string, clear bool) {
	if err == nil {
		return "ok", true
	}
	if method == "" {
		return "hook error", false
	}
	if ingress.IsValidation(err) {
		return "validation error", false
	}
	var apiErr *ingress.Error
	if errors.As(err, &apiErr) {
		class = fmt.Sprintf("%s %d", method, apiErr.StatusCode)
		if apiErr.ErrorCode == "" {
			return class + " without an error code", false
		}
		switch {
		case apiErr.StatusCode == http.StatusTooManyRequests, apiErr.StatusCode == http.StatusInternalServerError,
			apiErr.StatusCode == http.StatusBadGateway, apiErr.StatusCode == http.StatusServiceUnavailable:
			return class, true
		case method == http.MethodPost && apiErr.ErrorCode == ingresstest.CodeSSHKeyTaken:
			// An SSH credential's key is the account's once: a create
			// retried after an attempt that took effect finds it taken.
			return class + " after a create that took effect", true
		}
		return class, false
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return "context error", false
	}
	prefix := "ingress: " + method + " " + path
	if msg := err.Error(); strings.HasPrefix(msg, prefix+": ") || strings.HasPrefix(msg, prefix+" (after ") {
		return method + " transport error", true
	}
	return "unclassified error", false
}

// pick returns a random resource of kind k that the worker knows alive.
func (w *worker) pick(k *kind) *resource {
	pool := w.alive[k]
	return pool[w.rng.IntN(len(pool))]
}

func (w *worker) create(ctx context.Context, k *kind) {
	r := &resource{kind: k, desc: fmt.Sprintf("%s%d-%d", soakPrefix, w.n, w.created)}
	w.created++
	w.resources = append(w.resources, r)
	it, err := k.create(ctx, w, r.desc)
	if !w.outcome(k.createMethod, k.path, err) {
		r.state = createFailed
		return
	}
	r.id, r.values = it.id, map[string]*tracked{}
	for field, v := range it.values {
		if v != initialMetadata {
			w.violate("%s %s: created with %s %q, want %q", k.name, it.id, field, v, initialMetadata)
		}
		r.values[field] = &tracked{want: initialMetadata}
	}
	if it.id == "" || it.desc != r.desc {
		w.violate("%s %q: created as %q with description %q", k.name, r.desc, it.id, it.desc)
	}
	w.alive[k] = append(w.alive[k], r)
}

func (w *worker) get(ctx context.Context, k *kind) {
	r := w.pick(k)
	it, err := k.get(ctx, r.id)
	if w.outcome(http.MethodGet, k.path+"/"+r.id, err) {
		if diff := r.matches(it); diff != "" {
			w.violate("get: %s", diff)
		}
	}
}

// list walks the whole list, which must hold each resource once and every
// resource the worker knows alive, as it may look.
func (w *worker) list(ctx context.Context, k *kind) {
	seen := map[string]item{}
	for it, err := range k.list(ctx) {
		if err != nil {
			w.outcome(http.MethodGet, k.path, err)
			return
		}
		if _, dup := seen[it.id]; dup {
			w.violate("list of %s: %s twice", k.name, it.id)
		}
		seen[it.id] = it
	}
	w.outcome(http.MethodGet, k.path, nil)
	for _, r := range w.alive[k] {
		it, ok := seen[r.id]
		if !ok {
			w.violate("list of %s: %s missing", k.name, r.id)
		} else if diff := r.matches(it); diff != "" {
			w.violate("list: %s", diff)
		}
	}
}

func (w *worker) update(ctx context.Context, k *kind, i int) {
	r := w.pick(k)
	u := k.updaters[w.rng.IntN(len(k.updaters))]
	value := fmt.Sprintf("update-%d-%d", w.n, i)
	got, err := u.do(ctx, r.id, value)
	tr := r.values[u.field]
	if !w.outcome(u.method, u.path(r.id), err) {
		tr.maybe = append(tr.maybe, value)
		return
	}
	if got != value {
		w.violate("update of %s %s: %s is %q, want %q", k.name, r.id, u.field, got, value)
	}
	tr.want, tr.maybe = value, nil
}

func (w *worker) remove(ctx context.Context, k *kind) {
	r := w.pick(k)
	w.alive[k] = slices.DeleteFunc(w.alive[k], func(x *resource) bool { return x == r })
	err := k.delete(ctx, r.id)
	w.outcome(http.MethodDelete, k.path+"/"+r.id, err)
	if err == nil {
		r.state = deleted
	} else {
		r.state = deleteFailed
	}
}

// checkKind lists kind k with faults off and checks every resource the
// workers tried to create against what they learned: none twice, a known
// one with its last values, a deleted one gone. It returns how many
// creates failed yet took effect.
func checkKind(t *testing.T, k *kind, resources []*resource) (lost int) {
	t.Helper()
	if k.list == nil {
		return 0
	}
	listed := map[string][]item{}
	for it, err := range k.list(t.Context()) {
		require.NoError(t, err, "listing %s", k.name)
		if strings.HasPrefix(it.desc, soakPrefix) {
			listed[it.desc] = append(listed[it.desc], it)
		}
	}
	known := map[string]bool{}
	for _, r := range resources {
		if r.kind != k {
			continue
		}
		known[r.desc] = true
		found := listed[r.desc]
		if len(found) > 1 {
			t.Errorf("%s %q exists %d times", k.name, r.desc, len(found))
			continue
		}
		switch r.state {
		case alive:
			if assert.Len(t, found, 1, "%s %s (%q) exists", k.name, r.id, r.desc) {
				if diff := r.matches(found[0]); diff != "" {
					t.Error(diff)
				}
			}
		case deleted:
			assert.Empty(t, found, "%s %s (%q) was deleted", k.name, r.id, r.desc)
		case deleteFailed:
			if len(found) == 1 {
				if diff := r.matches(found[0]); diff != "" {
					t.Error(diff)
				}
			}
		case createFailed:
			if len(found) == 1 {
				lost++
				for field, v := range found[0].values {
					assert.Equal(t, initialMetadata, v, "%s %s: %s, never updated", k.name, found[0].id, field)
				}
			}
		}
	}
	for desc := range listed {
		assert.True(t, known[desc], "%s %q exists but no worker created it", k.name, desc)
	}
	return lost
}

// postWatch records the POST requests that reached the server's handler,
// by path and body.
type postWatch struct {
	mu     sync.Mutex
	bodies map[string]int
}

func watchPosts(srv *ingresstest.Server) *postWatch {
	p := &postWatch{bodies: map[string]int{}}
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method != http.MethodPost {
			return
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		p.bodies[h.Path+" "+string(h.Body)]++
	})
	return p
}

// check checks that no POST reached the handler twice: every create has a
// body of its own, with its unique description.
func (p *postWatch) check(t *testing.T) {
	p.mu.Lock()
	defer p.mu.Unlock()
	require.NotEmpty(t, p.bodies)
	var repeated []string
	for body, n := range p.bodies {
		if n > 1 {
			repeated = append(repeated, fmt.Sprintf("%d× %s", n, body))
		}
	}
	sort.Strings(repeated)
	assert.Empty(t, repeated, "POST requests that reached the handler more than once")
	t.Logf("%d distinct POST requests reached the handler", len(p.bodies))
}

// checkGoroutines waits for the goroutines of closed connections to end,
// and fails if more goroutines run than before the server started.
func checkGoroutines(t *testing.T, before int) {
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<20)
		t.Errorf("%d goroutines before the test, %d after:\n%s", before, n, buf[:runtime.Stack(buf, true)])
	}
}
