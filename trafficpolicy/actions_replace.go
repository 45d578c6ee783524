package trafficpolicy

// RequestBodyFindReplace is the config of the request-body-find-replace
// action, which replaces text in the request body. Replacements is
// required. Allowed in on_http_request.
type RequestBodyFindReplace struct {
	// Replacements are applied in order.
	Replacements []Replacement `json:"replacements,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "request-body-find-replace".
func (RequestBodyFindReplace) ActionType() string { return "request-body-find-replace" }

// MarshalJSON writes the config with its Extra members.
func (c RequestBodyFindReplace) MarshalJSON() ([]byte, error) {
	type plain RequestBodyFindReplace
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *RequestBodyFindReplace) UnmarshalJSON(data []byte) error {
	type plain RequestBodyFindReplace
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires at least one replacement, each with From.
func (c *RequestBodyFindReplace) check(ch *checks) {
	replacements(ch, c.Replacements)
}

// ResponseBodyFindReplace is the config of the
// response-body-find-replace action, which replaces text in the response
// body. Replacements is required. Allowed in on_http_response.
type ResponseBodyFindReplace struct {
	// Replacements are applied in order.
	Replacements []Replacement `json:"replacements,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "response-body-find-replace".
func (ResponseBodyFindReplace) ActionType() string { return "response-body-find-replace" }

// MarshalJSON writes the config with its Extra members.
func (c ResponseBodyFindReplace) MarshalJSON() ([]byte, error) {
	type plain ResponseBodyFindReplace
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *ResponseBodyFindReplace) UnmarshalJSON(data []byte) error {
	type plain ResponseBodyFindReplace
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires at least one replacement, each with From.
func (c *ResponseBodyFindReplace) check(ch *checks) {
	replacements(ch, c.Replacements)
}

// SSEFindReplace is the config of the sse-find-replace action, which
// replaces text in the messages of a server-sent event stream.
// Replacements is required. Allowed in on_event_stream_message.
type SSEFindReplace struct {
	// Replacements are applied in order.
	Replacements []Replacement `json:"replacements,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "sse-find-replace".
func (SSEFindReplace) ActionType() string { return "sse-find-replace" }

// MarshalJSON writes the config with its Extra members.
func (c SSEFindReplace) MarshalJSON() ([]byte, error) {
	type plain SSEFindReplace
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *SSEFindReplace) UnmarshalJSON(data []byte) error {
	type plain SSEFindReplace
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires at least one replacement, each with From, and checks the
// fields they change.
func (c *SSEFindReplace) check(ch *checks) {
	replacements(ch, c.Replacements)
	for _, r := range c.Replacements {
		if !interpolated(r.Field) {
			ch.oneOf("replacements[].field", r.Field, "data", "retry")
		}
	}
}

// Replacement is one find-and-replace of the find-and-replace actions.
// From is required.
type Replacement struct {
	// Field is the field of a server-sent event message to change, "data"
	// (the default) or "retry"; only sse-find-replace has it.
	Field string `json:"field,omitempty"`
	// From is the RE2 regular expression to find; it may use CEL
	// interpolation.
	From string `json:"from,omitempty"`
	// To replaces each match and may use its groups ($1); "" deletes the
	// match.
	To string `json:"to,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c Replacement) MarshalJSON() ([]byte, error) {
	type plain Replacement
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *Replacement) UnmarshalJSON(data []byte) error {
	type plain Replacement
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// replacements requires at least one replacement, each with From.
func replacements(ch *checks, list []Replacement) {
	ch.require("replacements", len(list) > 0)
	for _, r := range list {
		ch.require("replacements[].from", r.From != "")
	}
}
