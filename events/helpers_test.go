package events_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/events"
)

// roleAuth and credsAuth are the two forms of AWS auth.
func roleAuth() *events.AWSAuth {
	return &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}}
}

func credsAuth() *events.AWSAuth {
	return &events.AWSAuth{Creds: &events.AWSCredentials{AccessKeyID: "AKIAEXAMPLE", SecretAccessKey: "s3cr3t-aws-key"}}
}

func kinesisTarget() events.Target {
	return events.Target{Kinesis: &events.Kinesis{Auth: roleAuth(), StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/events"}}
}

// destination creates a Kinesis destination.
func destination(t *testing.T, c *events.Client) *events.Destination {
	t.Helper()
	d, err := c.Destinations.Create(context.Background(), &events.DestinationCreateParams{Format: events.FormatJSON, Target: kinesisTarget()})
	require.NoError(t, err)
	return d
}

// subscription creates a subscription of the given types to the
// destinations.
func subscription(t *testing.T, c *events.Client, types []string, destinationIDs ...string) *events.Subscription {
	t.Helper()
	s, err := c.Subscriptions.Create(context.Background(), &events.SubscriptionCreateParams{
		Sources: sourceParams(types...), DestinationIDs: destinationIDs,
	})
	require.NoError(t, err)
	return s
}

func sourceParams(types ...string) []events.SourceParams {
	out := make([]events.SourceParams, len(types))
	for i, typ := range types {
		out[i] = events.SourceParams{Type: events.EventType(typ)}
	}
	return out
}
