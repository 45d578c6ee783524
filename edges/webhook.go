package edges

import "github.com/ingresskit/ingress/internal/validate"

// WebhookProvider identifies a webhook provider, such as "github" or
// "stripe".
type WebhookProvider string

// WebhookProviderSNS is Amazon SNS, the one provider whose webhooks are
// verified without a secret.
const WebhookProviderSNS WebhookProvider = "sns"

// WebhookProviders returns the providers the webhook verification module
// supports, in alphabetical order.
func WebhookProviders() []WebhookProvider {
	names := webhookProviders()
	out := make([]WebhookProvider, len(names))
	for i, n := range names {
		out[i] = WebhookProvider(n)
	}
	return out
}

// webhookProviders returns the providers' identifiers, sorted, as the
// verification rule takes them.
func webhookProviders() []string {
	return []string{
		"aftership", "airship", "autodesk", "bitbucket", "bolt", "box", "brex", "buildkite",
		"calendly", "castle", "chargify", "circleci", "clearbit", "clerk", "coinbase", "contentful",
		"docusign", "dropbox", "facebook_graph_api", "facebook_messenger", "frameio", "github", "gitlab",
		"go1", "graphcms", "heroku", "hostedhooks", "hubspot", "instagram", "intercom", "launch_darkly",
		"mailchimp", "mailgun", "microsoft_teams", "modern_treasury", "mongodb", "mux", "orbit",
		"pagerduty", "pinwheel", "plivo", "pusher", "sendgrid", "sentry", "shopify", "signal_sciences",
		"slack", "sns", "sonatype", "square", "stripe", "svix", "terraform", "tiktok",
		"trendmicro_conformity", "twilio", "twitter", "typeform", "vmware", "webex", "whatsapp",
		"worldline", "xero", "zendesk", "zoom",
	}
}

// WebhookVerification is the webhook verification module: requests must
// carry a valid signature of the provider.
type WebhookVerification struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// Provider is the provider that sends the webhooks.
	Provider WebhookProvider `json:"provider"`
	// Secret is the secret that verifies the provider's signatures; empty
	// for SNS.
	Secret string `json:"secret"`
}

// WebhookVerificationParams configure the webhook verification module.
type WebhookVerificationParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// Provider is the provider that sends the webhooks: one of
	// WebhookProviders. Required.
	Provider WebhookProvider `json:"provider"`
	// Secret verifies the provider's signatures. Required for every
	// provider but WebhookProviderSNS, which refuses one.
	Secret *string `json:"secret,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *WebhookVerificationParams) Validate() error {
	return validate.WebhookVerification(string(p.Provider), p.Secret, webhookProviders(), string(WebhookProviderSNS))
}
