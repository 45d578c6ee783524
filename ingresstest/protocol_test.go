package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestRequestBodies(t *testing.T) {
	srv, _ := newServer(t)
	t.Run("malformed JSON", func(t *testing.T) {
		for _, body := range []string{`{"description":`, `{,}`, `[}`, `nul`} {
			requireError(t, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: body}), 400, ingresstest.CodeMalformedJSON)
		}
	})
	t.Run("wrong type names the field", func(t *testing.T) {
		for field, body := range map[string]string{
			"description": `{"description":5}`,
			"metadata":    `{"metadata":{"a":1}}`,
			"owner_id":    `{"owner_id":true}`,
		} {
			doc := requireError(t, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: body}), 400, ingresstest.CodeWrongType)
			assert.Contains(t, doc.Msg, field)
		}
		doc := requireError(t, send(t, srv, rawCall{method: "PATCH", path: "/api_keys/ak_x", body: `{"metadata":[1]}`}), 400, ingresstest.CodeWrongType)
		assert.Contains(t, doc.Msg, "metadata")
	})
	t.Run("a body that is not an object", func(t *testing.T) {
		requireError(t, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `"text"`}), 400, ingresstest.CodeWrongType)
	})
	t.Run("unknown fields are refused, the server choosing IDs", func(t *testing.T) {
		requireError(t, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{"description":"d","id":"ak_mine"}`}), 400, ingresstest.CodeUnknownField)
	})
	t.Run("an empty body is an empty object", func(t *testing.T) {
		res := send(t, srv, rawCall{method: "POST", path: "/api_keys", header: map[string]string{"Content-Type": ""}})
		assert.Equal(t, http.StatusCreated, res.status, "%s", res.body)
	})
	t.Run("a documented rule broken", func(t *testing.T) {
		long := strings.Repeat("x", 256)
		_, err := apikeys.NewClient(srv.Client()).Create(t.Context(), &apikeys.CreateParams{Description: &long})
		assert.True(t, ingress.IsValidation(err), "the SDK refuses it before sending: %v", err)

		_, err = apikeys.NewClient(srv.Client(ingress.WithoutValidation())).Create(t.Context(), &apikeys.CreateParams{Description: &long})
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "description")

		_, err = apikeys.NewClient(srv.Client(ingress.WithoutValidation())).Create(t.Context(), &apikeys.CreateParams{Metadata: new(strings.Repeat("m", 4097))})
		assert.Contains(t, testkit.APIError(t, err).Msg, "metadata")
	})
	t.Run("a body larger than 1 MiB", func(t *testing.T) {
		body := `{"description":"` + strings.Repeat("x", 1<<20) + `"}`
		requireError(t, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: body}), 413, ingresstest.CodeBodyTooLarge)
	})
}

func TestStatusCodes(t *testing.T) {
	srv, _ := newServer(t)
	res := send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{}`})
	require.Equal(t, http.StatusCreated, res.status)
	var k apikeys.APIKey
	require.NoError(t, json.Unmarshal(res.body, &k))
	assert.Equal(t, http.StatusOK, send(t, srv, rawCall{method: "GET", path: "/api_keys/" + k.ID}).status)
	assert.Equal(t, http.StatusOK, send(t, srv, rawCall{method: "GET", path: "/api_keys"}).status)
	assert.Equal(t, http.StatusOK, send(t, srv, rawCall{method: "PATCH", path: "/api_keys/" + k.ID, body: `{}`}).status)
	del := send(t, srv, rawCall{method: "DELETE", path: "/api_keys/" + k.ID})
	assert.Equal(t, http.StatusNoContent, del.status)
	assert.Empty(t, del.body)
}

