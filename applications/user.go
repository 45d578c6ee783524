package applications

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// User is an application user: a visitor who logged in at one of the
// account's endpoints or edges with an identity provider.
type User struct {
	// ID identifies the user.
	ID string `json:"id"`
	// URI is the user's absolute URI.
	URI string `json:"uri"`
	// IdentityProvider is the provider the user authenticated with.
	IdentityProvider IdentityProvider `json:"identity_provider"`
	// ProviderUserID identifies the user at the identity provider.
	ProviderUserID string `json:"provider_user_id"`
	// Username is the user's username.
	Username string `json:"username"`
	// Email is the user's email address.
	Email string `json:"email"`
	// Name is the user's common name.
	Name string `json:"name"`
	// CreatedAt is when the user first logged in.
	CreatedAt time.Time `json:"created_at"`
	// LastActive is when the user was last active.
	LastActive time.Time `json:"last_active"`
	// LastLogin is when the user last logged in.
	LastLogin time.Time `json:"last_login"`
}

// IdentityProvider names an identity provider.
type IdentityProvider struct {
	// Name is the provider's name, like "Google".
	Name string `json:"name"`
	// URL is the provider's URL, like "https://accounts.google.com".
	URL string `json:"url"`
}

// UserClient reads and deletes application users.
type UserClient struct {
	users rest.Collection[User, struct{}, struct{}]
}

func newUserClient(c *ingress.Client) *UserClient {
	return &UserClient{users: rest.NewCollection[User, struct{}, struct{}](c, wire.ApplicationUsers)}
}

// Get returns the application user with the given ID.
//
// GET /app/users/{id}
func (c *UserClient) Get(ctx context.Context, id string) (*User, error) { return c.users.Get(ctx, id) }

// List returns a lazy iterator over the account's application users,
// newest first.
//
// GET /app/users
func (c *UserClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*User] {
	return c.users.List(ctx, params)
}

// Delete deletes the application user with the given ID, and with it
// every session of the user, as the API's documentation of identities
// says: the user's sessions are invalidated at once. A later login makes
// the user anew.
//
// DELETE /app/users/{id}
func (c *UserClient) Delete(ctx context.Context, id string) error { return c.users.Delete(ctx, id) }
