package backends

import (
	"github.com/ingresskit/ingress/internal/validate"
)

// Status codes an HTTP response backend may answer with.
const (
	MinStatusCode = validate.MinHTTPStatus
	MaxStatusCode = validate.MaxHTTPStatus
)

// Weights a weighted backend may give a child backend, as the API
// documents them.
const (
	MinWeight = validate.MinBackendWeight
	MaxWeight = validate.MaxBackendWeight
)

// Limits of backends that the API's error reference names without a
// number; they are this module's generous choices, which ingresstest
// answers with the documented codes.
const (
	// MaxChildren is the most child backends of a failover or weighted
	// backend.
	MaxChildren = validate.MaxChildBackends
	// MaxLabels is the most labels of a tunnel group backend.
	MaxLabels = validate.MaxTunnelGroupLabels
	// MaxLabelChars is the most characters of a tunnel group label's key
	// or value.
	MaxLabelChars = validate.MaxTunnelGroupLabelChars
	// MaxBodyBytes is the largest body of an HTTP response backend.
	MaxBodyBytes = validate.MaxHTTPResponseBodyBytes
	// MaxHeaderNameBytes is the longest header name of an HTTP response
	// backend.
	MaxHeaderNameBytes = validate.MaxHeaderNameBytes
	// MaxHeaderValueBytes is the longest header value of an HTTP response
	// backend.
	MaxHeaderValueBytes = validate.MaxHeaderValueBytes
)

// statusCode checks a status code: 100 to 599.
func statusCode(v int32) error {
	return validate.HTTPResponseStatus("status_code", v)
}

// body checks the body of an HTTP response backend.
func body(v *string) error {
	return validate.HTTPResponseBody("body", v)
}

// address checks the address of a static backend: host:port, without a
// wildcard host, which names no one address.
func address(v string) error {
	return validate.StaticAddress("address", v)
}
