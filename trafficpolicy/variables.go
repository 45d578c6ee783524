package trafficpolicy

import (
	"strings"

	"cel.dev/cel-go/cel"
	"cel.dev/cel-go/common/cost"
	"cel.dev/cel-go/common/types"
)

// The sizes that the cost estimate of an expression gives the values it
// reads, whose real sizes are known only when traffic flows.
const (
	// estimatedValueLength is the most bytes estimated for a string, like
	// a header value or the URL: 8192, as long as the header lines that
	// common HTTP servers accept.
	estimatedValueLength = 8192
	// estimatedEntries is the most entries estimated for a list or a map,
	// like the headers or the query parameters of a request: 100.
	estimatedEntries = 100
)

// exprSizes is the cel-go cost estimator of Traffic Policy expressions:
// it bounds the size of each value whose size the expression does not
// give, strings by estimatedValueLength and lists and maps by
// estimatedEntries, and leaves the cost of functions to cel-go.
type exprSizes struct{}

// EstimateSize returns the size of a value read by an expression; a value
// of no declared type (json.decode's result) may be a string.
func (exprSizes) EstimateSize(n cost.AstNode) *cost.SizeEstimate {
	size := cost.SizeEstimate{Max: estimatedValueLength}
	switch n.Type().Kind() {
	case types.ListKind, types.MapKind:
		size.Max = estimatedEntries
	}
	return &size
}

// EstimateCallCost returns nil: cel-go estimates the cost of every call.
func (exprSizes) EstimateCallCost(string, string, *cost.AstNode, []cost.AstNode) *cost.CallEstimate {
	return nil
}

// variable is a documented variable of Traffic Policy expressions, with
// its type as the variables reference writes it.
type variable struct {
	name string
	typ  string
}

// variables returns the documented variables: the tables of the Traffic
// Policy variables reference (https://ngrok.com/docs/traffic-policy/variables/)
// for requests, responses, connections (conn, conn.geo, conn.tls),
// endpoints and time, plus vars (the variables of set-vars) and actions
// (the results of earlier actions), whose members are the policy's own.
// The members of the client and server certificates (conn.tls.client,
// conn.tls.server) are not typed one by one: the reference gives some of
// them both a value and members of their own, as conn.tls.client.issuer
// and conn.tls.client.issuer.common_name.
func variables() []variable {
	return []variable{
		{"actions", "any"},
		{"vars", "map[string]any"},
		{"time.now", "string"},

		{"conn.bytes_in", "int64"},
		{"conn.bytes_out", "int64"},
		{"conn.client_ip", "string"},
		{"conn.client_ip.categories", "list[string]"},
		{"conn.client_port", "int32"},
		{"conn.server_ip", "string"},
		{"conn.server_port", "int32"},
		{"conn.ts.start", "timestamp"},
		{"conn.geo.city", "string"},
		{"conn.geo.country", "string"},
		{"conn.geo.country_code", "string"},
		{"conn.geo.latitude", "string"},
		{"conn.geo.longitude", "string"},
		{"conn.geo.radius", "string"},
		{"conn.geo.subdivision", "string"},
		{"conn.tls.cipher_suite", "string"},
		{"conn.tls.ja4_fingerprint", "string"},
		{"conn.tls.negotiated_alpn", "string"},
		{"conn.tls.session_resumed", "bool"},
		{"conn.tls.sni", "string"},
		{"conn.tls.version", "string"},
		{"conn.tls.client", "any"},
		{"conn.tls.server", "any"},

		{"endpoint.addr", "string"},
		{"endpoint.host", "string"},
		{"endpoint.id", "string"},
		{"endpoint.port", "int32"},
		{"endpoint.protocol", "string"},
		{"endpoint.url", "string"},

		{"req.content_encoding", "list[string]"},
		{"req.content_length", "int64"},
		{"req.content_type", "string"},
		{"req.content_type.parameters", "map[string]string"},
		{"req.content_type.raw", "string"},
		{"req.cookies", "map[string][]cookie"},
		{"req.headers", "map[string][]string"},
		{"req.host", "string"},
		{"req.location", "string"},
		{"req.method", "string"},
		{"req.trailers", "map[string][]string"},
		{"req.ts.body_received", "timestamp"},
		{"req.ts.header_received", "timestamp"},
		{"req.url", "string"},
		{"req.url.authority", "string"},
		{"req.url.host", "string"},
		{"req.url.path", "string"},
		{"req.url.port", "int32"},
		{"req.url.query", "string"},
		{"req.url.query_params", "map[string][]string"},
		{"req.url.raw", "string"},
		{"req.url.raw_path", "string"},
		{"req.url.scheme", "string"},
		{"req.url.uri", "string"},
		{"req.url.user_password", "string"},
		{"req.user_agent", "string"},
		{"req.user_agent.name", "string"},
		{"req.user_agent.version", "string"},
		{"req.user_agent.os", "string"},
		{"req.user_agent.os_version", "string"},
		{"req.user_agent.device", "string"},
		{"req.user_agent.is_mobile", "bool"},
		{"req.user_agent.is_tablet", "bool"},
		{"req.user_agent.is_desktop", "bool"},
		{"req.user_agent.is_bot", "bool"},
		{"req.user_agent.url", "string"},
		{"req.version", "string"},

		{"res.content_encoding", "list[string]"},
		{"res.content_length", "int64"},
		{"res.content_type", "string"},
		{"res.content_type.parameters", "map[string]string"},
		{"res.content_type.raw", "string"},
		{"res.cookies", "map[string][]cookie"},
		{"res.headers", "map[string][]string"},
		{"res.location", "string"},
		{"res.status_code", "int32"},
		{"res.trailers", "map[string][]string"},
	}
}

// availableIn reports whether the variable name may be used in phase:
// req.* in every phase but on_tcp_connect, res.* where there is a
// response, the others everywhere.
func availableIn(name string, phase Phase) bool {
	switch {
	case strings.HasPrefix(name, "req."):
		return phase != PhaseTCPConnect
	case strings.HasPrefix(name, "res."):
		return hasResponse(phase)
	}
	return true
}

// hasResponse reports whether the rules of phase run on a response.
func hasResponse(phase Phase) bool {
	return phase == PhaseHTTPResponse || phase == PhaseEventStreamMessage
}

// celType returns the CEL type of a type as the variables reference
// writes it.
func celType(doc string) *cel.Type {
	switch doc {
	case "string":
		return cel.StringType
	case "int32", "int64":
		return cel.IntType
	case "bool":
		return cel.BoolType
	case "timestamp":
		return cel.TimestampType
	case "list[string]":
		return cel.ListType(cel.StringType)
	case "map[string]string":
		return cel.MapType(cel.StringType, cel.StringType)
	case "map[string][]string":
		return cel.MapType(cel.StringType, cel.ListType(cel.StringType))
	case "map[string][]cookie":
		return cel.MapType(cel.StringType, cel.ListType(cel.MapType(cel.StringType, cel.DynType)))
	case "map[string]any":
		return cel.MapType(cel.StringType, cel.DynType)
	}
	return cel.DynType
}

// selectable reports whether a variable of the documented type doc has
// members of its own to select, like the keys of a map.
func selectable(doc string) bool {
	return doc == "any" || strings.HasPrefix(doc, "map[")
}
