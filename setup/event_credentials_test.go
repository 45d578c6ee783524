package setup_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// Distinctive secret values, which must never show.
const (
	ddKey       = "dd-key-7f1e2b90"
	azureSecret = "azure-secret-c41d9a77"
	awsSecret   = "aws-secret-5b0e33d1"
)

// credentialAccount describes a destination of every kind of target
// secret, the Azure one read from a file in dir, and a subscription to
// them. It sets the environment variables it names.
func credentialAccount(t *testing.T, dir string) setup.Account {
	t.Helper()
	t.Setenv("SETUP_TEST_DD_KEY", ddKey)
	t.Setenv("SETUP_TEST_AWS_SECRET", awsSecret)
	azureFile := filepath.Join(dir, "azure.secret")
	require.NoError(t, os.WriteFile(azureFile, []byte(azureSecret+"\n"), 0o600))
	return setup.Account{
		EventDestinations: []setup.EventDestination{
			{Name: "monitoring", Common: setup.Common{Description: "to Datadog"},
				Target:      events.Target{Datadog: &events.Datadog{DDTags: "env:prod", Service: "edge", DDSite: "datadoghq.eu"}},
				Credentials: setup.EventCredentials{DatadogAPIKey: &setup.SecretSource{Env: "SETUP_TEST_DD_KEY"}}},
			{Name: "logs", Target: events.Target{AzureLogsIngestion: &events.AzureLogsIngestion{
				TenantID: "tenant", ClientID: "client", LogsIngestionURI: "https://dce.ingest.monitor.azure.com",
				DataCollectionRuleID: "dcr-1", DataCollectionStreamName: "Custom-Events",
			}}, Credentials: setup.EventCredentials{AzureClientSecret: &setup.SecretSource{File: azureFile}}},
			{Name: "stream", Target: events.Target{Kinesis: &events.Kinesis{
				Auth:      &events.AWSAuth{Creds: &events.AWSCredentials{AccessKeyID: "AKIAEXAMPLE"}},
				StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/events",
			}}, Credentials: setup.EventCredentials{AWSSecretAccessKey: &setup.SecretSource{Env: "SETUP_TEST_AWS_SECRET"}}},
		},
		EventSubscriptions: []setup.EventSubscription{{
			Name: "everything", EventTypes: []events.EventType{events.IPPolicyCreated}, Destinations: []string{"logs", "monitoring", "stream"},
		}},
	}
}

// assertNoSecret checks that shown holds none of the secret values.
func assertNoSecret(t *testing.T, shown, what string) {
	t.Helper()
	for _, v := range []string{ddKey, azureSecret, awsSecret} {
		assert.NotContains(t, shown, v, "a secret in %s", what)
	}
}

// targets returns the targets of the event destinations of c by their
// descriptions' names, as the API holds them.
func targets(t *testing.T, c *ingress.Client) map[string]events.Target {
	t.Helper()
	out := make(map[string]events.Target)
	for d, err := range events.NewClient(c).Destinations.List(t.Context(), nil).All() {
		require.NoError(t, err)
		var meta struct {
			Name string `json:"ingress-setup"`
		}
		require.NoError(t, json.Unmarshal([]byte(d.Metadata), &meta))
		out[meta.Name] = d.Target
	}
	return out
}

// TestEventCredentialsApply creates destinations with the secrets read
// from their sources, leaves the description untouched, shows no secret in
// the plan, its JSON form or the progress reports, and writes nothing on a
// second apply, even when a secret changed at its source.
func TestEventCredentialsApply(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()
	want := credentialAccount(t, t.TempDir())
	var reports []string
	plan := apply(t, c, want, setup.OnProgress(func(p setup.Progress) { reports = append(reports, p.Change.String()) }))
	require.Len(t, plan.Changes, 4)
	js, err := json.Marshal(plan)
	require.NoError(t, err)
	assertNoSecret(t, plan.String()+string(js)+strings.Join(reports, ""), "the plan")
	assert.Contains(t, plan.String(), "AKIAEXAMPLE", "the access key ID is no secret")

	got := targets(t, c)
	assert.Equal(t, ddKey, got["monitoring"].Datadog.APIKey)
	assert.Equal(t, "env:prod", got["monitoring"].Datadog.DDTags)
	assert.Equal(t, azureSecret, got["logs"].AzureLogsIngestion.ClientSecret, "one trailing newline of the file dropped")
	assert.Equal(t, awsSecret, got["stream"].Kinesis.Auth.Creds.SecretAccessKey)
	assert.Equal(t, "AKIAEXAMPLE", got["stream"].Kinesis.Auth.Creds.AccessKeyID)
	assert.Empty(t, want.EventDestinations[0].Target.Datadog.APIKey, "the description is not changed")
	assert.Empty(t, want.EventDestinations[2].Target.Kinesis.Auth.Creds.SecretAccessKey)

	t.Setenv("SETUP_TEST_DD_KEY", "rotated-key")
	again, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "a secret changed at its source is no drift:\n%s", again)
	before := writes.Load()
	require.NoError(t, again.Apply(t.Context()))
	assert.Equal(t, before, writes.Load(), "the second apply writes nothing")
}

