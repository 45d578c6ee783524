// Package trafficpolicy holds Traffic Policy documents as typed Go values:
// a Policy of phases (on_tcp_connect, on_http_request, on_http_response,
// on_event_stream_message), each a list of rules with a name, CEL
// expressions and actions. Parse reads a document in JSON or YAML, JSON
// and String write the JSON the API takes (for
// endpoints.CreateParams.TrafficPolicy), and Validate checks a policy
// before it is sent: action types and required config fields, the phases
// each action allows, and every expression compiled with cel-go against
// the documented variables of its phase and the functions of the macros
// reference (https://ngrok.com/docs/traffic-policy/macros/). ValidateFor
// adds what the API checks for one endpoint (Endpoint: its scheme, and
// whether it is a cloud endpoint): the phases its protocol runs, rules
// without actions, actions after a terminating one, and a non-empty
// policy for a cloud endpoint.
//
// The actions with typed configs, from the Traffic Policy actions
// reference (https://ngrok.com/docs/traffic-policy/actions/):
// add-headers (AddHeaders), ai-gateway (AIGateway), basic-auth
// (BasicAuth), circuit-breaker (CircuitBreaker), close-connection
// (CloseConnection), compress-response (CompressResponse),
// custom-response (CustomResponse), deny (Deny), forward-internal
// (ForwardInternal), http-request (HTTPRequest), jwt-validation
// (JWTValidation), log (Log), oauth (OAuth), openid-connect
// (OpenIDConnect), owasp-crs-request (OWASPCRSRequest),
// owasp-crs-response (OWASPCRSResponse), rate-limit (RateLimit), redirect
// (Redirect), remove-headers (RemoveHeaders), request-body-find-replace
// (RequestBodyFindReplace), response-body-find-replace
// (ResponseBodyFindReplace), restrict-ips (RestrictIPs), set-vars
// (SetVars), sse-find-replace (SSEFindReplace), terminate-tls
// (TerminateTLS), url-rewrite (URLRewrite) and verify-webhook
// (VerifyWebhook). KnownActions lists them.
//
// An action of another type keeps its config as RawConfig, and members
// that a type does not name are kept in its Extra field, so that a policy
// written for a newer API survives a round trip through this package
// unchanged. Validate reports such an action as unknown (its config
// unchecked), such a phase too (a member named on_..., or close to the
// name of a phase), and each member of a rule, an action or the config of
// a known action that the documentation does not define, with the closest
// documented name (ErrUnknownMember): a misspelt member changes what a
// rule means, as a deny rule whose expressions are misspelt denies
// everything.
// Interpolations like "${conn.client_ip}" inside config strings are not
// checked.
//
// Validate bounds its own work, so that no policy makes checking it
// costly; it refuses with ErrLimit an expression longer than 4096
// characters, nested deeper than 24 levels, or whose cost to evaluate
// cel-go estimates over 100,000,000 (for strings of up to 8192 bytes and
// lists and maps of up to 100 entries), and a policy of more than 512
// expressions or of more than 16384 bytes of expressions in all.
//
// The package never talks to the API, so that endpoints, which takes the
// policy as a string, does not depend on cel-go.
package trafficpolicy
