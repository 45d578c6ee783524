package ingresstest_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// userName is a path that serves the users of the account, bot users or
// service users, and the prefix of their IDs there.
type userName struct{ path, prefix string }

var (
	botUsersName     = userName{"/bot_users", "bot_"}
	serviceUsersName = userName{"/service_users", "service_"}
)

// shownUser is a bot or service user as the API answers with it.
type shownUser struct {
	ID     string `json:"id"`
	URI    string `json:"uri"`
	Name   string `json:"name"`
	Active bool   `json:"active"`
}

// as returns the ID under n of the user of the given KSUID.
func (n userName) as(ksuid string) string { return n.prefix + ksuid }

// ksuidOf returns the KSUID of id, a bot or service user ID.
func ksuidOf(t *testing.T, id string) string {
	t.Helper()
	_, ksuid, ok := strings.Cut(id, "_")
	require.True(t, ok, id)
	return ksuid
}

// userCall sends a request about users to srv and decodes the user it
// answers with, when it answers with one.
func userCall(t *testing.T, srv *ingresstest.Server, method, path, body string, status int) shownUser {
	t.Helper()
	res := send(t, srv, rawCall{method: method, path: path, body: body})
	require.Equal(t, status, res.status, "%s %s: %s", method, path, res.body)
	var u shownUser
	if len(res.body) > 0 && status < 300 {
		require.NoError(t, json.Unmarshal(res.body, &u))
	}
	return u
}

// listUsers returns the IDs that the list at n answers with, newest first,
// paging one user a page so that the cursors of n are the ones followed.
func listUsers(t *testing.T, srv *ingresstest.Server, n userName) []string {
	t.Helper()
	var ids []string
	path := n.path + "?limit=1"
	for path != "" {
		res := send(t, srv, rawCall{method: http.MethodGet, path: path})
		require.Equal(t, http.StatusOK, res.status, "%s", res.body)
		var page map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(res.body, &page))
		var users []shownUser
		require.NoError(t, json.Unmarshal(page[strings.TrimPrefix(n.path, "/")], &users))
		for _, u := range users {
			assert.Equal(t, srv.URL+n.path+"/"+u.ID, u.URI, "a listed user's URI is in the list's collection")
			ids = append(ids, u.ID)
		}
		var next *string
		require.NoError(t, json.Unmarshal(page["next_page_uri"], &next))
		path = ""
		if next != nil {
			path = strings.TrimPrefix(*next, srv.URL)
			assert.Contains(t, path, "before_id="+n.prefix, "the cursor is an ID of the list")
		}
	}
	return ids
}

