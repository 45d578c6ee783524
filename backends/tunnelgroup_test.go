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

func newTunnelGroup(t *testing.T, c *backends.Client) string {
	t.Helper()
	b, err := c.TunnelGroup.Create(context.Background(), &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "web"}})
	require.NoError(t, err)
	return b.ID
}

func TestTunnelGroupRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()

	labels := map[string]string{"k8s.ngrok.com/service": "web", "dc": "eu-west-1"}
	created, err := c.TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{Labels: labels, Description: new("web pods"), Metadata: new("m")})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "bkdtg_"), created.ID)
	assert.Equal(t, srv.URL+"/backends/tunnel_group/"+created.ID, created.URI)
	assert.Equal(t, labels, created.Labels)
	assert.Equal(t, []ingress.Ref{}, created.Tunnels, "no tunnel is online, so none matches")
	assert.Equal(t, "web pods", created.Description)
	assert.Equal(t, "m", created.Metadata)

	got, err := c.TunnelGroup.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	updated, err := c.TunnelGroup.Update(ctx, created.ID, &backends.TunnelGroupUpdateParams{Metadata: new("m2")})
	require.NoError(t, err)
	assert.Equal(t, labels, updated.Labels, "a metadata-only update keeps the labels")
	assert.Equal(t, "m2", updated.Metadata)

	params := &backends.TunnelGroupUpdateParams{Labels: map[string]string{"app": "api"}, Description: new("d2")}
	updated, err = c.TunnelGroup.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"app": "api"}, updated.Labels, "supplied labels replace the old ones")
	assert.Equal(t, "d2", updated.Description)
	params.Labels["app"] = "changed"
	got, err = c.TunnelGroup.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"app": "api"}, got.Labels, "the server keeps its own copy")

	second := newTunnelGroup(t, c)
	var ids []string
	for b, err := range c.TunnelGroup.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{second, created.ID}, ids, "newest first, across pages")

	require.NoError(t, c.TunnelGroup.Delete(ctx, created.ID))
	_, err = c.TunnelGroup.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestTunnelGroupTunnelsReadBackAsEmptyList(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	id := newTunnelGroup(t, c)
	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, "/backends/tunnel_group/"+id, nil, &raw))
	assert.Equal(t, []any{}, raw["tunnels"], "no matching tunnel reads back as an empty list, not null")
}

func TestTunnelGroupValidation(t *testing.T) {
	cases := []struct {
		name   string
		create *backends.TunnelGroupCreateParams
		update *backends.TunnelGroupUpdateParams
		field  string
		// code is the code of the answer: ingresstest.CodeValidation when
		// empty.
		code string
	}{
		{name: "no labels", create: &backends.TunnelGroupCreateParams{}, field: "labels"},
		{name: "empty labels", create: &backends.TunnelGroupCreateParams{Labels: map[string]string{}}, field: "labels"},
		{name: "empty value", create: &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": ""}}, field: "labels[app]", code: ingresstest.CodeTunnelGroupLabelValue},
		{name: "wildcard value", create: &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "*"}}, field: "labels[app]"},
		{name: "bad key", create: &backends.TunnelGroupCreateParams{Labels: map[string]string{"a b": "x"}}, field: "labels[a b]"},
		{name: "long description", create: &backends.TunnelGroupCreateParams{Labels: map[string]string{"a": "b"}, Description: new(strings.Repeat("d", 256))}, field: "description", code: ingresstest.CodeBackendDescriptionTooLong},
		{name: "update to no labels", update: &backends.TunnelGroupUpdateParams{Labels: map[string]string{}}, field: "labels"},
		{name: "update bad value", update: &backends.TunnelGroupUpdateParams{Labels: map[string]string{"app": "a=b"}}, field: "labels[app]", code: ingresstest.CodeTunnelGroupLabelEquals},
		{name: "update metadata", update: &backends.TunnelGroupUpdateParams{Metadata: new(strings.Repeat("m", 4097))}, field: "metadata", code: ingresstest.CodeBackendMetadataTooLong},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			call := func(c *backends.Client, id string) error {
				if tc.update != nil {
					_, err := c.TunnelGroup.Update(ctx, id, tc.update)
					return err
				}
				_, err := c.TunnelGroup.Create(ctx, tc.create)
				return err
			}
			_, c, raw := testkit.Start(t, backends.NewClient)
			testkit.RequireValidation(t, call(c, "bkdtg_x"), tc.field)

			err := call(raw, newTunnelGroup(t, raw))
			code := tc.code
			if code == "" {
				code = ingresstest.CodeValidation
			}
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, code, tc.field)
		})
	}
}