// TestEventCredentialsUpdate sends the secret again with an update of
// another field, without showing it in the plan.
func TestEventCredentialsUpdate(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := credentialAccount(t, t.TempDir())
	apply(t, c, want)

	var bodies []string
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method == http.MethodPatch {
			bodies = append(bodies, string(h.Body))
		}
	})
	want.EventDestinations[0].Target.Datadog.DDTags = "env:staging"
	t.Setenv("SETUP_TEST_DD_KEY", "rotated-"+ddKey)
	plan := apply(t, c, want)
	require.Len(t, plan.Changes, 1)
	assert.Equal(t, setup.Update, plan.Changes[0].Action)
	assertNoSecret(t, plan.String(), "the plan of an update")
	require.Len(t, bodies, 1)
	assert.Contains(t, bodies[0], `"api_key":"rotated-`+ddKey+`"`, "the secret is sent with the update")
	assert.Equal(t, "rotated-"+ddKey, targets(t, c)["monitoring"].Datadog.APIKey)
	assert.Equal(t, "env:staging", targets(t, c)["monitoring"].Datadog.DDTags)
}

// TestEventCredentialsErrors shows no secret in the errors of a missing
// source and of requests the API refuses, each on an empty account.
func TestEventCredentialsErrors(t *testing.T) {
	fresh := func() *ingresstest.Server {
		srv, _ := counted(t)
		return srv
	}
	want := credentialAccount(t, t.TempDir())

	os.Unsetenv("SETUP_TEST_AWS_SECRET")
	_, err := setup.NewPlan(t.Context(), fresh().Client(), want)
	assert.ErrorContains(t, err, `event_destination "stream": credentials.aws_secret_access_key from env SETUP_TEST_AWS_SECRET: environment variable SETUP_TEST_AWS_SECRET is not set`, "the plan reads the source")
	t.Setenv("SETUP_TEST_AWS_SECRET", awsSecret)

	broken := credentialAccount(t, t.TempDir())
	broken.EventDestinations[1].Target.AzureLogsIngestion.DataCollectionRuleID = ""
	_, err = setup.NewPlan(t.Context(), fresh().Client(), broken)
	assert.ErrorContains(t, err, `event_destination "logs": `, "the plan checks the params")
	assert.ErrorContains(t, err, "data_collection_rule_id")
	assertNoSecret(t, fmt.Sprintf("%v %+v %#v", err, err, err), "refused by the plan")

	// Without validation the SDK's rules are the server's to apply.
	p, err := setup.NewPlan(t.Context(), fresh().Client(ingress.WithoutValidation()), broken)
	require.NoError(t, err, "a client without validation leaves the rules to the server")
	err = p.Apply(t.Context())
	assert.ErrorContains(t, err, "data_collection_rule_id", "refused by the server")
	assertNoSecret(t, fmt.Sprintf("%v %+v %#v", err, err, err), "refused by the server")

	srv := fresh()
	p, err = setup.NewPlan(t.Context(), srv.Client(ingress.WithRetry(ingress.RetryPolicy{})), want)
	require.NoError(t, err)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault500}})
	err = p.Apply(t.Context())
	assert.ErrorContains(t, err, "create event_destination")
	assertNoSecret(t, fmt.Sprintf("%v %+v %#v", err, err, err), "a refused create")
}

// TestEventCredentialsRefused refuses, when planning and before any
// write, a secret written in the target, a missing or surplus source and
// a source that names no place; the error names the field, never the
// value.
func TestEventCredentialsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*setup.Account)
		want   string
	}{
		"datadog key in the target": {func(a *setup.Account) { a.EventDestinations[0].Target.Datadog.APIKey = ddKey },
			`event_destination "monitoring": target.datadog.api_key: a secret is never written in the description`},
		"azure secret in the target": {func(a *setup.Account) { a.EventDestinations[1].Target.AzureLogsIngestion.ClientSecret = azureSecret },
			`event_destination "logs": target.azure_logs_ingestion.client_secret: a secret is never written`},
		"aws secret in the target": {func(a *setup.Account) { a.EventDestinations[2].Target.Kinesis.Auth.Creds.SecretAccessKey = awsSecret },
			`event_destination "stream": target.kinesis.auth.creds.aws_secret_access_key: a secret is never written`},
		"no source": {func(a *setup.Account) { a.EventDestinations[0].Credentials = setup.EventCredentials{} },
			`event_destination "monitoring": credentials.datadog_api_key: the target needs this secret`},
		"a source the target has no use for": {func(a *setup.Account) {
			a.EventDestinations[1].Credentials.DatadogAPIKey = &setup.SecretSource{Env: "SETUP_TEST_DD_KEY"}
		}, `event_destination "logs": credentials.datadog_api_key: the target holds no such secret`},
		"a source of a role": {func(a *setup.Account) {
			a.EventDestinations[2].Target.Kinesis.Auth = &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}}
		}, `event_destination "stream": credentials.aws_secret_access_key: the target holds no such secret`},
		"a source of two places": {func(a *setup.Account) {
			a.EventDestinations[2].Credentials.AWSSecretAccessKey.File = "aws.secret"
		}, `event_destination "stream": credentials.aws_secret_access_key: give exactly one of env and file`},
	} {
		t.Run(name, func(t *testing.T) {
			srv, writes := counted(t)
			a := credentialAccount(t, t.TempDir())
			tc.change(&a)
			_, err := setup.NewPlan(t.Context(), srv.Client(), a)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assertNoSecret(t, err.Error(), "the error")
			assert.Zero(t, writes.Load())
		})
	}
}

