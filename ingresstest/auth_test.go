package ingresstest_test

import (
	"encoding/base64"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestAuthentication(t *testing.T) {
	srv, _ := newServer(t)
	tests := []struct {
		name   string
		header map[string]string
		status int
		code   string
	}{
		{"no Authorization header", map[string]string{"Authorization": ""}, 401, ingresstest.CodeMissingAuth},
		{"Basic credentials not in base64", map[string]string{"Authorization": "Basic " + srv.APIKey}, 401, ingresstest.CodeUnparsedAuth},
		{"Basic credentials without a colon", map[string]string{"Authorization": "Basic " + base64.StdEncoding.EncodeToString([]byte(srv.APIKey))}, 401, ingresstest.CodeUnparsedAuth},
		{"another scheme", map[string]string{"Authorization": "Token " + srv.APIKey}, 401, ingresstest.CodeUnparsedAuth},
		{"no scheme", map[string]string{"Authorization": srv.APIKey}, 401, ingresstest.CodeUnparsedAuth},
		{"empty bearer token", map[string]string{"Authorization": "Bearer "}, 401, ingresstest.CodeUnparsedAuth},
		{"a token of one part", map[string]string{"Authorization": "Bearer not-a-key"}, 401, ingresstest.CodeAuthNotAPIKey},
		{"a token of three parts", map[string]string{"Authorization": "Bearer " + srv.APIKey + "_x"}, 401, ingresstest.CodeAuthNotAPIKey},
		{"an API key's ID", map[string]string{"Authorization": "Bearer " + apiKeyID(t, srv)}, 401, ingresstest.CodeAuthKeyID},
		{"unknown key", map[string]string{"Authorization": "Bearer " + unknownToken}, 401, ingresstest.CodeInvalidAuth},
		{"no Ngrok-Version", map[string]string{"Ngrok-Version": ""}, 400, ingresstest.CodeMissingVersion},
		{"Ngrok-Version 3", map[string]string{"Ngrok-Version": "3"}, 400, ingresstest.CodeBadVersion},
		{"Ngrok-Version 1", map[string]string{"Ngrok-Version": "1"}, 400, ingresstest.CodeBadVersion},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []rawCall{
				{method: "GET", path: "/api_keys", header: tt.header},
				{method: "POST", path: "/api_keys", body: `{}`, header: tt.header},
				{method: "GET", path: "/no/such/route", header: tt.header},
			} {
				requireError(t, send(t, srv, c), tt.status, tt.code)
			}
		})
	}
}

func TestAuthenticationThroughTheSDK(t *testing.T) {
	srv, _ := newServer(t)
	_, err := apikeys.NewClient(srv.Client(ingress.WithAPIKey(unknownToken))).Get(t.Context(), "ak_x")
	e := testkit.RequireAPIError(t, err, http.StatusUnauthorized, ingresstest.CodeInvalidAuth)
	assert.NotEmpty(t, e.OperationID)
	assert.NotContains(t, err.Error(), unknownToken, "the key never appears in an error")
}

func TestTokenOnlyOnCreateAndUsableAtOnce(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	created, err := keys.Create(t.Context(), &apikeys.CreateParams{Description: new("ci")})
	require.NoError(t, err)
	require.NotNil(t, created.Token)
	require.NotEmpty(t, *created.Token)

	// The new token works at once, for its owner.
	own := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*created.Token)))
	mine, err := own.Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, srv.AdminID, mine.OwnerID)

	// Every other response has a null token.
	got, err := keys.Get(t.Context(), created.ID)
	require.NoError(t, err)
	assert.Nil(t, got.Token)
	updated, err := keys.Update(t.Context(), created.ID, &apikeys.UpdateParams{Metadata: new("m")})
	require.NoError(t, err)
	assert.Nil(t, updated.Token)
	for k, err := range keys.List(t.Context(), nil).All() {
		require.NoError(t, err)
		assert.Nil(t, k.Token, k.ID)
	}
	var raw map[string]any
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys/"+created.ID, nil, &raw))
	assert.Contains(t, raw, "token")
	assert.Nil(t, raw["token"], "token is null, not absent")
}

