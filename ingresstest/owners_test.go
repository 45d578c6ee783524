package ingresstest_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/serviceusers"
)

// nonHuman is a kind of user that is not a person: it can be created, set
// active or inactive, and deleted through the API.
type nonHuman struct {
	name      string
	create    func(ctx context.Context, c *ingress.Client) (string, error)
	setActive func(ctx context.Context, c *ingress.Client, id string, active bool) error
	delete    func(ctx context.Context, c *ingress.Client, id string) error
}

// ownerNames numbers the names that ownerName gives.
var ownerNames atomic.Int64

// ownerName returns a new name of a bot or service user, as the names of
// an account's bot and service users are unique.
func ownerName() string { return fmt.Sprint("owner ", ownerNames.Add(1)) }

var nonHumans = []nonHuman{
	{
		name: "bot user",
		create: func(ctx context.Context, c *ingress.Client) (string, error) {
			b, err := botusers.NewClient(c).Create(ctx, &botusers.CreateParams{Name: ownerName()})
			if err != nil {
				return "", err
			}
			return b.ID, nil
		},
		setActive: func(ctx context.Context, c *ingress.Client, id string, active bool) error {
			_, err := botusers.NewClient(c).Update(ctx, id, &botusers.UpdateParams{Active: &active})
			return err
		},
		delete: func(ctx context.Context, c *ingress.Client, id string) error {
			return botusers.NewClient(c).Delete(ctx, id)
		},
	},
	{
		name: "service user",
		create: func(ctx context.Context, c *ingress.Client) (string, error) {
			u, err := serviceusers.NewClient(c).Create(ctx, &serviceusers.CreateParams{Name: ownerName()})
			if err != nil {
				return "", err
			}
			return u.ID, nil
		},
		setActive: func(ctx context.Context, c *ingress.Client, id string, active bool) error {
			_, err := serviceusers.NewClient(c).Update(ctx, id, &serviceusers.UpdateParams{Active: &active})
			return err
		},
		delete: func(ctx context.Context, c *ingress.Client, id string) error {
			return serviceusers.NewClient(c).Delete(ctx, id)
		},
	},
}

// TestNonHumanOwners checks that bot and service users own API keys and
// credentials under the owner rules of users: an admin may name them, a
// non-admin may not, and their own keys act as them, not as admins.
func TestNonHumanOwners(t *testing.T) {
	for _, nh := range nonHumans {
		t.Run(nh.name, func(t *testing.T) {
			srv, admin := newServer(t)
			ctx := t.Context()
			id, err := nh.create(ctx, admin)
			require.NoError(t, err)

			key, err := apikeys.NewClient(admin).Create(ctx, &apikeys.CreateParams{OwnerID: &id})
			require.NoError(t, err, "an admin may name it as an API key's owner")
			assert.Equal(t, id, key.OwnerID)
			tunnel, err := credentials.NewClient(admin).Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: &id})
			require.NoError(t, err, "and as a tunnel credential's")
			assert.Equal(t, id, tunnel.OwnerID)
			sshCred, err := credentials.NewClient(admin).SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: testSSHKey(t), OwnerID: &id})
			require.NoError(t, err, "and as an SSH credential's")
			assert.Equal(t, id, sshCred.OwnerID)

			_, userKey := srv.AddUser(false)
			user := srv.Client(ingress.WithAPIKey(userKey), ingress.WithoutRetries())
			_, err = apikeys.NewClient(user).Create(ctx, &apikeys.CreateParams{OwnerID: &id})
			testkit.RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeForbiddenOwner, "a non-admin may not name it")

			self := srv.Client(ingress.WithAPIKey(*key.Token), ingress.WithoutRetries())
			own, err := apikeys.NewClient(self).Create(ctx, nil)
			require.NoError(t, err, "its key authenticates")
			assert.Equal(t, id, own.OwnerID, "a key it creates is its own by default")
			_, err = apikeys.NewClient(self).Create(ctx, &apikeys.CreateParams{OwnerID: &srv.AdminID})
			testkit.RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeForbiddenOwner, "it is no admin")
			_, err = nh.create(ctx, self)
			testkit.RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeAdminOnly, "it may not make others of its kind")
		})
	}
}

