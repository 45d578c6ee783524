package ingresstest

import (
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest/internal/families/identity"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// issueAPIKey stores a new API key for owner outside any request and
// returns it with its token. The caller holds the lock.
func (s *Server) issueAPIKey(owner string, description *string) *apikeys.APIKey {
	return identity.IssueAPIKey(s.engine, owner, description)
}

// principal returns the caller that an API key of the owner id acts as:
// a user, or an active bot or service user, which is never an admin. It
// returns nil for an inactive or unknown owner, whose keys authenticate
// no call. The caller holds the lock.
func (s *Server) principal(id string) *store.User {
	return identity.Principal(s.engine, id)
}