func TestDeletedKeyLosesAccessAtOnce(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	k, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	doomed := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*k.Token), ingress.WithoutRetries()))
	_, err = doomed.Get(t.Context(), k.ID)
	require.NoError(t, err)

	require.NoError(t, keys.Delete(t.Context(), k.ID))
	_, err = doomed.Get(t.Context(), k.ID)
	testkit.RequireAPIError(t, err, http.StatusUnauthorized, ingresstest.CodeInvalidAuth)
	requireError(t, send(t, srv, rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": "Bearer " + *k.Token}}), 401, ingresstest.CodeInvalidAuth)

	// A key may delete itself; the next call with it fails.
	self, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	selfClient := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*self.Token), ingress.WithoutRetries()))
	require.NoError(t, selfClient.Delete(t.Context(), self.ID))
	_, err = selfClient.Get(t.Context(), self.ID)
	testkit.RequireAPIError(t, err, http.StatusUnauthorized, "")
}

func TestOwnerRules(t *testing.T) {
	srv, admin := newServer(t)
	adminKeys := apikeys.NewClient(admin)
	userID, userKey := srv.AddUser(false)
	require.Regexp(t, `^usr_[0-9A-Za-z]{27}$`, userID)
	user := apikeys.NewClient(srv.Client(ingress.WithAPIKey(userKey), ingress.WithoutRetries()))
	otherAdminID, otherAdminKey := srv.AddUser(true)
	otherAdmin := apikeys.NewClient(srv.Client(ingress.WithAPIKey(otherAdminKey)))

	t.Run("the owner defaults to the caller", func(t *testing.T) {
		k, err := user.Create(t.Context(), nil)
		require.NoError(t, err)
		assert.Equal(t, userID, k.OwnerID)
		k, err = adminKeys.Create(t.Context(), nil)
		require.NoError(t, err)
		assert.Equal(t, srv.AdminID, k.OwnerID)
	})
	t.Run("a non-admin may name itself", func(t *testing.T) {
		k, err := user.Create(t.Context(), &apikeys.CreateParams{OwnerID: &userID})
		require.NoError(t, err)
		assert.Equal(t, userID, k.OwnerID)
	})
	t.Run("a non-admin may not name another owner", func(t *testing.T) {
		for _, owner := range []string{srv.AdminID, otherAdminID, "usr_000000000000000000000000000"} {
			_, err := user.Create(t.Context(), &apikeys.CreateParams{OwnerID: &owner})
			testkit.RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeForbiddenOwner, owner)
		}
		res := send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{"owner_id":"` + srv.AdminID + `"}`,
			header: map[string]string{"Authorization": "Bearer " + userKey}})
		requireError(t, res, 403, ingresstest.CodeForbiddenOwner)
	})
	t.Run("an admin may name any existing user", func(t *testing.T) {
		for _, c := range []struct {
			keys  *apikeys.Client
			owner string
		}{{adminKeys, userID}, {adminKeys, otherAdminID}, {otherAdmin, srv.AdminID}} {
			k, err := c.keys.Create(t.Context(), &apikeys.CreateParams{OwnerID: &c.owner})
			require.NoError(t, err)
			assert.Equal(t, c.owner, k.OwnerID)
		}
	})
	t.Run("an admin naming an unknown user", func(t *testing.T) {
		_, err := adminKeys.Create(t.Context(), &apikeys.CreateParams{OwnerID: new("usr_000000000000000000000000000")})
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUnknownOwner, "owner_id")
	})
	t.Run("the new user's key is usable at once and is an API key", func(t *testing.T) {
		var found bool
		for k, err := range adminKeys.List(t.Context(), nil).All() {
			require.NoError(t, err)
			found = found || k.OwnerID == userID
		}
		assert.True(t, found, "AddUser's key is listed")
	})
}
