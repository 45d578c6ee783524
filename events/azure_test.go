package events_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// azure returns a complete Azure Logs Ingestion target.
func azure() *events.AzureLogsIngestion {
	return &events.AzureLogsIngestion{
		TenantID: "tenant", ClientID: "client", ClientSecret: "s3cret",
		LogsIngestionURI: "https://dce.ingest.monitor.azure.com", DataCollectionRuleID: "dcr-1",
		DataCollectionStreamName: "Custom-ngrok",
	}
}

// TestAzureLogsIngestionTarget checks that a destination with the
// azure_logs_ingestion target keeps its configuration, that the target's
// members are required, and that its client secret never shows when
// formatted or logged.
func TestAzureLogsIngestionTarget(t *testing.T) {
	srv := testkit.NewServer(t)
	c := events.NewClient(srv.Client())
	d, err := c.Destinations.Create(t.Context(), &events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{AzureLogsIngestion: azure()}})
	require.NoError(t, err)
	got, err := c.Destinations.Get(t.Context(), d.ID)
	require.NoError(t, err)
	require.NotNil(t, got.Target.AzureLogsIngestion, "the target reads back")
	assert.Equal(t, *azure(), *got.Target.AzureLogsIngestion)

	missing := azure()
	missing.DataCollectionRuleID = ""
	_, err = c.Destinations.Create(t.Context(), &events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{AzureLogsIngestion: missing}})
	assert.True(t, ingress.IsValidation(err), "%v", err)
	assert.ErrorContains(t, err, "target.azure_logs_ingestion.data_collection_rule_id")

	var logged bytes.Buffer
	slog.New(slog.NewJSONHandler(&logged, nil)).Info("d", "target", got.Target)
	for _, shown := range []string{fmt.Sprint(*azure()), fmt.Sprintf("%#v", *azure()), fmt.Sprintf("%+v", azure()), logged.String()} {
		assert.NotContains(t, shown, "s3cret")
	}
	assert.Contains(t, logged.String(), "dcr-1")
}
