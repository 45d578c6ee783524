package setup_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/setup"
)

// targetSecrets are the members of event targets that hold a secret,
// which plans and exports never show, empty or not: its source is named
// in the destination's credentials.
var targetSecrets = []string{"api_key", "client_secret", "aws_secret_access_key"}

// assertNoTargetSecret checks that shown holds no member of targetSecrets
// as a member of a target, empty or not: only their sources may show.
func assertNoTargetSecret(t *testing.T, shown, what string) {
	t.Helper()
	for _, m := range targetSecrets {
		assert.NotRegexp(t, `[^_]`+m+`\\?":\\?"`, shown, "a secret member in %s:\n%s", what, shown)
	}
}

// TestPlanWithoutEmptySecrets plans event destinations of every kind of
// target secret, then a change of each: neither the diff nor the JSON
// form shows a secret member, empty or not, nor a secret's value; the
// creates show the source of each secret instead, and so do the updates,
// which send the secrets again.
func TestPlanWithoutEmptySecrets(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := credentialAccount(t, t.TempDir())
	created := false
	for range 2 {
		p, err := setup.NewPlan(t.Context(), c, want)
		require.NoError(t, err)
		require.False(t, p.Empty())
		js, err := json.Marshal(p)
		require.NoError(t, err)
		assertNoTargetSecret(t, p.String(), "the diff")
		assertNoTargetSecret(t, string(js), "the plan's JSON")
		assertNoSecret(t, p.String(), "the diff")
		assertNoSecret(t, string(js), "the plan's JSON")
		if !created {
			assert.Contains(t, p.String(), `    credentials = {"datadog_api_key":{"env":"SETUP_TEST_DD_KEY"}}`+"\n", "a create shows where its secret comes from")
		} else {
			assert.Contains(t, p.String(), `    credentials = {"datadog_api_key":{"env":"SETUP_TEST_DD_KEY"}} (sent again)`+"\n", "an update shows where the secret it sends again comes from")
			for _, c := range p.Changes {
				assert.Equal(t, setup.Update, c.Action, "the source is shown, not compared: %s", c)
			}
		}
		assert.Contains(t, string(js), `{"field":"credentials","new":{"aws_secret_access_key":{"env":"SETUP_TEST_AWS_SECRET"}}}`)
		assert.Contains(t, string(js), `{"field":"credentials","new":{"azure_client_secret":{"file":`)
		created = true
		require.NoError(t, p.Apply(t.Context()))
		want.EventDestinations[0].Target.Datadog.DDTags = "env:staging"
		want.EventDestinations[1].Target.AzureLogsIngestion.ClientID = "other"
		want.EventDestinations[2].Target.Kinesis.StreamARN += "-2"
	}
}

// TestExportWithoutEmptySecrets exports event destinations: their YAML
// names each secret's source and holds no empty secret, and reads back as
// the same account.
func TestExportWithoutEmptySecrets(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, credentialAccount(t, t.TempDir()))
	got, err := setup.Export(t.Context(), c)
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, got.WriteYAML(&b))
	yaml := b.String()
	assert.NotContains(t, yaml, `: ""`, "an empty secret in the export")
	assert.Contains(t, yaml, "    credentials:\n      datadog_api_key:\n        env: EVENT_DESTINATION_MONITORING_DATADOG_API_KEY\n")
	back, err := setup.Parse("account.yaml", b.Bytes())
	require.NoError(t, err)
	assert.Equal(t, got, back)
	assert.Equal(t, events.Datadog{DDTags: "env:prod", Service: "edge", DDSite: "datadoghq.eu"}, *got.EventDestinations[1].Target.Datadog,
		"the description itself is unchanged")
}
