package ingresstest

import (
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// authenticate checks the bearer token, the account's IP restriction of
// API requests and the version header of every request. The restriction
// is read as the request arrives, so a request that changes it applies
// from the next request on.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		op := api.OperationID(r)
		token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || token == "" {
			api.WriteError(w, op, api.Errorf(http.StatusUnauthorized, CodeMissingAuth, "missing bearer token in the Authorization header"))
			return
		}
		source := s.sourceAddrOf(r)
		s.engine.Mu.RLock()
		user := s.userOfToken(token)
		before := s.engine.BeforeRequest()
		var refused error
		if user != nil {
			refused = s.checkAPIRestriction(source)
		}
		s.engine.Mu.RUnlock()
		if user == nil {
			api.WriteError(w, op, api.Errorf(http.StatusUnauthorized, CodeInvalidAuth, "the API key is not valid; it may have been deleted"))
			return
		}
		if refused != nil {
			api.WriteError(w, op, refused)
			return
		}
		switch v := r.Header.Get("Ngrok-Version"); v {
		case "2":
		case "":
			api.WriteError(w, op, api.Errorf(http.StatusBadRequest, CodeMissingVersion, "the Ngrok-Version header is missing; the supported version is 2"))
			return
		default:
			api.WriteError(w, op, api.Errorf(http.StatusBadRequest, CodeBadVersion, "the Ngrok-Version header must be 2, got %q", v))
			return
		}
		for _, f := range before {
			f()
		}
		next.ServeHTTP(w, api.Authenticated(r, op, user))
	})
}

// userOfToken returns the owner of the API key with this token, or nil.
// Tokens of other kinds (tunnel credentials) are not API keys, and the keys
// of an inactive bot or service user authenticate nothing.
func (s *Server) userOfToken(token string) *store.User {
	keyID, ok := s.engine.Records.Tokens[token]
	if !ok {
		return nil
	}
	key, ok := s.engine.Records.APIKeys.Get(keyID)
	if !ok {
		return nil
	}
	return s.principal(key.OwnerID)
}
