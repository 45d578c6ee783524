package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/setup"
)

// TestPlanRefusesChangingADestinationsKindOfTarget checks that the plan
// refuses a described destination whose target is of another kind than
// the managed one has, which the API refuses to update (ERR_NGROK_5108),
// and still takes a change within the same kind.
func TestPlanRefusesChangingADestinationsKindOfTarget(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()
	auth := &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}}
	archive := setup.EventDestination{Name: "archive", Target: events.Target{Kinesis: &events.Kinesis{
		Auth: auth, StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/archive",
	}}}
	sub := setup.EventSubscription{Name: "audit", Destinations: []string{"archive"}, EventTypes: []events.EventType{events.IPPolicyCreated}}
	apply(t, c, setup.Account{EventDestinations: []setup.EventDestination{archive}, EventSubscriptions: []setup.EventSubscription{sub}})

	moved := archive
	moved.Target = events.Target{Firehose: &events.Firehose{Auth: auth, DeliveryStreamARN: "arn:aws:firehose:us-east-1:123456789012:deliverystream/archive"}}
	before := writes.Load()
	_, err := setup.NewPlan(t.Context(), c, setup.Account{EventDestinations: []setup.EventDestination{moved}, EventSubscriptions: []setup.EventSubscription{sub}})
	require.Error(t, err)
	assert.ErrorContains(t, err, "event_destinations[0].target: is a firehose target where the destination has a kinesis one")
	assert.ErrorContains(t, err, "ERR_NGROK_5108")
	assert.Equal(t, before, writes.Load(), "a refused plan writes nothing")

	renamed := archive
	renamed.Target.Kinesis = &events.Kinesis{Auth: auth, StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/archive-2"}
	apply(t, c, setup.Account{EventDestinations: []setup.EventDestination{renamed}, EventSubscriptions: []setup.EventSubscription{sub}})
}