// TestBotAndServiceUsersAreOneCollection checks that bot users and
// service users are one resource seen through two endpoints, as the API
// reference says ("Service Users were previously called Bot Users"): a
// user made through either is read, listed, updated and deleted through
// the other, under the ID of the same KSUID with the other's prefix and a
// URI in the other's collection.
func TestBotAndServiceUsersAreOneCollection(t *testing.T) {
	for _, made := range []struct{ through, other userName }{
		{botUsersName, serviceUsersName},
		{serviceUsersName, botUsersName},
	} {
		t.Run(made.through.path, func(t *testing.T) {
			srv, _ := newServer(t)
			u := userCall(t, srv, http.MethodPost, made.through.path, `{"name":"ci"}`, http.StatusCreated)
			require.True(t, strings.HasPrefix(u.ID, made.through.prefix), u.ID)
			assert.Equal(t, srv.URL+made.through.path+"/"+u.ID, u.URI)
			ksuid := ksuidOf(t, u.ID)
			otherID := made.other.as(ksuid)

			got := userCall(t, srv, http.MethodGet, made.other.path+"/"+otherID, "", http.StatusOK)
			assert.Equal(t, shownUser{ID: otherID, URI: srv.URL + made.other.path + "/" + otherID, Name: "ci", Active: true}, got,
				"the other endpoint reads it under the same KSUID")
			userCall(t, srv, http.MethodGet, made.other.path+"/"+u.ID, "", http.StatusNotFound)

			second := userCall(t, srv, http.MethodPost, made.other.path, `{"name":"deploy"}`, http.StatusCreated)
			for _, n := range []userName{made.through, made.other} {
				assert.Equal(t, []string{n.as(ksuidOf(t, second.ID)), n.as(ksuid)}, listUsers(t, srv, n),
					"%s lists the users made through both endpoints", n.path)
			}

			filtered := send(t, srv, rawCall{method: http.MethodGet, path: made.other.path + "?filter=" + url.QueryEscape(`obj.id == "`+otherID+`"`)})
			require.Equal(t, http.StatusOK, filtered.status, "%s", filtered.body)
			assert.Contains(t, string(filtered.body), `"id":"`+otherID+`"`, "a filter sees the IDs of the list it filters")
			assert.NotContains(t, string(filtered.body), ksuidOf(t, second.ID))

			updated := userCall(t, srv, http.MethodPatch, made.other.path+"/"+otherID, `{"name":"renamed"}`, http.StatusOK)
			assert.Equal(t, otherID, updated.ID)
			assert.Equal(t, "renamed", userCall(t, srv, http.MethodGet, made.through.path+"/"+u.ID, "", http.StatusOK).Name,
				"an update through the other endpoint shows through the first")

			userCall(t, srv, http.MethodDelete, made.other.path+"/"+otherID, "", http.StatusNoContent)
			userCall(t, srv, http.MethodGet, made.through.path+"/"+u.ID, "", http.StatusNotFound)
			userCall(t, srv, http.MethodDelete, made.through.path+"/"+u.ID, "", http.StatusNotFound)
			assert.Equal(t, []string{made.through.as(ksuidOf(t, second.ID))}, listUsers(t, srv, made.through))
		})
	}
}

// TestBotAndServiceUserOwnerByEitherID checks that an API key or a
// credential names the one user as its owner by either ID, answers with
// the ID it was given, and that deactivating or deleting the user
// through either endpoint suspends or deletes what it owns under both.
func TestBotAndServiceUserOwnerByEitherID(t *testing.T) {
	for _, acting := range []userName{botUsersName, serviceUsersName} {
		t.Run(acting.path, func(t *testing.T) {
			srv, admin := newServer(t)
			ctx := t.Context()
			keys, creds := apikeys.NewClient(admin), credentials.NewClient(admin)
			u := userCall(t, srv, http.MethodPost, botUsersName.path, `{"name":"ci"}`, http.StatusCreated)
			ksuid := ksuidOf(t, u.ID)
			botID, serviceID := botUsersName.as(ksuid), serviceUsersName.as(ksuid)

			byBot, err := keys.Create(ctx, &apikeys.CreateParams{OwnerID: &botID})
			require.NoError(t, err, "the bot user ID names the owner")
			assert.Equal(t, botID, byBot.OwnerID)
			byService, err := keys.Create(ctx, &apikeys.CreateParams{OwnerID: &serviceID})
			require.NoError(t, err, "and so does the service user ID")
			assert.Equal(t, serviceID, byService.OwnerID)
			tunnel, err := creds.Tunnel.Create(ctx, &credentials.TunnelCreateParams{OwnerID: &serviceID})
			require.NoError(t, err)
			assert.Equal(t, serviceID, tunnel.OwnerID)
			sshCred, err := creds.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: testSSHKey(t), OwnerID: &botID})
			require.NoError(t, err)
			assert.Equal(t, botID, sshCred.OwnerID)

			self := func(k *apikeys.APIKey) *apikeys.Client {
				return apikeys.NewClient(srv.Client(ingress.WithAPIKey(*k.Token), ingress.WithoutRetries()))
			}
			for _, k := range []*apikeys.APIKey{byBot, byService} {
				_, err := self(k).Get(ctx, k.ID)
				require.NoError(t, err, "the key of %s authenticates", k.OwnerID)
			}

			userCall(t, srv, http.MethodPatch, acting.path+"/"+acting.as(ksuid), `{"active":false}`, http.StatusOK)
			for _, k := range []*apikeys.APIKey{byBot, byService} {
				_, err := self(k).Get(ctx, k.ID)
				testkit.RequireAPIError(t, err, http.StatusUnauthorized, ingresstest.CodeInvalidAuth,
					"deactivating it through %s suspends the key of %s", acting.path, k.OwnerID)
			}
			userCall(t, srv, http.MethodPatch, acting.path+"/"+acting.as(ksuid), `{"active":true}`, http.StatusOK)
			_, err = self(byService).Get(ctx, byService.ID)
			require.NoError(t, err, "reactivating it restores the keys")

			userCall(t, srv, http.MethodDelete, acting.path+"/"+acting.as(ksuid), "", http.StatusNoContent)
			for _, id := range []string{byBot.ID, byService.ID} {
				_, err := keys.Get(ctx, id)
				assert.True(t, ingress.IsNotFound(err), "deleting it through %s deletes the key %s: %v", acting.path, id, err)
			}
			_, err = creds.Tunnel.Get(ctx, tunnel.ID)
			assert.True(t, ingress.IsNotFound(err), "and the tunnel credential: %v", err)
			_, err = creds.SSH.Get(ctx, sshCred.ID)
			assert.True(t, ingress.IsNotFound(err), "and the SSH credential: %v", err)
			for _, id := range []string{botID, serviceID} {
				_, err = keys.Create(ctx, &apikeys.CreateParams{OwnerID: &id})
				testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeUnknownOwner, "%s names no owner once deleted", id)
			}
		})
	}
}

