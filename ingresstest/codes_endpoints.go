package ingresstest

// Error codes of cloud endpoints that the public error reference
// (errors/err_ngrok_<code>) gives, all with status 400.
const (
	// CodeEndpointUpdateEmpty: an update of a cloud endpoint that gives
	// no value at all.
	CodeEndpointUpdateEmpty = "ERR_NGROK_18004"
	// CodeEndpointSchemeChange: an update that moves a cloud endpoint to
	// a URL of another scheme, which is not changed in place.
	CodeEndpointSchemeChange = "ERR_NGROK_18005"
	// CodeEndpointNotReserved: a public URL of a cloud endpoint whose
	// domain, wildcard domain or TCP address the account has not
	// reserved.
	CodeEndpointNotReserved = "ERR_NGROK_18006"
	// CodeEndpointPolicyEmpty: a cloud endpoint's traffic_policy given
	// empty or blank, on a create or an update; a create without one is
	// CodeEndpointMissing.
	CodeEndpointPolicyEmpty = "ERR_NGROK_18011"
	// CodeEndpointDescription: a description over 255 bytes.
	CodeEndpointDescription = "ERR_NGROK_18012"
	// CodeEndpointMetadata: metadata over 4096 bytes, on a create or an
	// update.
	CodeEndpointMetadata = "ERR_NGROK_18013"
	// CodeEndpointType: an endpoint create whose type is not "cloud",
	// "agent" among them: only cloud endpoints are created through the
	// API. A create without a type is CodeEndpointMissing.
	CodeEndpointType = "ERR_NGROK_248"
	// CodeKubernetesScheme: the kubernetes binding with a scheme other
	// than http and tcp.
	CodeKubernetesScheme = "ERR_NGROK_18018"
	// CodeEndpointSchemePort: a public URL that names a port other than
	// its scheme's: 80 for http, 443 for https and tls.
	CodeEndpointSchemePort = "ERR_NGROK_18023"
	// CodeEndpointURLMalformed: a URL that does not parse as a URL, like
	// one with a space in its host.
	CodeEndpointURLMalformed = "ERR_NGROK_9034"
	// CodeEndpointHostMissing: a URL with a scheme but no host, like
	// "https://", with the public binding or none.
	CodeEndpointHostMissing = "ERR_NGROK_249"
	// CodeInternalHostMissing: a URL without a host with the internal
	// binding.
	CodeInternalHostMissing = "ERR_NGROK_9028"
	// CodeKubernetesHostMissing: a URL without a host with the kubernetes
	// binding.
	CodeKubernetesHostMissing = "ERR_NGROK_9039"
	// CodeEndpointURLPart: a URL with a user, a path, a query or a
	// fragment.
	CodeEndpointURLPart = "ERR_NGROK_9037"
	// CodeEndpointTrailingSlash: a URL that ends with "/", like
	// "https://app.example.com/".
	CodeEndpointTrailingSlash = "ERR_NGROK_9038"
	// CodeEndpointDomain: a URL whose host is not a domain name, like
	// "https://a..example.com".
	CodeEndpointDomain = "ERR_NGROK_9032"
	// CodeEndpointPortNotNumber: a URL whose port is not a number.
	CodeEndpointPortNotNumber = "ERR_NGROK_9033"
	// CodeEndpointPortRange: a URL whose port is a number outside 1 to
	// 65535.
	CodeEndpointPortRange = "ERR_NGROK_9030"
	// CodeInternalHostDepth: an internal host of more than 5 labels
	// before ".internal", a wildcard's "*" included.
	CodeInternalHostDepth = "ERR_NGROK_9031"
	// CodeEndpointBinding: a cloud endpoint's binding that is not public,
	// internal or kubernetes. An agent endpoint gets CodeAgentBinding.
	CodeEndpointBinding = "ERR_NGROK_18007"
	// CodeAgentBinding: an agent endpoint's binding that is not public,
	// internal or kubernetes.
	CodeAgentBinding = "ERR_NGROK_15005"
	// CodeBindingRepeated: an endpoint given the same binding twice.
	// Two different bindings are CodeEndpointField.
	CodeBindingRepeated = "ERR_NGROK_15006"
)

