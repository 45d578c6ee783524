package trafficpolicy

import "time"

// AddHeaders is the config of the add-headers action, which adds headers
// to the request or the response. Headers is required. Allowed in
// on_http_request and on_http_response.
type AddHeaders struct {
	// Headers maps 1 to 10 header names to values, which may use CEL
	// interpolation like "${conn.client_ip}".
	Headers map[string]string `json:"headers,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "add-headers".
func (AddHeaders) ActionType() string { return "add-headers" }

// MarshalJSON writes the config with its Extra members.
func (c AddHeaders) MarshalJSON() ([]byte, error) {
	type plain AddHeaders
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *AddHeaders) UnmarshalJSON(data []byte) error {
	type plain AddHeaders
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires 1 to 10 headers.
func (c *AddHeaders) check(ch *checks) {
	ch.requireCount("headers", len(c.Headers), 10)
}

// RemoveHeaders is the config of the remove-headers action, which removes
// headers from the request or the response. Headers is required. Allowed
// in on_http_request and on_http_response.
type RemoveHeaders struct {
	// Headers lists 1 to 10 header names.
	Headers []string `json:"headers,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "remove-headers".
func (RemoveHeaders) ActionType() string { return "remove-headers" }

// MarshalJSON writes the config with its Extra members.
func (c RemoveHeaders) MarshalJSON() ([]byte, error) {
	type plain RemoveHeaders
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *RemoveHeaders) UnmarshalJSON(data []byte) error {
	type plain RemoveHeaders
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires 1 to 10 headers.
func (c *RemoveHeaders) check(ch *checks) {
	ch.requireCount("headers", len(c.Headers), 10)
}

// URLRewrite is the config of the url-rewrite action, which rewrites the
// request URL before it goes upstream, unseen by the client. To is
// required. Allowed in on_http_request.
type URLRewrite struct {
	// From is a regular expression matched against the whole URL; ""
	// matches all of it.
	From string `json:"from,omitempty"`
	// To replaces what From matched and may use its groups ($1).
	To string `json:"to,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "url-rewrite".
func (URLRewrite) ActionType() string { return "url-rewrite" }

// MarshalJSON writes the config with its Extra members.
func (c URLRewrite) MarshalJSON() ([]byte, error) {
	type plain URLRewrite
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *URLRewrite) UnmarshalJSON(data []byte) error {
	type plain URLRewrite
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires To.
func (c *URLRewrite) check(ch *checks) {
	ch.require("to", c.To != "")
}

// Redirect is the config of the redirect action, which answers with a
// 3xx redirect to the URL rewritten. To is required. Allowed in
// on_http_request.
type Redirect struct {
	// From is a regular expression matched against the whole URL; ""
	// matches all of it.
	From string `json:"from,omitempty"`
	// To replaces what From matched and may use its groups ($1).
	To string `json:"to,omitempty"`
	// StatusCode is the 3xx status; nil means 302.
	StatusCode *int `json:"status_code,omitempty"`
	// Headers maps up to 10 header names to values added to the
	// redirect.
	Headers map[string]string `json:"headers,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "redirect".
func (Redirect) ActionType() string { return "redirect" }

// MarshalJSON writes the config with its Extra members.
func (c Redirect) MarshalJSON() ([]byte, error) {
	type plain Redirect
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *Redirect) UnmarshalJSON(data []byte) error {
	type plain Redirect
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires To and a 3xx status.
func (c *Redirect) check(ch *checks) {
	ch.require("to", c.To != "")
	ch.intRange("status_code", c.StatusCode, 300, 399)
	ch.count("headers", len(c.Headers), 0, 10)
}

// CustomResponse is the config of the custom-response action, which
// answers the request itself. Every field is optional. Allowed in
// on_http_request and on_http_response.
type CustomResponse struct {
	// StatusCode is the status of the response; nil means 200.
	StatusCode *int `json:"status_code,omitempty"`
	// Body is the body of the response, which may use CEL interpolation.
	Body string `json:"body,omitempty"`
	// Headers maps up to 10 header names to values.
	Headers map[string]string `json:"headers,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "custom-response".
func (CustomResponse) ActionType() string { return "custom-response" }

// MarshalJSON writes the config with its Extra members.
func (c CustomResponse) MarshalJSON() ([]byte, error) {
	type plain CustomResponse
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *CustomResponse) UnmarshalJSON(data []byte) error {
	type plain CustomResponse
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// renamed gives body for content, the name of the body in the former
// reference.
func (CustomResponse) renamed() map[string]string {
	return map[string]string{"content": "body"}
}

// check checks the status and the number of headers.
func (c *CustomResponse) check(ch *checks) {
	ch.intRange("status_code", c.StatusCode, 100, 599)
	ch.count("headers", len(c.Headers), 0, 10)
}

// CompressResponse is the config of the compress-response action, which
// compresses the response body with an encoding the client accepts. Every
// field is optional. Allowed in on_http_request and on_http_response.
type CompressResponse struct {
	// Algorithms lists the encodings to choose from, among "br",
	// "compress", "deflate" and "gzip"; nil means all four.
	Algorithms []string `json:"algorithms,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "compress-response".
func (CompressResponse) ActionType() string { return "compress-response" }

// MarshalJSON writes the config with its Extra members.
func (c CompressResponse) MarshalJSON() ([]byte, error) {
	type plain CompressResponse
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *CompressResponse) UnmarshalJSON(data []byte) error {
	type plain CompressResponse
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks the algorithms.
func (c *CompressResponse) check(ch *checks) {
	for _, a := range c.Algorithms {
		ch.oneOfCoded("algorithms", codeCompressAlgorithm, a, "br", "compress", "deflate", "gzip")
	}
}

// HTTPRequest is the config of the http-request action, which sends an
// HTTP request to another service and makes its response available to the
// next actions. URL is required. Allowed in on_http_request and
// on_http_response.
type HTTPRequest struct {
	// URL is where the request goes.
	URL string `json:"url,omitempty"`
	// Method is GET (the default), PUT, POST, PATCH, DELETE or OPTIONS.
	Method string `json:"method,omitempty"`
	// QueryParams lists up to 32 query parameters added to URL.
	QueryParams []QueryParam `json:"query_params,omitzero"`
	// Headers maps up to 10 header names to values.
	Headers map[string]string `json:"headers,omitzero"`
	// Body is the request body.
	Body string `json:"body,omitempty"`
	// MaxRedirects is the number of redirects followed, from 0 to 100;
	// nil means 10.
	MaxRedirects *int `json:"max_redirects,omitempty"`
	// Timeout bounds the whole exchange, from "1s" to "30s"; "" means
	// "3s".
	Timeout string `json:"timeout,omitempty"`
	// RetryCondition is a CEL expression over attempts and last_attempt
	// that says whether to retry a failed attempt.
	RetryCondition string `json:"retry_condition,omitempty"`
	// OnError is "continue" (the default) or "halt".
	OnError string `json:"on_error,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "http-request".
func (HTTPRequest) ActionType() string { return "http-request" }

// MarshalJSON writes the config with its Extra members.
func (c HTTPRequest) MarshalJSON() ([]byte, error) {
	type plain HTTPRequest
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *HTTPRequest) UnmarshalJSON(data []byte) error {
	type plain HTTPRequest
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the URL and checks the enumerations and bounds.
func (c *HTTPRequest) check(ch *checks) {
	ch.require("url", c.URL != "")
	ch.oneOf("method", c.Method, "GET", "PUT", "POST", "PATCH", "DELETE", "OPTIONS")
	ch.count("query_params", len(c.QueryParams), 0, 32)
	ch.count("headers", len(c.Headers), 0, 10)
	for _, q := range c.QueryParams {
		ch.maxLen("query_params[].key", q.Key, 128)
		if !interpolated(q.Value) {
			ch.maxLen("query_params[].value", q.Value, 8192)
		}
	}
	ch.intRange("max_redirects", c.MaxRedirects, 0, 100)
	ch.duration("timeout", c.Timeout, time.Second, 30*time.Second)
	ch.onError(c.OnError)
}

// QueryParam is one query parameter of an HTTPRequest.
type QueryParam struct {
	// Key is the parameter's name.
	Key string `json:"key"`
	// Value is the parameter's value.
	Value string `json:"value"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// MarshalJSON writes the config with its Extra members.
func (c QueryParam) MarshalJSON() ([]byte, error) {
	type plain QueryParam
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *QueryParam) UnmarshalJSON(data []byte) error {
	type plain QueryParam
	return decodeObject(data, (*plain)(c), &c.Extra)
}
