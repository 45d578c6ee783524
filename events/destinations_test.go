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

func TestDestinationRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()

	created, err := c.Destinations.Create(ctx, &events.DestinationCreateParams{
		Format: events.FormatJSON, Target: kinesisTarget(), Description: new("audit"), Metadata: new(`{"team":"sec"}`),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ed_"), created.ID)
	assert.Equal(t, srv.URL+"/event_destinations/"+created.ID, created.URI)
	assert.False(t, created.CreatedAt.IsZero())
	assert.Equal(t, "audit", created.Description)
	assert.Equal(t, `{"team":"sec"}`, created.Metadata)
	assert.Equal(t, events.FormatJSON, created.Format)
	assert.Equal(t, kinesisTarget(), created.Target)

	got, err := c.Destinations.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	newTarget := &events.Target{Kinesis: &events.Kinesis{Auth: credsAuth(), StreamARN: "arn:aws:kinesis:eu-west-1:123456789012:stream/archive"}}
	params := &events.DestinationUpdateParams{Description: new("audit v2"), Target: newTarget, Format: new(events.Format("JSON"))}
	updated, err := c.Destinations.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "audit v2", updated.Description)
	assert.Equal(t, `{"team":"sec"}`, updated.Metadata, "fields not supplied keep their value")
	assert.Equal(t, events.FormatJSON, updated.Format, "JSON is accepted in any case")
	assert.Equal(t, *newTarget, updated.Target, "a target replaces the whole target")
	assert.Nil(t, params.Metadata, "Update does not change the caller's params")

	updated, err = c.Destinations.Update(ctx, created.ID, &events.DestinationUpdateParams{Metadata: new("m2")})
	require.NoError(t, err)
	assert.Equal(t, *newTarget, updated.Target, "the target is kept when not supplied")

	second := destination(t, c)
	var ids []string
	for d, err := range c.Destinations.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, d.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids, "newest first")

	require.NoError(t, c.Destinations.Delete(ctx, created.ID))
	_, err = c.Destinations.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	err = c.Destinations.Delete(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}

func TestEveryTargetKind(t *testing.T) {
	targets := map[string]events.Target{
		"firehose": {Firehose: &events.Firehose{Auth: credsAuth(), DeliveryStreamARN: "arn:aws:firehose:us-east-1:123456789012:deliverystream/ev"}},
		"kinesis":  kinesisTarget(),
		"cloudwatch_logs": {CloudwatchLogs: &events.CloudwatchLogs{
			Auth: roleAuth(), LogGroupARN: "arn:aws:logs:us-east-1:123456789012:log-group:ev",
		}},
		"s3": {S3: &events.S3{
			Auth: roleAuth(), BucketARN: "arn:aws:s3:::ev", ObjectPrefix: "events/", Compression: true, MaxFileSize: 1 << 20, MaxFileAge: 60,
		}},
		"datadog":              {Datadog: &events.Datadog{APIKey: "dd-key", DDTags: "a:b", Service: "svc", DDSite: "datadoghq.com"}},
		"azure_logs_ingestion": {AzureLogsIngestion: azure()},
	}
	assert.Empty(t, events.Target{}.Kind(), "a target with no member set has no kind")
	srv, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	for name, target := range targets {
		t.Run(name, func(t *testing.T) {
			d, err := c.Destinations.Create(ctx, &events.DestinationCreateParams{Format: events.FormatJSON, Target: target})
			require.NoError(t, err)
			got, err := c.Destinations.Get(ctx, d.ID)
			require.NoError(t, err)
			assert.Equal(t, target, got.Target)
			assert.Equal(t, name, got.Target.Kind(), "Kind names the member set")

			// On the wire, the unused members are null.
			var raw struct {
				Target map[string]any `json:"target"`
			}
			require.NoError(t, srv.Client().Do(ctx, http.MethodGet, d.URI, nil, &raw))
			require.Len(t, raw.Target, 6)
			for member, v := range raw.Target {
				if member == name {
					assert.NotNil(t, v, member)
				} else {
					assert.Nil(t, v, member)
				}
			}
		})
	}
}

