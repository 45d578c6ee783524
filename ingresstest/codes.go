package ingresstest

// Error codes the server answers with, one per kind of failure, in the
// error_code member of its error bodies. They are stable, so that tests may
// match them with ingress.IsErrorCode; a later release may align the values
// with the real API's where it documents one.

// Error codes of authentication and of the request's form.
const (
	// CodeMissingAuth (status 401): no bearer token in the Authorization
	// header.
	CodeMissingAuth = "ERR_NGROK_201"
	// CodeInvalidAuth (status 401): an API key that is unknown or was
	// deleted.
	CodeInvalidAuth = "ERR_NGROK_202"
	// CodeBadVersion (status 400): an Ngrok-Version header that is missing
	// or not 2.
	CodeBadVersion = "ERR_NGROK_203"
	// CodeMalformedJSON (status 400): a request body that is not JSON.
	CodeMalformedJSON = "ERR_NGROK_204"
	// CodeWrongType (status 400): a JSON value of the wrong type; the
	// message names the field.
	CodeWrongType = "ERR_NGROK_205"
	// CodeValidation (status 400): a documented rule broken, one of the
	// rules the SDK checks before sending (see ingress.ValidationError).
	CodeValidation = "ERR_NGROK_206"
	// CodeBadPaging (status 400): a limit out of range, or a before_id that
	// is not an ID of the list.
	CodeBadPaging = "ERR_NGROK_207"
	// CodeBodyTooLarge (status 413): a request body over 1 MiB.
	CodeBodyTooLarge = "ERR_NGROK_413"
)

// Error codes of owners, references and state.
const (
	// CodeForbiddenOwner (status 403): a user that is not an admin naming
	// an owner other than itself.
	CodeForbiddenOwner = "ERR_NGROK_208"
	// CodeUnknownOwner (status 400): an owner_id that names no user.
	CodeUnknownOwner = "ERR_NGROK_209"
	// CodeNotFound (status 404): no resource with the ID in the path.
	CodeNotFound = "ERR_NGROK_404"
	// CodeConflict (status 409): a request that clashes with existing
	// state, like deleting an SSH certificate authority that signed
	// certificates that still exist, or a second route of an edge with the
	// same match.
	CodeConflict = "ERR_NGROK_409"
	// CodeMissingRef (status 400): a reference to a resource that does not
	// exist, or is of the wrong kind.
	CodeMissingRef = "ERR_NGROK_410"
)

// Error codes of routing and of the server itself.
const (
	// CodeNoRoute (status 404): no route for the path.
	CodeNoRoute = "ERR_NGROK_405"
	// CodeMethod (status 405): a method the path does not allow; the Allow
	// header lists those it does.
	CodeMethod = "ERR_NGROK_406"
	// CodeRateLimited (status 429): over the rate of WithRateLimit, or an
	// injected Fault429. The Retry-After header says how long to wait.
	CodeRateLimited = "ERR_NGROK_429"
	// CodeInternal (status 500): an internal error, like a handler that
	// panicked.
	CodeInternal = "ERR_NGROK_500"
	// CodeInjectedFailure (status 500, 502 or 503): an injected Fault500,
	// Fault502, Fault503 or FaultAfter500.
	CodeInjectedFailure = "ERR_NGROK_599"
)

// Error codes of TLS certificates and certificate authorities.
const (
	// CodeInvalidCertificate (status 400): a certificate PEM that does not
	// parse, holds other blocks, or a chain out of order.
	CodeInvalidCertificate = "ERR_NGROK_1201"
	// CodeInvalidPrivateKey (status 400): a private key that does not
	// parse or does not match the leaf certificate.
	CodeInvalidPrivateKey = "ERR_NGROK_1202"
	// CodeNotCA (status 400): an uploaded certificate authority that is
	// not a CA.
	CodeNotCA = "ERR_NGROK_1203"
	// CodeCertificateInUse (status 409): deleting a TLS certificate that a
	// reserved domain uses.
	CodeCertificateInUse = "ERR_NGROK_1204"
)

// Error codes of reserved domains and agent ingresses.
const (
	// CodeDomainTaken (status 409): reserving a domain that is already
	// reserved, or creating an agent ingress for a domain that already has
	// one.
	CodeDomainTaken = "ERR_NGROK_1205"
	// CodeNotUploaded (status 400): a certificate_id that names a
	// certificate issued automatically instead of an uploaded one.
	CodeNotUploaded = "ERR_NGROK_1206"
)

// Error codes of IP policies, backends and edges.
const (
	// CodeDuplicateCIDR (status 409): a rule whose range its IP policy
	// already has. Ranges are compared in canonical form, so "10.0.0.1"
	// and "10.0.0.1/32" are the same range; the action does not matter.
	CodeDuplicateCIDR = "ERR_NGROK_1300"
	// CodeBackendCycle (status 400): a failover backend that would contain
	// itself, directly or through other failover backends.
	CodeBackendCycle = "ERR_NGROK_1301"
	// CodeBackendInUse (status 409): deleting a backend that a failover
	// backend lists.
	CodeBackendInUse = "ERR_NGROK_1302"
	// CodeModuleNotConfigured (status 404): reading a module that an edge
	// or route does not have. Deleting such a module succeeds and changes
	// nothing.
	CodeModuleNotConfigured = "ERR_NGROK_1400"
)

