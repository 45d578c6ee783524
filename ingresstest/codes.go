package ingresstest

// Error codes the server answers with, one per kind of failure, in the
// error_code member of its error bodies; tests match them with
// ingress.IsErrorCode. Where the API's public error reference
// (https://ngrok.com/docs/errors/) has a code for the situation, the
// constant holds that code; otherwise it holds a code of ingresstest's own,
// starting with ERR_INGRESSTEST_, which no code of the API does. A missing
// resource has no code, as on the API (CodeNotFound is empty): test for it
// with ingress.IsNotFound.

// Error codes of authentication and of the request's form.
const (
	// CodeMissingAuth (status 401): no bearer token in the Authorization
	// header.
	CodeMissingAuth = "ERR_NGROK_200"
	// CodeInvalidAuth (status 401): an API key that is unknown or was
	// deleted.
	CodeInvalidAuth = "ERR_NGROK_203"
	// CodeUnparsedAuth (status 401): an Authorization header of a scheme
	// other than Bearer and Basic, or one that does not parse.
	CodeUnparsedAuth = "ERR_NGROK_201"
	// CodeAuthNotAPIKey (status 401): a credential not shaped like an API
	// key's token, two alphanumeric parts joined by an underscore.
	CodeAuthNotAPIKey = "ERR_NGROK_202"
	// CodeAuthTunnelToken (status 401): the authtoken of a tunnel
	// credential, given where an API key's token belongs.
	CodeAuthTunnelToken = "ERR_NGROK_206"
	// CodeAuthKeyID (status 401): an API key's ID (ak_...) given instead
	// of its token.
	CodeAuthKeyID = "ERR_NGROK_208"
	// CodeBadVersion (status 400): an Ngrok-Version header other than 2.
	CodeBadVersion = "ERR_NGROK_217"
	// CodeMissingVersion (status 400): no Ngrok-Version header.
	CodeMissingVersion = "ERR_NGROK_218"
	// CodeMalformedJSON (status 400): a request body that is not JSON.
	CodeMalformedJSON = "ERR_NGROK_213"
	// CodeWrongType (status 400): a JSON value of the wrong type; the
	// message names the field. The API answers a broken rule with the same
	// code, so it equals CodeValidation.
	CodeWrongType = "ERR_NGROK_215"
	// CodeUnknownField (status 400): a body member that the endpoint does
	// not take; the message names it.
	CodeUnknownField = "ERR_NGROK_214"
	// CodeValidation (status 400): a documented rule broken, one of the
	// rules the SDK checks before sending (see ingress.ValidationError).
	CodeValidation = "ERR_NGROK_215"
	// CodeBadPaging (status 400): a before_id that is not of the form of
	// the list's IDs.
	CodeBadPaging = "ERR_NGROK_227"
	// CodeBadLimit (status 400): a limit that is not a number from 1 to
	// the largest page size.
	CodeBadLimit = "ERR_NGROK_233"
	// CodeInvalidFilter (status 400): a list filter that does not compile,
	// names a member the listed resources do not have, or goes beyond the
	// subset of CEL that the API documents, substring functions included.
	// The message starts with "Invalid CEL query: ", as does the example
	// of the API filtering page, whose body shows the code
	// invalid_cel_expression; the error reference lists the message under
	// ERR_NGROK_250.
	CodeInvalidFilter = "ERR_NGROK_250"
	// CodeBodyTooLarge (status 413): a request body over 1 MiB.
	CodeBodyTooLarge = "ERR_INGRESSTEST_BODY_TOO_LARGE"
)

