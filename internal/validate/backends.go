package validate

import (
	"maps"
	"net"
	"slices"
	"strings"
	"unicode/utf8"
)

// The API's codes for the fields of backends, from its public error
// reference (errors/err_ngrok_<code>); the pages give no status.
const (
	// CodeBackendDescriptionLength: a backend's description over 255
	// characters (errors/err_ngrok_6503).
	CodeBackendDescriptionLength = "ERR_NGROK_6503"
	// CodeBackendMetadataLength: a backend's metadata over 4096
	// characters (errors/err_ngrok_6504).
	CodeBackendMetadataLength = "ERR_NGROK_6504"
	// CodeStaticAddressForm: a static backend's address that is not
	// host:port (errors/err_ngrok_6505).
	CodeStaticAddressForm = "ERR_NGROK_6505"
	// CodeStaticAddressInvalid: a static backend's host:port address
	// whose host or port is not valid (errors/err_ngrok_6506).
	CodeStaticAddressInvalid = "ERR_NGROK_6506"
	// CodeStaticAddressNoHost: a static backend's address without a host,
	// like ":8080" (errors/err_ngrok_6507).
	CodeStaticAddressNoHost = "ERR_NGROK_6507"
	// CodeTunnelGroupLabels: a tunnel group backend with more than
	// MaxTunnelGroupLabels labels (errors/err_ngrok_6508).
	CodeTunnelGroupLabels = "ERR_NGROK_6508"
	// CodeTunnelGroupLabelKey: a label key of a tunnel group backend
	// outside 1 to MaxTunnelGroupLabelChars characters
	// (errors/err_ngrok_6509).
	CodeTunnelGroupLabelKey = "ERR_NGROK_6509"
	// CodeTunnelGroupLabelValue: a label value of a tunnel group backend
	// outside 1 to MaxTunnelGroupLabelChars characters
	// (errors/err_ngrok_6510).
	CodeTunnelGroupLabelValue = "ERR_NGROK_6510"
	// CodeTunnelGroupLabelEquals: a label key or value of a tunnel group
	// backend that holds "=" (errors/err_ngrok_6531).
	CodeTunnelGroupLabelEquals = "ERR_NGROK_6531"
	// CodeWeightedBackends: a weighted backend with more than
	// MaxChildBackends children (errors/err_ngrok_6511).
	CodeWeightedBackends = "ERR_NGROK_6511"
	// CodeBackendWeight: a weighted backend's child whose weight is
	// outside MinBackendWeight to MaxBackendWeight (errors/err_ngrok_6512).
	CodeBackendWeight = "ERR_NGROK_6512"
	// CodeFailoverBackends: a failover backend with more than
	// MaxChildBackends children (errors/err_ngrok_6513).
	CodeFailoverBackends = "ERR_NGROK_6513"
	// CodeHTTPResponseBody: an HTTP response backend's body over
	// MaxHTTPResponseBodyBytes bytes (errors/err_ngrok_6516).
	CodeHTTPResponseBody = "ERR_NGROK_6516"
	// CodeHTTPResponseStatus: an HTTP response backend's status code
	// outside MinHTTPStatus to MaxHTTPStatus (errors/err_ngrok_6517).
	CodeHTTPResponseStatus = "ERR_NGROK_6517"
	// CodeHeaderNameLength: a header name over MaxHeaderNameBytes bytes
	// (errors/err_ngrok_6522).
	CodeHeaderNameLength = "ERR_NGROK_6522"
	// CodeHeaderValueLength: a header value over MaxHeaderValueBytes bytes
	// (errors/err_ngrok_6523).
	CodeHeaderValueLength = "ERR_NGROK_6523"
	// CodeBackendID: a child backend ID that is not an ID
	// (errors/err_ngrok_6526).
	CodeBackendID = "ERR_NGROK_6526"
)

