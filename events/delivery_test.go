package events_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/ippolicies"
)

func types(evs []ingresstest.DeliveredEvent) []string {
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = ev.EventType
	}
	return out
}

func TestIPPolicyEventsAreDelivered(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d := destination(t, c)
	s := subscription(t, c, []string{"ip_policy_created.v0", "ip_policy_updated.v0"}, d.ID)
	policies := ippolicies.NewClient(srv.Client()).Policies

	p, err := policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	require.NoError(t, err)
	_, err = policies.Update(ctx, p.ID, &ippolicies.PolicyUpdateParams{Description: new("office v2")})
	require.NoError(t, err)
	require.NoError(t, policies.Delete(ctx, p.ID), "not a subscribed type")

	evs := srv.Events(d.ID)
	require.Equal(t, []string{"ip_policy_created.v0", "ip_policy_updated.v0"}, types(evs), "in order, as soon as the calls return")
	for i, want := range []string{"office", "office v2"} {
		ev := evs[i]
		assert.True(t, strings.HasPrefix(ev.EventID, "ev_"), ev.EventID)
		assert.Equal(t, s.ID, ev.SubscriptionID)
		assert.False(t, ev.EventTimestamp.IsZero())
		var obj ippolicies.Policy
		require.NoError(t, json.Unmarshal(ev.Object, &obj))
		assert.Equal(t, p.ID, obj.ID, "the object is the policy as the API serves it")
		assert.Equal(t, want, obj.Description, "after the change")
	}
	assert.NotEqual(t, evs[0].EventID, evs[1].EventID)

	// The payload's JSON shape is the documented one.
	raw, err := json.Marshal(evs[0])
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(raw, &doc))
	for _, key := range []string{"event_id", "event_type", "event_timestamp", "subscription_id", "object"} {
		assert.Contains(t, doc, key)
	}
}

func TestDeliveryFollowsSourcesAndDestinations(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	keys := apikeys.NewClient(srv.Client())
	a, b, quiet := destination(t, c), destination(t, c), destination(t, c)
	both := subscription(t, c, []string{"api_key_created.v0"}, a.ID, b.ID)
	onlyB := subscription(t, c, []string{"api_key_created.v0", "api_key_deleted.v0"}, b.ID)
	subscription(t, c, []string{"ip_policy_created.v0"}, quiet.ID)

	k, err := keys.Create(ctx, nil)
	require.NoError(t, err)

	evA, evB := srv.Events(a.ID), srv.Events(b.ID)
	require.Len(t, evA, 1)
	require.Len(t, evB, 2, "one delivery per matching subscription")
	assert.Equal(t, both.ID, evA[0].SubscriptionID)
	assert.Equal(t, both.ID, evB[0].SubscriptionID, "oldest subscription first")
	assert.Equal(t, onlyB.ID, evB[1].SubscriptionID)
	assert.Equal(t, evA[0].EventID, evB[0].EventID, "one event keeps its ID")
	assert.Equal(t, evA[0].EventID, evB[1].EventID)
	assert.Empty(t, srv.Events(quiet.ID), "types that no source matches are not delivered")
	var obj apikeys.APIKey
	require.NoError(t, json.Unmarshal(evA[0].Object, &obj))
	assert.Equal(t, k.ID, obj.ID)
	assert.Nil(t, obj.Token, "events carry the stored record: no token")

	require.NoError(t, keys.Delete(ctx, k.ID))
	evB = srv.Events(b.ID)
	require.Equal(t, []string{"api_key_created.v0", "api_key_created.v0", "api_key_deleted.v0"}, types(evB))
	require.NoError(t, json.Unmarshal(evB[2].Object, &obj))
	assert.Equal(t, k.ID, obj.ID, "a delete carries the resource as it was")
	assert.Len(t, srv.Events(a.ID), 1)

	// Sources added and removed later take effect at once.
	_, err = c.Sources.Create(ctx, both.ID, &events.SourceParams{Type: "api_key_updated.v0"})
	require.NoError(t, err)
	require.NoError(t, c.Sources.Delete(ctx, both.ID, "api_key_created.v0"))
	k, err = keys.Create(ctx, nil)
	require.NoError(t, err)
	_, err = keys.Update(ctx, k.ID, &apikeys.UpdateParams{Description: new("x")})
	require.NoError(t, err)
	assert.Equal(t, []string{"api_key_created.v0", "api_key_updated.v0"}, types(srv.Events(a.ID)))

	assert.Nil(t, srv.Events("ed_unknown"))
}

func TestEventsOfTheEventsFamily(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d := destination(t, c)
	s := subscription(t, c, []string{"event_destination_created.v0", "event_destination_updated.v0", "event_subscription_updated.v0"}, d.ID)

	other := destination(t, c)
	_, err := c.Destinations.Update(ctx, other.ID, &events.DestinationUpdateParams{Description: new("x")})
	require.NoError(t, err)
	_, err = c.Subscriptions.Update(ctx, s.ID, &events.SubscriptionUpdateParams{Description: new("y")})
	require.NoError(t, err)
	assert.Equal(t, []string{"event_destination_created.v0", "event_destination_updated.v0", "event_subscription_updated.v0"}, types(srv.Events(d.ID)))
}

func TestEventsOutliveTheDestination(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d := destination(t, c)
	s := subscription(t, c, []string{"api_key_created.v0"}, d.ID)
	_, err := apikeys.NewClient(srv.Client()).Create(ctx, nil)
	require.NoError(t, err)
	require.NoError(t, c.Subscriptions.Delete(ctx, s.ID))
	require.NoError(t, c.Destinations.Delete(ctx, d.ID))
	assert.Len(t, srv.Events(d.ID), 1)
}

func TestEventsReturnsACopy(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	d := destination(t, c)
	subscription(t, c, []string{"api_key_created.v0"}, d.ID)
	_, err := apikeys.NewClient(srv.Client()).Create(context.Background(), nil)
	require.NoError(t, err)
	evs := srv.Events(d.ID)
	evs[0].EventType = "changed"
	evs[0].Object[0] = '!'
	again := srv.Events(d.ID)
	assert.Equal(t, "api_key_created.v0", again[0].EventType)
	assert.True(t, json.Valid(again[0].Object))
}

func TestConcurrentDeliveryKeepsOneOrder(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	a, b := destination(t, c), destination(t, c)
	subscription(t, c, []string{"api_key_created.v0"}, a.ID, b.ID)
	keys := apikeys.NewClient(srv.Client())

	const n = 20
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			_, err := keys.Create(context.Background(), &apikeys.CreateParams{Description: new(fmt.Sprint(i))})
			assert.NoError(t, err)
		})
	}
	wg.Wait()
	evA, evB := srv.Events(a.ID), srv.Events(b.ID)
	require.Len(t, evA, n)
	require.Len(t, evB, n)
	for i := range evA {
		assert.Equal(t, evA[i].EventID, evB[i].EventID, "every destination sees the events in the same order")
	}
}
