package events

import (
	"fmt"
	"io"
	"log/slog"

	secrets "github.com/ingresskit/ingress/internal/redact"
)

// The secret holders print themselves without their secret with every fmt
// verb; every type that holds one, directly or not, logs through slog
// without it, whatever the handler (a JSON handler would otherwise encode
// the secret): secrets.LogValue hides the secret members by their JSON name.

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

// redact is the text of a secret in a String: "[REDACTED]" when it is
// set, "" quoted when it is not.
func redact(secret string) string {
	if secret == "" {
		return `""`
	}
	return secrets.Text
}

// logValue renders v for slog with its secret members hidden (see
// secrets.LogValue).
func logValue(v any) slog.Value { return secrets.LogValue(v) }
