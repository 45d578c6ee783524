package ingresstest

import (
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"
)

// authenticate checks the bearer token, the account's IP restriction of
// API requests and the version header of every request. The restriction
// is read as the request arrives, so a request that changes it applies
// from the next request on.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		op := api.OperationID(r)
		token, err := api.Credential(r.Header.Get("Authorization"))
		if err != nil {
			api.WriteError(w, op, err)
			return
		}
		source := s.sourceAddrOf(r)
		s.engine.Mu.RLock()
		user := s.userOfToken(token)
		before := s.engine.BeforeRequest()
		var refused error
		if user != nil {
			refused = s.checkAPIRestriction(source)
		} else {
			refused = s.tokenRefusal(token)
		}
		s.engine.Mu.RUnlock()
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

// tokenRefusal returns the refusal of a token that is no live API key's:
// the authtoken of a tunnel credential is CodeAuthTunnelToken, and any
// other CodeInvalidAuth. The caller holds the lock.
func (s *Server) tokenRefusal(token string) error {
	if s.isTunnelToken(token) {
		return api.Errorf(http.StatusUnauthorized, CodeAuthTunnelToken, "the authentication you specified is an authtoken; give the token of an API key")
	}
	return api.Errorf(http.StatusUnauthorized, CodeInvalidAuth, "the API key is not valid; it may have been deleted")
}

// isTunnelToken reports whether token has the shape of a tunnel
// credential's authtoken of the account: its first part is the KSUID of
// one of the account's tunnel credentials, as a token's first part is
// its credential's. The caller holds the lock.
func (s *Server) isTunnelToken(token string) bool {
	ksuid, _, _ := strings.Cut(token, "_")
	_, ok := s.engine.Records.TunnelCredentials.Get(wire.Credentials.Prefix + "_" + ksuid)
	return ok
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