// Error codes of references and state.
const (
	// CodeNotFound (status 404): no resource with the ID in the path.
	CodeNotFound = ""
	// CodeMissingRef (status 400): a reference of the fake's own routes
	// (a tunnel session's credential_id) to a resource that does not
	// exist, or is of the wrong kind. References of the API's families
	// answer their documented codes, like CodeBackendMissing.
	CodeMissingRef = "ERR_INGRESSTEST_MISSING_REFERENCE"
	// CodeBackendMissing (status 400): a backend_id of an edge's backend
	// module, or a child of a failover or weighted backend, that names no
	// backend.
	CodeBackendMissing = "ERR_NGROK_6501"
	// CodeEdgeIPPolicyMissing (status 400): an edge's IP restriction module
	// naming an IP policy that does not exist.
	CodeEdgeIPPolicyMissing = "ERR_NGROK_7007"
	// CodeEdgeAuthorityMissing (status 400): an edge's mutual TLS module
	// naming a certificate authority that does not exist.
	CodeEdgeAuthorityMissing = "ERR_NGROK_7072"
	// CodeIPPolicyMissing (status 400): an IP policy rule's ip_policy_id
	// naming no IP policy of the account.
	CodeIPPolicyMissing = "ERR_NGROK_1402"
	// CodeIPPolicyIDInvalid (status 400): an IP policy rule's ip_policy_id
	// that is not shaped like an IP policy ID.
	CodeIPPolicyIDInvalid = "ERR_NGROK_1414"
	// CodeCertificateMissing (status 400): a reserved domain's
	// certificate_id naming no TLS certificate of the account.
	CodeCertificateMissing = "ERR_NGROK_1965"
	// CodeHostAuthorityMissing (status 400): an SSH host certificate naming
	// an SSH certificate authority that does not exist.
	CodeHostAuthorityMissing = "ERR_NGROK_1949"
	// CodeUserAuthorityMissing (status 400): an SSH user certificate naming
	// an SSH certificate authority that does not exist.
	CodeUserAuthorityMissing = "ERR_NGROK_1951"
	// CodeEventDestinationMissing (status 400): an event subscription
	// naming an event destination that does not exist.
	CodeEventDestinationMissing = "ERR_NGROK_5103"
	// CodeAIGatewayEndpointMissing (status 404): an AI gateway API key
	// whose endpoint_id names no endpoint.
	CodeAIGatewayEndpointMissing = "ERR_NGROK_27002"
	// CodeAIGatewayActionMissing (status 422): an AI gateway API key for an
	// endpoint whose Traffic Policy has no ai-gateway action.
	CodeAIGatewayActionMissing = "ERR_NGROK_27003"
	// CodeAIKeyDescriptionTooLong (status 422): an AI gateway API key's
	// description over 255 characters.
	CodeAIKeyDescriptionTooLong = "ERR_NGROK_27004"
	// CodeAIKeyMetadataTooLong (status 422): an AI gateway API key's
	// metadata over 4096 characters.
	CodeAIKeyMetadataTooLong = "ERR_NGROK_27005"
	// CodeAIKeyFieldMissing (status 422): an AI gateway API key created
	// without its endpoint_id.
	CodeAIKeyFieldMissing = "ERR_NGROK_27006"
)

// Error codes of routing and of the server itself.
const (
	// CodeNoRoute (status 404): no route for the path.
	CodeNoRoute = "ERR_INGRESSTEST_NO_ROUTE"
	// CodeMethod (status 405): a method the path does not allow; the Allow
	// header lists those it does.
	CodeMethod = "ERR_INGRESSTEST_METHOD_NOT_ALLOWED"
	// CodeRateLimited (status 429): over the rate of WithRateLimit, or an
	// injected Fault429. The Retry-After header says how long to wait.
	CodeRateLimited = "ERR_NGROK_226"
	// CodeInternal (status 500): an internal error, like a handler that
	// panicked.
	CodeInternal = "ERR_INGRESSTEST_INTERNAL"
	// CodeInjectedFailure (status 500, 502 or 503): an injected Fault500,
	// Fault502, Fault503 or FaultAfter500.
	CodeInjectedFailure = "ERR_INGRESSTEST_INJECTED_FAILURE"
)

// Error codes of TLS certificates, certificate authorities and SSH
// certificate authorities.
const (
	// CodeInvalidCertificate (status 400): a CERTIFICATE block that does
	// not parse as an X.509 certificate.
	CodeInvalidCertificate = "ERR_NGROK_1900"
	// CodeNoPrivateKey (status 400): a TLS certificate upload whose
	// private_key_pem holds no PEM block.
	CodeNoPrivateKey = "ERR_NGROK_1901"
	// CodeEncryptedPrivateKey (status 400): an encrypted private key.
	CodeEncryptedPrivateKey = "ERR_NGROK_1902"
	// CodeInvalidPrivateKey (status 400): a private key that does not
	// parse, of a type other than rsa, ecdsa or ed25519, or given with
	// other PEM blocks.
	CodeInvalidPrivateKey = "ERR_NGROK_1903"
	// CodePEMHeaders (status 400): a certificate or private key PEM block
	// with headers.
	CodePEMHeaders = "ERR_NGROK_1910"
	// CodeNotCertificateBlock (status 400): certificate data holding a PEM
	// block of a type other than CERTIFICATE that is not a private key.
	CodeNotCertificateBlock = "ERR_NGROK_1911"
	// CodeAuthorityCount (status 400): a certificate authority upload
	// holding more than one certificate.
	CodeAuthorityCount = "ERR_NGROK_1912"
	// CodeNotCA (status 400): an uploaded certificate authority whose
	// basic constraints do not mark it as a CA.
	CodeNotCA = "ERR_NGROK_1913"
	// CodeNoAuthorityPEM (status 400): a certificate authority upload
	// with an empty ca_pem.
	CodeNoAuthorityPEM = "ERR_NGROK_1919"
	// CodeNotPEM (status 400): certificate data holding no PEM block, or
	// text after its blocks that is not one.
	CodeNotPEM = "ERR_NGROK_1920"
	// CodeNoCertificate (status 400): a TLS certificate upload with an
	// empty certificate_pem.
	CodeNoCertificate = "ERR_NGROK_1922"
	// CodeKeyMismatch (status 400): a private key that is not the leaf
	// certificate's.
	CodeKeyMismatch = "ERR_NGROK_1923"
	// CodeKeyIsCertificate (status 400): a private_key_pem holding a
	// certificate.
	CodeKeyIsCertificate = "ERR_NGROK_1924"
	// CodeCertificateIsKey (status 400): certificate data holding a
	// private key.
	CodeCertificateIsKey = "ERR_NGROK_1925"
	// CodeChainOrder (status 400): a certificate chain in which a
	// certificate is not signed by the next.
	CodeChainOrder = "ERR_NGROK_1926"
	// CodeCertDescriptionTooLong (status 400): a TLS certificate's
	// description over 255 characters.
	CodeCertDescriptionTooLong = "ERR_NGROK_1914"
	// CodeCertMetadataTooLong (status 400): a TLS certificate's metadata
	// over 4096 characters.
	CodeCertMetadataTooLong = "ERR_NGROK_1915"
	// CodeAuthorityDescriptionTooLong (status 400): a certificate
	// authority's description over 255 characters.
	CodeAuthorityDescriptionTooLong = "ERR_NGROK_1916"
	// CodeAuthorityMetadataTooLong (status 400): a certificate authority's
	// metadata over 4096 characters.
	CodeAuthorityMetadataTooLong = "ERR_NGROK_1917"
	// CodeManagedCertificate (status 409): deleting a TLS certificate that
	// a reserved domain's certificate management issued.
	CodeManagedCertificate = "ERR_NGROK_1966"
	// CodeSSHCAInUse (status 409): deleting an SSH certificate authority
	// that signed host or user certificates that still exist.
	CodeSSHCAInUse = "ERR_NGROK_1964"
	// CodeCertificateInUse (status 409): deleting a TLS certificate that a
	// reserved domain uses.
	CodeCertificateInUse = "ERR_INGRESSTEST_CERTIFICATE_IN_USE"
)

