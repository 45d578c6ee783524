package ingresstest

import (
	_ "embed"
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/control"
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
const ControlPrefix = control.Prefix

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
	s.accounts.control.Serve(w, r, scope)
}

// controlScopeOf returns what the bearer token of r controls.
func (s *Server) controlScopeOf(r *http.Request) (control.Scope[*Server], error) {
	token := bearer(r)
	if token == "" {
		return control.Scope[*Server]{}, api.Errorf(http.StatusUnauthorized, CodeMissingAuth, "missing bearer token in the Authorization header: give the control token or an account's admin API key")
	}
	if s.isControlToken(token) {
		return control.Scope[*Server]{All: true}, nil
	}
	acct := s.accountOfToken(token)
	var u *store.User
	acct.engine.WithRLock(func() { u = acct.userOfToken(token) })
	if u == nil {
		return control.Scope[*Server]{}, api.Errorf(http.StatusUnauthorized, CodeInvalidAuth, "the token is neither the control token nor an API key of an account")
	}
	if !u.Admin {
		return control.Scope[*Server]{}, api.Errorf(http.StatusForbidden, CodeControlForbidden, "only the API key of an admin user controls its account")
	}
	return control.Scope[*Server]{Account: acct}, nil
}

// controlRoutes returns the patterns of the control API's routes.
func (s *Server) controlRoutes() []string {
	return s.top().accounts.control.Patterns()
}
