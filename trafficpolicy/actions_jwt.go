package trafficpolicy

import "encoding/json"

// JWTValidation is the config of the jwt-validation action, which
// requires a valid JSON Web Token. Issuer, HTTP and JWS are required.
// Allowed in on_http_request.
type JWTValidation struct {
	// Issuer lists the issuers allowed.
	Issuer *JWTAllowList `json:"issuer,omitempty"`
	// Audience lists the audiences allowed; nil allows any.
	Audience *JWTAllowList `json:"audience,omitempty"`
	// HTTP says where the tokens are in the request.
	HTTP *JWTHTTP `json:"http,omitempty"`
	// JWS says how the tokens are signed.
	JWS *JWTJWS `json:"jws,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "jwt-validation".
func (JWTValidation) ActionType() string { return "jwt-validation" }

// MarshalJSON writes the config with its Extra members.
func (c JWTValidation) MarshalJSON() ([]byte, error) {
	type plain JWTValidation
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTValidation) UnmarshalJSON(data []byte) error {
	type plain JWTValidation
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the issuer, the tokens and the keys.
func (c *JWTValidation) check(ch *checks) {
	ch.require("issuer.allow_list", c.Issuer != nil && len(c.Issuer.AllowList) > 0)
	if c.Issuer != nil {
		for _, v := range c.Issuer.AllowList {
			ch.require("issuer.allow_list[].value", v.Value != "")
		}
	}
	ch.require("http.tokens", c.HTTP != nil && len(c.HTTP.Tokens) > 0)
	if c.HTTP != nil {
		for _, t := range c.HTTP.Tokens {
			ch.requireOneOf("http.tokens[].type", t.Type, "id_token", "access_token", "at+jwt", "it+jwt", "plain", "jwt")
			ch.requireOneOf("http.tokens[].method", t.Method, "header", "body")
			ch.require("http.tokens[].name", t.Name != "")
		}
	}
	ch.require("jws.allowed_algorithms", c.JWS != nil && len(c.JWS.AllowedAlgorithms) > 0)
	ch.require("jws.keys.sources.additional_jkus", c.JWS != nil && c.JWS.Keys != nil &&
		c.JWS.Keys.Sources != nil && len(c.JWS.Keys.Sources.AdditionalJKUs) > 0)
	if c.JWS != nil {
		for _, alg := range c.JWS.AllowedAlgorithms {
			if alg == "none" {
				ch.invalid("jws.allowed_algorithms", `"none" is not allowed`)
			}
		}
	}
}

// JWTAllowList lists the values of a claim that jwt-validation allows.
type JWTAllowList struct {
	// AllowList holds the values allowed.
	AllowList []JWTValue `json:"allow_list,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTAllowList) MarshalJSON() ([]byte, error) {
	type plain JWTAllowList
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTAllowList) UnmarshalJSON(data []byte) error {
	type plain JWTAllowList
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// JWTValue is one value of a JWTAllowList.
type JWTValue struct {
	// Value is the claim's value, like the issuer's URL.
	Value string `json:"value,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTValue) MarshalJSON() ([]byte, error) {
	type plain JWTValue
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTValue) UnmarshalJSON(data []byte) error {
	type plain JWTValue
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// JWTHTTP says where jwt-validation finds the tokens of a request.
type JWTHTTP struct {
	// Tokens lists the tokens a request must all carry.
	Tokens []JWTToken `json:"tokens,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTHTTP) MarshalJSON() ([]byte, error) {
	type plain JWTHTTP
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTHTTP) UnmarshalJSON(data []byte) error {
	type plain JWTHTTP
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// JWTToken is one token that jwt-validation looks for.
type JWTToken struct {
	// Type hints how to parse the token: "id_token", "access_token",
	// "at+jwt", "it+jwt", "plain" or "jwt".
	Type string `json:"type,omitempty"`
	// Method is where the token is: "header" or "body".
	Method string `json:"method,omitempty"`
	// Name is the header or body field holding the token, like
	// "Authorization".
	Name string `json:"name,omitempty"`
	// Prefix is stripped from the field before parsing, like "Bearer ".
	Prefix string `json:"prefix,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTToken) MarshalJSON() ([]byte, error) {
	type plain JWTToken
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTToken) UnmarshalJSON(data []byte) error {
	type plain JWTToken
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// JWTJWS says how the tokens that jwt-validation checks are signed.
type JWTJWS struct {
	// AllowedAlgorithms lists the signing algorithms allowed, like
	// "RS256"; "none" is refused.
	AllowedAlgorithms []string `json:"allowed_algorithms,omitzero"`
	// Keys says where the signing keys are.
	Keys *JWTKeys `json:"keys,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTJWS) MarshalJSON() ([]byte, error) {
	type plain JWTJWS
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTJWS) UnmarshalJSON(data []byte) error {
	type plain JWTJWS
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// JWTKeys says where jwt-validation finds the signing keys.
type JWTKeys struct {
	// Identification says how a token names the key that signed it, like
	// by its kid claim; the reference gives it as objects holding
	// token_claims, and it is kept as it was read.
	Identification json.RawMessage `json:"identification,omitempty"`
	// Sources holds the key sources.
	Sources *JWTKeySources `json:"sources,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTKeys) MarshalJSON() ([]byte, error) {
	type plain JWTKeys
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTKeys) UnmarshalJSON(data []byte) error {
	type plain JWTKeys
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// JWTKeySources lists the sources of signing keys.
type JWTKeySources struct {
	// AdditionalJKUs lists URLs that serve the keys as a JWKS.
	AdditionalJKUs []string `json:"additional_jkus,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c JWTKeySources) MarshalJSON() ([]byte, error) {
	type plain JWTKeySources
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *JWTKeySources) UnmarshalJSON(data []byte) error {
	type plain JWTKeySources
	return decodeObject(data, (*plain)(c), &c.Extra)
}