// TestSnapshotWithBotUsersTableLoads checks that a snapshot written when
// bot users were kept apart from service users, with a table bot_users,
// loads: its bot users are service users of the same KSUID, served under
// both endpoints.
func TestSnapshotWithBotUsersTableLoads(t *testing.T) {
	srv, _ := newServer(t)
	u := userCall(t, srv, http.MethodPost, serviceUsersName.path, `{"name":"old bot"}`, http.StatusCreated)
	ksuid := ksuidOf(t, u.ID)
	botID := botUsersName.as(ksuid)
	data, err := srv.Snapshot()
	require.NoError(t, err)

	var doc map[string]any
	require.NoError(t, json.Unmarshal(data, &doc))
	accounts := doc["accounts"].([]any)
	require.Len(t, accounts, 1)
	tables := accounts[0].(map[string]any)["tables"].(map[string]any)
	users := tables["service_users"].(map[string]any)
	orig := users[u.ID].(map[string]any)
	rec := maps.Clone(orig)
	rec["id"], rec["uri"] = botID, srv.URL+"/bot_users/"+botID
	tables["bot_users"] = map[string]any{botID: rec}
	tables["service_users"] = map[string]any{}
	old, err := json.Marshal(doc)
	require.NoError(t, err)

	userCall(t, srv, http.MethodDelete, serviceUsersName.path+"/"+u.ID, "", http.StatusNoContent)
	require.NoError(t, srv.Restore(old), "a snapshot with a bot_users table loads")
	got := userCall(t, srv, http.MethodGet, serviceUsersName.path+"/"+u.ID, "", http.StatusOK)
	assert.Equal(t, shownUser{ID: u.ID, URI: u.URI, Name: "old bot", Active: true}, got)
	got = userCall(t, srv, http.MethodGet, botUsersName.path+"/"+botID, "", http.StatusOK)
	assert.Equal(t, shownUser{ID: botID, URI: srv.URL + "/bot_users/" + botID, Name: "old bot", Active: true}, got)

	tables["service_users"] = map[string]any{u.ID: orig}
	both, err := json.Marshal(doc)
	require.NoError(t, err)
	assert.ErrorIs(t, srv.Restore(both), ingresstest.ErrSnapshotDamaged, "a user kept under both tables is refused")
}
