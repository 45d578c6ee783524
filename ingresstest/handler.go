package ingresstest

import (
	"net/http"
	"strings"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/control"
	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/ingresstest/internal/journal"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// config is what the options of a Server set.
type config struct {
	// now is the clock; nil means time.Now.
	now func() time.Time
	// clock is the clock of WithManualClock, which hooks may move; nil
	// without it.
	clock *Clock
	// idSeed, when set, makes IDs and secrets deterministic.
	idSeed *uint64
	// defaultLimit and maxLimit are the default and largest page sizes;
	// zero means 100.
	defaultLimit, maxLimit int
	// maxBodySize is the largest request body accepted; zero means 1 MiB.
	maxBodySize int64
	// quotas are the quotas of each account (see WithQuotas).
	quotas Quotas
	// filters compiles list filters for every account of the server and
	// keeps what it compiled.
	filters *filter.Environment
}

// newServer returns a server, not yet listening, whose absolute URIs
// start with baseURL.
func newServer(baseURL string, cfg config) *Server {
	cfg = cfg.withDefaults()
	return newServerWithIDs(baseURL, cfg, store.NewIDGen(cfg.now, cfg.idSeed, 0))
}

// withDefaults returns cfg with the defaults of what it leaves unset.
func (cfg config) withDefaults() config {
	if cfg.now == nil {
		cfg.now = time.Now
	}
	if cfg.defaultLimit <= 0 {
		cfg.defaultLimit = 100
	}
	if cfg.maxLimit <= 0 {
		cfg.maxLimit = 100
	}
	cfg.defaultLimit = min(cfg.defaultLimit, cfg.maxLimit)
	if cfg.maxBodySize <= 0 {
		cfg.maxBodySize = 1 << 20
	}
	if cfg.filters == nil {
		cfg.filters = &filter.Environment{}
	}
	return cfg
}

// newServerWithIDs is newServer for a server whose IDs ids makes.
func newServerWithIDs(baseURL string, cfg config, ids *store.IDGen) *Server {
	cfg = cfg.withDefaults()
	url := strings.TrimSuffix(baseURL, "/")
	engineCfg := api.Config{Now: cfg.now, DefaultLimit: cfg.defaultLimit, MaxLimit: cfg.maxLimit, MaxBodySize: cfg.maxBodySize, Quotas: cfg.quotas.limits(), Filters: cfg.filters}
	s := &Server{URL: url, cfg: cfg, engine: api.NewEngine(url, engineCfg, ids)}
	s.capture.journal.Pool = &journal.Pool{}
	s.engine.Records = store.New(strings.ToLower(s.engine.Secret()[:17])+".ngrok-cname.com", DefaultAbuseReviewTime)
	s.engine.Mux.HandleFunc("/", s.noRoute)
	s.registerFamilies()
	h := http.Handler(s.recoverPanics(s.authenticate(s.engine.Mux)))
	s.handler.Store(&h)
	return s
}

// serveHTTP serves one request: of the control API (see control.go), or
// of the API in the account that holds its bearer token.
func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	acct := s
	if s.accounts != nil {
		if control.IsPath(r.URL.Path) {
			s.serveControl(w, r)
			return
		}
		if token, err := api.Credential(r.Header.Get("Authorization")); err == nil {
			acct = s.accountOfToken(token)
		}
	}
	acct.serveCaptured(w, r)
}

// use wraps every request in mw, outside the middleware added before, so
// that mw runs before authentication and routing.
func (s *Server) use(mw func(http.Handler) http.Handler) {
	s.engine.Mu.Lock()
	s.useLocked(mw)
	s.engine.Mu.Unlock()
}

// useLocked is use for a caller that holds the lock.
func (s *Server) useLocked(mw func(http.Handler) http.Handler) {
	h := mw(*s.handler.Load())
	s.handler.Store(&h)
}

// AddUser adds a user (an admin when admin is true) with an API key of its
// own, and returns the user's ID and the key's token.
func (s *Server) AddUser(admin bool) (userID, apiKey string) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	u := &store.User{ID: s.engine.NewID("usr"), Admin: admin}
	s.engine.Records.Users[u.ID] = u
	key := s.issueAPIKey(u.ID, nil)
	return u.ID, *key.Token
}

func (s *Server) noRoute(w http.ResponseWriter, r *http.Request) {
	if allowed := s.allowedMethods(r); len(allowed) > 0 {
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusMethodNotAllowed, CodeMethod, "method %s is not allowed on %s", r.Method, r.URL.Path))
		return
	}
	api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusNotFound, CodeNoRoute, "no route for %s %s", r.Method, r.URL.Path))
}

// allowedMethods lists the methods that have a route for r's path.
func (s *Server) allowedMethods(r *http.Request) []string {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := s.engine.Mux.Handler(probe); pattern != "/" && pattern != "" {
			allowed = append(allowed, m)
		}
	}
	return allowed
}

// recoverPanics gives every request its operation ID and turns a panic
// into a 500 with an error body.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = api.WithScope(r, s.engine.NewID("op"))
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusInternalServerError, CodeInternal, "internal error: %v", v))
			}
		}()
		next.ServeHTTP(w, r)
	})
}
