package events

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"slices"
)

// redactedText replaces a secret wherever a value is formatted or logged.
const redactedText = "[REDACTED]"

// The secret holders print themselves without their secret with every fmt
// verb; every type that holds one, directly or not, logs through slog
// without it, whatever the handler (a JSON handler would otherwise encode
// the secret).

// String describes the credentials without the secret access key.
func (c AWSCredentials) String() string {
	return fmt.Sprintf("events.AWSCredentials{AccessKeyID: %q, SecretAccessKey: %s}", c.AccessKeyID, redact(c.SecretAccessKey))
}

// GoString describes the credentials without the secret access key.
func (c AWSCredentials) GoString() string { return c.String() }

// Format makes every fmt verb print String.
func (c AWSCredentials) Format(f fmt.State, _ rune) { io.WriteString(f, c.String()) }

// LogValue logs the credentials without the secret access key.
func (c AWSCredentials) LogValue() slog.Value { return logValue(c.redacted()) }

// String describes the target without the API key.
func (d Datadog) String() string {
	return fmt.Sprintf("events.Datadog{APIKey: %s, DDTags: %q, Service: %q, DDSite: %q}", redact(d.APIKey), d.DDTags, d.Service, d.DDSite)
}

// GoString describes the target without the API key.
func (d Datadog) GoString() string { return d.String() }

// Format makes every fmt verb print String.
func (d Datadog) Format(f fmt.State, _ rune) { io.WriteString(f, d.String()) }

// LogValue logs the target without the API key.
func (d Datadog) LogValue() slog.Value { return logValue(d.redacted()) }

// LogValue logs the auth block without the secret access key.
func (a AWSAuth) LogValue() slog.Value { return logValue(a.redacted()) }

// LogValue logs the target without the secret access key.
func (f Firehose) LogValue() slog.Value { return logValue(f.redacted()) }

// LogValue logs the target without the secret access key.
func (k Kinesis) LogValue() slog.Value { return logValue(k.redacted()) }

// LogValue logs the target without the secret access key.
func (c CloudwatchLogs) LogValue() slog.Value { return logValue(c.redacted()) }

// LogValue logs the target without the secret access key.
func (s S3) LogValue() slog.Value { return logValue(s.redacted()) }

// LogValue logs the target without its secrets.
func (t Target) LogValue() slog.Value { return logValue(t.redacted()) }

// LogValue logs the destination without the secrets of its target.
func (d Destination) LogValue() slog.Value {
	d.Target = d.Target.redacted()
	return logValue(d)
}

// LogValue logs the parameters without the secrets of the target.
func (p DestinationCreateParams) LogValue() slog.Value {
	p.Target = p.Target.redacted()
	return logValue(p)
}

// LogValue logs the parameters without the secrets of the target.
func (p DestinationUpdateParams) LogValue() slog.Value {
	p.Target = redactPtr(p.Target)
	return logValue(p)
}

func redact(secret string) string {
	if secret == "" {
		return `""`
	}
	return redactedText
}

func (c AWSCredentials) redacted() AWSCredentials {
	if c.SecretAccessKey != "" {
		c.SecretAccessKey = redactedText
	}
	return c
}

func (d Datadog) redacted() Datadog {
	if d.APIKey != "" {
		d.APIKey = redactedText
	}
	return d
}

func (a AWSAuth) redacted() AWSAuth {
	a.Creds = redactPtr(a.Creds)
	return a
}

func (f Firehose) redacted() Firehose {
	f.Auth = redactPtr(f.Auth)
	return f
}

func (k Kinesis) redacted() Kinesis {
	k.Auth = redactPtr(k.Auth)
	return k
}

func (c CloudwatchLogs) redacted() CloudwatchLogs {
	c.Auth = redactPtr(c.Auth)
	return c
}

func (s S3) redacted() S3 {
	s.Auth = redactPtr(s.Auth)
	return s
}

func (t Target) redacted() Target {
	return Target{
		Firehose:       redactPtr(t.Firehose),
		Kinesis:        redactPtr(t.Kinesis),
		CloudwatchLogs: redactPtr(t.CloudwatchLogs),
		S3:             redactPtr(t.S3),
		Datadog:        redactPtr(t.Datadog),

		AzureLogsIngestion: redactPtr(t.AzureLogsIngestion),
	}
}

// redactPtr returns a redacted copy of *p, or nil.
func redactPtr[T interface{ redacted() T }](p *T) *T {
	if p == nil {
		return nil
	}
	r := (*p).redacted()
	return &r
}

// logValue renders a value already stripped of its secrets as a slog
// group of its JSON members, nulls left out. Encoding it as JSON first
// means the group holds exactly what the API would see, and that no
// LogValue method runs again.
func logValue(v any) slog.Value {
	raw, err := json.Marshal(v)
	var doc any
	if err != nil || json.Unmarshal(raw, &doc) != nil {
		return slog.StringValue(redactedText)
	}
	return jsonToValue(doc)
}

func jsonToValue(doc any) slog.Value {
	obj, ok := doc.(map[string]any)
	if !ok {
		return slog.AnyValue(doc)
	}
	keys := make([]string, 0, len(obj))
	for k, v := range obj {
		if v != nil {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	attrs := make([]slog.Attr, len(keys))
	for i, k := range keys {
		attrs[i] = slog.Attr{Key: k, Value: jsonToValue(obj[k])}
	}
	return slog.GroupValue(attrs...)
}
