// Package control owns the router of the fake's control API, the routes
// under Prefix that do over HTTP what the hooks of an ingresstest.Server
// do in Go: which credential controls what (Scope); routes of the whole
// server and routes of one account, each checked against the scope and
// given the account its path names (Router.Route); the answers to a path
// that no route serves or a method that it does not allow; and the API's
// OpenAPI document (OpenAPI). What each route does stays with ingresstest,
// whose routes call the Server's hook of the same meaning, so that a route
// and its Go hook are one implementation; the router knows an account only
// as a value of the type A that ingresstest gives it.
package control

import (
	"context"
	_ "embed"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
)

// Prefix is the path prefix of the control API (ingresstest.ControlPrefix).
const Prefix = "/_ingress/"

// OpenAPI is the OpenAPI document that describes the control API.
//
//go:embed openapi.json
var OpenAPI []byte

// DefaultAccount names the server's default account in a path, wherever
// the control API takes an account ("{account}"), besides its ID: the
// default account's ID is made at start (and changes with a restore), so
// a suite that did not start the server can still name it.
const DefaultAccount = "default"

// IsPath reports whether path falls under the control API.
func IsPath(path string) bool {
	return path == Prefix[:len(Prefix)-1] || strings.HasPrefix(path, Prefix)
}

// Scope is what the credential of a control request controls: every
// account (the control token), or the one account of an admin's API key.
type Scope[A any] struct {
	// All is true for the control token.
	All bool
	// Account is the account an admin's API key controls, when All is
	// false.
	Account A
}

// scopeKey is the context key of a request's Scope.
type scopeKey struct{}

// Handler serves a control route for the account acct: the one the path
// names, or the server's default account for a route of the whole server.
type Handler[A any] func(r *http.Request, acct A) (status int, body any, err error)

// Router routes the requests of the control API to its routes, accounts
// being values of type A.
type Router[A any] struct {
	// Mux routes the control API's requests; the inspector's routes,
	// which sign in on their own, are on it too.
	Mux      *http.ServeMux
	patterns []string
	answers  *api.Answers
	root     A
	idOf     func(A) string
	lookup   func(id string) (A, bool)
}

// NewRouter returns the router of the control API of the server whose
// default account is root, answering with answers; idOf gives an
// account's ID and lookup the account of an ID. Paths under Prefix that
// no route serves are answered with CodeNoRoute or CodeMethod.
func NewRouter[A any](answers *api.Answers, root A, idOf func(A) string, lookup func(id string) (A, bool)) *Router[A] {
	rt := &Router[A]{Mux: http.NewServeMux(), answers: answers, root: root, idOf: idOf, lookup: lookup}
	rt.Mux.HandleFunc(Prefix, rt.noRoute)
	return rt
}

// Serve serves r, a request under Prefix whose credential controls scope.
func (rt *Router[A]) Serve(w http.ResponseWriter, r *http.Request, scope Scope[A]) {
	rt.Mux.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), scopeKey{}, scope)))
}

// Route serves pattern, a method and a path under Prefix, with h: for
// the account the path names ("{account}": its ID, or DefaultAccount) when
// the scope controls it, else, for a route of the whole server, for the
// default account when the scope is the control token's.
func (rt *Router[A]) Route(pattern string, h Handler[A]) {
	rt.patterns = append(rt.patterns, pattern)
	perAccount := strings.Contains(pattern, "{account}")
	rt.Mux.HandleFunc(pattern, rt.answers.Handle(func(r *http.Request) (int, any, error) {
		scope, _ := r.Context().Value(scopeKey{}).(Scope[A])
		if !perAccount {
			if !scope.All {
				return 0, nil, api.Errorf(http.StatusForbidden, api.CodeControlForbidden, "%s %s needs the control token: an account's key controls that account alone", r.Method, r.URL.Path)
			}
			return h(r, rt.root)
		}
		id := r.PathValue("account")
		if id == DefaultAccount {
			id = rt.idOf(rt.root)
		}
		if !scope.All {
			if own := rt.idOf(scope.Account); own != id {
				return 0, nil, api.Errorf(http.StatusForbidden, api.CodeControlForbidden, "the key of account %s controls that account alone, not %q", own, id)
			}
		}
		acct, ok := rt.lookup(id)
		if !ok {
			return 0, nil, api.Errorf(http.StatusNotFound, api.CodeUnknownAccount, "no account %q", id)
		}
		return h(r, acct)
	}))
}

// Patterns returns the patterns of the routes, in the order they were
// served.
func (rt *Router[A]) Patterns() []string {
	return append([]string(nil), rt.patterns...)
}

// noRoute answers a path under Prefix that no route serves, or a method
// that the path does not allow.
func (rt *Router[A]) noRoute(w http.ResponseWriter, r *http.Request) {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := rt.Mux.Handler(probe); pattern != Prefix && pattern != "" {
			allowed = append(allowed, m)
		}
	}
	if len(allowed) > 0 {
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusMethodNotAllowed, api.CodeMethod, "method %s is not allowed on %s", r.Method, r.URL.Path))
		return
	}
	api.WriteError(w, api.OperationID(r), api.Errorf(http.StatusNotFound, api.CodeNoRoute, "no control route for %s %s; the routes are described at %sopenapi.json", r.Method, r.URL.Path, Prefix))
}
