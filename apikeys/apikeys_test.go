package apikeys_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestRoundTrip(t *testing.T) {
	srv, keys, _ := testkit.Start(t, apikeys.NewClient)
	ctx := context.Background()

	created, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("ci"), Metadata: new(`{"team":"infra"}`)})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ak_"))
	assert.Equal(t, srv.URL+"/api_keys/"+created.ID, created.URI)
	assert.Equal(t, "ci", created.Description)
	assert.Equal(t, `{"team":"infra"}`, created.Metadata)
	assert.Equal(t, srv.AdminID, created.OwnerID)
	assert.False(t, created.CreatedAt.IsZero())
	require.NotNil(t, created.Token, "the token is shown on create")

	got, err := keys.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Nil(t, got.Token, "the token is never shown again")
	assert.Equal(t, created.Description, got.Description)

	// The new key authenticates at once.
	own := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*created.Token)))
	_, err = own.Get(ctx, created.ID)
	require.NoError(t, err)

	params := &apikeys.UpdateParams{Metadata: new("m2")}
	updated, err := keys.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, "ci", updated.Description, "fields not supplied keep their value")
	assert.Nil(t, params.Description, "Update does not change the caller's params")

	var ids []string
	for k, err := range keys.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, k.ID)
	}
	assert.Equal(t, []string{created.ID}, ids[:1], "newest first")
	assert.Len(t, ids, 2, "the new key and the server's admin key")

	require.NoError(t, keys.Delete(ctx, created.ID))
	_, err = keys.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	_, err = own.Get(ctx, created.ID)
	testkit.RequireAPIError(t, err, http.StatusUnauthorized, "", "a deleted key loses access at once")
}

func TestOwnerRules(t *testing.T) {
	srv, admin, _ := testkit.Start(t, apikeys.NewClient)
	ctx := context.Background()
	userID, userKey := srv.AddUser(false)
	user := apikeys.NewClient(srv.Client(ingress.WithAPIKey(userKey)))

	k, err := admin.Create(ctx, &apikeys.CreateParams{OwnerID: new(userID)})
	require.NoError(t, err)
	assert.Equal(t, userID, k.OwnerID, "an admin may name any user")

	k, err = user.Create(ctx, &apikeys.CreateParams{OwnerID: new(userID)})
	require.NoError(t, err)
	assert.Equal(t, userID, k.OwnerID, "anyone may name itself")

	_, err = user.Create(ctx, &apikeys.CreateParams{OwnerID: new(srv.AdminID)})
	testkit.RequireAPIError(t, err, http.StatusForbidden, "", "a non-admin may not name another owner")

	_, err = admin.Create(ctx, &apikeys.CreateParams{OwnerID: new("usr_unknown")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, "", "an unknown owner is refused")
}

func TestValidation(t *testing.T) {
	long := strings.Repeat("é", 128) // 256 bytes
	cases := []struct {
		name  string
		call  func(ctx context.Context, c *apikeys.Client) error
		field string
	}{
		{"create description", func(ctx context.Context, c *apikeys.Client) error {
			_, err := c.Create(ctx, &apikeys.CreateParams{Description: new(long)})
			return err
		}, "description"},
		{"create metadata", func(ctx context.Context, c *apikeys.Client) error {
			_, err := c.Create(ctx, &apikeys.CreateParams{Metadata: new(strings.Repeat("m", 4097))})
			return err
		}, "metadata"},
		{"update description", func(ctx context.Context, c *apikeys.Client) error {
			_, err := c.Update(ctx, "ak_x", &apikeys.UpdateParams{Description: new(long)})
			return err
		}, "description"},
		{"empty id", func(ctx context.Context, c *apikeys.Client) error {
			_, err := c.Get(ctx, "")
			return err
		}, "id"},
		{"id with slash", func(ctx context.Context, c *apikeys.Client) error {
			return c.Delete(ctx, "ak_1/../x")
		}, "id"},
		{"dot-dot id", func(ctx context.Context, c *apikeys.Client) error {
			return c.Delete(ctx, "..")
		}, "id"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, keys, _ := testkit.Start(t, apikeys.NewClient)
			err := tc.call(context.Background(), keys)
			testkit.RequireValidation(t, err, tc.field)
		})
	}

	t.Run("server enforces the same rules", func(t *testing.T) {
		_, _, keys := testkit.Start(t, apikeys.NewClient)
		_, err := keys.Create(context.Background(), &apikeys.CreateParams{Description: new(long)})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, "")
		assert.Contains(t, err.Error(), "description")
	})
	t.Run("limits are inclusive", func(t *testing.T) {
		_, keys, _ := testkit.Start(t, apikeys.NewClient)
		_, err := keys.Create(context.Background(), &apikeys.CreateParams{
			Description: new(strings.Repeat("d", 255)), Metadata: new(strings.Repeat("m", 4096)),
		})
		require.NoError(t, err)
	})
}
