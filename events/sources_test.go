package events_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestSources(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	s := subscription(t, c, []string{"ip_policy_created.v0"})
	base := s.URI + "/sources/"

	src, err := c.Sources.Create(ctx, s.ID, &events.SourceParams{Type: "ip_policy_updated.v0"})
	require.NoError(t, err)
	assert.Equal(t, &events.Source{Type: "ip_policy_updated.v0", URI: base + "ip_policy_updated.v0"}, src)

	_, err = c.Sources.Create(ctx, s.ID, &events.SourceParams{Type: "ip_policy_updated.v0"})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeSourceExists, "adding a type twice is an error")

	list, err := c.Sources.List(ctx, s.ID)
	require.NoError(t, err)
	assert.Equal(t, []*events.Source{
		{Type: "ip_policy_created.v0", URI: base + "ip_policy_created.v0"},
		{Type: "ip_policy_updated.v0", URI: base + "ip_policy_updated.v0"},
	}, list, "in the order they were added")

	var envelope map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, s.URI+"/sources", nil, &envelope))
	assert.Equal(t, s.URI+"/sources", envelope["uri"])
	assert.Len(t, envelope["sources"], 2)
	assert.NotContains(t, envelope, "next_page_uri", "the list is not paged")

	got, err := c.Sources.Get(ctx, s.ID, "ip_policy_updated.v0")
	require.NoError(t, err)
	assert.Equal(t, src, got)
	got, err = c.Sources.Update(ctx, s.ID, "ip_policy_updated.v0")
	require.NoError(t, err)
	assert.Equal(t, src, got)

	sub, err := c.Subscriptions.Get(ctx, s.ID)
	require.NoError(t, err)
	assert.Len(t, sub.Sources, 2, "the subscription shows added sources")

	require.NoError(t, c.Sources.Delete(ctx, s.ID, "ip_policy_created.v0"))
	_, err = c.Sources.Get(ctx, s.ID, "ip_policy_created.v0")
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	sub, err = c.Subscriptions.Get(ctx, s.ID)
	require.NoError(t, err)
	assert.Equal(t, []events.Source{*src}, sub.Sources)

	// A removed type can be added again.
	_, err = c.Sources.Create(ctx, s.ID, &events.SourceParams{Type: "ip_policy_created.v0"})
	require.NoError(t, err)
}

func TestSourceErrors(t *testing.T) {
	_, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	s := subscription(t, c, []string{"ip_policy_created.v0"})
	unknownSub := "esb_01HZZZZZZZZZZZZZZZZZZZZZZZZ"

	t.Run("unknown type is not found", func(t *testing.T) {
		_, err := c.Sources.Get(ctx, s.ID, "api_key_created.v0")
		assert.True(t, ingress.IsNotFound(err), "%v", err)
		_, err = c.Sources.Update(ctx, s.ID, "api_key_created.v0")
		assert.True(t, ingress.IsNotFound(err), "%v", err)
		err = c.Sources.Delete(ctx, s.ID, "api_key_created.v0")
		assert.True(t, ingress.IsNotFound(err), "%v", err)
	})
	t.Run("unknown subscription is not found", func(t *testing.T) {
		_, err := c.Sources.Create(ctx, unknownSub, &events.SourceParams{Type: events.APIKeyCreated})
		assert.True(t, ingress.IsNotFound(err), "%v", err)
		_, err = c.Sources.List(ctx, unknownSub)
		assert.True(t, ingress.IsNotFound(err), "%v", err)
		_, err = c.Sources.Get(ctx, unknownSub, events.APIKeyCreated)
		assert.True(t, ingress.IsNotFound(err), "%v", err)
		_, err = c.Sources.Update(ctx, unknownSub, events.APIKeyCreated)
		assert.True(t, ingress.IsNotFound(err), "%v", err)
		assert.True(t, ingress.IsNotFound(c.Sources.Delete(ctx, unknownSub, events.APIKeyCreated)))
	})
	t.Run("invalid type", func(t *testing.T) {
		_, err := c.Sources.Create(ctx, s.ID, &events.SourceParams{})
		testkit.RequireValidationContains(t, err, "type", "required")
		_, err = c.Sources.Create(ctx, s.ID, nil)
		testkit.RequireValidation(t, err, "type", "nil params have no type")

		_, _, raw := testkit.Start(t, events.NewClient)
		rs := subscription(t, raw, nil)
		_, err = raw.Sources.Create(ctx, rs.ID, &events.SourceParams{})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "the server enforces the same rule")
		for _, typ := range []events.EventType{"bogus_thing.v0", "Created", "x.v", "reserved_domain_created.v0", "tcp_edge_updated.v0"} {
			_, err := c.Sources.Create(ctx, s.ID, &events.SourceParams{Type: typ})
			testkit.RequireValidationContains(t, err, "type", "not a documented event type", typ)
			_, err = raw.Sources.Create(ctx, rs.ID, &events.SourceParams{Type: typ})
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeInvalidEventType, string(typ), "the API's code for an unknown event type")
		}
	})
	t.Run("ids are checked before sending", func(t *testing.T) {
		_, err := c.Sources.Get(ctx, "", events.APIKeyCreated)
		assert.True(t, ingress.IsValidation(err), "%v", err)
		_, err = c.Sources.List(ctx, "esb_1/x")
		assert.True(t, ingress.IsValidation(err), "%v", err)
		_, err = c.Sources.Update(ctx, s.ID, "")
		assert.True(t, ingress.IsValidation(err), "%v", err)
		assert.True(t, ingress.IsValidation(c.Sources.Delete(ctx, s.ID, "a/b")))
		_, err = c.Sources.Create(ctx, "", &events.SourceParams{Type: events.APIKeyCreated})
		assert.True(t, ingress.IsValidation(err), "%v", err)
	})
}

// TestSourceChangesAreSubscriptionUpdates: adding or removing a source
// changes the subscription, which is announced like any other update.
func TestSourceChangesAreSubscriptionUpdates(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d := destination(t, c)
	watched := subscription(t, c, []string{"event_subscription_updated.v0"}, d.ID)

	_, err := c.Sources.Create(ctx, watched.ID, &events.SourceParams{Type: "ip_policy_created.v0"})
	require.NoError(t, err)
	require.NoError(t, c.Sources.Delete(ctx, watched.ID, "ip_policy_created.v0"))

	got := srv.Events(d.ID)
	assert.Equal(t, []string{"event_subscription_updated.v0", "event_subscription_updated.v0"}, types(got))
}
