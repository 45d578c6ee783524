package events_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/events"
)

const (
	awsSecret = "wJalrXUtnFEMI-aws-secret"
	ddSecret  = "dd-0123456789abcdef-api-key"
)

// secretHolders returns every value that holds a secret, directly or not.
func secretHolders() map[string]any {
	creds := events.AWSCredentials{AccessKeyID: "AKIAVISIBLE", SecretAccessKey: awsSecret}
	auth := events.AWSAuth{Creds: &creds}
	dd := events.Datadog{APIKey: ddSecret, DDTags: "env:prod", Service: "edge", DDSite: "datadoghq.com"}
	firehose := events.Firehose{Auth: &auth, DeliveryStreamARN: "arn:firehose"}
	kinesis := events.Kinesis{Auth: &auth, StreamARN: "arn:kinesis"}
	cw := events.CloudwatchLogs{Auth: &auth, LogGroupARN: "arn:logs"}
	s3 := events.S3{Auth: &auth, BucketARN: "arn:s3"}
	target := events.Target{Kinesis: &kinesis}
	ddTarget := events.Target{Datadog: &dd}
	dest := events.Destination{ID: "ed_1", Format: events.FormatJSON, Target: target}
	create := events.DestinationCreateParams{Format: events.FormatJSON, Target: ddTarget}
	update := events.DestinationUpdateParams{Target: &target}
	return map[string]any{
		"creds": creds, "*creds": &creds, "auth": auth, "*auth": &auth,
		"datadog": dd, "*datadog": &dd,
		"firehose": firehose, "*firehose": &firehose, "kinesis": kinesis, "*kinesis": &kinesis,
		"cloudwatch": cw, "*cloudwatch": &cw, "s3": s3, "*s3": &s3,
		"target": target, "*target": &target, "datadog target": ddTarget,
		"destination": dest, "*destination": &dest,
		"create params": create, "*create params": &create,
		"update params": update, "*update params": &update,
	}
}

func assertNoSecret(t *testing.T, out, context string) {
	t.Helper()
	assert.NotContains(t, out, awsSecret, context)
	assert.NotContains(t, out, ddSecret, context)
}

func TestSecretsAreNotFormatted(t *testing.T) {
	for name, v := range secretHolders() {
		for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x"} {
			assertNoSecret(t, fmt.Sprintf(verb, v), name+" "+verb)
		}
		assertNoSecret(t, fmt.Sprint(v), name)
	}
	creds := events.AWSCredentials{AccessKeyID: "AKIAVISIBLE", SecretAccessKey: awsSecret}
	assert.Equal(t, `events.AWSCredentials{AccessKeyID: "AKIAVISIBLE", SecretAccessKey: [REDACTED]}`, fmt.Sprint(creds))
	dd := events.Datadog{APIKey: ddSecret, Service: "edge"}
	assert.Equal(t, `events.Datadog{APIKey: [REDACTED], DDTags: "", Service: "edge", DDSite: ""}`, fmt.Sprintf("%+v", &dd))
	assert.Contains(t, fmt.Sprint(events.Datadog{}), `APIKey: ""`, "an empty secret shows as empty")
}

func TestSecretsAreNotLogged(t *testing.T) {
	for name, v := range secretHolders() {
		var text, js bytes.Buffer
		slog.New(slog.NewTextHandler(&text, nil)).Info("msg", "v", v)
		slog.New(slog.NewJSONHandler(&js, nil)).Info("msg", "v", v)
		assertNoSecret(t, text.String(), name+" text")
		assertNoSecret(t, js.String(), name+" json")
		assert.Contains(t, js.String(), "[REDACTED]", name)
		assert.True(t, json.Valid(js.Bytes()), name)
	}
}

func TestLogsKeepTheRest(t *testing.T) {
	var js bytes.Buffer
	dest := events.Destination{ID: "ed_1", Format: events.FormatJSON, Target: events.Target{Kinesis: &events.Kinesis{
		Auth: &events.AWSAuth{Creds: &events.AWSCredentials{AccessKeyID: "AKIAVISIBLE", SecretAccessKey: awsSecret}}, StreamARN: "arn:kinesis",
	}}}
	slog.New(slog.NewJSONHandler(&js, nil)).Info("msg", "dest", dest)
	var doc struct {
		Dest struct {
			ID     string `json:"id"`
			Target struct {
				Kinesis struct {
					Auth struct {
						Creds map[string]string `json:"creds"`
					} `json:"auth"`
					StreamARN string `json:"stream_arn"`
				} `json:"kinesis"`
				Firehose any `json:"firehose"`
			} `json:"target"`
		} `json:"dest"`
	}
	require.NoError(t, json.Unmarshal(js.Bytes(), &doc))
	assert.Equal(t, "ed_1", doc.Dest.ID)
	assert.Equal(t, "arn:kinesis", doc.Dest.Target.Kinesis.StreamARN)
	assert.Equal(t, map[string]string{"aws_access_key_id": "AKIAVISIBLE", "aws_secret_access_key": "[REDACTED]"}, doc.Dest.Target.Kinesis.Auth.Creds)
	assert.Nil(t, doc.Dest.Target.Firehose, "unset members are left out")

	var text bytes.Buffer
	slog.New(slog.NewTextHandler(&text, nil)).Info("msg", "dest", dest)
	assert.Contains(t, text.String(), "dest.target.kinesis.auth.creds.aws_secret_access_key=[REDACTED]")
	assert.Contains(t, text.String(), "dest.target.kinesis.stream_arn=arn:kinesis")
}

func TestSecretsAreSentToTheAPI(t *testing.T) {
	// Redaction is for people, not for the wire: the API needs the secrets.
	raw, err := json.Marshal(events.DestinationCreateParams{Target: events.Target{Datadog: &events.Datadog{APIKey: ddSecret}}})
	require.NoError(t, err)
	assert.Contains(t, string(raw), ddSecret)
	raw, err = json.Marshal(events.AWSCredentials{SecretAccessKey: awsSecret})
	require.NoError(t, err)
	assert.Contains(t, string(raw), awsSecret)
}
