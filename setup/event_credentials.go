package setup

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ingresskit/ingress/events"
)

// targetCredential is a secret that an event destination's target holds.
type targetCredential struct {
	// field is the secret's path in a description, like
	// "target.datadog.api_key".
	field string
	// name is the member of EventCredentials that says where it comes
	// from, like "datadog_api_key".
	name string
	// value is the secret in the target.
	value *string
}

// own makes *p point at a copy of what it points at and returns the copy,
// or nil when *p is nil.
func own[T any](p **T) *T {
	if *p == nil {
		return nil
	}
	c := **p
	*p = &c
	return &c
}

// targetCredentials returns the secrets that *t holds, after copying the
// parts of *t on the way to them: setting a value changes *t only, never
// the target *t was copied from.
func targetCredentials(t *events.Target) []targetCredential {
	var out []targetCredential
	if d := own(&t.Datadog); d != nil {
		out = append(out, targetCredential{"target.datadog.api_key", "datadog_api_key", &d.APIKey})
	}
	if a := own(&t.AzureLogsIngestion); a != nil {
		out = append(out, targetCredential{"target.azure_logs_ingestion.client_secret", "azure_client_secret", &a.ClientSecret})
	}
	if f := own(&t.Firehose); f != nil {
		out = awsCredential(out, "firehose", &f.Auth)
	}
	if k := own(&t.Kinesis); k != nil {
		out = awsCredential(out, "kinesis", &k.Auth)
	}
	if c := own(&t.CloudwatchLogs); c != nil {
		out = awsCredential(out, "cloudwatch_logs", &c.Auth)
	}
	if s := own(&t.S3); s != nil {
		out = awsCredential(out, "s3", &s.Auth)
	}
	return out
}

// awsCredential appends the secret access key of the AWS target member,
// whose auth is at auth, when it signs in with creds.
func awsCredential(out []targetCredential, member string, auth **events.AWSAuth) []targetCredential {
	a := own(auth)
	if a == nil {
		return out
	}
	c := own(&a.Creds)
	if c == nil {
		return out
	}
	return append(out, targetCredential{"target." + member + ".auth.creds.aws_secret_access_key", "aws_secret_access_key", &c.SecretAccessKey})
}

// credentialMember is a member of EventCredentials with its JSON name.
type credentialMember struct {
	name   string
	source **SecretSource
}

// members returns the members of c, in the order of the type.
func (c *EventCredentials) members() []credentialMember {
	return []credentialMember{
		{"datadog_api_key", &c.DatadogAPIKey},
		{"azure_client_secret", &c.AzureClientSecret},
		{"aws_secret_access_key", &c.AWSSecretAccessKey},
	}
}

// source returns the source of the member name; the zero SecretSource,
// which reads as no source, when it is unset.
func (c EventCredentials) source(name string) SecretSource {
	for _, m := range c.members() {
		if m.name == name && *m.source != nil {
			return **m.source
		}
	}
	return SecretSource{}
}

// checkCredentials refuses a destination whose target holds a secret
// written in the description, that lacks the source of a secret its
// target needs, or that gives a source its target has no use for: every
// such mistake, joined. Its errors name the field, never a value.
func checkCredentials(d EventDestination) error {
	t := d.Target
	var errs []error
	needed := make(map[string]bool)
	for _, tc := range targetCredentials(&t) {
		if *tc.value != "" {
			errs = append(errs, fmt.Errorf("%s: a secret is never written in the description: leave it empty and name its source in credentials.%s", tc.field, tc.name))
		}
		needed[tc.name] = true
	}
	for _, m := range d.Credentials.members() {
		src := *m.source
		switch {
		case src == nil && needed[m.name]:
			errs = append(errs, fmt.Errorf("credentials.%s: the target needs this secret: name its source (env or file)", m.name))
		case src == nil:
		case !needed[m.name]:
			errs = append(errs, fmt.Errorf("credentials.%s: the target holds no such secret", m.name))
		default:
			if err := src.check(); err != nil {
				errs = append(errs, fmt.Errorf("credentials.%s: %w", m.name, err))
			}
		}
	}
	return errors.Join(errs...)
}

// sentTarget returns the target of d with its secrets read from their
// sources. Its errors name the secret and its source, never a value.
func sentTarget(d EventDestination) (events.Target, error) {
	t := d.Target
	for _, tc := range targetCredentials(&t) {
		src := d.Credentials.source(tc.name)
		v, err := src.read()
		if err != nil {
			return events.Target{}, fmt.Errorf("credentials.%s from %s: %w", tc.name, src, err)
		}
		*tc.value = v
	}
	return t, nil
}

// describeTarget returns the target of the existing destination name
// without its secrets, and the credentials that name an environment
// variable for each, like EVENT_DESTINATION_AUDIT_DATADOG_API_KEY.
func describeTarget(t events.Target, name string) (events.Target, EventCredentials) {
	var c EventCredentials
	for _, tc := range targetCredentials(&t) {
		*tc.value = ""
		for _, m := range c.members() {
			if m.name == tc.name {
				*m.source = new(envSource("EVENT_DESTINATION", name, tc.name))
			}
		}
	}
	return t, c
}

// secretPaths returns the paths in t of the members that hold its
// secrets, like ["datadog", "api_key"].
func secretPaths(t events.Target) [][]string {
	var out [][]string
	for _, tc := range targetCredentials(&t) {
		out = append(out, strings.Split(strings.TrimPrefix(tc.field, "target."), "."))
	}
	return out
}

// withoutSecrets returns t as decoded JSON without the members that hold
// its secrets: a plan shows a target so, as a description holds it, with
// the sources of its secrets in the destination's credentials.
func withoutSecrets(t events.Target) any {
	var tree any
	b, err := json.Marshal(t)
	if err != nil || json.Unmarshal(b, &tree) != nil {
		return t
	}
	for _, path := range secretPaths(t) {
		dropMember(tree, path)
	}
	return tree
}

// dropMember removes from the decoded JSON tree the member at path.
func dropMember(tree any, path []string) {
	obj, ok := tree.(map[string]any)
	for ; ok && len(path) > 1; path = path[1:] {
		obj, ok = obj[path[0]].(map[string]any)
	}
	if ok && len(path) == 1 {
		delete(obj, path[0])
	}
}