// Error codes with which the server refuses agent commands, all with
// status 409: they depend on the agent's state, not on the request. Each
// refusal of the update command has its own code.
const (
	// CodeNoUpdateAvailable: update, but the agent runs the latest version
	// of its major version (Agent.UpdateVersion is empty).
	CodeNoUpdateAvailable = "ERR_NGROK_1501"
	// CodeUpdatesDisabled: update, but the agent's configuration disabled
	// update checks (Agent.UpdatesDisabled).
	CodeUpdatesDisabled = "ERR_NGROK_1502"
	// CodeAlreadyUpdating: update while the agent is updating.
	CodeAlreadyUpdating = "ERR_NGROK_1503"
	// CodeUpdatedNotRestarted: update after the agent has updated but
	// before it restarted.
	CodeUpdatedNotRestarted = "ERR_NGROK_1504"
	// CodeRestartUnsupported: restart of an agent on Windows.
	CodeRestartUnsupported = "ERR_NGROK_1505"
)

// Error codes of event destinations and subscriptions, both with status
// 409.
const (
	// CodeDestinationInUse: delete of an event destination that
	// subscriptions still reference. The server refuses it rather than
	// leave subscriptions pointing nowhere; the message names the
	// subscriptions.
	CodeDestinationInUse = "ERR_NGROK_1510"
	// CodeSourceExists: adding to a subscription a source of an event
	// type it already has.
	CodeSourceExists = "ERR_NGROK_1511"
)

// Error codes of endpoints and reserved addresses: the real API's, from its
// public error reference, except CodeNotCloudEndpoint. All come with status
// 400, except the three conflicts with endpoints already on the URL, which
// come with 409.
const (
	// CodeAddrNotReserved: a public tcp:// URL, or a hostport of a TCP
	// edge, on an address the account has not reserved.
	CodeAddrNotReserved = "ERR_NGROK_7113"
	// CodeWildcardNotReserved: a public URL on a wildcard domain the
	// account has not reserved.
	CodeWildcardNotReserved = "ERR_NGROK_318"
	// CodeEndpointDomainNotReserved: a public http, https or tls URL on a
	// domain that none of the account's reserved domains covers.
	CodeEndpointDomainNotReserved = "ERR_NGROK_319"
	// CodeInternalBinding: the internal binding with a host that does not
	// end in ".internal".
	CodeInternalBinding = "ERR_NGROK_9029"
	// CodeEndpointURL: a URL that is not scheme://host[:port].
	CodeEndpointURL = "ERR_NGROK_18001"
	// CodeEndpointPolicy: a traffic_policy that is neither a JSON object
	// nor a YAML mapping.
	CodeEndpointPolicy = "ERR_NGROK_18002"
	// CodeEndpointPort: a tcp URL without a port, or a public http URL
	// not on port 80, https or tls not on 443.
	CodeEndpointPort = "ERR_NGROK_18003"
	// CodeEndpointURLTaken (status 409): a cloud endpoint on the URL of
	// another cloud endpoint.
	CodeEndpointURLTaken = "ERR_NGROK_18009"
	// CodeEndpointField: a type other than "cloud", bindings that are not
	// one known binding, or a host that does not suit the binding.
	CodeEndpointField = "ERR_NGROK_18014"
	// CodeEndpointMissing: a create without url or traffic_policy.
	CodeEndpointMissing = "ERR_NGROK_18015"
	// CodePoolingEnabled (status 409): pooling enabled on a URL that an
	// endpoint without pooling has.
	CodePoolingEnabled = "ERR_NGROK_18016"
	// CodePoolingDisabled (status 409): pooling disabled on a URL that
	// another endpoint has.
	CodePoolingDisabled = "ERR_NGROK_18017"
	// CodeEndpointScheme: a scheme other than http, https, tcp and tls,
	// or other than http and tcp for the kubernetes binding.
	CodeEndpointScheme = "ERR_NGROK_18022"
	// CodeNotCloudEndpoint: an update or delete of an agent endpoint,
	// which the API does only for cloud endpoints. The public error
	// reference has no code for it, so the code is the server's own.
	CodeNotCloudEndpoint = "ERR_INGRESSTEST_NOT_CLOUD_ENDPOINT"
)

// Error codes of TCP edges, from the public error reference, with status
// 400. An address that is not reserved is CodeAddrNotReserved, as for
// endpoints.
const (
	// CodeTCPEdgeDomain: a TCP edge given a domain instead of a TCP
	// address.
	CodeTCPEdgeDomain = "ERR_NGROK_7120"
)

// Error codes of reservations still in use, with status 409. The public
// error reference gives neither status; it has a code for domains only.
const (
	// CodeDomainInUse: deleting a reserved domain that a cloud endpoint
	// is on.
	CodeDomainInUse = "ERR_NGROK_446"
	// CodeAddrInUse: deleting a reserved address that a cloud endpoint or
	// a TCP edge is on. The code is the server's own.
	CodeAddrInUse = "ERR_INGRESSTEST_ADDR_IN_USE"
)
