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
	kinesis, err := ev.Destinations.Create(env.Ctx, &ingressevents.DestinationCreateParams{
		Format: ingressevents.FormatJSON, Description: new("conformance"),
		Target: ingressevents.Target{Kinesis: &ingressevents.Kinesis{
			Auth:      &ingressevents.AWSAuth{Role: &ingressevents.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/ev"}},
			StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/ev",
		}},
	})
	require.NoError(env.T, err)
	datadog, err := ev.Destinations.Create(env.Ctx, &ingressevents.DestinationCreateParams{
		Format: ingressevents.FormatJSON,
		Target: ingressevents.Target{Datadog: &ingressevents.Datadog{APIKey: "dd-key", Service: "edge", DDSite: "datadoghq.com"}},
	})
	require.NoError(env.T, err)
	_, err = ev.Destinations.Get(env.Ctx, kinesis.ID)
	require.NoError(env.T, err)
	var destinations []string
	for d, err := range ev.Destinations.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		destinations = append(destinations, d.ID)
	}
	require.ElementsMatch(env.T, []string{kinesis.ID, datadog.ID}, destinations)
	_, err = ev.Destinations.Update(env.Ctx, datadog.ID, &ingressevents.DestinationUpdateParams{
		Metadata: new(`{"n":1}`),
		Target: &ingressevents.Target{Firehose: &ingressevents.Firehose{
			Auth:              &ingressevents.AWSAuth{Creds: &ingressevents.AWSCredentials{AccessKeyID: "AKIA", SecretAccessKey: "secret"}},
			DeliveryStreamARN: "arn:aws:firehose:us-east-1:123456789012:deliverystream/ev",
		}},
	})
	require.NoError(env.T, err)

	sub, err := ev.Subscriptions.Create(env.Ctx, &ingressevents.SubscriptionCreateParams{
		Description: new("conformance"), Sources: []ingressevents.SourceParams{{Type: "event_destination_updated.v0"}},
		DestinationIDs: []string{kinesis.ID},
	})
	require.NoError(env.T, err)
	other, err := ev.Subscriptions.Create(env.Ctx, nil)
	require.NoError(env.T, err)
	_, err = ev.Subscriptions.Get(env.Ctx, sub.ID)
	require.NoError(env.T, err)
	var subscriptions []string
	for s, err := range ev.Subscriptions.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		subscriptions = append(subscriptions, s.ID)
	}
	require.ElementsMatch(env.T, []string{sub.ID, other.ID}, subscriptions)
	_, err = ev.Subscriptions.Update(env.Ctx, sub.ID, &ingressevents.SubscriptionUpdateParams{DestinationIDs: []string{kinesis.ID, datadog.ID}})
	require.NoError(env.T, err)

	_, err = ev.Sources.Create(env.Ctx, sub.ID, &ingressevents.SourceParams{Type: "ip_policy_created.v0"})
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
	require.NoError(env.T, ev.Subscriptions.Delete(env.Ctx, sub.ID))
	require.NoError(env.T, ev.Subscriptions.Delete(env.Ctx, other.ID))
	require.NoError(env.T, ev.Destinations.Delete(env.Ctx, kinesis.ID))
	require.NoError(env.T, ev.Destinations.Delete(env.Ctx, datadog.ID))
}
