package backends_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestHTTPResponseRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()

	created, err := c.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{
		Body: "down for maintenance", StatusCode: 503,
		Headers:     map[string]string{"Content-Type": "text/plain", "Retry-After": "120"},
		Description: new("maintenance"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "bkdhr_"), created.ID)
	assert.Equal(t, srv.URL+"/backends/http_response/"+created.ID, created.URI)
	assert.Equal(t, "down for maintenance", created.Body)
	assert.Equal(t, int32(503), created.StatusCode)
	assert.Equal(t, map[string]string{"content-type": "text/plain", "retry-after": "120"}, created.Headers, "names read back in lower case")
	assert.Equal(t, "maintenance", created.Description)
	assert.Equal(t, "m", created.Metadata)
	assert.False(t, created.CreatedAt.IsZero())

	got, err := c.HTTPResponse.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	// Every field can change; a field not supplied keeps its value.
	params := &backends.HTTPResponseUpdateParams{Body: new("back soon"), StatusCode: new(int32(200))}
	updated, err := c.HTTPResponse.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "back soon", updated.Body)
	assert.Equal(t, int32(200), updated.StatusCode)
	assert.Equal(t, created.Headers, updated.Headers)
	assert.Equal(t, "maintenance", updated.Description)
	assert.Nil(t, params.Headers, "Update does not change the caller's params")

	updated, err = c.HTTPResponse.Update(ctx, created.ID, &backends.HTTPResponseUpdateParams{
		Headers: map[string]string{"X-Reason": "test"}, Description: new("d2"), Metadata: new("m2"),
	})
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"x-reason": "test"}, updated.Headers, "supplied headers replace the old ones")
	assert.Equal(t, "d2", updated.Description)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, "back soon", updated.Body)

	updated, err = c.HTTPResponse.Update(ctx, created.ID, &backends.HTTPResponseUpdateParams{Headers: map[string]string{}})
	require.NoError(t, err)
	assert.Nil(t, updated.Headers, "an empty map removes every header")

	second, err := c.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{StatusCode: 204})
	require.NoError(t, err)
	var ids []string
	for b, err := range c.HTTPResponse.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids, "newest first, across pages")

	require.NoError(t, c.HTTPResponse.Delete(ctx, created.ID))
	_, err = c.HTTPResponse.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestHTTPResponseHeadersNullWhenNone(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	for _, h := range []map[string]string{nil, {}} {
		b, err := c.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{StatusCode: 204, Headers: h})
		require.NoError(t, err)
		var raw map[string]any
		require.NoError(t, srv.Client().Do(ctx, http.MethodGet, "/backends/http_response/"+b.ID, nil, &raw))
		assert.Contains(t, raw, "headers")
		assert.Nil(t, raw["headers"], "headers are null when there are none")
		assert.Equal(t, "", raw["body"])
	}
}

func TestHTTPResponseValidation(t *testing.T) {
	long := strings.Repeat("é", 256)
	cases := []struct {
		name   string
		create *backends.HTTPResponseCreateParams
		update *backends.HTTPResponseUpdateParams
		field  string
		// code is the code of the answer: ingresstest.CodeValidation when
		// empty.
		code string
	}{
		{name: "missing status", create: &backends.HTTPResponseCreateParams{Body: "x"}, field: "status_code", code: ingresstest.CodeHTTPResponseStatus},
		{name: "status too low", create: &backends.HTTPResponseCreateParams{StatusCode: 99}, field: "status_code", code: ingresstest.CodeHTTPResponseStatus},
		{name: "status too high", create: &backends.HTTPResponseCreateParams{StatusCode: 600}, field: "status_code", code: ingresstest.CodeHTTPResponseStatus},
		{name: "bad header name", create: &backends.HTTPResponseCreateParams{StatusCode: 200, Headers: map[string]string{"Bad Name": "x"}}, field: "headers.Bad Name"},
		{name: "empty header name", create: &backends.HTTPResponseCreateParams{StatusCode: 200, Headers: map[string]string{"": "x"}}, field: "headers."},
		{name: "header value line break", create: &backends.HTTPResponseCreateParams{StatusCode: 200, Headers: map[string]string{"X-A": "a\r\nSet-Cookie: x"}}, field: "headers.X-A"},
		{name: "names differ only in case", create: &backends.HTTPResponseCreateParams{StatusCode: 200, Headers: map[string]string{"X-A": "1", "x-a": "2"}}, field: "headers.x-a"},
		{name: "long description", create: &backends.HTTPResponseCreateParams{StatusCode: 200, Description: &long}, field: "description", code: ingresstest.CodeBackendDescriptionTooLong},
		{name: "update status", update: &backends.HTTPResponseUpdateParams{StatusCode: new(int32(0))}, field: "status_code", code: ingresstest.CodeHTTPResponseStatus},
		{name: "update headers", update: &backends.HTTPResponseUpdateParams{Headers: map[string]string{"X:Y": "1"}}, field: "headers.X:Y"},
		{name: "update metadata", update: &backends.HTTPResponseUpdateParams{Metadata: new(strings.Repeat("m", 4097))}, field: "metadata", code: ingresstest.CodeBackendMetadataTooLong},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			call := func(c *backends.Client, id string) error {
				if tc.update != nil {
					_, err := c.HTTPResponse.Update(ctx, id, tc.update)
					return err
				}
				_, err := c.HTTPResponse.Create(ctx, tc.create)
				return err
			}
			_, c, raw := testkit.Start(t, backends.NewClient)
			testkit.RequireValidation(t, call(c, "bkdhr_x"), tc.field)

			b, err := raw.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{StatusCode: 200})
			require.NoError(t, err)
			err = call(raw, b.ID)
			code := tc.code
			if code == "" {
				code = ingresstest.CodeValidation
			}
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, code, tc.field)
		})
	}

	t.Run("limits are inclusive", func(t *testing.T) {
		_, c, _ := testkit.Start(t, backends.NewClient)
		for _, status := range []int32{100, 599} {
			_, err := c.HTTPResponse.Create(context.Background(), &backends.HTTPResponseCreateParams{
				StatusCode: status, Headers: map[string]string{"X-Tab": "a\tb", "!#$%&'*+-.^_`|~": "token chars"},
			})
			require.NoError(t, err)
		}
	})
}
