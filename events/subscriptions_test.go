package events_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestSubscriptionRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d1, d2 := destination(t, c), destination(t, c)

	created, err := c.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
		Description: new("policies"), Metadata: new(`{"k":1}`),
		Sources:        sourceParams("ip_policy_created.v0", "ip_policy_updated.v0"),
		DestinationIDs: []string{d1.ID},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "esb_"), created.ID)
	assert.Equal(t, srv.URL+"/event_subscriptions/"+created.ID, created.URI)
	assert.False(t, created.CreatedAt.IsZero())
	assert.Equal(t, "policies", created.Description)
	assert.Equal(t, `{"k":1}`, created.Metadata)
	base := created.URI + "/sources/"
	assert.Equal(t, []events.Source{
		{Type: "ip_policy_created.v0", URI: base + "ip_policy_created.v0"},
		{Type: "ip_policy_updated.v0", URI: base + "ip_policy_updated.v0"},
	}, created.Sources)
	assert.Equal(t, []ingress.Ref{{ID: d1.ID, URI: d1.URI}}, created.Destinations)

	got, err := c.Subscriptions.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	updated, err := c.Subscriptions.Update(ctx, created.ID, &events.SubscriptionUpdateParams{Description: new("v2")})
	require.NoError(t, err)
	assert.Equal(t, "v2", updated.Description)
	assert.Equal(t, created.Sources, updated.Sources, "sources are kept when not supplied")
	assert.Equal(t, created.Destinations, updated.Destinations, "destinations are kept when not supplied")

	params := &events.SubscriptionUpdateParams{Sources: sourceParams("api_key_created.v0"), DestinationIDs: []string{d2.ID, d1.ID}}
	updated, err = c.Subscriptions.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, []events.Source{{Type: "api_key_created.v0", URI: base + "api_key_created.v0"}}, updated.Sources, "supplied sources replace")
	assert.Equal(t, []ingress.Ref{{ID: d2.ID, URI: d2.URI}, {ID: d1.ID, URI: d1.URI}}, updated.Destinations, "supplied destinations replace")
	assert.Equal(t, "v2", updated.Description)
	assert.Nil(t, params.Description, "Update does not change the caller's params")

	updated, err = c.Subscriptions.Update(ctx, created.ID, &events.SubscriptionUpdateParams{Sources: []events.SourceParams{}, DestinationIDs: []string{}})
	require.NoError(t, err)
	assert.Empty(t, updated.Sources, "an empty list clears")
	assert.Empty(t, updated.Destinations)

	second := subscription(t, c, nil)
	var ids []string
	for s, err := range c.Subscriptions.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, s.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids, "newest first")

	require.NoError(t, c.Subscriptions.Delete(ctx, created.ID))
	_, err = c.Subscriptions.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	assert.True(t, ingress.IsNotFound(c.Subscriptions.Delete(ctx, created.ID)))
}

func TestEmptySubscriptionListsAreEmptyArrays(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	s := subscription(t, c, nil)
	var raw map[string]any
	require.NoError(t, srv.Client().Do(context.Background(), http.MethodGet, s.URI, nil, &raw))
	assert.Equal(t, []any{}, raw["sources"])
	assert.Equal(t, []any{}, raw["destinations"])
}

