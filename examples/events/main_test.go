package main

import (
	"bytes"
	"context"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
)

func TestRunOnTheEmbeddedServer(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, false))
	text := out.String()
	assert.Contains(t, text, "Using an embedded server")
	assert.Contains(t, text, "subscribed esb_")
	created := regexp.MustCompile(`(?m)^  event ip_policy_created\.v0 at \d\d:\d\d:\d\d: policy ipp_\w+ is now "office network"$`)
	updated := regexp.MustCompile(`(?m)^  event ip_policy_updated\.v0 at \d\d:\d\d:\d\d: policy ipp_\w+ is now "office and VPN"$`)
	assert.Regexp(t, created, text)
	assert.Regexp(t, updated, text)
	assert.Less(t, created.FindStringIndex(text)[0], updated.FindStringIndex(text)[0], "shown as they arrive, in order")
	assert.NotContains(t, text, "not readable")
}

// TestRunAgainstAnAPI runs the real-API path against an ingresstest
// server standing in for the API: nothing can be read back there.
func TestRunAgainstAnAPI(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	t.Setenv(ingress.EnvAPIKey, srv.APIKey)
	t.Setenv(ingress.EnvAPIURL, srv.URL)
	t.Setenv("EVENTS_STREAM_ARN", "arn:aws:kinesis:eu-west-1:000000000000:stream/mine")

	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, true))
	text := out.String()
	assert.Contains(t, text, "Using the API at "+srv.URL)
	assert.Contains(t, text, "stream/mine and cannot be read back")
	assert.Contains(t, text, "(delivered to the real target; not readable here)")
	assert.NotContains(t, text, "  event ")

	// Everything created was deleted.
	c := events.NewClient(srv.Client())
	for d, err := range c.Destinations.List(context.Background(), nil).All() {
		require.NoError(t, err)
		t.Errorf("destination %s left behind", d.ID)
	}
	for s, err := range c.Subscriptions.List(context.Background(), nil).All() {
		require.NoError(t, err)
		t.Errorf("subscription %s left behind", s.ID)
	}
}
