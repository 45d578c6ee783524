package validate

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress"
)

// Within names a nested field: the field of a validation error returned by
// a member's own rules is prefixed with the member's name, so that a rule
// of the saml module of a route reads "saml.idp_metadata". Other errors
// and nil pass unchanged. A *CodedError keeps its code.
func Within(prefix string, err error) error {
	var ve *ingress.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	within := &ingress.ValidationError{Field: prefix + "." + ve.Field, Rule: ve.Rule}
	for _, other := range ve.Others {
		within.Others = append(within.Others, Within(prefix, other))
	}
	if ce, ok := errors.AsType[*CodedError](err); ok {
		return &CodedError{ValidationError: *within, Code: ce.Code}
	}
	return within
}

// HostPorts checks the hostports an edge serves: each is host:port (see
// HostPort), refused with CodeHostPortForm (errors/err_ngrok_7104) or,
// when the port is a number outside 1 to 65535, CodeHostPortRange
// (errors/err_ngrok_7112), and none is listed twice, regardless of case.
func HostPorts(field string, hostports []string) error {
	return unique(field, hostports, edgeHostPort, strings.ToLower)
}

// edgeHostPort checks one hostport of an edge, as HostPort does, with the
// API's codes.
func edgeHostPort(field, hp string) error {
	var ve *ingress.ValidationError
	if !errors.As(HostPort(field, hp), &ve) {
		return nil
	}
	if _, port, err := net.SplitHostPort(hp); err == nil {
		if n, err := strconv.Atoi(port); err == nil && strconv.Itoa(n) == port && (n < 1 || n > MaxPort) {
			return FailCoded(CodeHostPortRange, field, "the hostport %q has port out of range: %d is not in range 1-%d", hp, n, MaxPort)
		}
	}
	return FailCoded(CodeHostPortForm, field, "must be specified in the format 'hostname:portnumber': %s", ve.Rule)
}

// HostPort checks one hostport: a DNS name (which may start with a "*."
// wildcard label) or an IP address, a colon, and a port from 1 to 65535.
// IPv6 addresses are bracketed, as in "[::1]:443".
func HostPort(field, hp string) error {
	host, port, err := net.SplitHostPort(hp)
	if err != nil {
		return Fail(field, "%q is not host:port", hp)
	}
	if _, err := parsePort(port); err != nil {
		return Fail(field, "%q %v", hp, err)
	}
	if net.ParseIP(host) != nil {
		return nil
	}
	if err := hostname(strings.TrimPrefix(host, "*.")); err != nil {
		return Fail(field, "%q: the host %q is not a host name: it %v", hp, host, err)
	}
	return nil
}

// RefIDs checks a required list of referenced resource IDs: at least one,
// each an ID, none twice (see IDs).
func RefIDs(field string, ids []string) error {
	if len(ids) == 0 {
		return Fail(field, "must name at least one resource")
	}
	return IDs(field, ids)
}

// TLS holds the values of a TLS termination module, which the family
// defines: the places TLS may be terminated, the one of them that passes
// TLS through to the upstream, and the minimum versions, oldest first.
type TLS struct {
	Places      []string
	PassThrough string
	Versions    []string
}

// TLSTermination checks a TLS termination module: terminate_at is one of
// the places, and a minimum version, which only a terminator can enforce,
// is refused when TLS passes through to the upstream.
func TLSTermination(terminateAt string, minVersion *string, tls TLS) error {
	if err := RequiredString("terminate_at", terminateAt); err != nil {
		return err
	}
	if err := OneOf("terminate_at", &terminateAt, tls.Places...); err != nil {
		return err
	}
	if terminateAt == tls.PassThrough && minVersion != nil {
		return Fail("min_version", "must be null when terminate_at is %q", tls.PassThrough)
	}
	return OneOf("min_version", minVersion, tls.Versions...)
}

// PassThrough checks the modules of a TLS edge whose TLS passes through to
// the upstream (passesThrough): the modules that need to see the decrypted
// traffic or the TLS handshake, mutual_tls and traffic_policy, must not be
// enabled. backend and ip_restriction (which reads only the source
// address) are allowed. mutualTLS and trafficPolicy say whether those
// modules are configured and enabled.
func PassThrough(passesThrough, mutualTLS, trafficPolicy bool) error {
	if !passesThrough {
		return nil
	}
	switch {
	case mutualTLS:
		return Fail("mutual_tls", "may not be enabled when TLS is terminated upstream")
	case trafficPolicy:
		return Fail("traffic_policy", "may not be enabled when TLS is terminated upstream")
	}
	return nil
}

// Match checks a route's selector: a path starting with "/", a host, or a
// host followed by a path, without spaces or control characters.
func Match(field, v string) error {
	if err := RequiredString(field, v); err != nil {
		return err
	}
	if strings.IndexFunc(v, func(r rune) bool { return r <= ' ' || r == 0x7f }) >= 0 {
		return Fail(field, "%q must not hold spaces or control characters", v)
	}
	if strings.HasPrefix(v, "/") {
		return nil
	}
	host, _, _ := strings.Cut(v, "/")
	if hostname(strings.TrimPrefix(host, "*.")) != nil {
		return Fail(field, "%q must be a path starting with \"/\", a host, or a host and a path", v)
	}
	return nil
}

