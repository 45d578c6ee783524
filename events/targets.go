package events

import "github.com/ingresskit/ingress/internal/validate"

// Target says where a destination sends events. Exactly one member is set
// and the others are nil (null in JSON).
//
// Formatting a Target, its members or a Destination with fmt or slog never
// shows the secrets inside (an AWS secret access key, a Datadog API key).
type Target struct {
	// Firehose sends events to an Amazon Kinesis Data Firehose delivery
	// stream.
	Firehose *Firehose `json:"firehose"`
	// Kinesis sends events to an Amazon Kinesis data stream.
	Kinesis *Kinesis `json:"kinesis"`
	// CloudwatchLogs sends events to an Amazon CloudWatch Logs group.
	CloudwatchLogs *CloudwatchLogs `json:"cloudwatch_logs"`
	// S3 sends events to an Amazon S3 bucket.
	S3 *S3 `json:"s3"`
	// Datadog sends events to Datadog.
	Datadog *Datadog `json:"datadog"`
	// AzureLogsIngestion sends events to Azure Monitor's Logs Ingestion
	// API.
	AzureLogsIngestion *AzureLogsIngestion `json:"azure_logs_ingestion"`
}

// Validate checks the documented rules of a target: exactly one member is
// set, an AWS target has its resource name and an auth block with exactly
// one of role and creds (a role's ARN an IAM role's), and a Datadog target
// has its API key and, if any, one of DatadogSites.
func (t *Target) Validate() error { return t.validate("target") }

// Kind returns the JSON name of the member of t that is set, like
// "kinesis" (the first if several are), or "" when none is. A
// destination keeps its kind of target: an update may not change it
// (ERR_NGROK_5108).
func (t Target) Kind() string {
	for _, c := range t.kinds() {
		if c.Set {
			return c.Name
		}
	}
	return ""
}

// kinds returns the members of t, each with whether it is set.
func (t Target) kinds() []validate.Choice {
	return []validate.Choice{
		{Name: "firehose", Set: t.Firehose != nil},
		{Name: "kinesis", Set: t.Kinesis != nil},
		{Name: "cloudwatch_logs", Set: t.CloudwatchLogs != nil},
		{Name: "s3", Set: t.S3 != nil},
		{Name: "datadog", Set: t.Datadog != nil},
		{Name: "azure_logs_ingestion", Set: t.AzureLogsIngestion != nil},
	}
}

func (t *Target) validate(field string) error {
	if err := validate.EventTarget(field, t.kinds()...); err != nil {
		return err
	}
	switch {
	case t.Firehose != nil:
		return awsTarget(field+".firehose", t.Firehose.Auth, "delivery_stream_arn", t.Firehose.DeliveryStreamARN)
	case t.Kinesis != nil:
		return awsTarget(field+".kinesis", t.Kinesis.Auth, "stream_arn", t.Kinesis.StreamARN)
	case t.CloudwatchLogs != nil:
		return awsTarget(field+".cloudwatch_logs", t.CloudwatchLogs.Auth, "log_group_arn", t.CloudwatchLogs.LogGroupARN)
	case t.S3 != nil:
		return t.S3.validate(field + ".s3")
	case t.AzureLogsIngestion != nil:
		return t.AzureLogsIngestion.validate(field + ".azure_logs_ingestion")
	default:
		return validate.First(
			validate.DatadogAPIKey(field+".datadog.api_key", t.Datadog.APIKey),
			validate.DatadogSite(field+".datadog.ddsite", t.Datadog.DDSite, DatadogSites()),
		)
	}
}

// Firehose is a target that sends events to an Amazon Kinesis Data
// Firehose delivery stream.
type Firehose struct {
	// Auth says how the service authenticates to the AWS account.
	Auth *AWSAuth `json:"auth"`
	// DeliveryStreamARN is the resource name of the delivery stream.
	DeliveryStreamARN string `json:"delivery_stream_arn"`
}

// Kinesis is a target that sends events to an Amazon Kinesis data stream.
type Kinesis struct {
	// Auth says how the service authenticates to the AWS account.
	Auth *AWSAuth `json:"auth"`
	// StreamARN is the resource name of the data stream.
	StreamARN string `json:"stream_arn"`
}

// CloudwatchLogs is a target that sends events to an Amazon CloudWatch
// Logs group.
type CloudwatchLogs struct {
	// Auth says how the service authenticates to the AWS account.
	Auth *AWSAuth `json:"auth"`
	// LogGroupARN is the resource name of the log group.
	LogGroupARN string `json:"log_group_arn"`
}