// TestEventCredentialsExport describes destinations with their secrets
// left out of the target and named by environment variables, and puts
// none of the secrets the API returns in the description.
func TestEventCredentialsExport(t *testing.T) {
	srv, _ := counted(t)
	apply(t, srv.Client(), credentialAccount(t, t.TempDir()))
	got, err := setup.Export(t.Context(), srv.Client())
	require.NoError(t, err)
	js, err := json.Marshal(got)
	require.NoError(t, err)
	assertNoSecret(t, string(js)+fmt.Sprintf("%v %+v", got, got), "the export")
	require.Len(t, got.EventDestinations, 3)
	byName := make(map[string]setup.EventDestination)
	for _, d := range got.EventDestinations {
		byName[d.Name] = d
	}
	assert.Equal(t, setup.EventCredentials{DatadogAPIKey: &setup.SecretSource{Env: "EVENT_DESTINATION_MONITORING_DATADOG_API_KEY"}},
		byName["monitoring"].Credentials)
	assert.Equal(t, events.Datadog{DDTags: "env:prod", Service: "edge", DDSite: "datadoghq.eu"}, *byName["monitoring"].Target.Datadog)
	assert.Equal(t, "to Datadog", byName["monitoring"].Description)
	assert.Equal(t, setup.EventCredentials{AzureClientSecret: &setup.SecretSource{Env: "EVENT_DESTINATION_LOGS_AZURE_CLIENT_SECRET"}},
		byName["logs"].Credentials)
	assert.Equal(t, "tenant", byName["logs"].Target.AzureLogsIngestion.TenantID)
	assert.Equal(t, setup.EventCredentials{AWSSecretAccessKey: &setup.SecretSource{Env: "EVENT_DESTINATION_STREAM_AWS_SECRET_ACCESS_KEY"}},
		byName["stream"].Credentials)
	assert.Equal(t, events.AWSCredentials{AccessKeyID: "AKIAEXAMPLE"}, *byName["stream"].Target.Kinesis.Auth.Creds)
}

// TestEventCredentialsYAML reads the credentials of a destination and
// names the line and the field of an unknown one.
func TestEventCredentialsYAML(t *testing.T) {
	a, err := setup.Parse("account.yaml", []byte(`
event_destinations:
  - name: monitoring
    target:
      datadog: {ddtags: "env:prod", service: edge, ddsite: datadoghq.eu}
    credentials:
      datadog_api_key: {env: DD_API_KEY}
  - name: stream
    target:
      firehose:
        auth: {creds: {aws_access_key_id: AKIAEXAMPLE}}
        delivery_stream_arn: "arn:aws:firehose:us-east-1:123456789012:deliverystream/ev"
    credentials: {aws_secret_access_key: {file: /run/secrets/aws}}
`))
	require.NoError(t, err)
	require.Len(t, a.EventDestinations, 2)
	assert.Equal(t, setup.EventCredentials{DatadogAPIKey: &setup.SecretSource{Env: "DD_API_KEY"}}, a.EventDestinations[0].Credentials)
	assert.Equal(t, "env:prod", a.EventDestinations[0].Target.Datadog.DDTags)
	assert.Equal(t, setup.EventCredentials{AWSSecretAccessKey: &setup.SecretSource{File: "/run/secrets/aws"}}, a.EventDestinations[1].Credentials)
	assert.Equal(t, "AKIAEXAMPLE", a.EventDestinations[1].Target.Firehose.Auth.Creds.AccessKeyID)

	_, err = setup.Parse("account.yaml", []byte("event_destinations:\n  - name: m\n    credentials:\n      datadog_api_kee: {env: K}\n"))
	assert.EqualError(t, err, "account.yaml:4: event_destinations[0].credentials.datadog_api_kee: unknown field; did you mean datadog_api_key?")
	_, err = setup.Parse("account.yaml", []byte("event_destinations:\n  - name: m\n    credentials:\n      azure_client_secret: {envv: K}\n"))
	assert.EqualError(t, err, "account.yaml:4: event_destinations[0].credentials.azure_client_secret.envv: unknown field; did you mean env?")
}
