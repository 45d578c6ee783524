package testkit

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// UserClient is what the clients of bot users and of service users share:
// the endpoints of one resource on the wire, under two paths.
type UserClient interface {
	Create(ctx context.Context, params *serviceusers.CreateParams) (*serviceusers.ServiceUser, error)
	Get(ctx context.Context, id string) (*serviceusers.ServiceUser, error)
	List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*serviceusers.ServiceUser]
	Update(ctx context.Context, id string, params *serviceusers.UpdateParams) (*serviceusers.ServiceUser, error)
	Delete(ctx context.Context, id string) error
}

// TestUsers runs the tests of a family of users, bot users or service
// users, on the clients that newClient makes; res is the family's
// resource on the wire.
func TestUsers[C UserClient](t *testing.T, newClient func(*ingress.Client) C, res wire.Resource) {
	t.Run("RoundTrip", func(t *testing.T) { usersRoundTrip(t, newClient, res) })
	t.Run("OnlyAdmins", func(t *testing.T) { usersOnlyAdmins(t, newClient) })
	t.Run("Validation", func(t *testing.T) { usersValidation(t, newClient, res) })
}

// usersRoundTrip creates, reads, updates, lists and deletes users.
func usersRoundTrip[C UserClient](t *testing.T, newClient func(*ingress.Client) C, res wire.Resource) {
	srv, users, _ := Start(t, newClient)
	ctx := context.Background()

	created, err := users.Create(ctx, &serviceusers.CreateParams{Name: "ci"})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, res.Prefix+"_"), created.ID)
	assert.Equal(t, srv.URL+res.Path+"/"+created.ID, created.URI)
	assert.Equal(t, "ci", created.Name)
	assert.True(t, created.Active, "a user starts active unless told otherwise")
	assert.False(t, created.CreatedAt.IsZero())

	idle, err := users.Create(ctx, &serviceusers.CreateParams{Name: "idle", Active: new(false)})
	require.NoError(t, err)
	assert.False(t, idle.Active)

	got, err := users.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	params := &serviceusers.UpdateParams{Active: new(false)}
	updated, err := users.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.False(t, updated.Active)
	assert.Equal(t, "ci", updated.Name, "fields not supplied keep their value")
	assert.Nil(t, params.Name, "Update does not change the caller's params")
	updated, err = users.Update(ctx, created.ID, &serviceusers.UpdateParams{Name: new("deploy"), Active: new(true)})
	require.NoError(t, err)
	assert.Equal(t, "deploy", updated.Name)
	assert.True(t, updated.Active)

	var ids []string
	for b, err := range users.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{idle.ID, created.ID}, ids, "newest first, over two pages")

	require.NoError(t, users.Delete(ctx, created.ID))
	_, err = users.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = users.Delete(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

// usersOnlyAdmins checks that only admins create, update and delete users.
func usersOnlyAdmins[C UserClient](t *testing.T, newClient func(*ingress.Client) C) {
	srv, admin, _ := Start(t, newClient)
	ctx := context.Background()
	_, userKey := srv.AddUser(false)
	user := newClient(srv.Client(ingress.WithAPIKey(userKey)))

	b, err := admin.Create(ctx, &serviceusers.CreateParams{Name: "ci"})
	require.NoError(t, err)

	_, err = user.Create(ctx, &serviceusers.CreateParams{Name: "mine"})
	RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeAdminOnly)
	_, err = user.Update(ctx, b.ID, &serviceusers.UpdateParams{Active: new(false)})
	RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeAdminOnly)
	err = user.Delete(ctx, b.ID)
	RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeAdminOnly)

	got, err := user.Get(ctx, b.ID)
	require.NoError(t, err, "anyone may read the account's users")
	assert.True(t, got.Active, "the refused update changed nothing")
}

// usersValidation checks the rules on users' params, client and server side.
func usersValidation[C UserClient](t *testing.T, newClient func(*ingress.Client) C, res wire.Resource) {
	long := strings.Repeat("é", 128) // 256 bytes
	cases := []struct {
		name  string
		call  func(ctx context.Context, c C) error
		field string
	}{
		{"create without name", func(ctx context.Context, c C) error {
			_, err := c.Create(ctx, &serviceusers.CreateParams{})
			return err
		}, "name"},
		{"create with nil params", func(ctx context.Context, c C) error {
			_, err := c.Create(ctx, nil)
			return err
		}, "name"},
		{"create blank name", func(ctx context.Context, c C) error {
			_, err := c.Create(ctx, &serviceusers.CreateParams{Name: " \t"})
			return err
		}, "name"},
		{"create long name", func(ctx context.Context, c C) error {
			_, err := c.Create(ctx, &serviceusers.CreateParams{Name: long})
			return err
		}, "name"},
		{"update empty name", func(ctx context.Context, c C) error {
			_, err := c.Update(ctx, res.Prefix+"_x", &serviceusers.UpdateParams{Name: new("")})
			return err
		}, "name"},
		{"empty id", func(ctx context.Context, c C) error {
			_, err := c.Get(ctx, "")
			return err
		}, "id"},
		{"id with slash", func(ctx context.Context, c C) error {
			return c.Delete(ctx, res.Prefix+"_1/../x")
		}, "id"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, users, _ := Start(t, newClient)
			RequireValidation(t, tc.call(context.Background(), users), tc.field)
		})
	}

	t.Run("server enforces the same rules", func(t *testing.T) {
		_, _, raw := Start(t, newClient)
		ctx := context.Background()
		_, err := raw.Create(ctx, &serviceusers.CreateParams{Name: long})
		RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUserNameTooLong, "name")
		_, err = raw.Create(ctx, nil)
		RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUserNameEmpty, "name")
		b, err := raw.Create(ctx, &serviceusers.CreateParams{Name: "ci"})
		require.NoError(t, err)
		_, err = raw.Update(ctx, b.ID, &serviceusers.UpdateParams{Name: new("")})
		RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUserNameEmpty, "name")
		other, err := raw.Create(ctx, &serviceusers.CreateParams{Name: "deploy"})
		require.NoError(t, err)
		_, err = raw.Create(ctx, &serviceusers.CreateParams{Name: "ci"})
		RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeUserNameTaken, `"ci"`)
		_, err = raw.Update(ctx, other.ID, &serviceusers.UpdateParams{Name: new("ci")})
		RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeUserNameTaken, "ci")
		_, err = raw.Update(ctx, b.ID, &serviceusers.UpdateParams{Name: new("ci")})
		require.NoError(t, err, "a user keeps its own name")
	})
	t.Run("limits are inclusive", func(t *testing.T) {
		_, users, _ := Start(t, newClient)
		_, err := users.Create(context.Background(), &serviceusers.CreateParams{Name: strings.Repeat("n", 255)})
		require.NoError(t, err)
	})
}
