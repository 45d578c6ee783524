package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/sessions"
	"github.com/ingresskit/ingress/sshcerts"
)

// endpoint is one endpoint of the API and the SDK method that calls it.
type endpoint struct {
	// family is the SDK package, like "apikeys".
	family string
	// method and path are the HTTP method and the path template, with
	// the parameter names of the OpenAPI description.
	method, path string
	// sdk is the method that calls the endpoint, on the value that the
	// family's NewClient returns, like "Create" or "Routes.OIDC.Replace".
	sdk string
	// call calls that method once.
	call func(ctx context.Context) error
}

// IDs the calls send. They name nothing: the server answers 404 or 400,
// which shows that a handler took the request.
const (
	anID      = "id_1"
	edgeID    = "edghts_1"
	routeID   = "edghtsrt_1"
	subID     = "esb_1"
	eventType = "ip_policy_created.v0"
)

// endpoints returns the table of every endpoint the SDK covers, family by
// family in the order of the README, each with a call through c.
func endpoints(c *ingress.Client) []endpoint {
	keys := apikeys.NewClient(c)
	creds := credentials.NewClient(c)
	ssh := sshcerts.NewClient(c)
	domains := reserveddomains.NewClient(c)
	certs := certificates.NewClient(c)
	ipp := ippolicies.NewClient(c)
	agin := agentingresses.NewClient(c)
	bk := backends.NewClient(c)
	ed := edges.NewClient(c)
	ts := sessions.NewClient(c)
	ev := events.NewClient(c)

	rows := []endpoint{
		{"apikeys", "POST", "/api_keys", "Create", func(ctx context.Context) error { return ignore(keys.Create(ctx, nil)) }},
		{"apikeys", "GET", "/api_keys", "List", func(ctx context.Context) error { return first(keys.List(ctx, nil)) }},
		{"apikeys", "GET", "/api_keys/{id}", "Get", func(ctx context.Context) error { return ignore(keys.Get(ctx, anID)) }},
		{"apikeys", "PATCH", "/api_keys/{id}", "Update", func(ctx context.Context) error { return ignore(keys.Update(ctx, anID, nil)) }},
		{"apikeys", "DELETE", "/api_keys/{id}", "Delete", func(ctx context.Context) error { return keys.Delete(ctx, anID) }},

		{"credentials", "POST", "/credentials", "Tunnel.Create", func(ctx context.Context) error { return ignore(creds.Tunnel.Create(ctx, nil)) }},
		{"credentials", "GET", "/credentials", "Tunnel.List", func(ctx context.Context) error { return first(creds.Tunnel.List(ctx, nil)) }},
		{"credentials", "GET", "/credentials/{id}", "Tunnel.Get", func(ctx context.Context) error { return ignore(creds.Tunnel.Get(ctx, anID)) }},
		{"credentials", "PATCH", "/credentials/{id}", "Tunnel.Update", func(ctx context.Context) error { return ignore(creds.Tunnel.Update(ctx, anID, nil)) }},
		{"credentials", "DELETE", "/credentials/{id}", "Tunnel.Delete", func(ctx context.Context) error { return creds.Tunnel.Delete(ctx, anID) }},
		{"credentials", "POST", "/ssh_credentials", "SSH.Create", func(ctx context.Context) error { return ignore(creds.SSH.Create(ctx, nil)) }},
		{"credentials", "GET", "/ssh_credentials", "SSH.List", func(ctx context.Context) error { return first(creds.SSH.List(ctx, nil)) }},
		{"credentials", "GET", "/ssh_credentials/{id}", "SSH.Get", func(ctx context.Context) error { return ignore(creds.SSH.Get(ctx, anID)) }},
		{"credentials", "PATCH", "/ssh_credentials/{id}", "SSH.Update", func(ctx context.Context) error { return ignore(creds.SSH.Update(ctx, anID, nil)) }},
		{"credentials", "DELETE", "/ssh_credentials/{id}", "SSH.Delete", func(ctx context.Context) error { return creds.SSH.Delete(ctx, anID) }},

		{"sshcerts", "POST", "/ssh_certificate_authorities", "Authorities.Create", func(ctx context.Context) error { return ignore(ssh.Authorities.Create(ctx, nil)) }},
		{"sshcerts", "GET", "/ssh_certificate_authorities", "Authorities.List", func(ctx context.Context) error { return first(ssh.Authorities.List(ctx, nil)) }},
		{"sshcerts", "GET", "/ssh_certificate_authorities/{id}", "Authorities.Get", func(ctx context.Context) error { return ignore(ssh.Authorities.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", "/ssh_certificate_authorities/{id}", "Authorities.Update", func(ctx context.Context) error { return ignore(ssh.Authorities.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", "/ssh_certificate_authorities/{id}", "Authorities.Delete", func(ctx context.Context) error { return ssh.Authorities.Delete(ctx, anID) }},
		{"sshcerts", "POST", "/ssh_host_certificates", "HostCertificates.Create", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Create(ctx, nil)) }},
		{"sshcerts", "GET", "/ssh_host_certificates", "HostCertificates.List", func(ctx context.Context) error { return first(ssh.HostCertificates.List(ctx, nil)) }},
		{"sshcerts", "GET", "/ssh_host_certificates/{id}", "HostCertificates.Get", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", "/ssh_host_certificates/{id}", "HostCertificates.Update", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", "/ssh_host_certificates/{id}", "HostCertificates.Delete", func(ctx context.Context) error { return ssh.HostCertificates.Delete(ctx, anID) }},
		{"sshcerts", "POST", "/ssh_user_certificates", "UserCertificates.Create", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Create(ctx, nil)) }},
		{"sshcerts", "GET", "/ssh_user_certificates", "UserCertificates.List", func(ctx context.Context) error { return first(ssh.UserCertificates.List(ctx, nil)) }},
		{"sshcerts", "GET", "/ssh_user_certificates/{id}", "UserCertificates.Get", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", "/ssh_user_certificates/{id}", "UserCertificates.Update", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", "/ssh_user_certificates/{id}", "UserCertificates.Delete", func(ctx context.Context) error { return ssh.UserCertificates.Delete(ctx, anID) }},

		{"reserveddomains", "POST", "/reserved_domains", "Create", func(ctx context.Context) error { return ignore(domains.Create(ctx, nil)) }},
		{"reserveddomains", "GET", "/reserved_domains", "List", func(ctx context.Context) error { return first(domains.List(ctx, nil)) }},
		{"reserveddomains", "GET", "/reserved_domains/{id}", "Get", func(ctx context.Context) error { return ignore(domains.Get(ctx, anID)) }},
		{"reserveddomains", "PATCH", "/reserved_domains/{id}", "Update", func(ctx context.Context) error { return ignore(domains.Update(ctx, anID, nil)) }},
		{"reserveddomains", "DELETE", "/reserved_domains/{id}", "Delete", func(ctx context.Context) error { return domains.Delete(ctx, anID) }},
		{"reserveddomains", "DELETE", "/reserved_domains/{id}/certificate", "DeleteCertificate", func(ctx context.Context) error { return domains.DeleteCertificate(ctx, anID) }},
		{"reserveddomains", "DELETE", "/reserved_domains/{id}/certificate_management_policy", "DeleteCertificateManagementPolicy", func(ctx context.Context) error { return domains.DeleteCertificateManagementPolicy(ctx, anID) }},

		{"certificates", "POST", "/tls_certificates", "TLS.Create", func(ctx context.Context) error { return ignore(certs.TLS.Create(ctx, nil)) }},
		{"certificates", "GET", "/tls_certificates", "TLS.List", func(ctx context.Context) error { return first(certs.TLS.List(ctx, nil)) }},
		{"certificates", "GET", "/tls_certificates/{id}", "TLS.Get", func(ctx context.Context) error { return ignore(certs.TLS.Get(ctx, anID)) }},
		{"certificates", "PATCH", "/tls_certificates/{id}", "TLS.Update", func(ctx context.Context) error { return ignore(certs.TLS.Update(ctx, anID, nil)) }},
		{"certificates", "DELETE", "/tls_certificates/{id}", "TLS.Delete", func(ctx context.Context) error { return certs.TLS.Delete(ctx, anID) }},
		{"certificates", "POST", "/certificate_authorities", "Authorities.Create", func(ctx context.Context) error { return ignore(certs.Authorities.Create(ctx, nil)) }},
		{"certificates", "GET", "/certificate_authorities", "Authorities.List", func(ctx context.Context) error { return first(certs.Authorities.List(ctx, nil)) }},
		{"certificates", "GET", "/certificate_authorities/{id}", "Authorities.Get", func(ctx context.Context) error { return ignore(certs.Authorities.Get(ctx, anID)) }},
		{"certificates", "PATCH", "/certificate_authorities/{id}", "Authorities.Update", func(ctx context.Context) error { return ignore(certs.Authorities.Update(ctx, anID, nil)) }},
		{"certificates", "DELETE", "/certificate_authorities/{id}", "Authorities.Delete", func(ctx context.Context) error { return certs.Authorities.Delete(ctx, anID) }},

		{"ippolicies", "POST", "/ip_policies", "Policies.Create", func(ctx context.Context) error { return ignore(ipp.Policies.Create(ctx, nil)) }},
		{"ippolicies", "GET", "/ip_policies", "Policies.List", func(ctx context.Context) error { return first(ipp.Policies.List(ctx, nil)) }},
		{"ippolicies", "GET", "/ip_policies/{id}", "Policies.Get", func(ctx context.Context) error { return ignore(ipp.Policies.Get(ctx, anID)) }},
		{"ippolicies", "PATCH", "/ip_policies/{id}", "Policies.Update", func(ctx context.Context) error { return ignore(ipp.Policies.Update(ctx, anID, nil)) }},
		{"ippolicies", "DELETE", "/ip_policies/{id}", "Policies.Delete", func(ctx context.Context) error { return ipp.Policies.Delete(ctx, anID) }},
		{"ippolicies", "POST", "/ip_policy_rules", "Rules.Create", func(ctx context.Context) error { return ignore(ipp.Rules.Create(ctx, nil)) }},
		{"ippolicies", "GET", "/ip_policy_rules", "Rules.List", func(ctx context.Context) error { return first(ipp.Rules.List(ctx, nil)) }},
		{"ippolicies", "GET", "/ip_policy_rules/{id}", "Rules.Get", func(ctx context.Context) error { return ignore(ipp.Rules.Get(ctx, anID)) }},
		{"ippolicies", "PATCH", "/ip_policy_rules/{id}", "Rules.Update", func(ctx context.Context) error { return ignore(ipp.Rules.Update(ctx, anID, nil)) }},
		{"ippolicies", "DELETE", "/ip_policy_rules/{id}", "Rules.Delete", func(ctx context.Context) error { return ipp.Rules.Delete(ctx, anID) }},

		{"agentingresses", "POST", "/agent_ingresses", "Create", func(ctx context.Context) error { return ignore(agin.Create(ctx, nil)) }},
		{"agentingresses", "GET", "/agent_ingresses", "List", func(ctx context.Context) error { return first(agin.List(ctx, nil)) }},
		{"agentingresses", "GET", "/agent_ingresses/{id}", "Get", func(ctx context.Context) error { return ignore(agin.Get(ctx, anID)) }},
		{"agentingresses", "PATCH", "/agent_ingresses/{id}", "Update", func(ctx context.Context) error { return ignore(agin.Update(ctx, anID, nil)) }},
		{"agentingresses", "DELETE", "/agent_ingresses/{id}", "Delete", func(ctx context.Context) error { return agin.Delete(ctx, anID) }},

		{"backends", "POST", "/backends/http_response", "HTTPResponse.Create", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Create(ctx, nil)) }},
		{"backends", "GET", "/backends/http_response", "HTTPResponse.List", func(ctx context.Context) error { return first(bk.HTTPResponse.List(ctx, nil)) }},
		{"backends", "GET", "/backends/http_response/{id}", "HTTPResponse.Get", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Get(ctx, anID)) }},
		{"backends", "PATCH", "/backends/http_response/{id}", "HTTPResponse.Update", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", "/backends/http_response/{id}", "HTTPResponse.Delete", func(ctx context.Context) error { return bk.HTTPResponse.Delete(ctx, anID) }},
		{"backends", "POST", "/backends/failover", "Failover.Create", func(ctx context.Context) error { return ignore(bk.Failover.Create(ctx, nil)) }},
		{"backends", "GET", "/backends/failover", "Failover.List", func(ctx context.Context) error { return first(bk.Failover.List(ctx, nil)) }},
		{"backends", "GET", "/backends/failover/{id}", "Failover.Get", func(ctx context.Context) error { return ignore(bk.Failover.Get(ctx, anID)) }},
		{"backends", "PATCH", "/backends/failover/{id}", "Failover.Update", func(ctx context.Context) error { return ignore(bk.Failover.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", "/backends/failover/{id}", "Failover.Delete", func(ctx context.Context) error { return bk.Failover.Delete(ctx, anID) }},

		{"edges", "POST", "/edges/tls", "TLS.Create", func(ctx context.Context) error { return ignore(ed.TLS.Create(ctx, nil)) }},
		{"edges", "GET", "/edges/tls", "TLS.List", func(ctx context.Context) error { return first(ed.TLS.List(ctx, nil)) }},
		{"edges", "GET", "/edges/tls/{id}", "TLS.Get", func(ctx context.Context) error { return ignore(ed.TLS.Get(ctx, anID)) }},
		{"edges", "PATCH", "/edges/tls/{id}", "TLS.Update", func(ctx context.Context) error { return ignore(ed.TLS.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", "/edges/tls/{id}", "TLS.Delete", func(ctx context.Context) error { return ed.TLS.Delete(ctx, anID) }},
	}
	rows = append(rows, edgeModule("TLS.Backend", "/edges/tls/{id}/backend", ed.TLS.Backend)...)
	rows = append(rows, edgeModule("TLS.IPRestriction", "/edges/tls/{id}/ip_restriction", ed.TLS.IPRestriction)...)
	rows = append(rows, edgeModule("TLS.MutualTLS", "/edges/tls/{id}/mutual_tls", ed.TLS.MutualTLS)...)
	rows = append(rows, edgeModule("TLS.TLSTermination", "/edges/tls/{id}/tls_termination", ed.TLS.TLSTermination)...)
	rows = append(rows, edgeModule("TLS.TrafficPolicy", "/edges/tls/{id}/traffic_policy", ed.TLS.TrafficPolicy)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", "/edges/tcp", "TCP.Create", func(ctx context.Context) error { return ignore(ed.TCP.Create(ctx, nil)) }},
		{"edges", "GET", "/edges/tcp", "TCP.List", func(ctx context.Context) error { return first(ed.TCP.List(ctx, nil)) }},
		{"edges", "GET", "/edges/tcp/{id}", "TCP.Get", func(ctx context.Context) error { return ignore(ed.TCP.Get(ctx, anID)) }},
		{"edges", "PATCH", "/edges/tcp/{id}", "TCP.Update", func(ctx context.Context) error { return ignore(ed.TCP.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", "/edges/tcp/{id}", "TCP.Delete", func(ctx context.Context) error { return ed.TCP.Delete(ctx, anID) }},
	}...)
	rows = append(rows, edgeModule("TCP.Backend", "/edges/tcp/{id}/backend", ed.TCP.Backend)...)
	rows = append(rows, edgeModule("TCP.IPRestriction", "/edges/tcp/{id}/ip_restriction", ed.TCP.IPRestriction)...)
	rows = append(rows, edgeModule("TCP.TrafficPolicy", "/edges/tcp/{id}/traffic_policy", ed.TCP.TrafficPolicy)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", "/edges/https", "HTTPS.Create", func(ctx context.Context) error { return ignore(ed.HTTPS.Create(ctx, nil)) }},
		{"edges", "GET", "/edges/https", "HTTPS.List", func(ctx context.Context) error { return first(ed.HTTPS.List(ctx, nil)) }},
		{"edges", "GET", "/edges/https/{id}", "HTTPS.Get", func(ctx context.Context) error { return ignore(ed.HTTPS.Get(ctx, anID)) }},
		{"edges", "PATCH", "/edges/https/{id}", "HTTPS.Update", func(ctx context.Context) error { return ignore(ed.HTTPS.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", "/edges/https/{id}", "HTTPS.Delete", func(ctx context.Context) error { return ed.HTTPS.Delete(ctx, anID) }},
	}...)
	rows = append(rows, edgeModule("HTTPS.MutualTLS", "/edges/https/{id}/mutual_tls", ed.HTTPS.MutualTLS)...)
	rows = append(rows, edgeModule("HTTPS.TLSTermination", "/edges/https/{id}/tls_termination", ed.HTTPS.TLSTermination)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", "/edges/https/{edge_id}/routes", "Routes.Create", func(ctx context.Context) error { return ignore(ed.Routes.Create(ctx, edgeID, nil)) }},
		{"edges", "GET", "/edges/https/{edge_id}/routes/{id}", "Routes.Get", func(ctx context.Context) error { return ignore(ed.Routes.Get(ctx, edgeID, routeID)) }},
		{"edges", "PATCH", "/edges/https/{edge_id}/routes/{id}", "Routes.Update", func(ctx context.Context) error { return ignore(ed.Routes.Update(ctx, edgeID, routeID, nil)) }},
		{"edges", "DELETE", "/edges/https/{edge_id}/routes/{id}", "Routes.Delete", func(ctx context.Context) error { return ed.Routes.Delete(ctx, edgeID, routeID) }},
	}...)
	rows = append(rows, routeModule("Routes.Backend", "backend", ed.Routes.Backend)...)
	rows = append(rows, routeModule("Routes.IPRestriction", "ip_restriction", ed.Routes.IPRestriction)...)
	rows = append(rows, routeModule("Routes.CircuitBreaker", "circuit_breaker", ed.Routes.CircuitBreaker)...)
	rows = append(rows, routeModule("Routes.Compression", "compression", ed.Routes.Compression)...)
	rows = append(rows, routeModule("Routes.RequestHeaders", "request_headers", ed.Routes.RequestHeaders)...)
	rows = append(rows, routeModule("Routes.ResponseHeaders", "response_headers", ed.Routes.ResponseHeaders)...)
	rows = append(rows, routeModule("Routes.WebhookVerification", "webhook_verification", ed.Routes.WebhookVerification)...)
	rows = append(rows, routeModule("Routes.OAuth", "oauth", ed.Routes.OAuth)...)
	rows = append(rows, routeModule("Routes.SAML", "saml", ed.Routes.SAML)...)
	rows = append(rows, routeModule("Routes.OIDC", "oidc", ed.Routes.OIDC)...)
	rows = append(rows, routeModule("Routes.WebsocketTCPConverter", "websocket_tcp_converter", ed.Routes.WebsocketTCPConverter)...)
	rows = append(rows, routeModule("Routes.UserAgentFilter", "user_agent_filter", ed.Routes.UserAgentFilter)...)
	rows = append(rows, routeModule("Routes.TrafficPolicy", "traffic_policy", ed.Routes.TrafficPolicy)...)
	rows = append(rows, reservedAddrRows(c)...)
	rows = append(rows, endpointRows(c)...)

	return append(rows, []endpoint{
		{"sessions", "GET", "/tunnel_sessions", "List", func(ctx context.Context) error { return first(ts.List(ctx, nil)) }},
		{"sessions", "GET", "/tunnel_sessions/{id}", "Get", func(ctx context.Context) error { return ignore(ts.Get(ctx, anID)) }},
		{"sessions", "POST", "/tunnel_sessions/{id}/restart", "Restart", func(ctx context.Context) error { return ts.Restart(ctx, anID) }},
		{"sessions", "POST", "/tunnel_sessions/{id}/stop", "Stop", func(ctx context.Context) error { return ts.Stop(ctx, anID) }},
		{"sessions", "POST", "/tunnel_sessions/{id}/update", "Update", func(ctx context.Context) error { return ts.Update(ctx, anID) }},

		{"events", "POST", "/event_destinations", "Destinations.Create", func(ctx context.Context) error { return ignore(ev.Destinations.Create(ctx, nil)) }},
		{"events", "GET", "/event_destinations", "Destinations.List", func(ctx context.Context) error { return first(ev.Destinations.List(ctx, nil)) }},
		{"events", "GET", "/event_destinations/{id}", "Destinations.Get", func(ctx context.Context) error { return ignore(ev.Destinations.Get(ctx, anID)) }},
		{"events", "PATCH", "/event_destinations/{id}", "Destinations.Update", func(ctx context.Context) error { return ignore(ev.Destinations.Update(ctx, anID, nil)) }},
		{"events", "DELETE", "/event_destinations/{id}", "Destinations.Delete", func(ctx context.Context) error { return ev.Destinations.Delete(ctx, anID) }},
		{"events", "POST", "/event_subscriptions", "Subscriptions.Create", func(ctx context.Context) error { return ignore(ev.Subscriptions.Create(ctx, nil)) }},
		{"events", "GET", "/event_subscriptions", "Subscriptions.List", func(ctx context.Context) error { return first(ev.Subscriptions.List(ctx, nil)) }},
		{"events", "GET", "/event_subscriptions/{id}", "Subscriptions.Get", func(ctx context.Context) error { return ignore(ev.Subscriptions.Get(ctx, anID)) }},
		{"events", "PATCH", "/event_subscriptions/{id}", "Subscriptions.Update", func(ctx context.Context) error { return ignore(ev.Subscriptions.Update(ctx, anID, nil)) }},
		{"events", "DELETE", "/event_subscriptions/{id}", "Subscriptions.Delete", func(ctx context.Context) error { return ev.Subscriptions.Delete(ctx, anID) }},
		{"events", "POST", "/event_subscriptions/{subscription_id}/sources", "Sources.Create", func(ctx context.Context) error { return ignore(ev.Sources.Create(ctx, subID, nil)) }},
		{"events", "GET", "/event_subscriptions/{subscription_id}/sources", "Sources.List", func(ctx context.Context) error { return ignore(ev.Sources.List(ctx, subID)) }},
		{"events", "GET", "/event_subscriptions/{subscription_id}/sources/{type}", "Sources.Get", func(ctx context.Context) error { return ignore(ev.Sources.Get(ctx, subID, eventType)) }},
		{"events", "PATCH", "/event_subscriptions/{subscription_id}/sources/{type}", "Sources.Update", func(ctx context.Context) error { return ignore(ev.Sources.Update(ctx, subID, eventType)) }},
		{"events", "DELETE", "/event_subscriptions/{subscription_id}/sources/{type}", "Sources.Delete", func(ctx context.Context) error { return ev.Sources.Delete(ctx, subID, eventType) }},
	}...)
}

// edgeModule returns the rows of the replace, get and delete endpoints of
// an edge module at path, called through m, named name in the SDK.
func edgeModule[Req, Resp any](name, path string, m edges.EdgeModule[Req, Resp]) []endpoint {
	return []endpoint{
		{"edges", "PUT", path, name + ".Replace", func(ctx context.Context) error { return ignore(m.Replace(ctx, anID, nil)) }},
		{"edges", "GET", path, name + ".Get", func(ctx context.Context) error { return ignore(m.Get(ctx, anID)) }},
		{"edges", "DELETE", path, name + ".Delete", func(ctx context.Context) error { return m.Delete(ctx, anID) }},
	}
}

// routeModule returns the rows of the replace, get and delete endpoints of
// the route module with the given path segment, called through m, named
// name in the SDK.
func routeModule[Req, Resp any](name, segment string, m edges.RouteModule[Req, Resp]) []endpoint {
	path := "/edges/https/{edge_id}/routes/{id}/" + segment
	return []endpoint{
		{"edges", "PUT", path, name + ".Replace", func(ctx context.Context) error { return ignore(m.Replace(ctx, edgeID, routeID, nil)) }},
		{"edges", "GET", path, name + ".Get", func(ctx context.Context) error { return ignore(m.Get(ctx, edgeID, routeID)) }},
		{"edges", "DELETE", path, name + ".Delete", func(ctx context.Context) error { return m.Delete(ctx, edgeID, routeID) }},
	}
}

// ignore returns the error of a call, dropping its result.
func ignore[T any](_ T, err error) error { return err }

// first fetches the first page of a list.
func first[T any](it *ingress.Iter[T]) error {
	it.Next()
	return it.Err()
}