// Error codes of reserved domains and agent ingresses.
const (
	// CodeDomainTaken (status 409): reserving a domain that is already
	// reserved.
	CodeDomainTaken = "ERR_NGROK_413"
	// CodeAgentIngressTaken (status 409): creating an agent ingress for a
	// domain that already has one.
	CodeAgentIngressTaken = "ERR_NGROK_6706"
	// CodeNotUploaded (status 400): a certificate_id that names a
	// certificate issued automatically instead of an uploaded one.
	CodeNotUploaded = "ERR_INGRESSTEST_CERTIFICATE_NOT_UPLOADED"

	// The codes below are the rules of a request to reserve or change a
	// domain, with status 400. The SDK checks the same rules before
	// sending; the rules in package validate carry these codes.

	// CodeDomainWildcardNotFirst (status 400): a "*" in a label of the
	// domain other than the first.
	CodeDomainWildcardNotFirst = "ERR_NGROK_402"
	// CodeDomainWildcardLabel (status 400): a first label with a "*"
	// that is not a lone "*", like "*app.example.com".
	CodeDomainWildcardLabel = "ERR_NGROK_403"
	// CodeDomainOnNgrokCom (status 400): a domain under ngrok.com.
	CodeDomainOnNgrokCom = "ERR_NGROK_404"
	// CodeDomainInvalidChar (status 400): a character in the domain
	// other than a-z, A-Z, 0-9, ".", "*" and "-" (an underscore has
	// CodeDomainUnderscore).
	CodeDomainInvalidChar = "ERR_NGROK_406"
	// CodeDomainLabelStart (status 400): a label that begins with "-".
	CodeDomainLabelStart = "ERR_NGROK_407"
	// CodeDomainLabelEnd (status 400): a label that ends with "-".
	CodeDomainLabelEnd = "ERR_NGROK_408"
	// CodeDomainDoubleDot (status 400): ".." in the domain.
	CodeDomainDoubleDot = "ERR_NGROK_409"
	// CodeDomainDoubleHyphen (status 400): "--" at positions 3 and 4 of
	// a label that does not start "xn--".
	CodeDomainDoubleHyphen = "ERR_NGROK_410"
	// CodeDomainUnreachableTLD (status 400): a top-level domain that the
	// public internet cannot reach: alt, corp, example, home, internal,
	// invalid, local, localhost, mail, onion or test.
	CodeDomainUnreachableTLD = "ERR_NGROK_411"
	// CodeDomainSuffixWildcard (status 400): a wildcard over a whole
	// top-level domain ("*.com") or over one of the service's own
	// domains ("*.ngrok.app").
	CodeDomainSuffixWildcard = "ERR_NGROK_416"
	// CodeDomainDescriptionTooLong (status 400): a description over 255
	// characters; the message gives the limit and the length.
	CodeDomainDescriptionTooLong = "ERR_NGROK_420"
	// CodeDomainMetadataTooLong (status 400): metadata over 4096
	// characters; the message gives the limit and the length.
	CodeDomainMetadataTooLong = "ERR_NGROK_421"
	// CodeDomainUpdateEmpty (status 400): an update that supplies no
	// value.
	CodeDomainUpdateEmpty = "ERR_NGROK_422"
	// CodeDomainTooLong (status 400): a domain over 253 characters.
	CodeDomainTooLong = "ERR_NGROK_423"
	// CodeDomainCertificateSources (status 400): both certificate_id and
	// certificate_management_policy.
	CodeDomainCertificateSources = "ERR_NGROK_434"
	// CodePolicyAuthority (status 400): a certificate management policy,
	// of a reserved domain or an agent ingress, whose authority is not
	// letsencrypt.
	CodePolicyAuthority = "ERR_NGROK_435"
	// CodeDomainUnderscore (status 400): an underscore in the domain.
	CodeDomainUnderscore = "ERR_NGROK_438"
	// CodePolicyOnServiceDomain (status 400): a certificate management
	// policy, at creation or in an update, for a domain under one of
	// the service's own domains, whose certificates the service manages.
	CodePolicyOnServiceDomain = "ERR_NGROK_439"
	// CodeDomainNotQualified (status 400): a domain of a single label.
	CodeDomainNotQualified = "ERR_NGROK_448"

	// CodeAgentIngressDescriptionTooLong (status 400): an agent ingress
	// description over 255 characters.
	CodeAgentIngressDescriptionTooLong = "ERR_NGROK_6700"
	// CodeAgentIngressMetadataTooLong (status 400): agent ingress
	// metadata over 4096 characters.
	CodeAgentIngressMetadataTooLong = "ERR_NGROK_6701"
	// CodeAgentIngressDomainInvalid (status 400): an agent ingress
	// domain that is not a DNS name of two labels or more, or is a
	// wildcard.
	CodeAgentIngressDomainInvalid = "ERR_NGROK_6704"
	// CodeAgentIngressServiceDomain (status 400): an agent ingress on
	// one of the service's own domains or a subdomain of one.
	CodeAgentIngressServiceDomain = "ERR_NGROK_6705"
)

