package trafficpolicy

// Log is the config of the log action, which adds metadata to the
// events of the traffic. Metadata is required. Allowed in every phase.
type Log struct {
	// Metadata maps names to values, which may use CEL interpolation.
	// Numbers read from a document are json.Number, written back as read.
	Metadata map[string]any `json:"metadata,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "log".
func (Log) ActionType() string { return "log" }

// MarshalJSON writes the config with its Extra members.
func (c Log) MarshalJSON() ([]byte, error) {
	type plain Log
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *Log) UnmarshalJSON(data []byte) error {
	type plain Log
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the metadata.
func (c *Log) check(ch *checks) {
	ch.require("metadata", len(c.Metadata) > 0)
}

// SetVars is the config of the set-vars action, which sets variables
// that later expressions read as vars.<name>. Vars is required. Allowed
// in every phase.
type SetVars struct {
	// Vars lists maps of exactly one entry each: a variable's name and
	// its value. Numbers read from a document are json.Number.
	Vars []map[string]any `json:"vars,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "set-vars".
func (SetVars) ActionType() string { return "set-vars" }

// MarshalJSON writes the config with its Extra members.
func (c SetVars) MarshalJSON() ([]byte, error) {
	type plain SetVars
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *SetVars) UnmarshalJSON(data []byte) error {
	type plain SetVars
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the variables, one per map.
func (c *SetVars) check(ch *checks) {
	ch.require("vars", len(c.Vars) > 0)
	for _, v := range c.Vars {
		if len(v) != 1 {
			ch.invalidCoded("vars", codeSetVarsShape, "each entry sets exactly one variable, got %d", len(v))
		}
	}
}

// OWASPCRSRequest is the config of the owasp-crs-request action, which
// runs the OWASP Core Rule Set on the request. Allowed in on_http_request.
type OWASPCRSRequest struct {
	// OnError is "halt" (the default) or "continue": whether the next
	// actions run when the rule set fails. The reference marks it
	// required and gives it a default; Validate does not require it.
	OnError string `json:"on_error,omitempty"`
	// ProcessBody, when true, also runs the rules on the first 4 KB of
	// the request body; nil means false.
	ProcessBody *bool `json:"process_body,omitempty"`
	// ExcludeRuleIDs lists the IDs of rules, from 900000 to 999999, that
	// are not run.
	ExcludeRuleIDs []int `json:"exclude_rule_ids,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "owasp-crs-request".
func (OWASPCRSRequest) ActionType() string { return "owasp-crs-request" }

// MarshalJSON writes the config with its Extra members.
func (c OWASPCRSRequest) MarshalJSON() ([]byte, error) {
	type plain OWASPCRSRequest
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *OWASPCRSRequest) UnmarshalJSON(data []byte) error {
	type plain OWASPCRSRequest
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks on_error and the excluded rules.
func (c *OWASPCRSRequest) check(ch *checks) {
	owaspCRS(ch, c.OnError, c.ExcludeRuleIDs)
}

// OWASPCRSResponse is the config of the owasp-crs-response action, which
// runs the OWASP Core Rule Set on the response. Allowed in
// on_http_response.
type OWASPCRSResponse struct {
	// OnError is "halt" (the default) or "continue": whether the next
	// actions run when the rule set fails. The reference marks it
	// required and gives it a default; Validate does not require it.
	OnError string `json:"on_error,omitempty"`
	// ProcessBody, when true, also runs the rules on the first 4 KB of
	// the response body; nil means false.
	ProcessBody *bool `json:"process_body,omitempty"`
	// ExcludeRuleIDs lists the IDs of rules, from 900000 to 999999, that
	// are not run.
	ExcludeRuleIDs []int `json:"exclude_rule_ids,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "owasp-crs-response".
func (OWASPCRSResponse) ActionType() string { return "owasp-crs-response" }

// MarshalJSON writes the config with its Extra members.
func (c OWASPCRSResponse) MarshalJSON() ([]byte, error) {
	type plain OWASPCRSResponse
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *OWASPCRSResponse) UnmarshalJSON(data []byte) error {
	type plain OWASPCRSResponse
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks on_error and the excluded rules.
func (c *OWASPCRSResponse) check(ch *checks) {
	owaspCRS(ch, c.OnError, c.ExcludeRuleIDs)
}

// owaspCRS checks the fields that owasp-crs-request and
// owasp-crs-response share: on_error, and the excluded rule IDs, from
// 900000 to 999999.
func owaspCRS(ch *checks, onError string, ids []int) {
	ch.onError(onError)
	for _, id := range ids {
		ch.intRange("exclude_rule_ids", &id, 900_000, 999_999)
	}
}
