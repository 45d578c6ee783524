package events_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/ingresskit/ingress/events"
)

// FuzzDestinationParams decodes arbitrary bodies as destination
// parameters: validation never panics, and what it accepts has exactly one
// target member with a complete AWS auth block (a role's ARN an IAM
// role's), and never prints its secrets.
func FuzzDestinationParams(f *testing.F) {
	f.Add(`{"format":"json","target":{"kinesis":{"auth":{"role":{"role_arn":"arn:aws:iam::123456789012:role/events"}},"stream_arn":"arn"}}}`)
	f.Add(`{"format":"JSON","target":{"datadog":{"api_key":"k"}}}`)
	f.Add(`{"format":"json","target":{"firehose":{"auth":{"role":{"role_arn":"a"},"creds":{"aws_access_key_id":"i","aws_secret_access_key":"s"}},"delivery_stream_arn":"x"}}}`)
	f.Add(`{"format":"json","target":{"s3":{"auth":{"creds":{"aws_access_key_id":"i","aws_secret_access_key":"s"}},"bucket_arn":"b","max_file_size":-1}}}`)
	f.Add(`{"target":{}}`)
	f.Add(`{"format":"xml","target":null}`)
	f.Fuzz(func(t *testing.T, body string) {
		var p events.DestinationCreateParams
		if json.Unmarshal([]byte(body), &p) != nil {
			return
		}
		if p.Validate() != nil {
			return
		}
		tg := p.Target
		set := 0
		for _, member := range []bool{tg.Firehose != nil, tg.Kinesis != nil, tg.CloudwatchLogs != nil, tg.S3 != nil, tg.Datadog != nil} {
			if member {
				set++
			}
		}
		if set != 1 {
			t.Fatalf("accepted %d target members: %s", set, body)
		}
		auth := authOf(tg)
		if auth == nil {
			return
		}
		if (auth.Role == nil) == (auth.Creds == nil) {
			t.Fatalf("accepted an auth block without exactly one of role and creds: %s", body)
		}
		if r := auth.Role; r != nil && (!strings.HasPrefix(r.RoleARN, "arn:aws") || !strings.Contains(r.RoleARN, ":iam::")) {
			t.Fatalf("accepted a role ARN that is not an IAM role's: %s", body)
		}
		if c := auth.Creds; c != nil && !strings.Contains(c.AccessKeyID, c.SecretAccessKey) && !strings.Contains("events.AWSCredentials{AccessKeyID: , SecretAccessKey: [REDACTED]}", c.SecretAccessKey) {
			if out := fmt.Sprintf("%+v", *c); strings.Contains(out, c.SecretAccessKey) {
				t.Fatalf("printed the secret: %s", out)
			}
		}
	})
}

func authOf(t events.Target) *events.AWSAuth {
	switch {
	case t.Firehose != nil:
		return t.Firehose.Auth
	case t.Kinesis != nil:
		return t.Kinesis.Auth
	case t.CloudwatchLogs != nil:
		return t.CloudwatchLogs.Auth
	case t.S3 != nil:
		return t.S3.Auth
	}
	return nil
}