// Error codes of IP restrictions, the public error reference's. The
// reference gives no status; these are the server's.
const (
	// CodeIPNotAllowed (status 403): a request from a source address that
	// the IP policies of the account's enforced IP restriction of type api
	// do not allow (see WithSourceAddr, SetSourceAddr and
	// LiftIPRestrictions).
	CodeIPNotAllowed = "ERR_NGROK_220"
	// CodeIPRestrictionPolicyNotFound (status 400): an ip_policy_ids
	// member that names no IP policy of the account.
	CodeIPRestrictionPolicyNotFound = "ERR_NGROK_1801"
	// CodeIPRestrictionTypeTaken (status 409): an IP restriction of a type
	// the account already has one of.
	CodeIPRestrictionTypeTaken = "ERR_NGROK_1802"
	// CodeIPRestrictionType (status 400): an IP restriction whose type is
	// missing or not one of iprestrictions.Types.
	CodeIPRestrictionType = "ERR_NGROK_1803"
	// CodeIPRestrictionNoPolicy (status 400): an IP restriction without IP
	// policies, or an update that empties its list.
	CodeIPRestrictionNoPolicy = "ERR_NGROK_1804"
	// CodeIPPolicyInUse (status 409): deleting an IP policy that IP
	// restrictions name; the message names them.
	CodeIPPolicyInUse = "ERR_NGROK_1420"
	// CodeDashboardRuleInUse (status 409): deleting the only rule of an
	// IP policy that the dashboard IP restriction names; the message
	// names the rule and the restriction.
	CodeDashboardRuleInUse = "ERR_NGROK_1419"
)