// Limits of the fields of backends. The error pages name them (MAX) but
// give no number, nor does the API reference: these are generous choices
// of this module's, which the API may not share.
const (
	// MaxTunnelGroupLabels is the most labels a tunnel group backend has.
	MaxTunnelGroupLabels = 64
	// MaxTunnelGroupLabelChars is the most characters of a tunnel group
	// label's key or value; the least is 1.
	MaxTunnelGroupLabelChars = 256
	// MaxChildBackends is the most children a failover or weighted
	// backend lists.
	MaxChildBackends = 100
	// MaxHTTPResponseBodyBytes is the largest body of an HTTP response
	// backend: 256 KiB.
	MaxHTTPResponseBodyBytes = 256 << 10
	// MaxHeaderNameBytes is the longest header name of an HTTP response
	// backend.
	MaxHeaderNameBytes = 1024
	// MaxHeaderValueBytes is the longest header value of an HTTP
	// response backend.
	MaxHeaderValueBytes = 8192
)

// Status codes an HTTP response backend answers with, and weights a
// weighted backend gives a child, as the API documents them.
const (
	MinHTTPStatus    = 100
	MaxHTTPStatus    = 599
	MinBackendWeight = 0
	MaxBackendWeight = 10000
)

// BackendFields checks the description and metadata of a backend of any
// kind, failing with CodeBackendDescriptionLength and
// CodeBackendMetadataLength.
func BackendFields(description, metadata *string) error {
	return First(
		MaxCharsCoded(CodeBackendDescriptionLength, "description", description, MaxDescriptionBytes,
			"description is limited to %d characters; you have entered %d characters"),
		MaxCharsCoded(CodeBackendMetadataLength, "metadata", metadata, MaxMetadataBytes,
			"metadata is limited to %d characters; you have entered %d characters"),
	)
}

// StaticAddress checks the address of a static backend: host:port, the
// host a DNS name (not a wildcard, which names no one address) or an IP
// address, the port from 1 to 65535.
func StaticAddress(field, v string) error {
	host, port, err := net.SplitHostPort(v)
	switch {
	case err != nil:
		return FailCoded(CodeStaticAddressForm, field, "static backend requires an address in the host:port form, got %q", v)
	case host == "":
		return FailCoded(CodeStaticAddressNoHost, field, "static backend address %q is missing host; use host:port as address", v)
	}
	if _, err := parsePort(port); err != nil {
		return FailCoded(CodeStaticAddressInvalid, field, "static backend address %q is invalid (it %v); use host:port as address", v, err)
	}
	if net.ParseIP(host) != nil {
		return nil
	}
	if strings.HasPrefix(host, "*.") {
		return FailCoded(CodeStaticAddressInvalid, field, "static backend address %q is invalid (a wildcard host names no one address); use host:port as address", v)
	}
	if err := hostname(host); err != nil {
		return FailCoded(CodeStaticAddressInvalid, field, "static backend address %q is invalid (the host %v); use host:port as address", v, err)
	}
	return nil
}

// TunnelGroupLabels checks the labels of a tunnel group backend: at
// least one, at most MaxTunnelGroupLabels, each key and value of 1 to
// MaxTunnelGroupLabelChars characters without "=", and otherwise under
// the rules of Labels. Labels are checked in the order of their keys.
func TunnelGroupLabels(field string, labels map[string]string) error {
	if n := len(labels); n > MaxTunnelGroupLabels {
		return FailCoded(CodeTunnelGroupLabels, field, "tunnel group labels count is limited to %d; you have %d labels", MaxTunnelGroupLabels, n)
	}
	for _, key := range slices.Sorted(maps.Keys(labels)) {
		f := field + "[" + key + "]"
		for _, part := range []struct {
			what, v, code string
		}{{"key", key, CodeTunnelGroupLabelKey}, {"value", labels[key], CodeTunnelGroupLabelValue}} {
			if strings.Contains(part.v, "=") {
				return FailCoded(CodeTunnelGroupLabelEquals, f, "the tunnel group label %s %q may not contain '=' characters", part.what, part.v)
			}
			if n := utf8.RuneCountInString(part.v); n < 1 || n > MaxTunnelGroupLabelChars {
				return FailCoded(part.code, f, "tunnel group label %s length is limited to between 1 and %d; %s %q has %d characters",
					part.what, MaxTunnelGroupLabelChars, part.what, part.v, n)
			}
		}
	}
	return Labels(field, labels)
}