func TestDestinationValidation(t *testing.T) {
	long := strings.Repeat("é", 128) // 256 bytes
	firehose := func(auth *events.AWSAuth) events.Target {
		return events.Target{Firehose: &events.Firehose{Auth: auth, DeliveryStreamARN: "arn:aws:firehose:::x"}}
	}
	cases := []struct {
		name   string
		params events.DestinationCreateParams
		field  string
	}{
		{"no target", events.DestinationCreateParams{Format: events.FormatJSON}, "target"},
		{"two targets", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{
			Kinesis: kinesisTarget().Kinesis, Datadog: &events.Datadog{APIKey: "k"},
		}}, "target"},
		{"no auth", events.DestinationCreateParams{Format: events.FormatJSON, Target: firehose(nil)}, "target.firehose.auth"},
		{"empty auth", events.DestinationCreateParams{Format: events.FormatJSON, Target: firehose(&events.AWSAuth{})}, "target.firehose.auth"},
		{"role and creds", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{Kinesis: &events.Kinesis{
			Auth: &events.AWSAuth{Role: roleAuth().Role, Creds: credsAuth().Creds}, StreamARN: "arn",
		}}}, "target.kinesis.auth"},
		{"role without arn", events.DestinationCreateParams{Format: events.FormatJSON, Target: firehose(&events.AWSAuth{Role: &events.AWSRole{}})}, "target.firehose.auth.role.role_arn"},
		{"creds without secret", events.DestinationCreateParams{Format: events.FormatJSON, Target: firehose(&events.AWSAuth{
			Creds: &events.AWSCredentials{AccessKeyID: "AKIA"},
		})}, "target.firehose.auth.creds.aws_secret_access_key"},
		{"creds without id", events.DestinationCreateParams{Format: events.FormatJSON, Target: firehose(&events.AWSAuth{
			Creds: &events.AWSCredentials{SecretAccessKey: "s"},
		})}, "target.firehose.auth.creds.aws_access_key_id"},
		{"firehose without stream", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{Firehose: &events.Firehose{Auth: roleAuth()}}}, "target.firehose.delivery_stream_arn"},
		{"kinesis without stream", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{Kinesis: &events.Kinesis{Auth: roleAuth()}}}, "target.kinesis.stream_arn"},
		{"cloudwatch without group", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{CloudwatchLogs: &events.CloudwatchLogs{Auth: roleAuth()}}}, "target.cloudwatch_logs.log_group_arn"},
		{"cloudwatch without auth", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{CloudwatchLogs: &events.CloudwatchLogs{LogGroupARN: "arn"}}}, "target.cloudwatch_logs.auth"},
		{"s3 without bucket", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{S3: &events.S3{Auth: roleAuth()}}}, "target.s3.bucket_arn"},
		{"s3 with both auths", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{S3: &events.S3{
			Auth: &events.AWSAuth{Role: roleAuth().Role, Creds: credsAuth().Creds}, BucketARN: "arn",
		}}}, "target.s3.auth"},
		{"s3 negative size", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{S3: &events.S3{Auth: roleAuth(), BucketARN: "arn", MaxFileSize: -1}}}, "target.s3.max_file_size"},
		{"s3 negative age", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{S3: &events.S3{Auth: roleAuth(), BucketARN: "arn", MaxFileAge: -1}}}, "target.s3.max_file_age"},
		{"datadog without key", events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{Datadog: &events.Datadog{Service: "s"}}}, "target.datadog.api_key"},
		{"no format", events.DestinationCreateParams{Target: kinesisTarget()}, "format"},
		{"xml", events.DestinationCreateParams{Format: "xml", Target: kinesisTarget()}, "format"},
		{"description", events.DestinationCreateParams{Format: events.FormatJSON, Target: kinesisTarget(), Description: new(long)}, "description"},
		{"metadata", events.DestinationCreateParams{Format: events.FormatJSON, Target: kinesisTarget(), Metadata: new(strings.Repeat("m", 4097))}, "metadata"},
	}
	ctx := context.Background()
	_, c, raw := testkit.Start(t, events.NewClient)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			params := tc.params
			_, err := c.Destinations.Create(ctx, &params)
			testkit.RequireValidation(t, err, tc.field)

			_, err = raw.Destinations.Create(ctx, &params)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, "", tc.field, "the server enforces the same rule")
		})
	}
	for d, err := range raw.Destinations.List(ctx, nil).All() {
		require.NoError(t, err)
		t.Errorf("an invalid destination was stored: %s", d.ID)
	}

	t.Run("update", func(t *testing.T) {
		d := destination(t, c)
		updates := map[string]events.DestinationUpdateParams{
			"target":                 {Target: &events.Target{}},
			"target.kinesis.auth":    {Target: &events.Target{Kinesis: &events.Kinesis{Auth: &events.AWSAuth{}, StreamARN: "arn"}}},
			"format":                 {Format: new(events.Format("csv"))},
			"description":            {Description: new(long)},
			"target.datadog.api_key": {Target: &events.Target{Datadog: &events.Datadog{}}},
		}
		for field, params := range updates {
			_, err := c.Destinations.Update(ctx, d.ID, &params)
			testkit.RequireValidation(t, err, field)
		}
		got, err := c.Destinations.Get(ctx, d.ID)
		require.NoError(t, err)
		assert.Equal(t, d, got)
	})
	t.Run("limits are inclusive", func(t *testing.T) {
		_, err := c.Destinations.Create(ctx, &events.DestinationCreateParams{
			Format: "Json", Target: kinesisTarget(),
			Description: new(strings.Repeat("d", 255)), Metadata: new(strings.Repeat("m", 4096)),
		})
		require.NoError(t, err)
	})
}

func TestDeleteDestinationInUse(t *testing.T) {
	_, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d := destination(t, c)
	keep := destination(t, c)
	s1 := subscription(t, c, []string{"ip_policy_created.v0"}, d.ID, keep.ID)
	s2 := subscription(t, c, []string{"ip_policy_updated.v0"}, d.ID)

	err := c.Destinations.Delete(ctx, d.ID)
	apiErr := testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeDestinationInUse, s1.ID)
	assert.Contains(t, apiErr.Msg, s2.ID)
	_, err = c.Destinations.Get(ctx, d.ID)
	require.NoError(t, err, "the destination is kept")

	// Once no subscription sends to it, it can go.
	_, err = c.Subscriptions.Update(ctx, s1.ID, &events.SubscriptionUpdateParams{DestinationIDs: []string{keep.ID}})
	require.NoError(t, err)
	require.NoError(t, c.Subscriptions.Delete(ctx, s2.ID))
	require.NoError(t, c.Destinations.Delete(ctx, d.ID))
}

func TestDestinationKeepsItsKindOfTarget(t *testing.T) {
	_, c, _ := testkit.Start(t, events.NewClient)
	ctx := context.Background()
	d := destination(t, c)

	_, err := c.Destinations.Update(ctx, d.ID, &events.DestinationUpdateParams{Target: &events.Target{Datadog: &events.Datadog{APIKey: "dd-key"}}})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeTargetKindChanged, "from kinesis to datadog")
	got, err := c.Destinations.Get(ctx, d.ID)
	require.NoError(t, err)
	assert.Equal(t, d, got, "the refused update changed nothing")
}