// Error codes of IP policies, backends and edges.
const (
	// CodeDuplicateCIDR (status 409): a rule whose range its IP policy
	// already has. Ranges are compared in canonical form, so "10.0.0.1"
	// and "10.0.0.1/32" are the same range; the action does not matter.
	CodeDuplicateCIDR = "ERR_NGROK_1408"
	// CodeIPPolicyUpdateEmpty (status 400): an IP policy update that
	// supplies neither description nor metadata.
	CodeIPPolicyUpdateEmpty = "ERR_NGROK_1400"
	// CodeIPRuleUpdateEmpty (status 400): an IP policy rule update that
	// supplies no description, metadata or cidr.
	CodeIPRuleUpdateEmpty = "ERR_NGROK_1401"
	// CodeIPRuleParamMissing (status 400): a new IP policy rule without
	// ip_policy_id or cidr; the message names it. A missing action is
	// CodeIPRuleAction.
	CodeIPRuleParamMissing = "ERR_NGROK_1405"
	// CodeCIDRInvalid (status 400): a rule's cidr that is neither an IP
	// address nor a range in CIDR notation (see ippolicies.ParseCIDR).
	CodeCIDRInvalid = "ERR_NGROK_1406"
	// CodeCIDRNotLowest (status 400): a rule's cidr whose address is not
	// the lowest of its range, like "10.1.2.3/8"; the message suggests
	// the range from its lowest address ("10.0.0.0/8").
	CodeCIDRNotLowest = "ERR_NGROK_1409"
	// CodeIPRuleDescriptionTooLong (status 400): a rule's description over
	// 255 bytes; the message gives the limit and the size.
	CodeIPRuleDescriptionTooLong = "ERR_NGROK_1421"
	// CodeIPRuleAction (status 400): a rule's action missing, or neither
	// "allow" nor "deny".
	CodeIPRuleAction = "ERR_NGROK_1422"
	// CodeBackendCycle (status 400): a failover or weighted backend that
	// would contain itself, directly or through other such backends.
	CodeBackendCycle = "ERR_INGRESSTEST_BACKEND_CYCLE"
	// CodeBackendInUse (status 409): deleting a backend that a failover or
	// weighted backend lists.
	CodeBackendInUse = "ERR_NGROK_6502"
	// CodeRouteMatchMissing (status 400): a route without a match
	// expression.
	CodeRouteMatchMissing = "ERR_NGROK_7123"
	// CodeRouteMatchType (status 400): a route's match type missing, or
	// neither "exact_path" nor "path_prefix".
	CodeRouteMatchType = "ERR_NGROK_7130"
	// CodeRouteMatchInvalid (status 400): a route's match expression that
	// is not a path starting with "/", a host, or a host and a path.
	CodeRouteMatchInvalid = "ERR_NGROK_7131"
	// CodeRouteMatchExists (status 409): a route of an HTTPS edge with the
	// match type and match of another route of the edge.
	CodeRouteMatchExists = "ERR_NGROK_7126"
	// CodeCircuitBreakerThreshold (status 400): a circuit breaker error
	// threshold outside 0.0 to 1.0.
	CodeCircuitBreakerThreshold = "ERR_NGROK_7011"
	// CodeCircuitBreakerTripped (status 400): a circuit breaker tripped
	// duration of 0.
	CodeCircuitBreakerTripped = "ERR_NGROK_7016"
	// CodeCircuitBreakerWindow (status 400): a circuit breaker rolling
	// window of 0.
	CodeCircuitBreakerWindow = "ERR_NGROK_7017"
	// CodeCircuitBreakerBuckets (status 400): a circuit breaker bucket
	// count of 0 or above 128.
	CodeCircuitBreakerBuckets = "ERR_NGROK_7018"
	// CodeHeaderName (status 400): a header module's header name that is
	// not an HTTP token.
	CodeHeaderName = "ERR_NGROK_7023"
	// CodeHeaderValue (status 400): a header module's header value with a
	// control character other than tab.
	CodeHeaderValue = "ERR_NGROK_7024"
	// CodeHeaderTwice (status 400): a header module adding a header twice
	// under names that differ only in case.
	CodeHeaderTwice = "ERR_NGROK_7069"
	// CodeWebhookSNSSecret (status 400): webhook verification of the sns
	// provider given a secret.
	CodeWebhookSNSSecret = "ERR_NGROK_7026"
	// CodeWebhookSecretMissing (status 400): webhook verification of a
	// provider other than sns without a secret.
	CodeWebhookSecretMissing = "ERR_NGROK_7027"
	// CodeWebhookProviderMissing (status 400): webhook verification
	// without a provider.
	CodeWebhookProviderMissing = "ERR_NGROK_7029"
	// CodeWebhookProviderUnsupported (status 400): webhook verification
	// naming a provider that is not supported.
	CodeWebhookProviderUnsupported = "ERR_NGROK_7030"
	// CodeOAuthAppIncomplete (status 400): an OAuth provider given a
	// client ID without a client secret, or a secret without an ID.
	CodeOAuthAppIncomplete = "ERR_NGROK_7033"
	// CodeOAuthManagedScopes (status 400): OAuth scopes given for the
	// managed app, with no client ID and secret.
	CodeOAuthManagedScopes = "ERR_NGROK_7034"
	// CodeOAuthProviders (status 400): an OAuth module configuring more
	// than one provider.
	CodeOAuthProviders = "ERR_NGROK_7036"
	// CodeOAuthProviderMissing (status 400): an OAuth module configuring
	// no provider.
	CodeOAuthProviderMissing = "ERR_NGROK_7037"
	// CodeOAuthGitHubTeam (status 400): a GitHub team that is neither a
	// numeric ID nor "org_slug/team_slug".
	CodeOAuthGitHubTeam = "ERR_NGROK_7040"
	// CodeSAMLMetadataInvalid (status 400): SAML IdP metadata that is not
	// an XML EntityDescriptor of an identity provider.
	CodeSAMLMetadataInvalid = "ERR_NGROK_7083"
	// CodeSAMLMetadataMissing (status 400): a SAML module without IdP
	// metadata.
	CodeSAMLMetadataMissing = "ERR_NGROK_7091"
	// CodeOIDCIssuerMissing (status 400): an OIDC module without an
	// issuer.
	CodeOIDCIssuerMissing = "ERR_NGROK_7088"
	// CodeOIDCClientIDMissing (status 400): an OIDC module without a
	// client ID.
	CodeOIDCClientIDMissing = "ERR_NGROK_7089"
	// CodeOIDCClientSecretMissing (status 400): an OIDC module without a
	// client secret.
	CodeOIDCClientSecretMissing = "ERR_NGROK_7090"
	// CodeHostPortForm (status 400): an edge hostport that is not
	// hostname:port.
	CodeHostPortForm = "ERR_NGROK_7104"
	// CodeHostPortRange (status 400): an edge hostport whose port is a
	// number outside 1 to 65535.
	CodeHostPortRange = "ERR_NGROK_7112"
	// CodeIPRestrictionEmpty (status 400): an IP restriction module of an
	// edge or route naming no IP policy.
	CodeIPRestrictionEmpty = "ERR_NGROK_7025"
	// CodeSessionInactivity (status 400): an OAuth, OIDC or SAML session
	// inactivity timeout longer than one year of 365 days.
	CodeSessionInactivity = "ERR_NGROK_7092"
	// CodeModuleNotConfigured (status 404): reading a module that an edge
	// or route does not have. Deleting such a module succeeds and changes
	// nothing.
	CodeModuleNotConfigured = "ERR_INGRESSTEST_MODULE_NOT_CONFIGURED"
)

