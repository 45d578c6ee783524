package trafficpolicy

// AIProvider is one provider of an AIGateway. ID is required.
type AIProvider struct {
	// ID names a built-in provider ("openai", "anthropic", "google",
	// "deepseek") or a custom one.
	ID string `json:"id,omitempty"`
	// IDAliases are other names clients may use for the provider.
	IDAliases []string `json:"id_aliases,omitzero"`
	// BaseURL is the provider's endpoint, required for a custom provider.
	BaseURL string `json:"base_url,omitempty"`
	// DisplayName is a name for people.
	DisplayName string `json:"display_name,omitempty"`
	// Description describes the provider.
	Description string `json:"description,omitempty"`
	// Website is the provider's website.
	Website string `json:"website,omitempty"`
	// Disabled turns the provider off; nil means false.
	Disabled *bool `json:"disabled,omitempty"`
	// Metadata is free data for the selection strategies.
	Metadata map[string]any `json:"metadata,omitzero"`
	// APIKeys are tried in order.
	APIKeys []AIAPIKey `json:"api_keys,omitzero"`
	// Models configures the provider's models.
	Models []AIModel `json:"models,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the provider with its Extra members.
func (c AIProvider) MarshalJSON() ([]byte, error) {
	type plain AIProvider
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the provider, keeping the members it does not know
// in Extra.
func (c *AIProvider) UnmarshalJSON(data []byte) error {
	type plain AIProvider
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// AIAPIKey is one API key of an AIProvider. Value is required.
type AIAPIKey struct {
	// Value is the key, usually "${secrets.get('vault', 'name')}".
	Value string `json:"value,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the key with its Extra members.
func (c AIAPIKey) MarshalJSON() ([]byte, error) {
	type plain AIAPIKey
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the key, keeping the members it does not know in
// Extra.
func (c *AIAPIKey) UnmarshalJSON(data []byte) error {
	type plain AIAPIKey
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// AIModel is one model of an AIProvider. ID is required.
type AIModel struct {
	// ID is the model's identifier at the provider, like "gpt-4o".
	ID string `json:"id,omitempty"`
	// IDAliases are other names clients may use for the model.
	IDAliases []string `json:"id_aliases,omitzero"`
	// AuthorID is the ID of the model's author, for third-party models.
	AuthorID string `json:"author_id,omitempty"`
	// DisplayName is a name for people.
	DisplayName string `json:"display_name,omitempty"`
	// Description describes the model.
	Description string `json:"description,omitempty"`
	// Disabled turns the model off; nil means false.
	Disabled *bool `json:"disabled,omitempty"`
	// Metadata is free data for the selection strategies.
	Metadata map[string]any `json:"metadata,omitzero"`
	// InputModalities lists the kinds of input, like "text" or "image".
	InputModalities []string `json:"input_modalities,omitzero"`
	// OutputModalities lists the kinds of output.
	OutputModalities []string `json:"output_modalities,omitzero"`
	// MaxContextWindow is the model's context window, in tokens.
	MaxContextWindow *int `json:"max_context_window,omitempty"`
	// MaxOutputTokens is the most tokens the model generates.
	MaxOutputTokens *int `json:"max_output_tokens,omitempty"`
	// SupportedFeatures lists features like "tool-calling".
	SupportedFeatures []string `json:"supported_features,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the model with its Extra members.
func (c AIModel) MarshalJSON() ([]byte, error) {
	type plain AIModel
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the model, keeping the members it does not know in
// Extra.
func (c *AIModel) UnmarshalJSON(data []byte) error {
	type plain AIModel
	return decodeObject(data, (*plain)(c), &c.Extra)
}
