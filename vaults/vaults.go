// Package vaults manages vaults, named containers of secrets, and the
// secrets they hold, which Traffic Policy documents read by vault and
// secret name. A secret's value is write-only: the API never returns it,
// and Value keeps it out of fmt, slog and errors on the way in.
package vaults

import "github.com/ingresskit/ingress"

// Client manages vaults and their secrets.
type Client struct {
	// Vaults manages vaults.
	Vaults *VaultClient
	// Secrets manages the secrets of vaults.
	Secrets *SecretClient
}

// NewClient returns a client of vaults and secrets that calls the API
// through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{Vaults: newVaultClient(c), Secrets: newSecretClient(c)}
}
