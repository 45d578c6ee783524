// Package abusereports reports URLs that the service hosts and that
// carry abusive content, and follows each report as the service reviews
// it: the report and each of its hostnames go from pending to a decision.
// The API is open to authorized accounts only.
package abusereports

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Status is where the review of an abuse report is.
type Status string

// The statuses of abuse reports.
const (
	// StatusPending: no hostname of the report is decided yet.
	StatusPending Status = "PENDING"
	// StatusProcessed: every hostname of the report is decided.
	StatusProcessed Status = "PROCESSED"
	// StatusPartiallyProcessed: some hostnames of the report are decided,
	// others are pending.
	StatusPartiallyProcessed Status = "PARTIALLY_PROCESSED"
)

// HostnameStatus is what the service did about one hostname of a report.
type HostnameStatus string

// The statuses of the hostnames of abuse reports.
const (
	// HostnamePending: not decided yet.
	HostnamePending HostnameStatus = "PENDING"
	// HostnameBanned: the hostname was taken down.
	HostnameBanned HostnameStatus = "BANNED"
	// HostnameUnbanned: a ban of the hostname was lifted.
	HostnameUnbanned HostnameStatus = "UNBANNED"
	// HostnameIgnore: no action was taken against the hostname.
	HostnameIgnore HostnameStatus = "IGNORE"
)

// AbuseReport is a report of URLs that carry abusive content.
type AbuseReport struct {
	// ID identifies the report; it starts with "abrp_".
	ID string `json:"id"`
	// URI is the report's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the report was created.
	CreatedAt time.Time `json:"created_at"`
	// URLs are the reported URLs.
	URLs []string `json:"urls"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Status is where the review of the report is.
	Status Status `json:"status"`
	// Hostnames are the hostnames of the reported URLs, each once, with
	// what the service did about it.
	Hostnames []Hostname `json:"hostnames"`
}

// Hostname is one hostname of an abuse report and its status.
type Hostname struct {
	// Hostname is the host of one or more reported URLs, with the port
	// when a URL names one.
	Hostname string `json:"hostname"`
	// Status is what the service did about the hostname.
	Status HostnameStatus `json:"status"`
}

// CreateParams are the parameters of Create.
type CreateParams struct {
	// URLs are the URLs that carry the abusive content. Required: at
	// least one, each an absolute http, https, tcp or tls URL.
	URLs []string `json:"urls"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error {
	return validate.First(validate.ReportedURLs("urls", p.URLs), validate.Metadata(p.Metadata))
}

// Client creates and reads abuse reports.
type Client struct {
	reports rest.Collection[AbuseReport, CreateParams, struct{}]
}

// NewClient returns a client of abuse reports that calls the API through
// c.
func NewClient(c *ingress.Client) *Client {
	return &Client{reports: rest.NewCollection[AbuseReport, CreateParams, struct{}](c, wire.AbuseReports)}
}

// Create reports the URLs of params. The report starts pending; Get
// follows its review.
//
// POST /abuse_reports
func (c *Client) Create(ctx context.Context, params *CreateParams) (*AbuseReport, error) {
	return c.reports.Create(ctx, params)
}

// Get returns the abuse report with the given ID, with the status of its
// review.
//
// GET /abuse_reports/{id}
func (c *Client) Get(ctx context.Context, id string) (*AbuseReport, error) {
	return c.reports.Get(ctx, id)
}
