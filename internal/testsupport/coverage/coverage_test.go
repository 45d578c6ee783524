package coverage_test

import (
	"context"
	"reflect"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/internal/wire"
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
// family in the order of docs/ENDPOINTS.md, each with a call through c.
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
		{"apikeys", "POST", wire.APIKeys.Path, "Create", func(ctx context.Context) error { return ignore(keys.Create(ctx, nil)) }},
		{"apikeys", "GET", wire.APIKeys.Path, "List", func(ctx context.Context) error { return first(keys.List(ctx, nil)) }},
		{"apikeys", "GET", wire.APIKeys.Item, "Get", func(ctx context.Context) error { return ignore(keys.Get(ctx, anID)) }},
		{"apikeys", "PATCH", wire.APIKeys.Item, "Update", func(ctx context.Context) error { return ignore(keys.Update(ctx, anID, nil)) }},
		{"apikeys", "DELETE", wire.APIKeys.Item, "Delete", func(ctx context.Context) error { return keys.Delete(ctx, anID) }},

		{"credentials", "POST", wire.Credentials.Path, "Tunnel.Create", func(ctx context.Context) error { return ignore(creds.Tunnel.Create(ctx, nil)) }},
		{"credentials", "GET", wire.Credentials.Path, "Tunnel.List", func(ctx context.Context) error { return first(creds.Tunnel.List(ctx, nil)) }},
		{"credentials", "GET", wire.Credentials.Item, "Tunnel.Get", func(ctx context.Context) error { return ignore(creds.Tunnel.Get(ctx, anID)) }},
		{"credentials", "PATCH", wire.Credentials.Item, "Tunnel.Update", func(ctx context.Context) error { return ignore(creds.Tunnel.Update(ctx, anID, nil)) }},
		{"credentials", "DELETE", wire.Credentials.Item, "Tunnel.Delete", func(ctx context.Context) error { return creds.Tunnel.Delete(ctx, anID) }},
		{"credentials", "POST", wire.SSHCredentials.Path, "SSH.Create", func(ctx context.Context) error { return ignore(creds.SSH.Create(ctx, nil)) }},
		{"credentials", "GET", wire.SSHCredentials.Path, "SSH.List", func(ctx context.Context) error { return first(creds.SSH.List(ctx, nil)) }},
		{"credentials", "GET", wire.SSHCredentials.Item, "SSH.Get", func(ctx context.Context) error { return ignore(creds.SSH.Get(ctx, anID)) }},
		{"credentials", "PATCH", wire.SSHCredentials.Item, "SSH.Update", func(ctx context.Context) error { return ignore(creds.SSH.Update(ctx, anID, nil)) }},
		{"credentials", "DELETE", wire.SSHCredentials.Item, "SSH.Delete", func(ctx context.Context) error { return creds.SSH.Delete(ctx, anID) }},

		{"sshcerts", "POST", wire.SSHCertificateAuthorities.Path, "Authorities.Create", func(ctx context.Context) error { return ignore(ssh.Authorities.Create(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHCertificateAuthorities.Path, "Authorities.List", func(ctx context.Context) error { return first(ssh.Authorities.List(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHCertificateAuthorities.Item, "Authorities.Get", func(ctx context.Context) error { return ignore(ssh.Authorities.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", wire.SSHCertificateAuthorities.Item, "Authorities.Update", func(ctx context.Context) error { return ignore(ssh.Authorities.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", wire.SSHCertificateAuthorities.Item, "Authorities.Delete", func(ctx context.Context) error { return ssh.Authorities.Delete(ctx, anID) }},
		{"sshcerts", "POST", wire.SSHHostCertificates.Path, "HostCertificates.Create", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Create(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHHostCertificates.Path, "HostCertificates.List", func(ctx context.Context) error { return first(ssh.HostCertificates.List(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHHostCertificates.Item, "HostCertificates.Get", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", wire.SSHHostCertificates.Item, "HostCertificates.Update", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", wire.SSHHostCertificates.Item, "HostCertificates.Delete", func(ctx context.Context) error { return ssh.HostCertificates.Delete(ctx, anID) }},
		{"sshcerts", "POST", wire.SSHUserCertificates.Path, "UserCertificates.Create", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Create(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHUserCertificates.Path, "UserCertificates.List", func(ctx context.Context) error { return first(ssh.UserCertificates.List(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHUserCertificates.Item, "UserCertificates.Get", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", wire.SSHUserCertificates.Item, "UserCertificates.Update", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", wire.SSHUserCertificates.Item, "UserCertificates.Delete", func(ctx context.Context) error { return ssh.UserCertificates.Delete(ctx, anID) }},

		{"reserveddomains", "POST", wire.ReservedDomains.Path, "Create", func(ctx context.Context) error { return ignore(domains.Create(ctx, nil)) }},
		{"reserveddomains", "GET", wire.ReservedDomains.Path, "List", func(ctx context.Context) error { return first(domains.List(ctx, nil)) }},
		{"reserveddomains", "GET", wire.ReservedDomains.Item, "Get", func(ctx context.Context) error { return ignore(domains.Get(ctx, anID)) }},
		{"reserveddomains", "PATCH", wire.ReservedDomains.Item, "Update", func(ctx context.Context) error { return ignore(domains.Update(ctx, anID, nil)) }},
		{"reserveddomains", "DELETE", wire.ReservedDomains.Item, "Delete", func(ctx context.Context) error { return domains.Delete(ctx, anID) }},
		{"reserveddomains", "DELETE", wire.ReservedDomainCertificate, "DeleteCertificate", func(ctx context.Context) error { return domains.DeleteCertificate(ctx, anID) }},
		{"reserveddomains", "DELETE", wire.ReservedDomainCertificatePolicy, "DeleteCertificateManagementPolicy", func(ctx context.Context) error { return domains.DeleteCertificateManagementPolicy(ctx, anID) }},

		{"certificates", "POST", wire.TLSCertificates.Path, "TLS.Create", func(ctx context.Context) error { return ignore(certs.TLS.Create(ctx, nil)) }},
		{"certificates", "GET", wire.TLSCertificates.Path, "TLS.List", func(ctx context.Context) error { return first(certs.TLS.List(ctx, nil)) }},
		{"certificates", "GET", wire.TLSCertificates.Item, "TLS.Get", func(ctx context.Context) error { return ignore(certs.TLS.Get(ctx, anID)) }},
		{"certificates", "PATCH", wire.TLSCertificates.Item, "TLS.Update", func(ctx context.Context) error { return ignore(certs.TLS.Update(ctx, anID, nil)) }},
		{"certificates", "DELETE", wire.TLSCertificates.Item, "TLS.Delete", func(ctx context.Context) error { return certs.TLS.Delete(ctx, anID) }},
		{"certificates", "POST", wire.CertificateAuthorities.Path, "Authorities.Create", func(ctx context.Context) error { return ignore(certs.Authorities.Create(ctx, nil)) }},
		{"certificates", "GET", wire.CertificateAuthorities.Path, "Authorities.List", func(ctx context.Context) error { return first(certs.Authorities.List(ctx, nil)) }},
		{"certificates", "GET", wire.CertificateAuthorities.Item, "Authorities.Get", func(ctx context.Context) error { return ignore(certs.Authorities.Get(ctx, anID)) }},
		{"certificates", "PATCH", wire.CertificateAuthorities.Item, "Authorities.Update", func(ctx context.Context) error { return ignore(certs.Authorities.Update(ctx, anID, nil)) }},
		{"certificates", "DELETE", wire.CertificateAuthorities.Item, "Authorities.Delete", func(ctx context.Context) error { return certs.Authorities.Delete(ctx, anID) }},

		{"ippolicies", "POST", wire.IPPolicies.Path, "Policies.Create", func(ctx context.Context) error { return ignore(ipp.Policies.Create(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicies.Path, "Policies.List", func(ctx context.Context) error { return first(ipp.Policies.List(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicies.Item, "Policies.Get", func(ctx context.Context) error { return ignore(ipp.Policies.Get(ctx, anID)) }},
		{"ippolicies", "PATCH", wire.IPPolicies.Item, "Policies.Update", func(ctx context.Context) error { return ignore(ipp.Policies.Update(ctx, anID, nil)) }},
		{"ippolicies", "DELETE", wire.IPPolicies.Item, "Policies.Delete", func(ctx context.Context) error { return ipp.Policies.Delete(ctx, anID) }},
		{"ippolicies", "POST", wire.IPPolicyRules.Path, "Rules.Create", func(ctx context.Context) error { return ignore(ipp.Rules.Create(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicyRules.Path, "Rules.List", func(ctx context.Context) error { return first(ipp.Rules.List(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicyRules.Item, "Rules.Get", func(ctx context.Context) error { return ignore(ipp.Rules.Get(ctx, anID)) }},
		{"ippolicies", "PATCH", wire.IPPolicyRules.Item, "Rules.Update", func(ctx context.Context) error { return ignore(ipp.Rules.Update(ctx, anID, nil)) }},
		{"ippolicies", "DELETE", wire.IPPolicyRules.Item, "Rules.Delete", func(ctx context.Context) error { return ipp.Rules.Delete(ctx, anID) }},

		{"agentingresses", "POST", wire.AgentIngresses.Path, "Create", func(ctx context.Context) error { return ignore(agin.Create(ctx, nil)) }},
		{"agentingresses", "GET", wire.AgentIngresses.Path, "List", func(ctx context.Context) error { return first(agin.List(ctx, nil)) }},
		{"agentingresses", "GET", wire.AgentIngresses.Item, "Get", func(ctx context.Context) error { return ignore(agin.Get(ctx, anID)) }},
		{"agentingresses", "PATCH", wire.AgentIngresses.Item, "Update", func(ctx context.Context) error { return ignore(agin.Update(ctx, anID, nil)) }},
		{"agentingresses", "DELETE", wire.AgentIngresses.Item, "Delete", func(ctx context.Context) error { return agin.Delete(ctx, anID) }},

		{"backends", "POST", wire.HTTPResponseBackends.Path, "HTTPResponse.Create", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Create(ctx, nil)) }},
		{"backends", "GET", wire.HTTPResponseBackends.Path, "HTTPResponse.List", func(ctx context.Context) error { return first(bk.HTTPResponse.List(ctx, nil)) }},
		{"backends", "GET", wire.HTTPResponseBackends.Item, "HTTPResponse.Get", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.HTTPResponseBackends.Item, "HTTPResponse.Update", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.HTTPResponseBackends.Item, "HTTPResponse.Delete", func(ctx context.Context) error { return bk.HTTPResponse.Delete(ctx, anID) }},
		{"backends", "POST", wire.FailoverBackends.Path, "Failover.Create", func(ctx context.Context) error { return ignore(bk.Failover.Create(ctx, nil)) }},
		{"backends", "GET", wire.FailoverBackends.Path, "Failover.List", func(ctx context.Context) error { return first(bk.Failover.List(ctx, nil)) }},
		{"backends", "GET", wire.FailoverBackends.Item, "Failover.Get", func(ctx context.Context) error { return ignore(bk.Failover.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.FailoverBackends.Item, "Failover.Update", func(ctx context.Context) error { return ignore(bk.Failover.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.FailoverBackends.Item, "Failover.Delete", func(ctx context.Context) error { return bk.Failover.Delete(ctx, anID) }},

		{"edges", "POST", wire.TLSEdges.Path, "TLS.Create", func(ctx context.Context) error { return ignore(ed.TLS.Create(ctx, nil)) }},
		{"edges", "GET", wire.TLSEdges.Path, "TLS.List", func(ctx context.Context) error { return first(ed.TLS.List(ctx, nil)) }},
		{"edges", "GET", wire.TLSEdges.Item, "TLS.Get", func(ctx context.Context) error { return ignore(ed.TLS.Get(ctx, anID)) }},
		{"edges", "PATCH", wire.TLSEdges.Item, "TLS.Update", func(ctx context.Context) error { return ignore(ed.TLS.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", wire.TLSEdges.Item, "TLS.Delete", func(ctx context.Context) error { return ed.TLS.Delete(ctx, anID) }},
	}
	rows = append(rows, modules("TLS", wire.TLSEdges.Item, ed.TLS, reflect.TypeFor[edges.TLSEdge](), anID)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", wire.TCPEdges.Path, "TCP.Create", func(ctx context.Context) error { return ignore(ed.TCP.Create(ctx, nil)) }},
		{"edges", "GET", wire.TCPEdges.Path, "TCP.List", func(ctx context.Context) error { return first(ed.TCP.List(ctx, nil)) }},
		{"edges", "GET", wire.TCPEdges.Item, "TCP.Get", func(ctx context.Context) error { return ignore(ed.TCP.Get(ctx, anID)) }},
		{"edges", "PATCH", wire.TCPEdges.Item, "TCP.Update", func(ctx context.Context) error { return ignore(ed.TCP.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", wire.TCPEdges.Item, "TCP.Delete", func(ctx context.Context) error { return ed.TCP.Delete(ctx, anID) }},
	}...)
	rows = append(rows, modules("TCP", wire.TCPEdges.Item, ed.TCP, reflect.TypeFor[edges.TCPEdge](), anID)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", wire.HTTPSEdges.Path, "HTTPS.Create", func(ctx context.Context) error { return ignore(ed.HTTPS.Create(ctx, nil)) }},
		{"edges", "GET", wire.HTTPSEdges.Path, "HTTPS.List", func(ctx context.Context) error { return first(ed.HTTPS.List(ctx, nil)) }},
		{"edges", "GET", wire.HTTPSEdges.Item, "HTTPS.Get", func(ctx context.Context) error { return ignore(ed.HTTPS.Get(ctx, anID)) }},
		{"edges", "PATCH", wire.HTTPSEdges.Item, "HTTPS.Update", func(ctx context.Context) error { return ignore(ed.HTTPS.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", wire.HTTPSEdges.Item, "HTTPS.Delete", func(ctx context.Context) error { return ed.HTTPS.Delete(ctx, anID) }},
	}...)
	rows = append(rows, modules("HTTPS", wire.HTTPSEdges.Item, ed.HTTPS, reflect.TypeFor[edges.HTTPSEdge](), anID)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", wire.HTTPSEdgeRoutes.Path, "Routes.Create", func(ctx context.Context) error { return ignore(ed.Routes.Create(ctx, edgeID, nil)) }},
		{"edges", "GET", wire.HTTPSEdgeRoutes.Item, "Routes.Get", func(ctx context.Context) error { return ignore(ed.Routes.Get(ctx, edgeID, routeID)) }},
		{"edges", "PATCH", wire.HTTPSEdgeRoutes.Item, "Routes.Update", func(ctx context.Context) error { return ignore(ed.Routes.Update(ctx, edgeID, routeID, nil)) }},
		{"edges", "DELETE", wire.HTTPSEdgeRoutes.Item, "Routes.Delete", func(ctx context.Context) error { return ed.Routes.Delete(ctx, edgeID, routeID) }},
	}...)
	rows = append(rows, modules("Routes", wire.HTTPSEdgeRoutes.Item, ed.Routes, reflect.TypeFor[edges.Route](), edgeID, routeID)...)
	rows = append(rows, ipRestrictionRows(c)...)
	rows = append(rows, reservedAddrRows(c)...)
	rows = append(rows, endpointRows(c)...)

	rows = append(rows, vaultRows(c)...)

	rows = append(rows, []endpoint{
		{"sessions", "GET", wire.TunnelSessions.Path, "List", func(ctx context.Context) error { return first(ts.List(ctx, nil)) }},
		{"sessions", "GET", wire.TunnelSessions.Item, "Get", func(ctx context.Context) error { return ignore(ts.Get(ctx, anID)) }},
		{"sessions", "POST", wire.TunnelSessionRestart, "Restart", func(ctx context.Context) error { return ts.Restart(ctx, anID) }},
		{"sessions", "POST", wire.TunnelSessionStop, "Stop", func(ctx context.Context) error { return ts.Stop(ctx, anID) }},
		{"sessions", "POST", wire.TunnelSessionUpdate, "Update", func(ctx context.Context) error { return ts.Update(ctx, anID) }},

		{"events", "POST", wire.EventDestinations.Path, "Destinations.Create", func(ctx context.Context) error { return ignore(ev.Destinations.Create(ctx, nil)) }},
		{"events", "GET", wire.EventDestinations.Path, "Destinations.List", func(ctx context.Context) error { return first(ev.Destinations.List(ctx, nil)) }},
		{"events", "GET", wire.EventDestinations.Item, "Destinations.Get", func(ctx context.Context) error { return ignore(ev.Destinations.Get(ctx, anID)) }},
		{"events", "PATCH", wire.EventDestinations.Item, "Destinations.Update", func(ctx context.Context) error { return ignore(ev.Destinations.Update(ctx, anID, nil)) }},
		{"events", "DELETE", wire.EventDestinations.Item, "Destinations.Delete", func(ctx context.Context) error { return ev.Destinations.Delete(ctx, anID) }},
		{"events", "POST", wire.EventSubscriptions.Path, "Subscriptions.Create", func(ctx context.Context) error { return ignore(ev.Subscriptions.Create(ctx, nil)) }},
		{"events", "GET", wire.EventSubscriptions.Path, "Subscriptions.List", func(ctx context.Context) error { return first(ev.Subscriptions.List(ctx, nil)) }},
		{"events", "GET", wire.EventSubscriptions.Item, "Subscriptions.Get", func(ctx context.Context) error { return ignore(ev.Subscriptions.Get(ctx, anID)) }},
		{"events", "PATCH", wire.EventSubscriptions.Item, "Subscriptions.Update", func(ctx context.Context) error { return ignore(ev.Subscriptions.Update(ctx, anID, nil)) }},
		{"events", "DELETE", wire.EventSubscriptions.Item, "Subscriptions.Delete", func(ctx context.Context) error { return ev.Subscriptions.Delete(ctx, anID) }},
		{"events", "POST", wire.EventSources.Path, "Sources.Create", func(ctx context.Context) error { return ignore(ev.Sources.Create(ctx, subID, nil)) }},
		{"events", "GET", wire.EventSources.Path, "Sources.List", func(ctx context.Context) error { return ignore(ev.Sources.List(ctx, subID)) }},
		{"events", "GET", wire.EventSources.Item, "Sources.Get", func(ctx context.Context) error { return ignore(ev.Sources.Get(ctx, subID, eventType)) }},
		{"events", "PATCH", wire.EventSources.Item, "Sources.Update", func(ctx context.Context) error { return ignore(ev.Sources.Update(ctx, subID, eventType)) }},
		{"events", "DELETE", wire.EventSources.Item, "Sources.Delete", func(ctx context.Context) error { return ev.Sources.Delete(ctx, subID, eventType) }},
	}...)

	rows = append(rows, botUserRows(c)...)
	rows = append(rows, serviceUserRows(c)...)
	rows = append(rows, backendKindRows(c)...)
	rows = append(rows, k8sOperatorRows(c)...)
	rows = append(rows, aiGatewayRows(c)...)

	rows = append(rows, agentMadeRows(c)...)
	return rows
}

// modules returns the rows of the replace, get and delete endpoints of
// every module of resource (see wire.Modules), below item: each called
// through the field of client of the module's name, with ids, and named
// prefix.Field.Method in the SDK.
func modules(prefix, item string, client any, resource reflect.Type, ids ...string) []endpoint {
	var rows []endpoint
	for _, m := range wire.Modules(resource) {
		field := reflect.ValueOf(client).Elem().FieldByName(m.Field.Name)
		for _, op := range []struct{ method, name string }{{"PUT", "Replace"}, {"GET", "Get"}, {"DELETE", "Delete"}} {
			call := field.MethodByName(op.name)
			rows = append(rows, endpoint{"edges", op.method, item + "/" + m.Name, prefix + "." + m.Field.Name + "." + op.name, func(ctx context.Context) error {
				args := []reflect.Value{reflect.ValueOf(ctx)}
				for _, id := range ids {
					args = append(args, reflect.ValueOf(id))
				}
				if call.Type().NumIn() > len(args) {
					args = append(args, reflect.Zero(call.Type().In(len(args))))
				}
				out := call.Call(args)
				err, _ := out[len(out)-1].Interface().(error)
				return err
			}})
		}
	}
	return rows
}

// ignore returns the error of a call, dropping its result.
func ignore[T any](_ T, err error) error { return err }

// first fetches the first page of a list.
func first[T any](it *ingress.Iter[T]) error {
	it.Next()
	return it.Err()
}
