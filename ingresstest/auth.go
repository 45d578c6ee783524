package ingresstest

import (
	"context"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
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

// withScope returns r with a scope whose operation ID is op.
func withScope(r *http.Request, op string) *http.Request {
	return r.WithContext(&requestScope{Context: r.Context(), op: op})
}

// scopeOf returns the scope of r, nil for a request no layer gave one.
func scopeOf(r *http.Request) *requestScope {
	sc, _ := r.Context().Value(scopeKey{}).(*requestScope)
	return sc
}

// callerOf returns the user that authenticated the request.
func callerOf(r *http.Request) *store.User {
	if sc := scopeOf(r); sc != nil {
		return sc.caller
	}
	return nil
}

// opID returns the operation ID of the request, which its error bodies
// carry.
func opID(r *http.Request) string {
	if sc := scopeOf(r); sc != nil {
		return sc.op
	}
	return ""
}

// authenticate checks the bearer token, the account's IP restriction of
// API requests and the version header of every request. The restriction
// is read as the request arrives, so a request that changes it applies
// from the next request on.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		op := opID(r)
		token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || token == "" {
			writeError(w, op, api.Errorf(http.StatusUnauthorized, CodeMissingAuth, "missing bearer token in the Authorization header"))
			return
		}
		source := s.sourceAddrOf(r)
		s.mu.RLock()
		user := s.userOfToken(token)
		before := s.beforeHandle
		var refused error
		if user != nil {
			refused = s.checkAPIRestriction(source)
		}
		s.mu.RUnlock()
		if user == nil {
			writeError(w, op, api.Errorf(http.StatusUnauthorized, CodeInvalidAuth, "the API key is not valid; it may have been deleted"))
			return
		}
		if refused != nil {
			writeError(w, op, refused)
			return
		}
		switch v := r.Header.Get("Ngrok-Version"); v {
		case "2":
		case "":
			writeError(w, op, api.Errorf(http.StatusBadRequest, CodeMissingVersion, "the Ngrok-Version header is missing; the supported version is 2"))
			return
		default:
			writeError(w, op, api.Errorf(http.StatusBadRequest, CodeBadVersion, "the Ngrok-Version header must be 2, got %q", v))
			return
		}
		for _, f := range before {
			f()
		}
		sc := scopeOf(r)
		if sc == nil {
			r = withScope(r, op)
			sc = scopeOf(r)
		}
		sc.caller = user
		next.ServeHTTP(w, r)
	})
}

// userOfToken returns the owner of the API key with this token, or nil.
// Tokens of other kinds (tunnel credentials) are not API keys, and the keys
// of an inactive bot or service user authenticate nothing.
func (s *Server) userOfToken(token string) *store.User {
	keyID, ok := s.records.Tokens[token]
	if !ok {
		return nil
	}
	key, ok := s.records.APIKeys.Get(keyID)
	if !ok {
		return nil
	}
	return s.principal(key.OwnerID)
}

// resolveOwner applies the owner rule of API keys and credentials: the
// owner defaults to the caller, a non-admin may name only itself, and an
// admin may name any existing user, bot user or service user. Call it with
// the lock held.
func (s *Server) resolveOwner(caller *store.User, ownerID *string) (string, error) {
	if ownerID == nil || *ownerID == caller.ID {
		return caller.ID, nil
	}
	if !caller.Admin {
		return "", api.Errorf(http.StatusForbidden, CodeForbiddenOwner, "only an admin may set an owner other than itself")
	}
	if !s.ownerExists(*ownerID) {
		return "", api.Errorf(http.StatusBadRequest, CodeUnknownOwner, "owner_id: no user or bot %q", *ownerID)
	}
	return *ownerID, nil
}
