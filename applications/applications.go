// Package applications reads and revokes the application sessions and
// users of an account: the visitors who logged in at its endpoints and
// edges through OAuth, OpenID Connect or SAML. Logins make them; the API
// lists, reads and deletes them. Deleting a user also ends its sessions.
package applications

import "github.com/ingresskit/ingress"

// Client reads and deletes application sessions and users.
type Client struct {
	// Sessions manages application sessions.
	Sessions *SessionClient
	// Users manages application users.
	Users *UserClient
}

// NewClient returns a client of application sessions and users that calls
// the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{Sessions: newSessionClient(c), Users: newUserClient(c)}
}
