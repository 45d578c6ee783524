package events_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
)

func newEvents(t *testing.T, opts ...ingress.Option) (*ingresstest.Server, *events.Client) {
	t.Helper()
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	return srv, events.NewClient(srv.Client(opts...))
}

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
		out[i] = events.SourceParams{Type: typ}
	}
	return out
}

func apiError(t *testing.T, err error) *ingress.Error {
	t.Helper()
	var apiErr *ingress.Error
	require.True(t, errors.As(err, &apiErr), "want an API error, got %v", err)
	return apiErr
}

func validationField(t *testing.T, err error) string {
	t.Helper()
	var ve *ingress.ValidationError
	require.True(t, errors.As(err, &ve), "want a validation error, got %v", err)
	return ve.Field
}
