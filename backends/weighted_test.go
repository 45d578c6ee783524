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
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func newWeighted(t *testing.T, c *backends.Client, children map[string]int64) string {
	t.Helper()
	wb, err := c.Weighted.Create(context.Background(), &backends.WeightedCreateParams{Backends: children})
	require.NoError(t, err)
	return wb.ID
}

func TestWeightedRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	page, origin, group := newHTTPResponse(t, c), newStatic(t, c), newTunnelGroup(t, c)

	children := map[string]int64{origin: 9000, group: 1000, page: 0}
	created, err := c.Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: children, Description: new("canary"), Metadata: new("m")})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "bkdwd_"), created.ID)
	assert.Equal(t, srv.URL+"/backends/weighted/"+created.ID, created.URI)
	assert.Equal(t, children, created.Backends, "every kind of backend may be a child, weights from 0 to 10000")
	assert.Equal(t, "canary", created.Description)
	assert.Equal(t, "m", created.Metadata)

	got, err := c.Weighted.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	updated, err := c.Weighted.Update(ctx, created.ID, &backends.WeightedUpdateParams{Metadata: new("m2")})
	require.NoError(t, err)
	assert.Equal(t, children, updated.Backends, "a metadata-only update keeps the children")
	assert.Equal(t, "m2", updated.Metadata)

	updated, err = c.Weighted.Update(ctx, created.ID, &backends.WeightedUpdateParams{Backends: map[string]int64{origin: 10000}, Description: new("d2")})
	require.NoError(t, err)
	assert.Equal(t, map[string]int64{origin: 10000}, updated.Backends, "supplied children replace the old ones")
	assert.Equal(t, "d2", updated.Description)

	updated, err = c.Weighted.Update(ctx, created.ID, &backends.WeightedUpdateParams{Backends: map[string]int64{}})
	require.NoError(t, err)
	assert.Equal(t, map[string]int64{}, updated.Backends, "an empty map clears the children")

	// A weighted backend may contain another weighted backend.
	outer := newWeighted(t, c, map[string]int64{created.ID: 1, page: 1})
	var ids []string
	for wb, err := range c.Weighted.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, wb.ID)
	}
	assert.Equal(t, []string{outer, created.ID}, ids, "newest first, across pages; other kinds are listed apart")

	require.NoError(t, c.Weighted.Delete(ctx, outer))
	require.NoError(t, c.Weighted.Delete(ctx, created.ID))
	_, err = c.Weighted.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestWeightedWithoutChildren(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	wb, err := c.Weighted.Create(ctx, nil)
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, "/backends/weighted/"+wb.ID, nil, &raw))
	assert.Equal(t, map[string]any{}, raw["backends"], "no children read back as an empty object")
}

func TestWeightedChildrenMustExist(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	a := newStatic(t, c)
	wb := newWeighted(t, c, map[string]int64{a: 1})
	for _, id := range []string{"bkdsc_000000000000000000000000000", "bkdwd_000000000000000000000000000", "bkdxx_1", "ipp_1"} {
		_, err := c.Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: map[string]int64{a: 1, id: 1}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
		assert.Contains(t, err.Error(), "backends["+id+"]")
		_, err = c.Weighted.Update(ctx, wb, &backends.WeightedUpdateParams{Backends: map[string]int64{id: 1}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
	}
	got, err := c.Weighted.Get(ctx, wb)
	require.NoError(t, err)
	assert.Equal(t, map[string]int64{a: 1}, got.Backends, "a refused update changes nothing")
}

func TestWeightedAndFailoverCycles(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	leaf := newStatic(t, c)
	inner := newWeighted(t, c, map[string]int64{leaf: 1})
	middle := newFailover(t, c, inner)
	outer := newWeighted(t, c, map[string]int64{middle: 1, leaf: 1})

	for name, err := range map[string]error{
		"itself":                                ignoreResult(c.Weighted.Update(ctx, inner, &backends.WeightedUpdateParams{Backends: map[string]int64{leaf: 1, inner: 1}})),
		"a failover parent":                     ignoreResult(c.Weighted.Update(ctx, inner, &backends.WeightedUpdateParams{Backends: map[string]int64{middle: 1}})),
		"an indirect ancestor":                  ignoreResult(c.Weighted.Update(ctx, inner, &backends.WeightedUpdateParams{Backends: map[string]int64{outer: 1}})),
		"a failover over its weighted ancestor": ignoreResult(c.Failover.Update(ctx, middle, &backends.FailoverUpdateParams{Backends: []string{outer}})),
	} {
		t.Run(name, func(t *testing.T) {
			testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendCycle)
		})
	}

	// Sharing a child is not a cycle.
	_, err := c.Weighted.Update(ctx, outer, &backends.WeightedUpdateParams{Backends: map[string]int64{middle: 1, inner: 2, leaf: 3}})
	require.NoError(t, err)
}

// ignoreResult returns the error of a call, dropping its result.
func ignoreResult[T any](_ T, err error) error { return err }

func TestDeleteBackendAWeightedBackendLists(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	origin, group := newStatic(t, c), newTunnelGroup(t, c)
	wb := newWeighted(t, c, map[string]int64{origin: 1, group: 1})
	fo := newFailover(t, c, wb, origin)

	err := c.Static.Delete(ctx, origin)
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeBackendInUse)
	assert.Contains(t, err.Error(), wb)
	assert.Contains(t, err.Error(), fo)
	testkit.RequireAPIError(t, c.TunnelGroup.Delete(ctx, group), http.StatusConflict, ingresstest.CodeBackendInUse)
	testkit.RequireAPIError(t, c.Weighted.Delete(ctx, wb), http.StatusConflict, ingresstest.CodeBackendInUse)

	require.NoError(t, c.Failover.Delete(ctx, fo))
	require.NoError(t, c.Weighted.Delete(ctx, wb))
	require.NoError(t, c.TunnelGroup.Delete(ctx, group))
	require.NoError(t, c.Static.Delete(ctx, origin))
}

