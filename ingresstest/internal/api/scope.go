package api

import (
	"context"
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// scopeKey is the context key of a request's requestScope.
type scopeKey struct{}

// requestScope is what the layers that serve a request learn of it: its
// operation ID, given as it arrives, and the user that authenticated it.
// It is itself the request's context, the parent's with the scope as the
// value of scopeKey, so that giving a request its scope costs one
// allocation and authenticating it does not copy the request.
type requestScope struct {
	context.Context
	op     string
	caller *store.User
}

// Value returns the scope for scopeKey and the parent's values for the
// rest.
func (sc *requestScope) Value(key any) any {
	if key == (scopeKey{}) {
		return sc
	}
	return sc.Context.Value(key)
}

// WithScope returns r with a scope whose operation ID is op.
func WithScope(r *http.Request, op string) *http.Request {
	return r.WithContext(&requestScope{Context: r.Context(), op: op})
}

// scopeOf returns the scope of r, nil for a request no layer gave one.
func scopeOf(r *http.Request) *requestScope {
	sc, _ := r.Context().Value(scopeKey{}).(*requestScope)
	return sc
}

// CallerOf returns the user that authenticated the request.
func CallerOf(r *http.Request) *store.User {
	if sc := scopeOf(r); sc != nil {
		return sc.caller
	}
	return nil
}

// OperationID returns the operation ID of the request, which its error bodies
// carry.
func OperationID(r *http.Request) string {
	if sc := scopeOf(r); sc != nil {
		return sc.op
	}
	return ""
}

// Authenticated returns r with a scope whose caller is user: r's own
// scope, or one whose operation ID is op when r has none.
func Authenticated(r *http.Request, op string, user *store.User) *http.Request {
	sc := scopeOf(r)
	if sc == nil {
		r = WithScope(r, op)
		sc = scopeOf(r)
	}
	sc.caller = user
	return r
}
