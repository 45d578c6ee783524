package api

import (
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// Engine is one account's engine: its records and the lock that guards
// them, its clock and IDs, its routes and the listeners of its changes.
// Requests see each other's effects in a single order, that of the lock.
type Engine struct {
	// URL is the base URL of the server, like "http://127.0.0.1:41234".
	// Absolute URIs in responses start with it.
	URL string
	// Mu guards Records, the listeners and what the families keep beside
	// the records.
	Mu sync.RWMutex
	// Records holds the account's resources and what the simulation
	// keeps beside them.
	Records store.Store
	// IDs makes the account's IDs and secrets.
	IDs *store.IDGen
	// Config is what the server's options set.
	Config Config
	// Answers writes the answers of handlers.
	Answers Answers
	// Hooks are where tests hold requests; outside tests they do nothing.
	Hooks Hooks
	// Mux routes the account's requests; Serve registers on it.
	Mux *http.ServeMux
	// patterns lists the routes Serve registered.
	patterns  []string
	listeners []func(Event)
	// before runs for every authenticated request before it is routed
	// (see OnRequest).
	before []func()
}

// Config is what the options of a server set for its engine.
type Config struct {
	// Now is the clock.
	Now func() time.Time
	// DefaultLimit and MaxLimit are the default and largest page sizes.
	DefaultLimit, MaxLimit int
	// MaxBodySize is the largest request body accepted.
	MaxBodySize int64
	// Quotas are the account's quotas.
	Quotas QuotaLimits
	// Filters compiles the filters of lists and keeps what it compiled.
	// The accounts of a server share it; nil gives the engine its own.
	Filters *filter.Environment
}

// Hooks are the points where a test may hold a request, to show by the
// order of events that the request holds no lock there.
type Hooks struct {
	// Scan runs when a filtered list has read its first batch of
	// records and released the lock, before it evaluates the filter.
	Scan func()
	// Check runs before the checks that a create or update makes
	// before taking the lock (see Resource.Check).
	Check func()
}

// NewEngine returns the engine of an account whose absolute URIs start
// with url and whose IDs ids makes. Its Records are empty until set.
func NewEngine(url string, cfg Config, ids *store.IDGen) *Engine {
	if cfg.Filters == nil {
		cfg.Filters = &filter.Environment{}
	}
	return &Engine{URL: url, Config: cfg, IDs: ids, Mux: http.NewServeMux()}
}

// Now returns the clock's current time, in UTC to the second, as the API
// reports times.
func (e *Engine) Now() time.Time { return e.Config.Now().UTC().Truncate(time.Second) }

// NewID returns a new ID with the given prefix.
func (e *Engine) NewID(prefix string) string { return e.IDs.New(prefix) }

// Secret returns a new random secret, such as a token.
func (e *Engine) Secret() string { return e.IDs.Token(40) }

// AbsURI returns the absolute URI of a path.
func (e *Engine) AbsURI(path string) string { return e.URL + path }

// URI returns the absolute URI of the item id in the collection at path.
func (e *Engine) URI(path, id string) string { return fmt.Sprintf("%s%s/%s", e.URL, path, id) }

// WithLock runs f with the records locked for writing, for code outside
// requests: test hooks. Resource hooks already hold the lock and must not
// call it.
func (e *Engine) WithLock(f func()) {
	e.Mu.Lock()
	defer e.Mu.Unlock()
	f()
}

// WithRLock runs f with the records locked for reading.
func (e *Engine) WithRLock(f func()) {
	e.Mu.RLock()
	defer e.Mu.RUnlock()
	f()
}

// Scanning runs the Scan hook, if any.
func (e *Engine) Scanning() {
	if e.Hooks.Scan != nil {
		e.Hooks.Scan()
	}
}

// Checking runs the Check hook, if any.
func (e *Engine) Checking() {
	if e.Hooks.Check != nil {
		e.Hooks.Check()
	}
}

// OnRequest makes f run for every authenticated request, before the
// request is routed and inside the recovery that turns a panic into a 500,
// so that simulated background work (provisioning jobs coming due) happens
// as requests arrive. f runs without the lock held.
func (e *Engine) OnRequest(f func()) {
	e.Mu.Lock()
	e.before = append(e.before, f)
	e.Mu.Unlock()
}

// BeforeRequest returns what OnRequest made run before every request. The
// caller holds the lock.
func (e *Engine) BeforeRequest() []func() {
	return e.before
}
