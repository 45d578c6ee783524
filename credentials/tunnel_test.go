package credentials_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
)

func TestTunnelRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()

	created, err := c.Tunnel.Create(ctx, &credentials.TunnelCreateParams{
		Description: new("ci agent"), Metadata: new(`{"env":"ci"}`),
		ACL: []string{"bind:*.example.com", "bind:env=ci"},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "cr_"), created.ID)
	assert.Equal(t, srv.URL+"/credentials/"+created.ID, created.URI)
	assert.Equal(t, "ci agent", created.Description)
	assert.Equal(t, `{"env":"ci"}`, created.Metadata)
	assert.Equal(t, []string{"bind:*.example.com", "bind:env=ci"}, created.ACL)
	assert.Equal(t, srv.AdminID, created.OwnerID)
	assert.False(t, created.CreatedAt.IsZero())
	require.NotNil(t, created.Token)
	assert.NotEmpty(t, *created.Token)

	got, err := c.Tunnel.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Nil(t, got.Token, "the token is shown only on creation")
	want := *created
	want.Token = nil
	assert.Equal(t, &want, got)

	second, err := c.Tunnel.Create(ctx, nil)
	require.NoError(t, err)
	var ids []string
	for cr, err := range c.Tunnel.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		assert.Nil(t, cr.Token)
		ids = append(ids, cr.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids, "newest first, over two pages")

	updated, err := c.Tunnel.Update(ctx, created.ID, &credentials.TunnelUpdateParams{Description: new("renamed")})
	require.NoError(t, err)
	assert.Equal(t, "renamed", updated.Description)
	assert.Equal(t, `{"env":"ci"}`, updated.Metadata, "metadata not supplied, so kept")
	assert.Nil(t, updated.Token)

	require.NoError(t, c.Tunnel.Delete(ctx, created.ID))
	_, err = c.Tunnel.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	assert.True(t, ingress.IsNotFound(c.Tunnel.Delete(ctx, created.ID)))
}

func TestTunnelTokenIsNotAnAPIKey(t *testing.T) {
	srv, c, _ := testkit.Start(t, credentials.NewClient)
	created, err := c.Tunnel.Create(t.Context(), nil)
	require.NoError(t, err)
	require.NotNil(t, created.Token)

	agent, err := ingress.NewClient(ingress.WithBaseURL(srv.URL), ingress.WithAPIKey(*created.Token))
	require.NoError(t, err)
	_, err = credentials.NewClient(agent).Tunnel.Get(t.Context(), created.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusUnauthorized, ingresstest.CodeAuthTunnelToken, "authtoken")
	_, err = apikeys.NewClient(agent).Create(t.Context(), nil)
	testkit.RequireAPIErrorContains(t, err, http.StatusUnauthorized, ingresstest.CodeAuthTunnelToken, "authtoken")
}

func TestTunnelACLReadsBackEmptyWhenUnspecified(t *testing.T) {
	srv, c, _ := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	created, err := c.Tunnel.Create(ctx, &credentials.TunnelCreateParams{Description: new("open")})
	require.NoError(t, err)
	assert.Equal(t, []string{}, created.ACL)

	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, wire.Credentials.Path+"/"+created.ID, nil, &raw))
	assert.Equal(t, []any{}, raw["acl"], "an unspecified ACL is [], never null")
	assert.Contains(t, raw, "token")
	assert.Nil(t, raw["token"], "the token is null after creation")
}

func TestTunnelACLUpdate(t *testing.T) {
	_, c, _ := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	created, err := c.Tunnel.Create(ctx, &credentials.TunnelCreateParams{ACL: []string{"bind:a.example.com"}})
	require.NoError(t, err)

	kept, err := c.Tunnel.Update(ctx, created.ID, &credentials.TunnelUpdateParams{Metadata: new("m")})
	require.NoError(t, err)
	assert.Equal(t, []string{"bind:a.example.com"}, kept.ACL, "an update without acl keeps it")

	params := &credentials.TunnelUpdateParams{ACL: []string{"bind:b.example.com:443", "*"}}
	replaced, err := c.Tunnel.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, []string{"bind:b.example.com:443", "*"}, replaced.ACL)
	assert.Equal(t, []string{"bind:b.example.com:443", "*"}, params.ACL, "the caller's params are not changed")

	cleared, err := c.Tunnel.Update(ctx, created.ID, &credentials.TunnelUpdateParams{ACL: []string{}})
	require.NoError(t, err)
	assert.Equal(t, []string{}, cleared.ACL, "an empty list clears the ACL")
	got, err := c.Tunnel.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, []string{}, got.ACL)
	assert.Equal(t, "m", got.Metadata)
}

