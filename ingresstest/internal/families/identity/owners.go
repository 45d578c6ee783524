package identity

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/internal/wire"
)

// principal returns the caller that an API key of the owner id acts as:
// a user, or an active service user, named by its service or bot user
// ID, which is never an admin. It returns nil for an inactive or unknown
// owner, whose keys authenticate no call. The caller holds the lock.
func (s *account) principal(id string) *store.User {
	if u, ok := s.engine.Records.Users[id]; ok {
		return u
	}
	if su, ok := s.engine.Records.ServiceUsers.Get(serviceUserID(id)); ok && su.Active {
		return &store.User{ID: id}
	}
	return nil
}

// serviceUserID returns the service user ID of id, a bot or service user
// ID: a bot user is the service user of the same KSUID. Other IDs are
// returned as they are.
func serviceUserID(id string) string {
	return api.AliasID(wire.ServiceUsers, wire.BotUsers, id)
}

// ownerExists reports whether id names a user, or a service user by its
// bot or service user ID, active or not: any of them may own API keys
// and credentials. The caller holds the lock.
func (s *account) ownerExists(id string) bool {
	_, ok := s.engine.Records.Users[id]
	return ok || s.engine.Records.ServiceUsers.Has(serviceUserID(id))
}

// deleteOwned deletes the API keys, tunnel credentials and SSH
// credentials that owner, a service user by its bot or service user ID,
// owns under either ID, announcing each deletion, as deleting a bot or
// service user does. The caller holds the lock.
func (s *account) deleteOwned(owner string) {
	owner = serviceUserID(owner)
	owns := func(id string) bool { return serviceUserID(id) == owner }
	api.DeleteWhere(s.engine, s.engine.Records.APIKeys, wire.APIKeys.Kind, func(k *apikeys.APIKey) bool { return owns(k.OwnerID) })
	api.DeleteWhere(s.engine, s.engine.Records.TunnelCredentials, wire.Credentials.Kind, func(cr *credentials.Tunnel) bool { return owns(cr.OwnerID) })
	api.DeleteWhere(s.engine, s.engine.Records.SSHCredentials, wire.SSHCredentials.Kind, func(cr *credentials.SSH) bool { return owns(cr.OwnerID) })
}

// adminOnly returns the guard of a kind that only admins manage, as the
// account's bot and service users are; what names the kind in the error.
func adminOnly(what string) func(c *api.Call) error {
	return func(c *api.Call) error {
		if c.Caller.Admin {
			return nil
		}
		return api.Errorf(http.StatusForbidden, api.CodeAdminOnly, "you must be an admin to create, update or delete a %s", what)
	}
}

// deleteOwner returns the delete hook of the kinds of s that own API keys
// and credentials (bot and service users): it deletes what the owner owns.
func deleteOwner[T any](s *account) func(c *api.Call, _ *T) error {
	return func(c *api.Call, _ *T) error {
		s.deleteOwned(c.ID)
		return nil
	}
}

// resolveOwner applies the owner rule of API keys and credentials: the
// owner defaults to the caller, a non-admin may name only itself, and an
// admin may name any existing user, bot user or service user. Call it with
// the lock held.
func (s *account) resolveOwner(caller *store.User, ownerID *string) (string, error) {
	if ownerID == nil || *ownerID == caller.ID {
		return caller.ID, nil
	}
	if !caller.Admin {
		return "", api.Errorf(http.StatusForbidden, api.CodeForbiddenOwner, "you must be an admin to set credential ownership: only an admin may name an owner other than itself")
	}
	if !s.ownerExists(*ownerID) {
		return "", api.Errorf(http.StatusBadRequest, api.CodeUnknownOwner, "no credential owner could be determined: owner_id %q names no user, bot user or service user of the account", *ownerID)
	}
	return *ownerID, nil
}
