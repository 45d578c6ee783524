package validate

// The error codes of the rules of event destinations and subscriptions
// that the API's public error reference gives (errors/err_ngrok_<code>).
const (
	// CodeEventFormat: a destination's format missing or not one the API
	// supports.
	CodeEventFormat = "ERR_NGROK_235"
	// CodeEventTargetMissing: a destination with no target.
	CodeEventTargetMissing = "ERR_NGROK_5100"
	// CodeEventRoleARN: an AWS role ARN that is not an IAM role's.
	CodeEventRoleARN = "ERR_NGROK_5104"
	// CodeEventAuthMissing: an AWS target without its auth.
	CodeEventAuthMissing = "ERR_NGROK_5106"
	// CodeEventAuthEmpty: an AWS auth with neither a role nor
	// credentials.
	CodeEventAuthEmpty = "ERR_NGROK_5107"
	// CodeEventTargetsMany: a destination with more than one target.
	CodeEventTargetsMany = "ERR_NGROK_5115"
	// CodeEventAuthMany: an AWS auth with both a role and credentials.
	CodeEventAuthMany = "ERR_NGROK_5116"
	// CodeEventSourceRepeated: a subscription with two sources of one
	// event type.
	CodeEventSourceRepeated = "ERR_NGROK_5127"
	// CodeDatadogAPIKeyMissing: a Datadog target without an API key.
	CodeDatadogAPIKeyMissing = "ERR_NGROK_5133"
	// CodeDatadogSite: a Datadog site that is not one of Datadog's.
	CodeDatadogSite = "ERR_NGROK_5134"
)