// Error codes with which the server refuses agent commands, all with
// status 409: they depend on the agent's state, not on the request. Each
// refusal of the update command has its own code of the server's own, as
// the public error reference has none for them; the refusal of restart
// is the reference's.
const (
	// CodeNoUpdateAvailable: update, but the agent runs the latest version
	// of its major version (Agent.UpdateVersion is empty).
	CodeNoUpdateAvailable = "ERR_INGRESSTEST_NO_UPDATE_AVAILABLE"
	// CodeUpdatesDisabled: update, but the agent's configuration disabled
	// update checks (Agent.UpdatesDisabled).
	CodeUpdatesDisabled = "ERR_INGRESSTEST_UPDATES_DISABLED"
	// CodeAlreadyUpdating: update while the agent is updating.
	CodeAlreadyUpdating = "ERR_INGRESSTEST_ALREADY_UPDATING"
	// CodeUpdatedNotRestarted: update after the agent has updated but
	// before it restarted.
	CodeUpdatedNotRestarted = "ERR_INGRESSTEST_UPDATED_NOT_RESTARTED"
	// CodeRestartUnsupported: restart of an agent on Windows, which
	// does not support remote restarting; the message gives the reason.
	CodeRestartUnsupported = "ERR_NGROK_804"
)

// Error codes of event destinations and subscriptions. The rules of
// the request alone carry their codes in package validate
// (validate.CodedError), and the SDK checks them before sending.
const (
	// CodeInvalidEventType (status 400): a source whose event type is not
	// one of events.EventTypes, the types the API documents.
	CodeInvalidEventType = "ERR_NGROK_238"
	// CodeEventFormat (status 400): a destination whose format is missing
	// or not events.FormatJSON.
	CodeEventFormat = "ERR_NGROK_235"
	// CodeEventTargetMissing (status 400): a destination with no target;
	// the message lists the targets.
	CodeEventTargetMissing = "ERR_NGROK_5100"
	// CodeEventTargetsMany (status 400): a destination with more than one
	// target.
	CodeEventTargetsMany = "ERR_NGROK_5115"
	// CodeEventAuthMissing (status 400): an AWS target without its auth.
	CodeEventAuthMissing = "ERR_NGROK_5106"
	// CodeEventAuthEmpty (status 400): an AWS target's auth with neither a
	// role nor credentials.
	CodeEventAuthEmpty = "ERR_NGROK_5107"
	// CodeEventAuthMany (status 400): an AWS target's auth with both a
	// role and credentials.
	CodeEventAuthMany = "ERR_NGROK_5116"
	// CodeEventRoleARN (status 400): a role ARN that is not an IAM role's
	// (arn:aws:iam::ACCOUNT:role/NAME); the message says what is wrong.
	CodeEventRoleARN = "ERR_NGROK_5104"
	// CodeDatadogAPIKeyMissing (status 400): a Datadog target without an
	// API key.
	CodeDatadogAPIKeyMissing = "ERR_NGROK_5133"
	// CodeDatadogSite (status 400): a Datadog target whose ddsite is not
	// one of events.DatadogSites.
	CodeDatadogSite = "ERR_NGROK_5134"
	// CodeTargetKindChanged (status 400): an update of a destination that
	// gives a target of another kind than the one it has.
	CodeTargetKindChanged = "ERR_NGROK_5108"
	// CodeDestinationInUse (status 409): delete of an event destination that
	// subscriptions still reference. The server refuses it rather than
	// leave subscriptions pointing nowhere; the message names the
	// subscriptions.
	CodeDestinationInUse = "ERR_NGROK_5112"
	// CodeSourceExists (status 400): a subscription given two sources of
	// one event type, in a create or update, or a source added to a
	// subscription that has one of its type already.
	CodeSourceExists = "ERR_NGROK_5127"
)

