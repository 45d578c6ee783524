package ingresstest

import (
	"context"
	_ "embed"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// ControlPrefix is the path prefix of the control API: the routes, on the
// server's own listener, that do over HTTP what the hooks of a Server do
// in Go, for test suites in any language. The real API has no path that
// starts with "_", so no API route can fall under it. The server describes
// the control API in an OpenAPI document at ControlPrefix+"openapi.json".
//
// Every request under the prefix needs a bearer token: the server's
// ControlToken, which controls everything, or the API key of an admin
// user of an account, which controls that account alone. Routes under
// ControlPrefix+"accounts/{account}/" act on the account with that ID;
// the others (new accounts, Reset, the clock) need the control token.
// The inspector page (InspectorPath) alone signs in with a form instead.
const ControlPrefix = "/_ingress/"

// The error codes of the control API.
const (
	// CodeControlForbidden: the credential does not control what the
	// request names (403): an account's admin key naming another account
	// or a route of the whole server, or the key of a user who is not an
	// admin.
	CodeControlForbidden = "ERR_INGRESSTEST_CONTROL_FORBIDDEN"
	// CodeUnknownAccount: no account has the ID the path names (404).
	CodeUnknownAccount = "ERR_INGRESSTEST_UNKNOWN_ACCOUNT"
	// CodeHookRefused: the hook behind the route refused what the request
	// asks (400), such as a tunnel session for a credential that does not
	// exist; the message says why.
	CodeHookRefused = "ERR_INGRESSTEST_HOOK_REFUSED"
	// CodeNoClock: the server reads the wall clock, which the clock routes
	// cannot move (409).
	CodeNoClock = "ERR_INGRESSTEST_NO_CLOCK"
)

//go:embed control_openapi.json
var controlOpenAPI []byte

// isControlPath reports whether path falls under the control API.
func isControlPath(path string) bool {
	return path == ControlPrefix[:len(ControlPrefix)-1] || strings.HasPrefix(path, ControlPrefix)
}

// controlScope is what the credential of a control request controls.
type controlScope struct {
	// all is set for the control token.
	all bool
	// account is the account an admin key controls, without all.
	account *Server
}

type controlScopeKey struct{}

// controlHandler serves a control route: acct is the account the path
// names, or the server itself for a route of the whole server.
type controlHandler func(r *http.Request, acct *Server) (status int, body any, err error)

// serveControl serves a request of the control API: it checks the
// credential before anything else, so that nothing under the prefix
// answers without one, then routes it. The inspector's pages ask for a
// credential of their own (see serveInspector).
func (s *Server) serveControl(w http.ResponseWriter, r *http.Request) {
	r = api.WithScope(r, s.accounts.ids.New("op"))
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusInternalServerError, CodeInternal, "internal error: %v", v))
		}
	}()
	if s.serveInspector(w, r) {
		return
	}
	scope, err := s.controlScopeOf(r)
	if err != nil {
		api.WriteError(w, api.OperationID(r), err)
		return
	}
	s.accounts.control.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), controlScopeKey{}, scope)))
}

// controlScopeOf returns what the bearer token of r controls.
func (s *Server) controlScopeOf(r *http.Request) (controlScope, error) {
	token := bearer(r)
	if token == "" {
		return controlScope{}, api.Errorf(http.StatusUnauthorized, CodeMissingAuth, "missing bearer token in the Authorization header: give the control token or an account's admin API key")
	}
	if s.isControlToken(token) {
		return controlScope{all: true}, nil
	}
	acct := s.accountOfToken(token)
	var u *store.User
	acct.engine.WithRLock(func() { u = acct.userOfToken(token) })
	if u == nil {
		return controlScope{}, api.Errorf(http.StatusUnauthorized, CodeInvalidAuth, "the token is neither the control token nor an API key of an account")
	}
	if !u.Admin {
		return controlScope{}, api.Errorf(http.StatusForbidden, CodeControlForbidden, "only the API key of an admin user controls its account")
	}
	return controlScope{account: acct}, nil
}

// controlRoute serves pattern, a method and a path under ControlPrefix, on
// the control API. A route whose path names {account} acts on that
// account, for the control token or that account's admin key; any other
// route needs the control token.
func (s *Server) controlRoute(pattern string, h controlHandler) {
	s.accounts.patterns = append(s.accounts.patterns, pattern)
	perAccount := strings.Contains(pattern, "{account}")
	s.accounts.control.HandleFunc(pattern, s.engine.Answers.Handle(func(r *http.Request) (int, any, error) {
		scope, _ := r.Context().Value(controlScopeKey{}).(controlScope)
		if !perAccount {
			if !scope.all {
				return 0, nil, api.Errorf(http.StatusForbidden, CodeControlForbidden, "%s %s needs the control token: an account's key controls that account alone", r.Method, r.URL.Path)
			}
			return h(r, s)
		}
		id := r.PathValue("account")
		if !scope.all {
			if own := scope.account.accountID(); own != id {
				return 0, nil, api.Errorf(http.StatusForbidden, CodeControlForbidden, "the key of account %s controls that account alone, not %q", own, id)
			}
		}
		acct, ok := s.account(id)
		if !ok {
			return 0, nil, api.Errorf(http.StatusNotFound, CodeUnknownAccount, "no account %q", id)
		}
		return h(r, acct)
	}))
}

// controlNoRoute answers a path under the prefix that no control route
// serves, or a method that the path does not allow.
func (s *Server) controlNoRoute(w http.ResponseWriter, r *http.Request) {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := s.accounts.control.Handler(probe); pattern != ControlPrefix && pattern != "" {
			allowed = append(allowed, m)
		}
	}
	if len(allowed) > 0 {
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusMethodNotAllowed, CodeMethod, "method %s is not allowed on %s", r.Method, r.URL.Path))
		return
	}
	api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusNotFound, CodeNoRoute, "no control route for %s %s; the routes are described at %sopenapi.json", r.Method, r.URL.Path, ControlPrefix))
}

// controlRoutes returns the patterns of the control API's routes.
func (s *Server) controlRoutes() []string {
	return append([]string(nil), s.top().accounts.patterns...)
}