func TestNotFoundAndMethods(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	gone, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	require.NoError(t, keys.Delete(t.Context(), gone.ID))

	t.Run("unknown IDs", func(t *testing.T) {
		for _, id := range []string{gone.ID, "ak_000000000000000000000000000", "nope", "cr_000000000000000000000000000"} {
			_, err := keys.Get(t.Context(), id)
			assert.True(t, ingress.IsNotFound(err), "%s: %v", id, err)
			assert.Empty(t, testkit.APIError(t, err).ErrorCode, "the API sends no code for a missing resource: %s", id)
			for _, c := range []rawCall{
				{method: "GET", path: "/api_keys/" + id},
				{method: "PATCH", path: "/api_keys/" + id, body: `{}`},
				{method: "DELETE", path: "/api_keys/" + id},
			} {
				doc := requireError(t, send(t, srv, c), 404, ingresstest.CodeNotFound)
				assert.Equal(t, "Resource not found", doc.Msg, "the API's message")
			}
		}
		assert.True(t, ingress.IsNotFound(keys.Delete(t.Context(), gone.ID)), "deleting twice")
	})
	t.Run("unknown routes", func(t *testing.T) {
		for _, path := range []string{"/", "/nothing", "/api_keys/ak_x/extra", "/api_key", "/API_KEYS"} {
			requireError(t, send(t, srv, rawCall{method: "GET", path: path}), 404, ingresstest.CodeNoRoute)
		}
		err := c.Do(t.Context(), "GET", "/nothing/here", nil, nil)
		assert.True(t, ingress.IsErrorCode(err, ingresstest.CodeNoRoute), "%v", err)
	})
	t.Run("wrong methods", func(t *testing.T) {
		for _, tt := range []struct{ method, path, allow string }{
			{"PUT", "/api_keys", "GET, POST"},
			{"DELETE", "/api_keys", "GET, POST"},
			{"PATCH", "/api_keys", "GET, POST"},
			{"POST", "/api_keys/" + gone.ID, "GET, PATCH, DELETE"},
			{"PUT", "/api_keys/" + gone.ID, "GET, PATCH, DELETE"},
		} {
			res := send(t, srv, rawCall{method: tt.method, path: tt.path, body: `{}`})
			requireError(t, res, 405, ingresstest.CodeMethod)
			assert.Equal(t, tt.allow, res.header.Get("Allow"), "%s %s", tt.method, tt.path)
		}
		err := c.Do(t.Context(), "PUT", "/api_keys", struct{}{}, nil)
		testkit.RequireAPIError(t, err, http.StatusMethodNotAllowed, "")
	})
}

