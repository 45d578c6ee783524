package conformance

import (
	"net/http"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	ingressevents "github.com/ingresskit/ingress/events"
)

// events exercises the event destination, subscription and source
// endpoints, and the delivery of an event that a subscription matches.
func events(env *Env) {
	ev := ingressevents.NewClient(env.Client)
	destinations := exercise(env, ev.Destinations,
		&ingressevents.DestinationCreateParams{
			Format: ingressevents.FormatJSON,
			Target: ingressevents.Target{Datadog: &ingressevents.Datadog{APIKey: "dd-key", Service: "edge", DDSite: "datadoghq.com"}},
		},
		&ingressevents.DestinationCreateParams{
			Format: ingressevents.FormatJSON, Description: new("conformance"),
			Target: ingressevents.Target{Kinesis: &ingressevents.Kinesis{
				Auth:      &ingressevents.AWSAuth{Role: &ingressevents.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/ev"}},
				StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/ev",
			}},
		},
		&ingressevents.DestinationUpdateParams{
			Metadata: new(`{"n":1}`),
			// The API keeps a destination's kind of target (ERR_NGROK_5108).
			Target: &ingressevents.Target{Datadog: &ingressevents.Datadog{APIKey: "dd-key-2", DDTags: "env:ci", Service: "edge", DDSite: "datadoghq.eu"}},
		})
	datadog, kinesis := destinations.First, destinations.Second
	require.ElementsMatch(env.T, destinations.newestFirst(), destinations.Listed)

	subscriptions := exercise(env, ev.Subscriptions,
		&ingressevents.SubscriptionCreateParams{
			Description: new("conformance"), Sources: []ingressevents.SourceParams{{Type: "event_destination_updated.v0"}},
			DestinationIDs: []string{kinesis.ID},
		},
		nil,
		&ingressevents.SubscriptionUpdateParams{DestinationIDs: []string{kinesis.ID, datadog.ID}})
	sub, other := subscriptions.First, subscriptions.Second
	require.ElementsMatch(env.T, subscriptions.newestFirst(), subscriptions.Listed)

	_, err := ev.Sources.Create(env.Ctx, sub.ID, &ingressevents.SourceParams{Type: "ip_policy_created.v0"})
	require.NoError(env.T, err)
	sources, err := ev.Sources.List(env.Ctx, sub.ID)
	require.NoError(env.T, err)
	require.Len(env.T, sources, 2)
	_, err = ev.Sources.Get(env.Ctx, sub.ID, "ip_policy_created.v0")
	require.NoError(env.T, err)
	_, err = ev.Sources.Update(env.Ctx, sub.ID, "ip_policy_created.v0")
	require.NoError(env.T, err)
	require.NoError(env.T, ev.Sources.Delete(env.Ctx, sub.ID, "ip_policy_created.v0"))

	_, err = ev.Destinations.Update(env.Ctx, kinesis.ID, &ingressevents.DestinationUpdateParams{Description: new("delivered")})
	require.NoError(env.T, err)
	require.Len(env.T, env.Server.Events(kinesis.ID), 1)

	err = ev.Destinations.Delete(env.Ctx, kinesis.ID)
	var apiErr *ingress.Error
	require.ErrorAs(env.T, err, &apiErr)
	require.Equal(env.T, http.StatusConflict, apiErr.StatusCode, "a destination in use is kept")
	remove(env, ev.Subscriptions, sub.ID, other.ID)
	remove(env, ev.Destinations, kinesis.ID, datadog.ID)
}
