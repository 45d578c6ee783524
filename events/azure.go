package events

import (
	"fmt"
	"io"
	"log/slog"

	"github.com/ingresskit/ingress/internal/validate"
)

// AzureLogsIngestion is a target that sends events to an Azure Monitor
// data collection rule through the Logs Ingestion API, as an Entra ID
// application client. Every member is required.
type AzureLogsIngestion struct {
	// TenantID is the ID of the Azure tenant.
	TenantID string `json:"tenant_id"`
	// ClientID is the ID of the application client.
	ClientID string `json:"client_id"`
	// ClientSecret is the application client's secret: formatting or
	// logging an AzureLogsIngestion value never shows it.
	ClientSecret string `json:"client_secret"`
	// LogsIngestionURI is the logs ingestion URI of the data collection
	// endpoint.
	LogsIngestionURI string `json:"logs_ingestion_uri"`
	// DataCollectionRuleID is the immutable ID of the data collection rule.
	DataCollectionRuleID string `json:"data_collection_rule_id"`
	// DataCollectionStreamName is the stream of the rule to send to.
	DataCollectionStreamName string `json:"data_collection_stream_name"`
}

func (a *AzureLogsIngestion) validate(field string) error {
	return validate.First(
		validate.RequiredString(field+".tenant_id", a.TenantID),
		validate.RequiredString(field+".client_id", a.ClientID),
		validate.RequiredString(field+".client_secret", a.ClientSecret),
		validate.RequiredString(field+".logs_ingestion_uri", a.LogsIngestionURI),
		validate.RequiredString(field+".data_collection_rule_id", a.DataCollectionRuleID),
		validate.RequiredString(field+".data_collection_stream_name", a.DataCollectionStreamName),
	)
}

// String describes the target without the client secret.
func (a AzureLogsIngestion) String() string {
	return fmt.Sprintf("events.AzureLogsIngestion{TenantID: %q, ClientID: %q, ClientSecret: %s, LogsIngestionURI: %q, DataCollectionRuleID: %q, DataCollectionStreamName: %q}",
		a.TenantID, a.ClientID, redact(a.ClientSecret), a.LogsIngestionURI, a.DataCollectionRuleID, a.DataCollectionStreamName)
}

// GoString describes the target without the client secret.
func (a AzureLogsIngestion) GoString() string { return a.String() }

// Format makes every fmt verb print String.
func (a AzureLogsIngestion) Format(f fmt.State, _ rune) { io.WriteString(f, a.String()) }

// LogValue logs the target without the client secret.
func (a AzureLogsIngestion) LogValue() slog.Value { return logValue(a) }