// TestInactiveOwnerKeys checks that deactivating a bot or service user
// suspends its API keys until it is active again, and that an inactive one
// may still be named as an owner.
func TestInactiveOwnerKeys(t *testing.T) {
	for _, nh := range nonHumans {
		t.Run(nh.name, func(t *testing.T) {
			srv, admin := newServer(t)
			ctx := t.Context()
			id, err := nh.create(ctx, admin)
			require.NoError(t, err)
			key, err := apikeys.NewClient(admin).Create(ctx, &apikeys.CreateParams{OwnerID: &id})
			require.NoError(t, err)
			self := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*key.Token), ingress.WithoutRetries()))

			require.NoError(t, nh.setActive(ctx, admin, id, false))
			_, err = self.Get(ctx, key.ID)
			testkit.RequireAPIError(t, err, http.StatusUnauthorized, ingresstest.CodeInvalidAuth, "an inactive owner's key authenticates nothing")
			later, err := apikeys.NewClient(admin).Create(ctx, &apikeys.CreateParams{OwnerID: &id})
			require.NoError(t, err, "an inactive owner may still be given keys")

			require.NoError(t, nh.setActive(ctx, admin, id, true))
			_, err = self.Get(ctx, key.ID)
			require.NoError(t, err, "reactivating restores the key")
			_, err = apikeys.NewClient(srv.Client(ingress.WithAPIKey(*later.Token))).Get(ctx, later.ID)
			require.NoError(t, err, "and the keys given while inactive")
		})
	}
}

// TestDeletingOwnerDeletesWhatItOwns checks that deleting a bot or service
// user deletes its API keys and credentials, and nothing of other owners.
func TestDeletingOwnerDeletesWhatItOwns(t *testing.T) {
	for _, nh := range nonHumans {
		t.Run(nh.name, func(t *testing.T) {
			srv, admin := newServer(t)
			ctx := t.Context()
			keys, creds := apikeys.NewClient(admin), credentials.NewClient(admin)
			id, err := nh.create(ctx, admin)
			require.NoError(t, err)
			other, err := nh.create(ctx, admin)
			require.NoError(t, err)

			key, err := keys.Create(ctx, &apikeys.CreateParams{OwnerID: &id})
			require.NoError(t, err)
			tunnel, err := creds.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: &id})
			require.NoError(t, err)
			sshCred, err := creds.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: testSSHKey(t), OwnerID: &id})
			require.NoError(t, err)
			otherKey, err := keys.Create(ctx, &apikeys.CreateParams{OwnerID: &other})
			require.NoError(t, err)
			mine, err := creds.Tunnel.Create(ctx, nil)
			require.NoError(t, err)

			require.NoError(t, nh.delete(ctx, admin, id))
			_, err = keys.Get(ctx, key.ID)
			assert.True(t, ingress.IsNotFound(err), "its API key is deleted: %v", err)
			_, err = creds.Tunnel.Get(ctx, tunnel.ID)
			assert.True(t, ingress.IsNotFound(err), "its tunnel credential is deleted: %v", err)
			_, err = creds.SSH.Get(ctx, sshCred.ID)
			assert.True(t, ingress.IsNotFound(err), "its SSH credential is deleted: %v", err)
			_, err = apikeys.NewClient(srv.Client(ingress.WithAPIKey(*key.Token), ingress.WithoutRetries())).Get(ctx, key.ID)
			testkit.RequireAPIError(t, err, http.StatusUnauthorized, ingresstest.CodeInvalidAuth, "its key no longer authenticates")

			_, err = keys.Get(ctx, otherKey.ID)
			require.NoError(t, err, "another owner's key stays")
			_, err = creds.Tunnel.Get(ctx, mine.ID)
			require.NoError(t, err, "the admin's credential stays")
			_, err = keys.Create(ctx, &apikeys.CreateParams{OwnerID: &id})
			testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeUnknownOwner, "a deleted owner cannot be named")
		})
	}
}

// testSSHKey returns a new ed25519 public key in authorized-keys format.
func testSSHKey(t *testing.T) string {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}
