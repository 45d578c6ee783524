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
		{"apikeys", "POST", wire.APIKeyPath, "Create", func(ctx context.Context) error { return ignore(keys.Create(ctx, nil)) }},
		{"apikeys", "GET", wire.APIKeyPath, "List", func(ctx context.Context) error { return first(keys.List(ctx, nil)) }},
		{"apikeys", "GET", wire.APIKeyItem, "Get", func(ctx context.Context) error { return ignore(keys.Get(ctx, anID)) }},
		{"apikeys", "PATCH", wire.APIKeyItem, "Update", func(ctx context.Context) error { return ignore(keys.Update(ctx, anID, nil)) }},
		{"apikeys", "DELETE", wire.APIKeyItem, "Delete", func(ctx context.Context) error { return keys.Delete(ctx, anID) }},

		{"credentials", "POST", wire.CredentialPath, "Tunnel.Create", func(ctx context.Context) error { return ignore(creds.Tunnel.Create(ctx, nil)) }},
		{"credentials", "GET", wire.CredentialPath, "Tunnel.List", func(ctx context.Context) error { return first(creds.Tunnel.List(ctx, nil)) }},
		{"credentials", "GET", wire.CredentialItem, "Tunnel.Get", func(ctx context.Context) error { return ignore(creds.Tunnel.Get(ctx, anID)) }},
		{"credentials", "PATCH", wire.CredentialItem, "Tunnel.Update", func(ctx context.Context) error { return ignore(creds.Tunnel.Update(ctx, anID, nil)) }},
		{"credentials", "DELETE", wire.CredentialItem, "Tunnel.Delete", func(ctx context.Context) error { return creds.Tunnel.Delete(ctx, anID) }},
		{"credentials", "POST", wire.SSHCredentialPath, "SSH.Create", func(ctx context.Context) error { return ignore(creds.SSH.Create(ctx, nil)) }},
		{"credentials", "GET", wire.SSHCredentialPath, "SSH.List", func(ctx context.Context) error { return first(creds.SSH.List(ctx, nil)) }},
		{"credentials", "GET", wire.SSHCredentialItem, "SSH.Get", func(ctx context.Context) error { return ignore(creds.SSH.Get(ctx, anID)) }},
		{"credentials", "PATCH", wire.SSHCredentialItem, "SSH.Update", func(ctx context.Context) error { return ignore(creds.SSH.Update(ctx, anID, nil)) }},
		{"credentials", "DELETE", wire.SSHCredentialItem, "SSH.Delete", func(ctx context.Context) error { return creds.SSH.Delete(ctx, anID) }},

		{"sshcerts", "POST", wire.SSHCertificateAuthorityPath, "Authorities.Create", func(ctx context.Context) error { return ignore(ssh.Authorities.Create(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHCertificateAuthorityPath, "Authorities.List", func(ctx context.Context) error { return first(ssh.Authorities.List(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHCertificateAuthorityItem, "Authorities.Get", func(ctx context.Context) error { return ignore(ssh.Authorities.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", wire.SSHCertificateAuthorityItem, "Authorities.Update", func(ctx context.Context) error { return ignore(ssh.Authorities.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", wire.SSHCertificateAuthorityItem, "Authorities.Delete", func(ctx context.Context) error { return ssh.Authorities.Delete(ctx, anID) }},
		{"sshcerts", "POST", wire.SSHHostCertificatePath, "HostCertificates.Create", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Create(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHHostCertificatePath, "HostCertificates.List", func(ctx context.Context) error { return first(ssh.HostCertificates.List(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHHostCertificateItem, "HostCertificates.Get", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", wire.SSHHostCertificateItem, "HostCertificates.Update", func(ctx context.Context) error { return ignore(ssh.HostCertificates.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", wire.SSHHostCertificateItem, "HostCertificates.Delete", func(ctx context.Context) error { return ssh.HostCertificates.Delete(ctx, anID) }},
		{"sshcerts", "POST", wire.SSHUserCertificatePath, "UserCertificates.Create", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Create(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHUserCertificatePath, "UserCertificates.List", func(ctx context.Context) error { return first(ssh.UserCertificates.List(ctx, nil)) }},
		{"sshcerts", "GET", wire.SSHUserCertificateItem, "UserCertificates.Get", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Get(ctx, anID)) }},
		{"sshcerts", "PATCH", wire.SSHUserCertificateItem, "UserCertificates.Update", func(ctx context.Context) error { return ignore(ssh.UserCertificates.Update(ctx, anID, nil)) }},
		{"sshcerts", "DELETE", wire.SSHUserCertificateItem, "UserCertificates.Delete", func(ctx context.Context) error { return ssh.UserCertificates.Delete(ctx, anID) }},

		{"reserveddomains", "POST", wire.ReservedDomainPath, "Create", func(ctx context.Context) error { return ignore(domains.Create(ctx, nil)) }},
		{"reserveddomains", "GET", wire.ReservedDomainPath, "List", func(ctx context.Context) error { return first(domains.List(ctx, nil)) }},
		{"reserveddomains", "GET", wire.ReservedDomainItem, "Get", func(ctx context.Context) error { return ignore(domains.Get(ctx, anID)) }},
		{"reserveddomains", "PATCH", wire.ReservedDomainItem, "Update", func(ctx context.Context) error { return ignore(domains.Update(ctx, anID, nil)) }},
		{"reserveddomains", "DELETE", wire.ReservedDomainItem, "Delete", func(ctx context.Context) error { return domains.Delete(ctx, anID) }},
		{"reserveddomains", "DELETE", wire.ReservedDomainCertificate, "DeleteCertificate", func(ctx context.Context) error { return domains.DeleteCertificate(ctx, anID) }},
		{"reserveddomains", "DELETE", wire.ReservedDomainCertificatePolicy, "DeleteCertificateManagementPolicy", func(ctx context.Context) error { return domains.DeleteCertificateManagementPolicy(ctx, anID) }},

		{"certificates", "POST", wire.TLSCertificatePath, "TLS.Create", func(ctx context.Context) error { return ignore(certs.TLS.Create(ctx, nil)) }},
		{"certificates", "GET", wire.TLSCertificatePath, "TLS.List", func(ctx context.Context) error { return first(certs.TLS.List(ctx, nil)) }},
		{"certificates", "GET", wire.TLSCertificateItem, "TLS.Get", func(ctx context.Context) error { return ignore(certs.TLS.Get(ctx, anID)) }},
		{"certificates", "PATCH", wire.TLSCertificateItem, "TLS.Update", func(ctx context.Context) error { return ignore(certs.TLS.Update(ctx, anID, nil)) }},
		{"certificates", "DELETE", wire.TLSCertificateItem, "TLS.Delete", func(ctx context.Context) error { return certs.TLS.Delete(ctx, anID) }},
		{"certificates", "POST", wire.CertificateAuthorityPath, "Authorities.Create", func(ctx context.Context) error { return ignore(certs.Authorities.Create(ctx, nil)) }},
		{"certificates", "GET", wire.CertificateAuthorityPath, "Authorities.List", func(ctx context.Context) error { return first(certs.Authorities.List(ctx, nil)) }},
		{"certificates", "GET", wire.CertificateAuthorityItem, "Authorities.Get", func(ctx context.Context) error { return ignore(certs.Authorities.Get(ctx, anID)) }},
		{"certificates", "PATCH", wire.CertificateAuthorityItem, "Authorities.Update", func(ctx context.Context) error { return ignore(certs.Authorities.Update(ctx, anID, nil)) }},
		{"certificates", "DELETE", wire.CertificateAuthorityItem, "Authorities.Delete", func(ctx context.Context) error { return certs.Authorities.Delete(ctx, anID) }},

		{"ippolicies", "POST", wire.IPPolicyPath, "Policies.Create", func(ctx context.Context) error { return ignore(ipp.Policies.Create(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicyPath, "Policies.List", func(ctx context.Context) error { return first(ipp.Policies.List(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicyItem, "Policies.Get", func(ctx context.Context) error { return ignore(ipp.Policies.Get(ctx, anID)) }},
		{"ippolicies", "PATCH", wire.IPPolicyItem, "Policies.Update", func(ctx context.Context) error { return ignore(ipp.Policies.Update(ctx, anID, nil)) }},
		{"ippolicies", "DELETE", wire.IPPolicyItem, "Policies.Delete", func(ctx context.Context) error { return ipp.Policies.Delete(ctx, anID) }},
		{"ippolicies", "POST", wire.IPPolicyRulePath, "Rules.Create", func(ctx context.Context) error { return ignore(ipp.Rules.Create(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicyRulePath, "Rules.List", func(ctx context.Context) error { return first(ipp.Rules.List(ctx, nil)) }},
		{"ippolicies", "GET", wire.IPPolicyRuleItem, "Rules.Get", func(ctx context.Context) error { return ignore(ipp.Rules.Get(ctx, anID)) }},
		{"ippolicies", "PATCH", wire.IPPolicyRuleItem, "Rules.Update", func(ctx context.Context) error { return ignore(ipp.Rules.Update(ctx, anID, nil)) }},
		{"ippolicies", "DELETE", wire.IPPolicyRuleItem, "Rules.Delete", func(ctx context.Context) error { return ipp.Rules.Delete(ctx, anID) }},

		{"agentingresses", "POST", wire.AgentIngressPath, "Create", func(ctx context.Context) error { return ignore(agin.Create(ctx, nil)) }},
		{"agentingresses", "GET", wire.AgentIngressPath, "List", func(ctx context.Context) error { return first(agin.List(ctx, nil)) }},
		{"agentingresses", "GET", wire.AgentIngressItem, "Get", func(ctx context.Context) error { return ignore(agin.Get(ctx, anID)) }},
		{"agentingresses", "PATCH", wire.AgentIngressItem, "Update", func(ctx context.Context) error { return ignore(agin.Update(ctx, anID, nil)) }},
		{"agentingresses", "DELETE", wire.AgentIngressItem, "Delete", func(ctx context.Context) error { return agin.Delete(ctx, anID) }},

		{"backends", "POST", wire.HTTPResponseBackendPath, "HTTPResponse.Create", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Create(ctx, nil)) }},
		{"backends", "GET", wire.HTTPResponseBackendPath, "HTTPResponse.List", func(ctx context.Context) error { return first(bk.HTTPResponse.List(ctx, nil)) }},
		{"backends", "GET", wire.HTTPResponseBackendItem, "HTTPResponse.Get", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.HTTPResponseBackendItem, "HTTPResponse.Update", func(ctx context.Context) error { return ignore(bk.HTTPResponse.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.HTTPResponseBackendItem, "HTTPResponse.Delete", func(ctx context.Context) error { return bk.HTTPResponse.Delete(ctx, anID) }},
		{"backends", "POST", wire.FailoverBackendPath, "Failover.Create", func(ctx context.Context) error { return ignore(bk.Failover.Create(ctx, nil)) }},
		{"backends", "GET", wire.FailoverBackendPath, "Failover.List", func(ctx context.Context) error { return first(bk.Failover.List(ctx, nil)) }},
		{"backends", "GET", wire.FailoverBackendItem, "Failover.Get", func(ctx context.Context) error { return ignore(bk.Failover.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.FailoverBackendItem, "Failover.Update", func(ctx context.Context) error { return ignore(bk.Failover.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.FailoverBackendItem, "Failover.Delete", func(ctx context.Context) error { return bk.Failover.Delete(ctx, anID) }},

		{"edges", "POST", wire.TLSEdgePath, "TLS.Create", func(ctx context.Context) error { return ignore(ed.TLS.Create(ctx, nil)) }},
		{"edges", "GET", wire.TLSEdgePath, "TLS.List", func(ctx context.Context) error { return first(ed.TLS.List(ctx, nil)) }},
		{"edges", "GET", wire.TLSEdgeItem, "TLS.Get", func(ctx context.Context) error { return ignore(ed.TLS.Get(ctx, anID)) }},
		{"edges", "PATCH", wire.TLSEdgeItem, "TLS.Update", func(ctx context.Context) error { return ignore(ed.TLS.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", wire.TLSEdgeItem, "TLS.Delete", func(ctx context.Context) error { return ed.TLS.Delete(ctx, anID) }},
	}
	rows = append(rows, modules("TLS", wire.TLSEdgeItem, ed.TLS, reflect.TypeFor[edges.TLSEdge](), anID)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", wire.TCPEdgePath, "TCP.Create", func(ctx context.Context) error { return ignore(ed.TCP.Create(ctx, nil)) }},
		{"edges", "GET", wire.TCPEdgePath, "TCP.List", func(ctx context.Context) error { return first(ed.TCP.List(ctx, nil)) }},
		{"edges", "GET", wire.TCPEdgeItem, "TCP.Get", func(ctx context.Context) error { return ignore(ed.TCP.Get(ctx, anID)) }},
		{"edges", "PATCH", wire.TCPEdgeItem, "TCP.Update", func(ctx context.Context) error { return ignore(ed.TCP.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", wire.TCPEdgeItem, "TCP.Delete", func(ctx context.Context) error { return ed.TCP.Delete(ctx, anID) }},
	}...)
	rows = append(rows, modules("TCP", wire.TCPEdgeItem, ed.TCP, reflect.TypeFor[edges.TCPEdge](), anID)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", wire.HTTPSEdgePath, "HTTPS.Create", func(ctx context.Context) error { return ignore(ed.HTTPS.Create(ctx, nil)) }},
		{"edges", "GET", wire.HTTPSEdgePath, "HTTPS.List", func(ctx context.Context) error { return first(ed.HTTPS.List(ctx, nil)) }},
		{"edges", "GET", wire.HTTPSEdgeItem, "HTTPS.Get", func(ctx context.Context) error { return ignore(ed.HTTPS.Get(ctx, anID)) }},
		{"edges", "PATCH", wire.HTTPSEdgeItem, "HTTPS.Update", func(ctx context.Context) error { return ignore(ed.HTTPS.Update(ctx, anID, nil)) }},
		{"edges", "DELETE", wire.HTTPSEdgeItem, "HTTPS.Delete", func(ctx context.Context) error { return ed.HTTPS.Delete(ctx, anID) }},
	}...)
	rows = append(rows, modules("HTTPS", wire.HTTPSEdgeItem, ed.HTTPS, reflect.TypeFor[edges.HTTPSEdge](), anID)...)
	rows = append(rows, []endpoint{
		{"edges", "POST", wire.HTTPSEdgeRoutePath, "Routes.Create", func(ctx context.Context) error { return ignore(ed.Routes.Create(ctx, edgeID, nil)) }},
		{"edges", "GET", wire.HTTPSEdgeRouteItem, "Routes.Get", func(ctx context.Context) error { return ignore(ed.Routes.Get(ctx, edgeID, routeID)) }},
		{"edges", "PATCH", wire.HTTPSEdgeRouteItem, "Routes.Update", func(ctx context.Context) error { return ignore(ed.Routes.Update(ctx, edgeID, routeID, nil)) }},
		{"edges", "DELETE", wire.HTTPSEdgeRouteItem, "Routes.Delete", func(ctx context.Context) error { return ed.Routes.Delete(ctx, edgeID, routeID) }},
	}...)
	rows = append(rows, modules("Routes", wire.HTTPSEdgeRouteItem, ed.Routes, reflect.TypeFor[edges.Route](), edgeID, routeID)...)
	rows = append(rows, ipRestrictionRows(c)...)
	rows = append(rows, reservedAddrRows(c)...)
	rows = append(rows, endpointRows(c)...)

	rows = append(rows, vaultRows(c)...)

	rows = append(rows, []endpoint{
		{"sessions", "GET", wire.TunnelSessionPath, "List", func(ctx context.Context) error { return first(ts.List(ctx, nil)) }},
		{"sessions", "GET", wire.TunnelSessionItem, "Get", func(ctx context.Context) error { return ignore(ts.Get(ctx, anID)) }},
		{"sessions", "POST", wire.TunnelSessionRestart, "Restart", func(ctx context.Context) error { return ts.Restart(ctx, anID) }},
		{"sessions", "POST", wire.TunnelSessionStop, "Stop", func(ctx context.Context) error { return ts.Stop(ctx, anID) }},
		{"sessions", "POST", wire.TunnelSessionUpdate, "Update", func(ctx context.Context) error { return ts.Update(ctx, anID) }},

		{"events", "POST", wire.EventDestinationPath, "Destinations.Create", func(ctx context.Context) error { return ignore(ev.Destinations.Create(ctx, nil)) }},
		{"events", "GET", wire.EventDestinationPath, "Destinations.List", func(ctx context.Context) error { return first(ev.Destinations.List(ctx, nil)) }},
		{"events", "GET", wire.EventDestinationItem, "Destinations.Get", func(ctx context.Context) error { return ignore(ev.Destinations.Get(ctx, anID)) }},
		{"events", "PATCH", wire.EventDestinationItem, "Destinations.Update", func(ctx context.Context) error { return ignore(ev.Destinations.Update(ctx, anID, nil)) }},
		{"events", "DELETE", wire.EventDestinationItem, "Destinations.Delete", func(ctx context.Context) error { return ev.Destinations.Delete(ctx, anID) }},
		{"events", "POST", wire.EventSubscriptionPath, "Subscriptions.Create", func(ctx context.Context) error { return ignore(ev.Subscriptions.Create(ctx, nil)) }},
		{"events", "GET", wire.EventSubscriptionPath, "Subscriptions.List", func(ctx context.Context) error { return first(ev.Subscriptions.List(ctx, nil)) }},
		{"events", "GET", wire.EventSubscriptionItem, "Subscriptions.Get", func(ctx context.Context) error { return ignore(ev.Subscriptions.Get(ctx, anID)) }},
		{"events", "PATCH", wire.EventSubscriptionItem, "Subscriptions.Update", func(ctx context.Context) error { return ignore(ev.Subscriptions.Update(ctx, anID, nil)) }},
		{"events", "DELETE", wire.EventSubscriptionItem, "Subscriptions.Delete", func(ctx context.Context) error { return ev.Subscriptions.Delete(ctx, anID) }},
		{"events", "POST", wire.EventSourcePath, "Sources.Create", func(ctx context.Context) error { return ignore(ev.Sources.Create(ctx, subID, nil)) }},
		{"events", "GET", wire.EventSourcePath, "Sources.List", func(ctx context.Context) error { return ignore(ev.Sources.List(ctx, subID)) }},
		{"events", "GET", wire.EventSourceItem, "Sources.Get", func(ctx context.Context) error { return ignore(ev.Sources.Get(ctx, subID, eventType)) }},
		{"events", "PATCH", wire.EventSourceItem, "Sources.Update", func(ctx context.Context) error { return ignore(ev.Sources.Update(ctx, subID, eventType)) }},
		{"events", "DELETE", wire.EventSourceItem, "Sources.Delete", func(ctx context.Context) error { return ev.Sources.Delete(ctx, subID, eventType) }},
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
