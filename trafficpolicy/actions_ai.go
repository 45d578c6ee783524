package trafficpolicy

// AIGateway is the config of the ai-gateway action, which sends the
// request on to AI model providers, with failover between providers,
// models and keys. Every field is optional. Allowed in on_http_request.
type AIGateway struct {
	// MaxInputTokens bounds the tokens of the prompt and context, up to
	// 500,000; nil means no bound.
	MaxInputTokens *int `json:"max_input_tokens,omitempty"`
	// MaxOutputTokens bounds the tokens of the completion, up to 500,000;
	// nil means no bound.
	MaxOutputTokens *int `json:"max_output_tokens,omitempty"`
	// Headers are added to the requests to providers; values may use CEL
	// interpolation.
	Headers map[string]string `json:"headers,omitzero"`
	// QueryParams are added to the requests to providers.
	QueryParams map[string]string `json:"query_params,omitzero"`
	// Body holds JSON members merged into the request body.
	Body map[string]any `json:"body,omitzero"`
	// OnError is "halt" (the default) or "continue": whether the next
	// actions run once every attempt has failed.
	OnError string `json:"on_error,omitempty"`
	// TotalTimeout bounds all attempts together, as a duration; "" means
	// "5m".
	TotalTimeout string `json:"total_timeout,omitempty"`
	// PerRequestTimeout bounds one request to a provider; "" means "30s".
	PerRequestTimeout string `json:"per_request_timeout,omitempty"`
	// Providers configures the providers; none lets every built-in
	// provider through.
	Providers []AIProvider `json:"providers,omitzero"`
	// OnlyAllowConfiguredProviders refuses providers not in Providers;
	// nil means false.
	OnlyAllowConfiguredProviders *bool `json:"only_allow_configured_providers,omitempty"`
	// OnlyAllowConfiguredModels refuses models not in the providers'
	// Models; nil means false.
	OnlyAllowConfiguredModels *bool `json:"only_allow_configured_models,omitempty"`
	// ModelSelection picks the models to try.
	ModelSelection *AIStrategy `json:"model_selection,omitempty"`
	// APIKeySelection picks the provider keys to try.
	APIKeySelection *AIStrategy `json:"api_key_selection,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "ai-gateway".
func (AIGateway) ActionType() string { return "ai-gateway" }

// MarshalJSON writes the config with its Extra members.
func (c AIGateway) MarshalJSON() ([]byte, error) {
	type plain AIGateway
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *AIGateway) UnmarshalJSON(data []byte) error {
	type plain AIGateway
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks the bounds, the timeouts and that providers, keys and
// models have their IDs.
func (c *AIGateway) check(ch *checks) {
	ch.intRange("max_input_tokens", c.MaxInputTokens, 1, 500_000)
	ch.intRange("max_output_tokens", c.MaxOutputTokens, 1, 500_000)
	ch.onError(c.OnError)
	ch.parsesAsDuration("total_timeout", c.TotalTimeout)
	ch.parsesAsDuration("per_request_timeout", c.PerRequestTimeout)
	for _, p := range c.Providers {
		ch.require("providers[].id", p.ID != "")
		for _, k := range p.APIKeys {
			ch.require("providers[].api_keys[].value", k.Value != "")
		}
		for _, m := range p.Models {
			ch.require("providers[].models[].id", m.ID != "")
		}
	}
}

// AIStrategy is a selection strategy of AIGateway: CEL expressions over
// the gateway's own variables (ai.models, ai.keys), tried in order until
// one gives a non-empty list. Validate does not compile them.
type AIStrategy struct {
	// Strategy lists the expressions.
	Strategy []string `json:"strategy,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the strategy with its Extra members.
func (c AIStrategy) MarshalJSON() ([]byte, error) {
	type plain AIStrategy
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the strategy, keeping the members it does not know
// in Extra.
func (c *AIStrategy) UnmarshalJSON(data []byte) error {
	type plain AIStrategy
	return decodeObject(data, (*plain)(c), &c.Extra)
}
