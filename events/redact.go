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
// the secret): logValue hides the secret members of the value's JSON.

// String describes the credentials without the secret access key.
func (c AWSCredentials) String() string {
	return fmt.Sprintf("events.AWSCredentials{AccessKeyID: %q, SecretAccessKey: %s}", c.AccessKeyID, redact(c.SecretAccessKey))
}

// GoString describes the credentials without the secret access key.
func (c AWSCredentials) GoString() string { return c.String() }

// Format makes every fmt verb print String.
func (c AWSCredentials) Format(f fmt.State, _ rune) { io.WriteString(f, c.String()) }

// LogValue logs the credentials without the secret access key.
func (c AWSCredentials) LogValue() slog.Value { return logValue(c) }

// String describes the target without the API key.
func (d Datadog) String() string {
	return fmt.Sprintf("events.Datadog{APIKey: %s, DDTags: %q, Service: %q, DDSite: %q}", redact(d.APIKey), d.DDTags, d.Service, d.DDSite)
}

// GoString describes the target without the API key.
func (d Datadog) GoString() string { return d.String() }

// Format makes every fmt verb print String.
func (d Datadog) Format(f fmt.State, _ rune) { io.WriteString(f, d.String()) }

// LogValue logs the target without the API key.
func (d Datadog) LogValue() slog.Value { return logValue(d) }

// LogValue logs the auth block without the secret access key.
func (a AWSAuth) LogValue() slog.Value { return logValue(a) }

// LogValue logs the target without the secret access key.
func (f Firehose) LogValue() slog.Value { return logValue(f) }

// LogValue logs the target without the secret access key.
func (k Kinesis) LogValue() slog.Value { return logValue(k) }

// LogValue logs the target without the secret access key.
func (c CloudwatchLogs) LogValue() slog.Value { return logValue(c) }

// LogValue logs the target without the secret access key.
func (s S3) LogValue() slog.Value { return logValue(s) }

// LogValue logs the target without its secrets.
func (t Target) LogValue() slog.Value { return logValue(t) }

// LogValue logs the destination without the secrets of its target.
func (d Destination) LogValue() slog.Value { return logValue(d) }

// LogValue logs the parameters without the secrets of the target.
func (p DestinationCreateParams) LogValue() slog.Value { return logValue(p) }

// LogValue logs the parameters without the secrets of the target.
func (p DestinationUpdateParams) LogValue() slog.Value { return logValue(p) }

func redact(secret string) string {
	if secret == "" {
		return `""`
	}
	return redactedText
}

// logValue renders v as a slog group of its JSON members, nulls left out
// and every secret member that is set replaced by redactedText. Going
// through JSON means the group has the members the API sees, under its
// names, that a secret is found by its name whatever type holds it, and
// that no LogValue method runs again.
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
		v := obj[k]
		if s, ok := v.(string); ok && s != "" && secretMember(k) {
			v = redactedText
		}
		attrs[i] = slog.Attr{Key: k, Value: jsonToValue(v)}
	}
	return slog.GroupValue(attrs...)
}

// secretMember reports whether a JSON member of a target holds a secret:
// the AWS secret access key, the Datadog API key or the Azure client
// secret.
func secretMember(name string) bool {
	switch name {
	case "aws_secret_access_key", "api_key", "client_secret":
		return true
	}
	return false
}