// Error codes of the hostports of edges.
const (
	// CodeHostportTaken (status 400): a hostport that already belongs to
	// another edge.
	CodeHostportTaken = "ERR_NGROK_7122"
	// CodeDomainNotReserved (status 400): an HTTPS or TLS edge on a domain
	// the account has not reserved.
	CodeDomainNotReserved = "ERR_NGROK_7117"
	// CodeDomainNotPort443 (status 400): an HTTPS or TLS edge on a domain
	// with a port other than 443.
	CodeDomainNotPort443 = "ERR_NGROK_7116"
	// CodeHTTPSEdgeTCPAddr (status 400): an HTTPS edge given a TCP address.
	CodeHTTPSEdgeTCPAddr = "ERR_NGROK_7121"
	// CodeTLSEdgeTCPAddr (status 400): a TLS edge given a TCP address.
	CodeTLSEdgeTCPAddr = "ERR_NGROK_7133"
	// CodeTCPEdgeDomain (status 400): a TCP edge given a domain.
	CodeTCPEdgeDomain = "ERR_NGROK_7120"
)

// Error codes of API keys, tunnel and SSH credentials, bot and service
// users and of who may own keys and credentials: the public error
// reference's, which gives no status.
const (
	// CodeForbiddenOwner (status 403): a caller that is not an admin
	// naming an owner other than itself for an API key, a tunnel
	// credential or an SSH credential (the API's description calls each
	// of them a credential where it says who may set owner_id).
	CodeForbiddenOwner = "ERR_NGROK_630"
	// CodeUnknownOwner (status 400): an owner_id that names no user, bot
	// user or service user of the account.
	CodeUnknownOwner = "ERR_NGROK_634"
	// CodeAdminOnly (status 403): a caller that is not an admin creating,
	// updating or deleting a bot user or a service user (service users
	// are bot users renamed).
	CodeAdminOnly = "ERR_NGROK_4111"
	// CodeUserNameEmpty (status 400): a bot or service user created or
	// renamed with an empty or blank name.
	CodeUserNameEmpty = "ERR_NGROK_4109"
	// CodeUserNameTooLong (status 400): a bot or service user name over
	// 255 bytes (a limit the reference does not give; see
	// docs/BEHAVIOUR.md); the message gives the limit and the length.
	CodeUserNameTooLong = "ERR_NGROK_4110"
	// CodeUserNameTaken (status 409): a bot or service user name that
	// another of the account's bot or service users has.
	CodeUserNameTaken = "ERR_NGROK_4112"
	// CodeSSHKeyTaken (status 409): an SSH credential whose public key,
	// comments aside, another SSH credential of the account has; the
	// message names it.
	CodeSSHKeyTaken = "ERR_NGROK_609"
	// CodeACLRule (status 400): a credential ACL rule that is not "*" or
	// a bind rule on a domain, an address or a label.
	CodeACLRule = "ERR_NGROK_600"
	// CodeCredentialDescriptionTooLong (status 400): a tunnel or SSH
	// credential description over 255 bytes; the message gives the limit
	// and the length.
	CodeCredentialDescriptionTooLong = "ERR_NGROK_604"
	// CodeCredentialMetadataTooLong (status 400): a tunnel or SSH
	// credential metadata over 4096 bytes; the message gives the limit
	// and the length.
	CodeCredentialMetadataTooLong = "ERR_NGROK_605"
	// CodeCredentialUpdateEmpty (status 400): a tunnel or SSH credential
	// update that supplies neither description, metadata nor acl.
	CodeCredentialUpdateEmpty = "ERR_NGROK_606"
	// CodeSSHKeyMissing (status 400): an SSH credential without a public
	// key, or with a blank one.
	CodeSSHKeyMissing = "ERR_NGROK_611"
	// CodeSSHKeyInvalid (status 400): an SSH credential whose public key
	// is not one SSH public key in authorized-keys format.
	CodeSSHKeyInvalid = "ERR_NGROK_612"
)

// Error codes of vaults and secrets, the public error reference's. The
// reference gives no status; these are the server's.
const (
	// CodeVaultNotEmpty (status 409): deleting a vault that still holds
	// secrets. The API documents that a vault must be empty to be
	// deleted.
	CodeVaultNotEmpty = "ERR_NGROK_23003"
	// CodeVaultNameTaken (status 409): a vault name that another vault of
	// the account has.
	CodeVaultNameTaken = "ERR_NGROK_23004"
	// CodeSecretNameTaken (status 409): a secret name that another secret
	// of the vault has.
	CodeSecretNameTaken = "ERR_NGROK_24005"
	// CodeVaultIDNotFound (status 400): a secret's vault_id that names no
	// vault.
	CodeVaultIDNotFound = "ERR_NGROK_24006"
	// CodeVaultNameNotFound (status 400): a secret's vault_name that
	// names no vault.
	CodeVaultNameNotFound = "ERR_NGROK_24009"
)