func TestTunnelRefusesMalformedACL(t *testing.T) {
	_, c, raw := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	for _, rule := range []string{"", "bind:", "connect:example.com", "bind:bad host.com", "bind:example.com:0", "bind:a=b=c"} {
		t.Run(rule, func(t *testing.T) {
			acl := []string{"bind:ok.example.com", rule}
			_, err := c.Tunnel.Create(ctx, &credentials.TunnelCreateParams{ACL: acl})
			testkit.RequireValidationContains(t, err, "acl[1]", fmt.Sprintf("%q", rule))

			_, err = raw.Tunnel.Create(ctx, &credentials.TunnelCreateParams{ACL: acl})
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeACLRule, fmt.Sprintf("acl[1]: rule %q", rule))
		})
	}

	created, err := c.Tunnel.Create(ctx, nil)
	require.NoError(t, err)
	update := &credentials.TunnelUpdateParams{ACL: []string{"bind:*"}}
	_, err = c.Tunnel.Update(ctx, created.ID, update)
	testkit.RequireValidationContains(t, err, "acl[0]", `"bind:*"`)
	_, err = raw.Tunnel.Update(ctx, created.ID, update)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeACLRule, `acl[0]: rule "bind:*"`)
}

func TestTunnelRefusesLongDescriptionAndMetadata(t *testing.T) {
	_, c, raw := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	long := &credentials.TunnelCreateParams{Description: new(strings.Repeat("d", 256))}
	_, err := c.Tunnel.Create(ctx, long)
	testkit.RequireValidationContains(t, err, "description", "at most 255 bytes")
	_, err = raw.Tunnel.Create(ctx, long)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeCredentialDescriptionTooLong, "you have entered 256 bytes")

	created, err := c.Tunnel.Create(ctx, &credentials.TunnelCreateParams{Metadata: new(strings.Repeat("m", 4096))})
	require.NoError(t, err)
	update := &credentials.TunnelUpdateParams{Metadata: new(strings.Repeat("m", 4097))}
	_, err = c.Tunnel.Update(ctx, created.ID, update)
	testkit.RequireValidationContains(t, err, "metadata", "at most 4096 bytes")
	_, err = raw.Tunnel.Update(ctx, created.ID, update)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeCredentialMetadataTooLong, "you have entered 4097 bytes")
}

func TestTunnelOwner(t *testing.T) {
	srv, admin, _ := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	userID, userKey := srv.AddUser(false)
	user := credentials.NewClient(srv.Client(ingress.WithAPIKey(userKey)))

	own, err := user.Tunnel.Create(ctx, nil)
	require.NoError(t, err)
	assert.Equal(t, userID, own.OwnerID, "the owner defaults to the caller")
	self, err := user.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: new(userID)})
	require.NoError(t, err)
	assert.Equal(t, userID, self.OwnerID)

	_, err = user.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: new(srv.AdminID)})
	testkit.RequireAPIErrorContains(t, err, http.StatusForbidden, ingresstest.CodeForbiddenOwner, "only an admin")

	forUser, err := admin.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: new(userID)})
	require.NoError(t, err)
	assert.Equal(t, userID, forUser.OwnerID, "an admin may name another owner")

	_, err = admin.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: new("usr_nobody")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUnknownOwner, "usr_nobody")

	_, err = admin.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: new("")})
	testkit.RequireValidationContains(t, err, "owner_id", "must not be empty")
}

func TestTunnelIDIsCheckedBeforeSending(t *testing.T) {
	_, c, _ := testkit.Start(t, credentials.NewClient)
	_, err := c.Tunnel.Get(t.Context(), "")
	assert.True(t, ingress.IsValidation(err), "%v", err)
	_, err = c.Tunnel.Update(t.Context(), "cr_x/y", nil)
	assert.True(t, ingress.IsValidation(err), "%v", err)
}

func TestTunnelRefusesEmptyUpdate(t *testing.T) {
	_, c, raw := testkit.Start(t, credentials.NewClient)
	ctx := t.Context()
	created, err := c.Tunnel.Create(ctx, nil)
	require.NoError(t, err)
	_, err = c.Tunnel.Update(ctx, created.ID, &credentials.TunnelUpdateParams{})
	testkit.RequireValidationContains(t, err, "description", "no values were provided")
	_, err = raw.Tunnel.Update(ctx, created.ID, &credentials.TunnelUpdateParams{})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeCredentialUpdateEmpty, "no values were provided")

	cleared, err := c.Tunnel.Update(ctx, created.ID, &credentials.TunnelUpdateParams{ACL: []string{}})
	require.NoError(t, err, "an empty ACL is a value: it clears the rules")
	assert.Empty(t, cleared.ACL)
}