// TestErrorCodesAreDistinct shows one stable code per kind of failure.
func TestErrorCodesAreDistinct(t *testing.T) {
	srv, _ := newServer(t)
	_, userKey := srv.AddUser(false)
	kinds := []struct {
		kind string
		call rawCall
		code string
	}{
		{"missing auth", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": ""}}, ingresstest.CodeMissingAuth},
		{"invalid auth", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": "Bearer x"}}, ingresstest.CodeAuthNotAPIKey},
		{"bad version", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Ngrok-Version": "3"}}, ingresstest.CodeBadVersion},
		{"malformed JSON", rawCall{method: "POST", path: "/api_keys", body: `{`}, ingresstest.CodeMalformedJSON},
		{"wrong type", rawCall{method: "POST", path: "/api_keys", body: `{"description":1}`}, ingresstest.CodeWrongType},
		{"broken rule", rawCall{method: "POST", path: "/api_keys", body: `{"description":"` + strings.Repeat("x", 256) + `"}`}, ingresstest.CodeValidation},
		{"bad limit", rawCall{method: "GET", path: "/api_keys?limit=0"}, ingresstest.CodeBadLimit},
		{"bad before_id", rawCall{method: "GET", path: "/api_keys?before_id=x"}, ingresstest.CodeBadPaging},
		{"no version", rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Ngrok-Version": ""}}, ingresstest.CodeMissingVersion},
		{"forbidden owner", rawCall{method: "POST", path: "/api_keys", body: `{"owner_id":"` + srv.AdminID + `"}`, header: map[string]string{"Authorization": "Bearer " + userKey}}, ingresstest.CodeForbiddenOwner},
		{"unknown owner", rawCall{method: "POST", path: "/api_keys", body: `{"owner_id":"usr_x"}`}, ingresstest.CodeUnknownOwner},
		{"not found", rawCall{method: "GET", path: "/api_keys/ak_x"}, ingresstest.CodeNotFound},
		{"no route", rawCall{method: "GET", path: "/x"}, ingresstest.CodeNoRoute},
		{"method", rawCall{method: "PUT", path: "/api_keys"}, ingresstest.CodeMethod},
	}
	var codes []string
	for _, k := range kinds {
		doc := requireError(t, send(t, srv, k.call), statusOf(t, srv, k.call), k.code)
		codes = append(codes, doc.ErrorCode)
	}
	slices.Sort(codes)
	// The reference's ERR_NGROK_215, a parameter's value is not valid,
	// covers both a value of the wrong type and a broken rule.
	assert.Len(t, slices.Compact(codes), len(kinds)-1, "one code per kind of failure")
}

// statusOf returns the status the server answers c with.
func statusOf(t *testing.T, srv *ingresstest.Server, c rawCall) int {
	t.Helper()
	return send(t, srv, c).status
}

func TestIDsURIsAndTimes(t *testing.T) {
	at := time.Date(2024, 5, 6, 7, 8, 9, 500, time.FixedZone("UTC+5", 5*3600))
	srv, c := newServer(t, ingresstest.WithClock(func() time.Time { return at }))
	keys := apikeys.NewClient(c)
	var ids []string
	for range 20 {
		k, err := keys.Create(t.Context(), nil)
		require.NoError(t, err)
		assert.Regexp(t, `^ak_[0-9A-Za-z]{27}$`, k.ID)
		assert.Equal(t, srv.URL+"/api_keys/"+k.ID, k.URI, "uri is absolute")
		ids = append(ids, k.ID)
	}
	assert.True(t, slices.IsSorted(ids), "IDs sort by creation, even under a fixed clock")
	assert.Len(t, slices.Compact(slices.Clone(ids)), len(ids), "IDs are distinct")
	assert.Regexp(t, `^usr_[0-9A-Za-z]{27}$`, srv.AdminID)

	var raw map[string]json.RawMessage
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys/"+ids[0], nil, &raw))
	var createdAt string
	require.NoError(t, json.Unmarshal(raw["created_at"], &createdAt))
	assert.Equal(t, "2024-05-06T02:08:09Z", createdAt, "RFC 3339 in UTC, to the second")
	parsed, err := time.Parse(time.RFC3339, createdAt)
	require.NoError(t, err)
	assert.True(t, parsed.Equal(at.Truncate(time.Second)))

	var page map[string]json.RawMessage
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys?limit=5", nil, &page))
	var uri, next string
	require.NoError(t, json.Unmarshal(page["uri"], &uri))
	require.NoError(t, json.Unmarshal(page["next_page_uri"], &next))
	assert.Equal(t, srv.URL+"/api_keys", uri)
	assert.True(t, strings.HasPrefix(next, srv.URL+"/api_keys?"), next)
}

func TestIDsAreUnguessable(t *testing.T) {
	at := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := ingresstest.WithClock(func() time.Time { return at })
	a, _ := newServer(t, clock)
	b, _ := newServer(t, clock)
	assert.NotEqual(t, a.AdminID, b.AdminID, "same clock, no seed: different IDs")
	assert.NotEqual(t, a.APIKey, b.APIKey)
}

func TestDeterminism(t *testing.T) {
	at := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	run := func(seed uint64) []string {
		srv, c := newServer(t, ingresstest.WithClock(func() time.Time { return at }), ingresstest.WithIDSeed(seed))
		out := []string{srv.AdminID, srv.APIKey}
		_, userKey := srv.AddUser(false)
		out = append(out, userKey)
		keys := apikeys.NewClient(c)
		for range 3 {
			k, err := keys.Create(t.Context(), nil)
			require.NoError(t, err)
			out = append(out, k.ID, *k.Token)
		}
		_, err := keys.Get(t.Context(), "ak_x")
		out = append(out, testkit.APIError(t, err).OperationID)
		return out
	}
	first := run(7)
	assert.Equal(t, first, run(7), "same seed, clock and requests: same IDs and tokens")
	assert.NotEqual(t, first, run(8))
}