// Error codes of endpoints and reserved addresses: the real API's, from its
// public error reference, except CodeNotCloudEndpoint. All come with status
// 400, except CodeEndpointURLTaken, which comes with 409. codes_endpoints.go
// holds the others of cloud endpoints and their Traffic Policies.
const (
	// CodeAddrNotReserved: a hostport of a TCP edge, or a tcp URL of an
	// agent endpoint, on an address the account has not reserved. A cloud
	// endpoint gets CodeEndpointNotReserved.
	CodeAddrNotReserved = "ERR_NGROK_7113"
	// CodeWildcardNotReserved: an agent endpoint's public URL on a
	// wildcard domain the account has not reserved. A cloud endpoint gets
	// CodeEndpointNotReserved.
	CodeWildcardNotReserved = "ERR_NGROK_318"
	// CodeEndpointDomainNotReserved: an agent endpoint's public http,
	// https or tls URL on a domain that none of the account's reserved
	// domains covers. A cloud endpoint gets CodeEndpointNotReserved.
	CodeEndpointDomainNotReserved = "ERR_NGROK_319"
	// CodeInternalBinding: the internal binding with a host that does not
	// end in ".internal".
	CodeInternalBinding = "ERR_NGROK_9029"
	// CodeEndpointURL: a URL without a scheme, like "app.example.com".
	CodeEndpointURL = "ERR_NGROK_18001"
	// CodeEndpointPolicy: a traffic_policy that is neither a JSON object
	// nor a YAML mapping, or that names an unknown phase or gives a rule
	// a member it does not define: the mistakes of a policy that have no
	// code of their own among the CodePolicy... codes.
	CodeEndpointPolicy = "ERR_NGROK_18002"
	// CodeEndpointPort: a tcp URL without a port, which its scheme cannot
	// imply. A port that the scheme does not allow is
	// CodeEndpointSchemePort.
	CodeEndpointPort = "ERR_NGROK_18003"
	// CodeEndpointURLTaken (status 409): a cloud endpoint without pooling
	// on the URL of another cloud endpoint without pooling. Cloud
	// endpoints that both enable pooling share the URL.
	CodeEndpointURLTaken = "ERR_NGROK_18009"
	// CodeEndpointField: two different bindings, a host that does not
	// suit the binding (a ".internal" host with another binding, a
	// kubernetes host that is not name.namespace), or an update that
	// changes pooling_enabled, which is set once, at creation. A type
	// other than "cloud" is CodeEndpointType, an unknown binding
	// CodeEndpointBinding.
	CodeEndpointField = "ERR_NGROK_18014"
	// CodeEndpointMissing: a create without url, type or traffic_policy.
	CodeEndpointMissing = "ERR_NGROK_18015"
	// CodePoolingEnabled: pooling enabled on a URL that an endpoint
	// without pooling has.
	CodePoolingEnabled = "ERR_NGROK_18016"
	// CodePoolingDisabled: pooling disabled on a URL that another
	// endpoint has (but for CodeEndpointURLTaken).
	CodePoolingDisabled = "ERR_NGROK_18017"
	// CodeEndpointScheme: a scheme other than http, https, tcp and tls.
	// The kubernetes binding's narrower rule is CodeKubernetesScheme.
	CodeEndpointScheme = "ERR_NGROK_18022"
	// CodeNotCloudEndpoint: an update or delete of an agent endpoint,
	// which the API does only for cloud endpoints. The public error
	// reference has no code for it, so the code is the server's own.
	CodeNotCloudEndpoint = "ERR_INGRESSTEST_NOT_CLOUD_ENDPOINT"
)

// Error codes of reservations still in use, with status 409. The public
// error reference gives neither status; it has a code for domains only.
const (
	// CodeDomainInUse: deleting a reserved domain that a cloud endpoint,
	// or a hostport of an HTTPS or TLS edge, is on; the message names it.
	CodeDomainInUse = "ERR_NGROK_446"
	// CodeAddrInUse: deleting a reserved address that a cloud endpoint or
	// a TCP edge is on. The error reference has no code for it (ERR_NGROK_446
	// speaks of domains only), so the code is the server's own.
	CodeAddrInUse = "ERR_INGRESSTEST_ADDR_IN_USE"
)

// Error codes of Kubernetes operators, with status 400: the public error
// reference's, which gives no status.
const (
	// CodeOperatorBinding: a binding on an operator whose features,
	// given or kept, lack "bindings", or the feature turned on without a
	// binding that has a csr: the operator fails validation.
	CodeOperatorBinding = "ERR_NGROK_19002"
	// CodeInvalidCSR: a binding csr that is not a PEM-encoded certificate
	// signing request with a valid signature.
	CodeInvalidCSR = "ERR_NGROK_19001"
	// CodeInvalidEndpointSelector: an endpoint selector that is not a
	// CEL condition over an endpoint in the subset that list filters
	// take.
	CodeInvalidEndpointSelector = "ERR_NGROK_19003"
)
