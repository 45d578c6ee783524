package coverage_test

// specEndpoints are the endpoints that the specification (SPEC.md, section
// Endpoints) lists, with the path parameter names of the OpenAPI
// description. It includes the endpoints it names without showing them:
// the delete of a TLS edge and the delete of the SAML module.
var specEndpoints = []string{
	"POST /api_keys", "GET /api_keys", "GET /api_keys/{id}", "PATCH /api_keys/{id}", "DELETE /api_keys/{id}",
	"POST /credentials", "GET /credentials", "GET /credentials/{id}", "PATCH /credentials/{id}", "DELETE /credentials/{id}",
	"POST /ssh_credentials", "GET /ssh_credentials", "GET /ssh_credentials/{id}", "PATCH /ssh_credentials/{id}", "DELETE /ssh_credentials/{id}",
	"POST /ssh_certificate_authorities", "GET /ssh_certificate_authorities", "GET /ssh_certificate_authorities/{id}",
	"PATCH /ssh_certificate_authorities/{id}", "DELETE /ssh_certificate_authorities/{id}",
	"POST /ssh_host_certificates", "GET /ssh_host_certificates", "GET /ssh_host_certificates/{id}",
	"PATCH /ssh_host_certificates/{id}", "DELETE /ssh_host_certificates/{id}",
	"POST /ssh_user_certificates", "GET /ssh_user_certificates", "GET /ssh_user_certificates/{id}", "DELETE /ssh_user_certificates/{id}",
	"POST /reserved_domains", "GET /reserved_domains", "GET /reserved_domains/{id}", "DELETE /reserved_domains/{id}", "PATCH /reserved_domains/{id}",
	"POST /tls_certificates", "GET /tls_certificates", "GET /tls_certificates/{id}", "DELETE /tls_certificates/{id}",
	"POST /certificate_authorities", "GET /certificate_authorities", "GET /certificate_authorities/{id}", "DELETE /certificate_authorities/{id}",
	"POST /ip_policies", "GET /ip_policies", "GET /ip_policies/{id}", "PATCH /ip_policies/{id}", "DELETE /ip_policies/{id}",
	"POST /ip_policy_rules", "GET /ip_policy_rules", "GET /ip_policy_rules/{id}", "PATCH /ip_policy_rules/{id}", "DELETE /ip_policy_rules/{id}",
	"POST /agent_ingresses", "GET /agent_ingresses", "GET /agent_ingresses/{id}", "PATCH /agent_ingresses/{id}", "DELETE /agent_ingresses/{id}",
	"POST /backends/http_response", "GET /backends/http_response", "GET /backends/http_response/{id}",
	"PATCH /backends/http_response/{id}", "DELETE /backends/http_response/{id}",
	"POST /backends/failover", "GET /backends/failover", "GET /backends/failover/{id}", "PATCH /backends/failover/{id}", "DELETE /backends/failover/{id}",
	"POST /edges/tls", "GET /edges/tls", "GET /edges/tls/{id}", "PATCH /edges/tls/{id}", "DELETE /edges/tls/{id}",
	"POST /edges/tcp", "GET /edges/tcp", "GET /edges/tcp/{id}", "PATCH /edges/tcp/{id}", "DELETE /edges/tcp/{id}",
	"PUT /edges/https/{edge_id}/routes/{id}/saml", "GET /edges/https/{edge_id}/routes/{id}/saml", "DELETE /edges/https/{edge_id}/routes/{id}/saml",
	"PUT /edges/https/{edge_id}/routes/{id}/oidc", "GET /edges/https/{edge_id}/routes/{id}/oidc", "DELETE /edges/https/{edge_id}/routes/{id}/oidc",
	"PUT /edges/https/{edge_id}/routes/{id}/ip_restriction", "GET /edges/https/{edge_id}/routes/{id}/ip_restriction",
	"DELETE /edges/https/{edge_id}/routes/{id}/ip_restriction",
	"PUT /edges/https/{edge_id}/routes/{id}/webhook_verification", "GET /edges/https/{edge_id}/routes/{id}/webhook_verification",
	"DELETE /edges/https/{edge_id}/routes/{id}/webhook_verification",
	"GET /tunnel_sessions", "GET /tunnel_sessions/{id}",
	"POST /tunnel_sessions/{id}/restart", "POST /tunnel_sessions/{id}/stop", "POST /tunnel_sessions/{id}/update",
	"POST /event_destinations", "GET /event_destinations", "GET /event_destinations/{id}", "DELETE /event_destinations/{id}", "PATCH /event_destinations/{id}",
	"POST /event_subscriptions", "GET /event_subscriptions", "GET /event_subscriptions/{id}",
	"PATCH /event_subscriptions/{id}", "DELETE /event_subscriptions/{id}",
	"POST /event_subscriptions/{subscription_id}/sources", "GET /event_subscriptions/{subscription_id}/sources",
	"GET /event_subscriptions/{subscription_id}/sources/{type}", "PATCH /event_subscriptions/{subscription_id}/sources/{type}",
	"DELETE /event_subscriptions/{subscription_id}/sources/{type}",
}
