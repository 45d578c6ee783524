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

func newStatic(t *testing.T, c *backends.Client) string {
	t.Helper()
	b, err := c.Static.Create(context.Background(), &backends.StaticCreateParams{Address: "example.com:8080"})
	require.NoError(t, err)
	return b.ID
}

func TestStaticRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()

	created, err := c.Static.Create(ctx, &backends.StaticCreateParams{
		Address: "origin.example.com:443", TLS: &backends.StaticTLS{Enabled: true},
		Description: new("origin"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "bkdsc_"), created.ID)
	assert.Equal(t, srv.URL+"/backends/static/"+created.ID, created.URI)
	assert.Equal(t, "origin.example.com:443", created.Address)
	assert.Equal(t, backends.StaticTLS{Enabled: true}, created.TLS)
	assert.Equal(t, "origin", created.Description)
	assert.Equal(t, "m", created.Metadata)
	assert.False(t, created.CreatedAt.IsZero())

	got, err := c.Static.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	params := &backends.StaticUpdateParams{Address: new("10.0.0.7:8443")}
	updated, err := c.Static.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "10.0.0.7:8443", updated.Address)
	assert.True(t, updated.TLS.Enabled, "TLS settings not supplied are kept")
	assert.Equal(t, "origin", updated.Description)
	assert.Nil(t, params.TLS, "Update does not change the caller's params")

	updated, err = c.Static.Update(ctx, created.ID, &backends.StaticUpdateParams{TLS: &backends.StaticTLS{}, Description: new("d2"), Metadata: new("m2")})
	require.NoError(t, err)
	assert.False(t, updated.TLS.Enabled)
	assert.Equal(t, "d2", updated.Description)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, "10.0.0.7:8443", updated.Address)

	second := newStatic(t, c)
	var ids []string
	for b, err := range c.Static.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{second, created.ID}, ids, "newest first, across pages")

	require.NoError(t, c.Static.Delete(ctx, created.ID))
	_, err = c.Static.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestStaticTLSDisabledByDefault(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	b, err := c.Static.Create(ctx, &backends.StaticCreateParams{Address: "[2001:db8::1]:80"})
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, "/backends/static/"+b.ID, nil, &raw))
	assert.Equal(t, map[string]any{"enabled": false}, raw["tls"], "no TLS settings read back as TLS disabled")
	assert.Equal(t, "[2001:db8::1]:80", raw["address"])
}

func TestStaticValidation(t *testing.T) {
	cases := []struct {
		name   string
		create *backends.StaticCreateParams
		update *backends.StaticUpdateParams
		field  string
		// code is the code of the answer: ingresstest.CodeValidation when
		// empty.
		code string
	}{
		{name: "missing address", create: &backends.StaticCreateParams{}, field: "address", code: ingresstest.CodeStaticAddressForm},
		{name: "no port", create: &backends.StaticCreateParams{Address: "example.com"}, field: "address", code: ingresstest.CodeStaticAddressForm},
		{name: "port zero", create: &backends.StaticCreateParams{Address: "example.com:0"}, field: "address", code: ingresstest.CodeStaticAddressInvalid},
		{name: "port too high", create: &backends.StaticCreateParams{Address: "example.com:65536"}, field: "address", code: ingresstest.CodeStaticAddressInvalid},
		{name: "bad host", create: &backends.StaticCreateParams{Address: "exa mple.com:80"}, field: "address", code: ingresstest.CodeStaticAddressInvalid},
		{name: "wildcard host", create: &backends.StaticCreateParams{Address: "*.example.com:80"}, field: "address", code: ingresstest.CodeStaticAddressInvalid},
		{name: "url", create: &backends.StaticCreateParams{Address: "https://example.com:443"}, field: "address", code: ingresstest.CodeStaticAddressForm},
		{name: "long description", create: &backends.StaticCreateParams{Address: "a.example:1", Description: new(strings.Repeat("d", 256))}, field: "description", code: ingresstest.CodeBackendDescriptionTooLong},
		{name: "update address", update: &backends.StaticUpdateParams{Address: new("")}, field: "address", code: ingresstest.CodeStaticAddressForm},
		{name: "update metadata", update: &backends.StaticUpdateParams{Metadata: new(strings.Repeat("m", 4097))}, field: "metadata", code: ingresstest.CodeBackendMetadataTooLong},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			call := func(c *backends.Client, id string) error {
				if tc.update != nil {
					_, err := c.Static.Update(ctx, id, tc.update)
					return err
				}
				_, err := c.Static.Create(ctx, tc.create)
				return err
			}
			_, c, raw := testkit.Start(t, backends.NewClient)
			testkit.RequireValidation(t, call(c, "bkdsc_x"), tc.field)

			err := call(raw, newStatic(t, raw))
			code := tc.code
			if code == "" {
				code = ingresstest.CodeValidation
			}
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, code, tc.field)
		})
	}
}