func TestSubscriptionValidation(t *testing.T) {
	// Subscriptions count characters, not bytes: "é" is two bytes.
	cases := []struct {
		name   string
		params events.SubscriptionCreateParams
		field  string
		// code is the server's error code.
		code string
	}{
		{"description", events.SubscriptionCreateParams{Description: new(strings.Repeat("é", 256))}, "description", ingresstest.CodeValidation},
		{"metadata", events.SubscriptionCreateParams{Metadata: new(strings.Repeat("é", 4097))}, "metadata", ingresstest.CodeValidation},
		{"empty type", events.SubscriptionCreateParams{Sources: sourceParams("")}, "sources[0].type", ingresstest.CodeValidation},
		{"undocumented type", events.SubscriptionCreateParams{Sources: sourceParams("ip_policy_created.v0", "bogus_thing.v0")}, "sources[1].type", ingresstest.CodeInvalidEventType},
		{"undocumented version", events.SubscriptionCreateParams{Sources: sourceParams("ip_policy_created.v1")}, "sources[0].type", ingresstest.CodeInvalidEventType},
		{"no version", events.SubscriptionCreateParams{Sources: sourceParams("ip_policy_created.v0", "ip_policy_created")}, "sources[1].type", ingresstest.CodeInvalidEventType},
		{"upper case", events.SubscriptionCreateParams{Sources: sourceParams("IP_POLICY_CREATED.v0")}, "sources[0].type", ingresstest.CodeInvalidEventType},
		{"slash", events.SubscriptionCreateParams{Sources: sourceParams("a/b.v0")}, "sources[0].type", ingresstest.CodeInvalidEventType},
		{"kind the fake serves but the API has no events of", events.SubscriptionCreateParams{Sources: sourceParams("https_edge_created.v0")}, "sources[0].type", ingresstest.CodeInvalidEventType},
		{"duplicate type", events.SubscriptionCreateParams{Sources: sourceParams("api_key_created.v0", "domain_created.v0", "api_key_created.v0")}, "sources[2]", ingresstest.CodeSourceExists},
		{"empty destination", events.SubscriptionCreateParams{DestinationIDs: []string{""}}, "destination_ids[0]", ingresstest.CodeValidation},
		{"destination with slash", events.SubscriptionCreateParams{DestinationIDs: []string{"ed_1/x"}}, "destination_ids[0]", ingresstest.CodeValidation},
		{"duplicate destination", events.SubscriptionCreateParams{DestinationIDs: []string{"ed_1", "ed_1"}}, "destination_ids[1]", ingresstest.CodeValidation},
	}
	ctx := context.Background()
	_, c, raw := testkit.Start(t, events.NewClient)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			params := tc.params
			_, err := c.Subscriptions.Create(ctx, &params)
			testkit.RequireValidation(t, err, tc.field)
			_, err = c.Subscriptions.Update(ctx, "esb_x", &events.SubscriptionUpdateParams{
				Description: params.Description, Metadata: params.Metadata, Sources: params.Sources, DestinationIDs: params.DestinationIDs,
			})
			testkit.RequireValidation(t, err, tc.field, "update has the same rules")

			_, err = raw.Subscriptions.Create(ctx, &params)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tc.code, tc.field, "the server enforces the same rule")
		})
	}

	t.Run("invalid UTF-8", func(t *testing.T) {
		// Only the client can see it: JSON encoding replaces the byte.
		_, err := c.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{Description: new("\xff")})
		testkit.RequireValidation(t, err, "description")
	})
	t.Run("limits count characters", func(t *testing.T) {
		s, err := c.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
			Description: new(strings.Repeat("é", 255)), Metadata: new(strings.Repeat("é", 4096)),
		})
		require.NoError(t, err, "510 and 8192 bytes, but 255 and 4096 characters")
		assert.Equal(t, 255*2, len(s.Description))
	})
	t.Run("destinations must exist", func(t *testing.T) {
		_, err := c.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{DestinationIDs: []string{"ed_01HZZZZZZZZZZZZZZZZZZZZZZZZ"}})
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, "", "ed_01HZZZZZZZZZZZZZZZZZZZZZZZZ")

		d := destination(t, c)
		s := subscription(t, c, []string{"api_key_created.v0"}, d.ID)
		_, err = c.Subscriptions.Update(ctx, s.ID, &events.SubscriptionUpdateParams{
			Sources: sourceParams("api_key_deleted.v0"), DestinationIDs: []string{d.ID, "ed_01HZZZZZZZZZZZZZZZZZZZZZZZZ"},
		})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, "")
		got, err := c.Subscriptions.Get(ctx, s.ID)
		require.NoError(t, err)
		assert.Equal(t, s, got, "a refused update changes nothing")
	})
}
