package validate

import (
	"errors"

	"github.com/ingresskit/ingress"
)

// The error codes of the rules of agent ingresses that the API's public
// error reference gives (errors/err_ngrok_<code>).
const (
	// CodeAgentIngressDescriptionLength: a description over
	// MaxDescriptionBytes characters.
	CodeAgentIngressDescriptionLength = "ERR_NGROK_6700"
	// CodeAgentIngressMetadataLength: metadata over MaxMetadataBytes
	// characters.
	CodeAgentIngressMetadataLength = "ERR_NGROK_6701"
	// CodeAgentIngressDomainInvalid: a domain that is not a DNS name of
	// two labels or more, without wildcard.
	CodeAgentIngressDomainInvalid = "ERR_NGROK_6704"
	// CodeAgentIngressServiceDomain: one of the service's own domains or
	// a subdomain of one.
	CodeAgentIngressServiceDomain = "ERR_NGROK_6705"
)

// AgentIngressDomain checks the domain of an agent ingress: a hostname
// without wildcard (errors/err_ngrok_6704) that the caller owns, so not
// one of the service's (errors/err_ngrok_6705).
func AgentIngressDomain(field, v string) error {
	if v == "" {
		return Fail(field, "is required")
	}
	var ve *ingress.ValidationError
	if err := DomainName(field, v, false); errors.As(err, &ve) {
		return FailCoded(CodeAgentIngressDomainInvalid, field, "is not a valid domain name: %s", ve.Rule)
	}
	if IsServiceDomain(v) {
		return FailCoded(CodeAgentIngressServiceDomain, field,
			"%q must be a third party domain: the service's own domains cannot be delegated to an agent ingress", v)
	}
	return nil
}

// AgentIngressCommon checks the description and metadata of an agent
// ingress: valid UTF-8 and, as errors/err_ngrok_6700 and err_ngrok_6701
// count them, at most MaxDescriptionBytes and MaxMetadataBytes
// characters; the message gives the limit and the length, as the pages'
// do.
func AgentIngressCommon(description, metadata *string) error {
	return First(
		MaxCharsCoded(CodeAgentIngressDescriptionLength, "description", description, MaxDescriptionBytes,
			"the description is limited to %d characters, but the given value has %d characters"),
		MaxCharsCoded(CodeAgentIngressMetadataLength, "metadata", metadata, MaxMetadataBytes,
			"metadata is limited to %d characters, but the given value has %d characters"),
	)
}