func TestEdgeBackendModuleTakesEveryKind(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	e := edges.NewClient(srv.Client())
	for _, id := range []string{newStatic(t, c), newTunnelGroup(t, c), newWeighted(t, c, nil)} {
		edge, err := e.TLS.Create(ctx, &edges.TLSEdgeCreateParams{Backend: &edges.BackendParams{BackendID: id}})
		require.NoError(t, err)
		assert.Equal(t, id, edge.Backend.Backend.ID)
	}
}

func TestWeightedValidation(t *testing.T) {
	cases := []struct {
		name   string
		create *backends.WeightedCreateParams
		update *backends.WeightedUpdateParams
		field  string
		// code is the code of the answer: ingresstest.CodeValidation when
		// empty.
		code string
	}{
		{name: "weight too low", create: &backends.WeightedCreateParams{Backends: map[string]int64{"bkdhr_1": -1}}, field: "backends[bkdhr_1]", code: ingresstest.CodeBackendWeight},
		{name: "weight too high", create: &backends.WeightedCreateParams{Backends: map[string]int64{"bkdhr_1": 10001}}, field: "backends[bkdhr_1]", code: ingresstest.CodeBackendWeight},
		{name: "empty id", create: &backends.WeightedCreateParams{Backends: map[string]int64{"": 1}}, field: "backends[]", code: ingresstest.CodeBackendIDInvalid},
		{name: "id with slash", create: &backends.WeightedCreateParams{Backends: map[string]int64{"bkdhr_1/x": 1}}, field: "backends[bkdhr_1/x]", code: ingresstest.CodeBackendIDInvalid},
		{name: "first in ID order", create: &backends.WeightedCreateParams{Backends: map[string]int64{"b": -1, "a": -1}}, field: "backends[a]", code: ingresstest.CodeBackendWeight},
		{name: "long description", create: &backends.WeightedCreateParams{Description: new(strings.Repeat("d", 256))}, field: "description", code: ingresstest.CodeBackendDescriptionTooLong},
		{name: "update weight", update: &backends.WeightedUpdateParams{Backends: map[string]int64{"bkdhr_1": 1 << 40}}, field: "backends[bkdhr_1]", code: ingresstest.CodeBackendWeight},
		{name: "update metadata", update: &backends.WeightedUpdateParams{Metadata: new(strings.Repeat("m", 4097))}, field: "metadata", code: ingresstest.CodeBackendMetadataTooLong},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			call := func(c *backends.Client, id string) error {
				if tc.update != nil {
					_, err := c.Weighted.Update(ctx, id, tc.update)
					return err
				}
				_, err := c.Weighted.Create(ctx, tc.create)
				return err
			}
			_, c, raw := testkit.Start(t, backends.NewClient)
			testkit.RequireValidation(t, call(c, "bkdwd_x"), tc.field)

			err := call(raw, newWeighted(t, raw, nil))
			code := tc.code
			if code == "" {
				code = ingresstest.CodeValidation
			}
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, code, tc.field)
		})
	}
}
