// Package identity serves the families of the identity group: API keys,
// tunnel and SSH credentials, bot and service users, and the rule of who
// may own keys and credentials and whom a key acts as. Each reaches the
// records of other families only through the engine's store and
// references.
package identity

import (
	"strings"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves API keys and credentials on the engine e, the families
// of the group registered before the others' families.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerAPIKeys(s)
	registerCredentials(s)
}

// RegisterServiceUsers serves bot and service users on the engine e. It
// runs after the eventing group registers, where bot and service users
// always were registered.
func RegisterServiceUsers(e *api.Engine) {
	registerServiceUsers(&account{engine: e})
}

// IssueAPIKey stores a new API key for owner on the engine e outside any
// request and returns it with its token. The caller holds e's lock.
func IssueAPIKey(e *api.Engine, owner string, description *string) *apikeys.APIKey {
	return (&account{engine: e}).issueAPIKey(owner, description)
}

// Principal returns the caller that an API key of the owner id acts as
// on the engine e: a user, or an active bot or service user, which is
// never an admin. It returns nil for an inactive or unknown owner, whose
// keys authenticate no call. The caller holds e's lock.
func Principal(e *api.Engine, id string) *store.User {
	return (&account{engine: e}).principal(id)
}

// tokenOf returns a new token for the API key or tunnel credential id,
// shaped as the API reference's examples show one: the KSUID of the ID
// (what follows its prefix), "_" and a random secret.
func (s *account) tokenOf(id string) string {
	_, ksuid, _ := strings.Cut(id, "_")
	return ksuid + "_" + s.engine.Secret()
}