// S3 is a target that writes events to files in an Amazon S3 bucket. The
// API's own description does not show this target's configuration; these
// members are the ones published clients of the API used.
type S3 struct {
	// Auth says how the service authenticates to the AWS account.
	Auth *AWSAuth `json:"auth"`
	// BucketARN is the resource name of the bucket.
	BucketARN string `json:"bucket_arn"`
	// ObjectPrefix is prepended to the key of every object written.
	ObjectPrefix string `json:"object_prefix"`
	// Compression gzips the files written.
	Compression bool `json:"compression"`
	// MaxFileSize is how many bytes of events a file accumulates before it
	// is written (0: the service's default).
	MaxFileSize int64 `json:"max_file_size"`
	// MaxFileAge is how many seconds events are batched before a file is
	// written (0: the service's default).
	MaxFileAge int64 `json:"max_file_age"`
}

func (s *S3) validate(field string) error {
	return validate.First(
		awsTarget(field, s.Auth, "bucket_arn", s.BucketARN),
		nonNegative(field+".max_file_size", s.MaxFileSize),
		nonNegative(field+".max_file_age", s.MaxFileAge),
	)
}

// awsTarget checks what every AWS target of field has: an auth block and
// the resource name of where it sends events, its member arnField.
func awsTarget(field string, auth *AWSAuth, arnField, arn string) error {
	return validate.First(auth.validate(field+".auth"), validate.RequiredString(field+"."+arnField, arn))
}

func nonNegative(field string, v int64) error {
	if v < 0 {
		return validate.Fail(field, "must not be negative, got %d", v)
	}
	return nil
}

// Datadog is a target that sends events to Datadog.
type Datadog struct {
	// APIKey is the Datadog API key. It is a secret: formatting a Datadog
	// value never shows it.
	APIKey string `json:"api_key"`
	// DDTags are the tags sent with each event.
	DDTags string `json:"ddtags"`
	// Service is the service name sent with each event.
	Service string `json:"service"`
	// DDSite is the Datadog site to send to: empty, or one of
	// DatadogSites, like "datadoghq.com".
	DDSite string `json:"ddsite"`
}

// DatadogSites returns the sites of Datadog that a Datadog target accepts,
// from https://docs.datadoghq.com/getting_started/site/: each by its site
// parameter ("datadoghq.eu") and by its name in the site column ("EU1"),
// the one the API's error reference points to; a new slice on each call.
// The API's description does not say which spelling it expects, so both
// are accepted, in any case.
func DatadogSites() []string {
	return []string{
		"datadoghq.com", "us3.datadoghq.com", "us5.datadoghq.com", "datadoghq.eu",
		"ddog-gov.com", "us2.ddog-gov.com", "ap1.datadoghq.com", "ap2.datadoghq.com",
		"US1", "US3", "US5", "EU1", "US1-FED", "US2-FED", "AP1", "AP2",
	}
}

// AWSAuth says how the service authenticates to an AWS account: exactly
// one of Role and Creds is set, the other is nil (null in JSON).
type AWSAuth struct {
	// Role is a role the service assumes.
	Role *AWSRole `json:"role"`
	// Creds are long-term access keys the service signs in with.
	Creds *AWSCredentials `json:"creds"`
}

func (a *AWSAuth) validate(field string) error {
	if err := validate.AWSAuth(field, a != nil, a != nil && a.Role != nil, a != nil && a.Creds != nil); err != nil {
		return err
	}
	if a.Role != nil {
		return validate.IAMRoleARN(field+".role.role_arn", a.Role.RoleARN)
	}
	return validate.First(
		validate.RequiredString(field+".creds.aws_access_key_id", a.Creds.AccessKeyID),
		validate.RequiredString(field+".creds.aws_secret_access_key", a.Creds.SecretAccessKey),
	)
}

// AWSRole is an AWS role the service assumes to deliver events.
type AWSRole struct {
	// RoleARN is the resource name of the role.
	RoleARN string `json:"role_arn"`
}

// AWSCredentials are an AWS access key. Formatting them never shows the
// secret part.
type AWSCredentials struct {
	// AccessKeyID is the ID part of the access key.
	AccessKeyID string `json:"aws_access_key_id"`
	// SecretAccessKey is the secret part of the access key.
	SecretAccessKey string `json:"aws_secret_access_key"`
}
