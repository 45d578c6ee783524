// Package ingresstest is an in-memory implementation of the management API,
// served over HTTP on loopback, for tests and demos that need no account
// and no network.
//
// A Server behaves like the real API for every resource family the SDK
// covers: authentication, the version header, validation with the SDK's own
// rules, references between resources, owner rules, time-ordered IDs,
// paging and error bodies. Hooks let a test do what only the platform can:
// add users, simulate agents and certificate provisioning, read delivered
// events and inject faults. One server holds many isolated accounts
// (NewAccount), each of which can be reset to its start (ResetAccount), and
// serves every hook over HTTP too, under ControlPrefix, for test suites in
// other languages.
//
//	srv := ingresstest.NewServer()
//	defer srv.Close()
//	keys := apikeys.NewClient(srv.Client())
package ingresstest

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress"
)

// Server is a running in-memory API server. Its methods are safe for
// concurrent use. Its state is guarded by one lock, so requests see each
// other's effects in a single order.
type Server struct {
	// URL is the base URL of the server, like "http://127.0.0.1:41234".
	// Absolute URIs in responses start with it.
	URL string
	// APIKey is the token of an API key owned by AdminID, an admin user
	// created with the server.
	APIKey string
	// AdminID is the ID of the admin user that owns APIKey.
	AdminID string
	// AccountID identifies the account the server stands for: the
	// default account, or one that NewAccount made.
	AccountID string
	// ControlToken is the bearer token of the control API (see
	// ControlPrefix), which controls every account of the server. The
	// Server of an account that NewAccount made has none: its APIKey, an
	// admin's, controls that account alone.
	ControlToken string

	http *httptest.Server
	cfg  config
	// root is the server whose NewAccount made this one, nil for the
	// server NewServer returns.
	root *Server
	// accounts holds the accounts and the control API; nil on the Server
	// of an account NewAccount made.
	accounts *accountSet
	// start is what ResetAccount brings the account back to; the lock
	// guards it.
	start   startState
	handler atomic.Pointer[http.Handler]
	// engine serves the account's API: its records, lock, clock, IDs and
	// routes (see internal/api).
	engine *api.Engine

	// faults is the fault injector, installed by its first use (see
	// injector).
	faults *faultInjector
	// capture journals every request and injects faults (see
	// journal_capture.go).
	capture captureLayer
	// source decides the source address of requests (see source.go).
	source sourceAddrs
	// hooks are where tests hold requests (see testhooks.go).
	hooks testHooks
	// state is the state file and the snapshot limit (see statefile.go).
	state stateSettings
}

// Option configures a Server.
type Option func(*options)

type options struct {
	cfg config
	// after configures the server once it exists, for options that
	// install hooks or middleware.
	after []func(*Server)
	// setup makes the state the server starts with (see WithSetup).
	setup []func(*Server) error
	// controlToken is the control token WithControlToken gave, or "".
	controlToken string
	// maxAccounts bounds the accounts held besides the default one (see
	// WithMaxAccounts); zero means DefaultMaxAccounts.
	maxAccounts int
}

// WithClock makes the server read the time from now: a fixed time for
// golden tests, or the Now of a Clock to move time by hand (provisioning
// delays, agent updates). The server reads a time outside ClockMin and
// ClockMax as the nearer of them.
func WithClock(now func() time.Time) Option {
	return func(o *options) { o.cfg.now, o.cfg.clock = clampedNow(now), nil }
}

// WithIDSeed makes the IDs and secrets the server generates deterministic:
// two servers with the same seed, clock and requests generate the same
// IDs.
func WithIDSeed(seed uint64) Option {
	return func(o *options) { o.cfg.idSeed = &seed }
}

// WithPageLimits sets the default and the largest page size of lists
// (100 and 100, as on the real API).
func WithPageLimits(defaultLimit, maxLimit int) Option {
	return func(o *options) { o.cfg.defaultLimit, o.cfg.maxLimit = defaultLimit, maxLimit }
}

// NewServer starts a server on 127.0.0.1 with an admin user and its API
// key. Close it when done.
func NewServer(opts ...Option) *Server {
	s, err := start(httptest.NewUnstartedServer(nil), opts)
	if err != nil {
		panic(err.Error())
	}
	return s
}

// start serves the API on hs, whose listener is open, and starts it. When
// a function of WithSetup fails, it closes the server and returns the
// error.
func start(hs *httptest.Server, opts []Option) (*Server, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	s := newServer(baseURL(hs.Listener.Addr()), o.cfg)
	s.http = hs
	newAccountSet(s, o)
	for _, configure := range o.after {
		configure(s)
	}
	s.http.Config.Handler = s.Handler()
	setTimeouts(s.http.Config)
	s.http.Start()
	if t, ok := s.http.Client().Transport.(*http.Transport); ok {
		// Concurrent tests reuse connections rather than open new ones,
		// as with the SDK's default transport.
		t.MaxIdleConnsPerHost, t.MaxConnsPerHost = 64, 64
	}
	s.AdminID, s.APIKey = s.AddUser(true)
	restored, err := s.restoreStateFile()
	if err == nil && !restored {
		if err = s.runSetup(o.setup); err == nil {
			s.markStart()
		}
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Client returns an SDK client wired to the server with its admin API key.
// opts are applied after the server's own, so they may override them.
func (s *Server) Client(opts ...ingress.Option) *ingress.Client {
	base := []ingress.Option{ingress.WithBaseURL(s.URL), ingress.WithAPIKey(s.APIKey), ingress.WithHTTPClient(s.http.Client())}
	c, err := ingress.NewClient(append(base, opts...)...)
	if err != nil {
		panic("ingresstest: Client: " + err.Error())
	}
	return c
}

// Handler returns the server's HTTP handler, for serving it elsewhere: the
// API of every account and the control API.
func (s *Server) Handler() http.Handler { return http.HandlerFunc(s.serveHTTP) }

// Close shuts the server down and waits for its requests to finish, for a
// few seconds at most: then it closes the connections of the requests
// still running, such as one whose client stopped sending it. On the
// Server of an account that NewAccount made, it removes that account
// only: its keys stop authenticating, its journal is emptied, and the
// server serves on. It lets
// another server take the state file (WithStateFile).
func (s *Server) Close() {
	if s.root != nil {
		s.root.removeAccount(s)
		return
	}
	s.closeWithin(closeGrace)
	s.unlockStateFile()
}

// Routes returns the pattern of every route the server serves, sorted,
// like "GET /api_keys/{id}": a method and a path whose wildcards name the
// IDs, as net/http.ServeMux patterns write them. A tool or test can check
// with it which endpoints of the API ingresstest covers.
func (s *Server) Routes() []string { return s.engine.Routes() }

// IDEpoch is the time that the IDs of the real API, and this server's,
// count their seconds from: 2014-05-13T16:53:20Z, the epoch of KSUIDs.
// An ID holds the seconds since IDEpoch in 32 bits, so a clock set before
// it cannot give IDs that sort by creation; this server's clock reads no
// such time (see ClockMin), and cmd/ingress-fake refuses it as -clock.
var IDEpoch = time.Unix(store.EpochUnix, 0).UTC()
