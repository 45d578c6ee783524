package aigateway_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestRoundTrip(t *testing.T) {
	start := time.Date(2026, 4, 1, 9, 0, 0, 0, time.UTC)
	clk := ingresstest.NewClock(start)
	srv, ai, _ := testkit.Start(t, aigateway.NewClient, ingresstest.WithClock(clk.Now))
	keys := ai.APIKeys
	ctx := context.Background()
	llm := newEndpoint(t, srv, "https://llm.internal")
	other := newEndpoint(t, srv, "https://other.internal")

	created, err := keys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: llm.ID, Description: new("chat app"), Metadata: new(`{"team":"ml"}`)})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "aigwak_"))
	assert.Equal(t, srv.URL+"/ai_gateway_api_keys/"+created.ID, created.URI)
	assert.Equal(t, "chat app", created.Description)
	assert.Equal(t, `{"team":"ml"}`, created.Metadata)
	assert.Equal(t, llm.ID, created.Endpoint.ID)
	assert.Equal(t, llm.URI, created.Endpoint.URI)
	assert.Equal(t, srv.AdminID, created.CreatedBy.ID)
	assert.Equal(t, srv.AdminID, created.LastUpdatedBy.ID)
	assert.Equal(t, start, created.CreatedAt.UTC())
	assert.Nil(t, created.LastUsed, "a new key was never used")
	require.NotNil(t, created.Token, "the token is shown on create")
	assert.Equal(t, "…"+(*created.Token)[len(*created.Token)-4:], created.DisplayName)

	got, err := keys.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Nil(t, got.Token, "the token is never shown again")
	assert.Equal(t, created.DisplayName, got.DisplayName)

	second, err := keys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: llm.ID})
	require.NoError(t, err)
	var ids []string
	for k, err := range keys.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		assert.Nil(t, k.Token)
		ids = append(ids, k.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids, "newest first, over pages of one")

	clk.Advance(time.Minute)
	params := &aigateway.APIKeyUpdateParams{Metadata: new("m2"), EndpointID: &other.ID}
	updated, err := keys.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, "chat app", updated.Description, "fields not supplied keep their value")
	assert.Equal(t, other.ID, updated.Endpoint.ID)
	assert.Equal(t, start.Add(time.Minute), updated.UpdatedAt.UTC())
	assert.Nil(t, updated.Token)
	assert.Nil(t, params.Description, "Update does not change the caller's params")

	require.NoError(t, keys.Delete(ctx, created.ID))
	_, err = keys.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestEndpointMustExist(t *testing.T) {
	srv, ai, _ := testkit.Start(t, aigateway.NewClient)
	ctx := context.Background()
	_, err := ai.APIKeys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: "ep_unknown"})
	testkit.RequireAPIError(t, err, http.StatusNotFound, ingresstest.CodeAIGatewayEndpointMissing)

	k, err := ai.APIKeys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: newEndpoint(t, srv, "https://llm.internal").ID})
	require.NoError(t, err)
	_, err = ai.APIKeys.Update(ctx, k.ID, &aigateway.APIKeyUpdateParams{EndpointID: new("ep_unknown")})
	testkit.RequireAPIError(t, err, http.StatusNotFound, ingresstest.CodeAIGatewayEndpointMissing)
	_, err = ai.APIKeys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: k.ID})
	testkit.RequireAPIError(t, err, http.StatusNotFound, ingresstest.CodeAIGatewayEndpointMissing, "an ID of another kind is no endpoint")
}

// TestTokenStaysOutOfLogs checks that neither fmt nor slog shows the token
// of a created key.
func TestTokenStaysOutOfLogs(t *testing.T) {
	srv, ai, _ := testkit.Start(t, aigateway.NewClient)
	k, err := ai.APIKeys.Create(context.Background(), &aigateway.APIKeyCreateParams{EndpointID: newEndpoint(t, srv, "https://llm.internal").ID})
	require.NoError(t, err)
	token := *k.Token

	for _, verb := range []string{"%v", "%+v", "%#v", "%s"} {
		assert.NotContains(t, fmt.Sprintf(verb, k), token, verb)
		assert.NotContains(t, fmt.Sprintf(verb, *k), token, verb)
	}
	var text, js bytes.Buffer
	slog.New(slog.NewTextHandler(&text, nil)).Info("key", "key", k, "value", *k)
	slog.New(slog.NewJSONHandler(&js, nil)).Info("key", "key", k, "value", *k)
	for name, out := range map[string]string{"text": text.String(), "json": js.String()} {
		assert.NotContains(t, out, token, name)
		assert.Contains(t, out, k.ID, "%s: the rest of the key is logged", name)
	}
	assert.Contains(t, js.String(), `"token":"[REDACTED]"`)
	assert.Equal(t, token, *k.Token, "logging does not change the key")
}

func TestValidation(t *testing.T) {
	long := strings.Repeat("é", 128) // 256 bytes
	cases := []struct {
		name  string
		call  func(ctx context.Context, c *aigateway.APIKeyClient) error
		field string
	}{
		{"create without endpoint", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Create(ctx, &aigateway.APIKeyCreateParams{})
			return err
		}, "endpoint_id"},
		{"nil create params", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Create(ctx, nil)
			return err
		}, "endpoint_id"},
		{"create description", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: "ep_1", Description: new(long)})
			return err
		}, "description"},
		{"create metadata", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: "ep_1", Metadata: new(strings.Repeat("m", 4097))})
			return err
		}, "metadata"},
		{"update description", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Update(ctx, "aigwak_1", &aigateway.APIKeyUpdateParams{Description: new(long)})
			return err
		}, "description"},
		{"update endpoint", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Update(ctx, "aigwak_1", &aigateway.APIKeyUpdateParams{EndpointID: new("ep_1/x")})
			return err
		}, "endpoint_id"},
		{"empty id", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			_, err := c.Get(ctx, "")
			return err
		}, "id"},
		{"id with slash", func(ctx context.Context, c *aigateway.APIKeyClient) error {
			return c.Delete(ctx, "aigwak_1/../x")
		}, "id"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, ai, raw := testkit.Start(t, aigateway.NewClient)
			ctx := context.Background()
			testkit.RequireValidation(t, tc.call(ctx, ai.APIKeys), tc.field)
			if tc.field == "id" {
				return
			}
			err := tc.call(ctx, raw.APIKeys)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "the server runs the same rules")
			assert.Contains(t, err.Error(), tc.field)
		})
	}
}
