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
	names := validate.WebhookProviders()
	out := make([]WebhookProvider, len(names))
	for i, n := range names {
		out[i] = WebhookProvider(n)
	}
	return out
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
	return validate.WebhookVerification(string(p.Provider), p.Secret)
}