// FailoverChildren checks the children of a failover backend: at most
// MaxChildBackends, each an ID (else CodeBackendID), none twice.
func FailoverChildren(field string, ids []string) error {
	if n := len(ids); n > MaxChildBackends {
		return FailCoded(CodeFailoverBackends, field, "failover backends may only contain up to %d failover backends; you have %d", MaxChildBackends, n)
	}
	for i, id := range ids {
		if err := backendID(Elem(field, i), id); err != nil {
			return err
		}
	}
	return IDs(field, ids)
}

// WeightedChildren checks the children of a weighted backend: at most
// MaxChildBackends, each ID an ID (else CodeBackendID), each weight from
// MinBackendWeight to MaxBackendWeight (else CodeBackendWeight). Children
// are checked in the order of their IDs, and an error names the child,
// as "backends[bkdhr_1]".
func WeightedChildren(field string, children map[string]int64) error {
	if n := len(children); n > MaxChildBackends {
		return FailCoded(CodeWeightedBackends, field, "weighted backends count is limited to %d; you have %d backends", MaxChildBackends, n)
	}
	for _, id := range slices.Sorted(maps.Keys(children)) {
		f := field + "[" + id + "]"
		if err := backendID(f, id); err != nil {
			return err
		}
		if w := children[id]; w < MinBackendWeight || w > MaxBackendWeight {
			return FailCoded(CodeBackendWeight, f, "weighted backend %s weight %d is out of range; it must be between %d and %d", id, w, MinBackendWeight, MaxBackendWeight)
		}
	}
	return nil
}

// backendID checks one child backend ID as ID does, failing with
// CodeBackendID.
func backendID(field, id string) error {
	if ID(field, id) != nil {
		return FailCoded(CodeBackendID, field, "the id %q is not a valid backend ID", id)
	}
	return nil
}

// HTTPResponseStatus checks the status code of an HTTP response backend.
func HTTPResponseStatus(field string, v int32) error {
	if v < MinHTTPStatus || v > MaxHTTPStatus {
		return FailCoded(CodeHTTPResponseStatus, field, "the status code %d is an invalid HTTP status code; it is from %d to %d", v, MinHTTPStatus, MaxHTTPStatus)
	}
	return nil
}

// HTTPResponseBody checks the body of an HTTP response backend.
func HTTPResponseBody(field string, v *string) error {
	if v != nil && len(*v) > MaxHTTPResponseBodyBytes {
		return FailCoded(CodeHTTPResponseBody, field, "the maximum body length is %d bytes, but the supplied body was %d bytes long", MaxHTTPResponseBodyBytes, len(*v))
	}
	return nil
}

// HTTPResponseHeaders checks the headers of an HTTP response backend:
// names of at most MaxHeaderNameBytes bytes, values of at most
// MaxHeaderValueBytes, and otherwise under the rules of Headers.
func HTTPResponseHeaders(field string, headers map[string]string) error {
	for _, name := range slices.Sorted(maps.Keys(headers)) {
		if len(name) > MaxHeaderNameBytes {
			return FailCoded(CodeHeaderNameLength, field, "the header beginning with %q... exceeds the maximum header name length of %d bytes", name[:16], MaxHeaderNameBytes)
		}
		if v := headers[name]; len(v) > MaxHeaderValueBytes {
			return FailCoded(CodeHeaderValueLength, field+"."+name, "the header value for %q beginning with %q... exceeds the maximum header value length of %d bytes", name, v[:16], MaxHeaderValueBytes)
		}
	}
	return Headers(field, headers)
}