// Error codes of the Traffic Policy of an endpoint that the public error
// reference gives, all with status 400; what trafficpolicy.ValidateFor
// refuses with each is its Err.
const (
	// CodePolicyExpression: an expression that does not compile, names
	// an unknown variable or is over a limit (ErrExpression,
	// ErrUnknownVariable, ErrLimit).
	CodePolicyExpression = "ERR_NGROK_2200"
	// CodePolicyActionType: an action whose type is missing or unknown
	// (ErrUnknownAction).
	CodePolicyActionType = "ERR_NGROK_2201"
	// CodePolicyActionPhase: an action in a phase that does not allow
	// it (ErrPhase).
	CodePolicyActionPhase = "ERR_NGROK_2202"
	// CodePolicyActionConfig: an action's config that cannot be read as
	// the config of its type: not an object of its fields' types, or with
	// a member its type does not define (ErrUnknownMember in an action).
	CodePolicyActionConfig = "ERR_NGROK_2203"
	// CodePolicyActionField: a config field missing or with a value out
	// of its rules (ErrMissingField, ErrInvalidField).
	CodePolicyActionField = "ERR_NGROK_2204"
	// CodePolicyActionProtocol: an action that the endpoint's protocol
	// does not support, like terminate-tls on an http endpoint
	// (ErrProtocol; a phase the protocol does not run is
	// CodePolicyPhaseProtocol).
	CodePolicyActionProtocol = "ERR_NGROK_2205"
	// CodePolicyNoActions: a rule without actions, or an empty policy on
	// a cloud endpoint (ErrNoActions).
	CodePolicyNoActions = "ERR_NGROK_2206"
	// CodePolicyUnreachable: an action after a terminating action of its
	// rule (ErrUnreachable).
	CodePolicyUnreachable = "ERR_NGROK_2207"
)

// Error codes of mistakes in an action's config that the error reference
// tells apart from CodePolicyActionField, all with status 400; each is the
// Code of trafficpolicy.Error for the mistake.
const (
	// CodePolicyCompressAlgorithm: a compress-response algorithm that is
	// not supported.
	CodePolicyCompressAlgorithm = "ERR_NGROK_2214"
	// CodePolicyOutOfRange: a number, or a duration, outside its range.
	CodePolicyOutOfRange = "ERR_NGROK_2215"
	// CodePolicyCIDR: an address or CIDR range of restrict-ips that does
	// not parse.
	CodePolicyCIDR = "ERR_NGROK_2217"
	// CodePolicyTooManyEntries: a list field over its number of entries.
	CodePolicyTooManyEntries = "ERR_NGROK_2218"
	// CodePolicyTooLong: a value longer than its limit.
	CodePolicyTooLong = "ERR_NGROK_2221"
	// CodePolicyNotAllowedValue: a value outside its set of allowed
	// values.
	CodePolicyNotAllowedValue = "ERR_NGROK_2222"
	// CodePolicyDurationTooLong: a duration over its maximum.
	CodePolicyDurationTooLong = "ERR_NGROK_2225"
	// CodePolicyUnparsedValue: a value that does not parse, like a
	// duration.
	CodePolicyUnparsedValue = "ERR_NGROK_2228"
	// CodePolicyPhaseProtocol: a phase that the endpoint's protocol does
	// not run, like on_http_request on a tcp endpoint.
	CodePolicyPhaseProtocol = "ERR_NGROK_2230"
	// CodePolicyDependsOn: a field given without another that it needs,
	// like terminate-tls's server_private_key without its certificate.
	CodePolicyDependsOn = "ERR_NGROK_2240"
	// CodePolicySetVarsShape: set-vars' vars that are not a list of
	// single-entry maps.
	CodePolicySetVarsShape = "ERR_NGROK_2252"
	// CodePolicyAIGatewayTwice: a second ai-gateway action in a policy,
	// which holds one at most.
	CodePolicyAIGatewayTwice = "ERR_NGROK_2266"
)
