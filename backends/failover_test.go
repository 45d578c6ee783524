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

func newHTTPResponse(t *testing.T, c *backends.Client) string {
	t.Helper()
	b, err := c.HTTPResponse.Create(context.Background(), &backends.HTTPResponseCreateParams{StatusCode: 503})
	require.NoError(t, err)
	return b.ID
}

func newFailover(t *testing.T, c *backends.Client, children ...string) string {
	t.Helper()
	fo, err := c.Failover.Create(context.Background(), &backends.FailoverCreateParams{Backends: children})
	require.NoError(t, err)
	return fo.ID
}

func TestFailoverRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	a, b := newHTTPResponse(t, c), newHTTPResponse(t, c)

	created, err := c.Failover.Create(ctx, &backends.FailoverCreateParams{
		Backends: []string{b, a}, Description: new("primary then fallback"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "bkdfo_"), created.ID)
	assert.Equal(t, srv.URL+"/backends/failover/"+created.ID, created.URI)
	assert.Equal(t, []string{b, a}, created.Backends, "the order is kept")
	assert.Equal(t, "primary then fallback", created.Description)
	assert.Equal(t, "m", created.Metadata)

	got, err := c.Failover.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	updated, err := c.Failover.Update(ctx, created.ID, &backends.FailoverUpdateParams{Metadata: new("m2")})
	require.NoError(t, err)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, []string{b, a}, updated.Backends, "a metadata-only update keeps the children")
	assert.Equal(t, "primary then fallback", updated.Description)

	updated, err = c.Failover.Update(ctx, created.ID, &backends.FailoverUpdateParams{Backends: []string{a}, Description: new("d2")})
	require.NoError(t, err)
	assert.Equal(t, []string{a}, updated.Backends)
	assert.Equal(t, "d2", updated.Description)

	updated, err = c.Failover.Update(ctx, created.ID, &backends.FailoverUpdateParams{Backends: []string{}})
	require.NoError(t, err)
	assert.Equal(t, []string{}, updated.Backends, "an empty list clears the children and reads back empty, not null")

	// A failover backend may contain another failover backend.
	outer := newFailover(t, c, created.ID, b)
	var ids []string
	for fo, err := range c.Failover.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, fo.ID)
	}
	assert.Equal(t, []string{outer, created.ID}, ids, "newest first, across pages; HTTP response backends are listed apart")

	require.NoError(t, c.Failover.Delete(ctx, outer))
	require.NoError(t, c.Failover.Delete(ctx, created.ID))
	_, err = c.Failover.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestFailoverWithoutChildren(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	fo, err := c.Failover.Create(ctx, nil)
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, "/backends/failover/"+fo.ID, nil, &raw))
	assert.Equal(t, []any{}, raw["backends"], "no children read back as an empty list")
}

func TestFailoverChildrenMustExist(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	a := newHTTPResponse(t, c)
	fo := newFailover(t, c, a)
	for _, id := range []string{"bkdhr_000000000000000000000000000", "bkdfo_000000000000000000000000000", "bkdxx_1", "ipp_1"} {
		_, err := c.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{a, id}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
		assert.Contains(t, err.Error(), "backends[1]")
		_, err = c.Failover.Update(ctx, fo, &backends.FailoverUpdateParams{Backends: []string{id}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
	}
	got, err := c.Failover.Get(ctx, fo)
	require.NoError(t, err)
	assert.Equal(t, []string{a}, got.Backends, "a refused update changes nothing")
}

func TestFailoverCycles(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	leaf := newHTTPResponse(t, c)
	inner := newFailover(t, c, leaf)
	middle := newFailover(t, c, inner)
	outer := newFailover(t, c, middle, leaf)

	for name, tc := range map[string]struct {
		id       string
		children []string
	}{
		"itself":               {inner, []string{leaf, inner}},
		"a direct parent":      {inner, []string{middle}},
		"an indirect ancestor": {inner, []string{leaf, outer}},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := c.Failover.Update(ctx, tc.id, &backends.FailoverUpdateParams{Backends: tc.children})
			testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendCycle)
		})
	}

	// Sharing a child is not a cycle.
	_, err := c.Failover.Update(ctx, middle, &backends.FailoverUpdateParams{Backends: []string{inner, leaf}})
	require.NoError(t, err)
	got, err := c.Failover.Get(ctx, inner)
	require.NoError(t, err)
	assert.Equal(t, []string{leaf}, got.Backends)
}

func TestDeleteReferencedBackend(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	leaf := newHTTPResponse(t, c)
	inner := newFailover(t, c, leaf)
	outer := newFailover(t, c, inner, leaf)

	err := c.HTTPResponse.Delete(ctx, leaf)
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeBackendInUse)
	assert.Contains(t, err.Error(), inner)
	assert.Contains(t, err.Error(), outer)
	err = c.Failover.Delete(ctx, inner)
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeBackendInUse)

	// Once no failover backend lists them, they can go.
	require.NoError(t, c.Failover.Delete(ctx, outer))
	require.NoError(t, c.Failover.Delete(ctx, inner))
	require.NoError(t, c.HTTPResponse.Delete(ctx, leaf))
}

func TestFailoverValidation(t *testing.T) {
	long := strings.Repeat("é", 256)
	cases := []struct {
		name   string
		create *backends.FailoverCreateParams
		update *backends.FailoverUpdateParams
		field  string
		// code is the code of the answer: ingresstest.CodeValidation when
		// empty.
		code string
	}{
		{name: "empty id", create: &backends.FailoverCreateParams{Backends: []string{""}}, field: "backends[0]", code: ingresstest.CodeBackendIDInvalid},
		{name: "id with slash", create: &backends.FailoverCreateParams{Backends: []string{"bkdhr_1", "bkdhr_1/x"}}, field: "backends[1]", code: ingresstest.CodeBackendIDInvalid},
		{name: "duplicate", create: &backends.FailoverCreateParams{Backends: []string{"bkdhr_1", "bkdhr_2", "bkdhr_1"}}, field: "backends[2]"},
		{name: "long description", create: &backends.FailoverCreateParams{Description: &long}, field: "description", code: ingresstest.CodeBackendDescriptionTooLong},
		{name: "update duplicate", update: &backends.FailoverUpdateParams{Backends: []string{"bkdhr_1", "bkdhr_1"}}, field: "backends[1]"},
		{name: "update metadata", update: &backends.FailoverUpdateParams{Metadata: new(strings.Repeat("m", 4097))}, field: "metadata", code: ingresstest.CodeBackendMetadataTooLong},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			call := func(c *backends.Client, id string) error {
				if tc.update != nil {
					_, err := c.Failover.Update(ctx, id, tc.update)
					return err
				}
				_, err := c.Failover.Create(ctx, tc.create)
				return err
			}
			_, c, raw := testkit.Start(t, backends.NewClient)
			testkit.RequireValidation(t, call(c, "bkdfo_x"), tc.field)

			fo, err := raw.Failover.Create(ctx, nil)
			require.NoError(t, err)
			err = call(raw, fo.ID)
			code := tc.code
			if code == "" {
				code = ingresstest.CodeValidation
			}
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, code, tc.field)
		})
	}
}