// AbsoluteURL checks a required absolute http or https URL with a host.
func AbsoluteURL(field, v string) error {
	if err := RequiredString(field, v); err != nil {
		return err
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return Fail(field, "%q must be an absolute http or https URL", v)
	}
	return nil
}

// Regexps checks that every pattern of a list is a valid regular
// expression (RE2 syntax, as the user agent filter uses).
func Regexps(field string, patterns []string) error {
	for i, p := range patterns {
		if _, err := regexp.Compile(p); err != nil {
			return Fail(Elem(field, i), "%q is not a regular expression: %v", p, err)
		}
	}
	return nil
}

// SAML metadata namespace.
const samlMetadataNS = "urn:oasis:names:tc:SAML:2.0:metadata"

// samlEntity is what the SAML rules read of an EntityDescriptor.
type samlEntity struct {
	XMLName  xml.Name
	EntityID string     `xml:"entityID,attr"`
	IdP      []struct{} `xml:"urn:oasis:names:tc:SAML:2.0:metadata IDPSSODescriptor"`
}

// SAMLMetadata checks an identity provider's metadata: one well-formed
// XML EntityDescriptor element of the SAML 2.0 metadata namespace, with an
// entityID and an IDPSSODescriptor, and around it nothing but the XML
// declaration, comments and white space.
func SAMLMetadata(field, doc string) error {
	if err := RequiredString(field, doc); err != nil {
		return err
	}
	dec := xml.NewDecoder(strings.NewReader(doc))
	notXML := func(err error) error { return Fail(field, "must be an XML EntityDescriptor: %v", err) }
	var start *xml.StartElement
	for start == nil {
		tok, err := dec.Token()
		if err == io.EOF {
			return Fail(field, "must hold an XML EntityDescriptor element")
		}
		if err != nil {
			return notXML(err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			start = &se
		} else if !isProlog(tok) {
			return Fail(field, "must hold nothing before the EntityDescriptor")
		}
	}
	var e samlEntity
	if err := dec.DecodeElement(&e, start); err != nil {
		return notXML(err)
	}
	if e.XMLName.Space != samlMetadataNS || e.XMLName.Local != "EntityDescriptor" {
		return Fail(field, "must be an EntityDescriptor of namespace %q, got element %q", samlMetadataNS, e.XMLName.Local)
	}
	if strings.TrimSpace(e.EntityID) == "" {
		return Fail(field, "the EntityDescriptor must have an entityID")
	}
	if len(e.IdP) == 0 {
		return Fail(field, "the EntityDescriptor must describe an identity provider (IDPSSODescriptor)")
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return notXML(err)
		}
		if !isProlog(tok) {
			return Fail(field, "must hold nothing after the EntityDescriptor")
		}
	}
}

// isProlog reports whether an XML token may stand outside the root
// element: a processing instruction, a comment or white space.
func isProlog(tok xml.Token) bool {
	switch t := tok.(type) {
	case xml.ProcInst, xml.Comment:
		return true
	case xml.CharData:
		return strings.TrimSpace(string(t)) == ""
	}
	return false
}

// DomainEdgePort is the port on which HTTPS and TLS edges serve their
// domains.
const DomainEdgePort = "443"

// The API's error codes of the rules of DomainHostPorts.
const (
	// CodeDomainNotPort443: a hostport of an HTTPS or TLS edge on a port
	// other than DomainEdgePort.
	CodeDomainNotPort443 = "ERR_NGROK_7116"
	// CodeHTTPSEdgeTCPAddr: an HTTPS edge given a TCP address.
	CodeHTTPSEdgeTCPAddr = "ERR_NGROK_7121"
	// CodeTLSEdgeTCPAddr: a TLS edge given a TCP address.
	CodeTLSEdgeTCPAddr = "ERR_NGROK_7133"
)

// DomainHostPorts checks the hostports of an HTTPS or TLS edge (kind
// names it, "HTTPS" or "TLS"), which serve domains on DomainEdgePort: a
// TCP address (see IsTCPAddress) or another port is refused, each with
// the API's code. HostPorts checks their form.
func DomainHostPorts(field, kind string, hostports []string) error {
	tcpCode := CodeHTTPSEdgeTCPAddr
	if kind == "TLS" {
		tcpCode = CodeTLSEdgeTCPAddr
	}
	for i, hp := range hostports {
		host, port, err := net.SplitHostPort(hp)
		at := fmt.Sprintf("%s[%d]", field, i)
		switch {
		case err != nil:
			continue // HostPorts refuses it
		case IsTCPAddress(host):
			return FailCoded(tcpCode, at, "%s edges take only reserved domains: %s is a TCP address", kind, hp)
		case port != DomainEdgePort:
			return FailCoded(CodeDomainNotPort443, at, "the domain %s does not use port %s", hp, DomainEdgePort)
		}
	}
	return nil
}

// IsTCPAddress reports whether host names a TCP address rather than a
// domain: an IP address, or a name like "1.tcp.ngrok.io" whose first
// label is a number and second "tcp", in any letter case.
func IsTCPAddress(host string) bool {
	if net.ParseIP(host) != nil {
		return true
	}
	labels := strings.Split(strings.ToLower(host), ".")
	return len(labels) >= 3 && labels[1] == "tcp" && labels[0] != "" && strings.Trim(labels[0], "0123456789") == ""
}
