package conformance_test

import (
	"reflect"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/k8soperators"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/serviceusers"
	"github.com/ingresskit/ingress/sessions"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/ingresskit/ingress/vaults"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/tunnels"
)

// schemaTypes maps each schema of the description to the Go type that
// holds it on the wire.
func schemaTypes() map[string]reflect.Type {
	return map[string]reflect.Type{
		"Ref": reflect.TypeFor[ingress.Ref](),

		"APIKey":       reflect.TypeFor[apikeys.APIKey](),
		"APIKeyCreate": reflect.TypeFor[apikeys.CreateParams](),
		"APIKeyUpdate": reflect.TypeFor[apikeys.UpdateParams](),

		"AgentIngress":           reflect.TypeFor[agentingresses.AgentIngress](),
		"AgentIngressCreate":     reflect.TypeFor[agentingresses.CreateParams](),
		"AgentIngressUpdate":     reflect.TypeFor[agentingresses.UpdateParams](),
		"AgentIngressCertPolicy": reflect.TypeFor[agentingresses.CertificateManagementPolicy](),
		"AgentIngressCertStatus": reflect.TypeFor[agentingresses.CertificateManagementStatus](),
		"AgentIngressCertJob":    reflect.TypeFor[agentingresses.ProvisioningJob](),

		"TunnelSession": reflect.TypeFor[sessions.TunnelSession](),

		"BotUser":           reflect.TypeFor[botusers.BotUser](),
		"BotUserCreate":     reflect.TypeFor[botusers.CreateParams](),
		"BotUserUpdate":     reflect.TypeFor[botusers.UpdateParams](),
		"ServiceUser":       reflect.TypeFor[serviceusers.ServiceUser](),
		"ServiceUserCreate": reflect.TypeFor[serviceusers.CreateParams](),
		"ServiceUserUpdate": reflect.TypeFor[serviceusers.UpdateParams](),

		"Endpoint":       reflect.TypeFor[endpoints.Endpoint](),
		"EndpointCreate": reflect.TypeFor[endpoints.CreateParams](),
		"EndpointUpdate": reflect.TypeFor[endpoints.UpdateParams](),

		"ReservedAddr":       reflect.TypeFor[reservedaddrs.ReservedAddr](),
		"ReservedAddrCreate": reflect.TypeFor[reservedaddrs.CreateParams](),
		"ReservedAddrUpdate": reflect.TypeFor[reservedaddrs.UpdateParams](),

		"Vault":        reflect.TypeFor[vaults.Vault](),
		"VaultCreate":  reflect.TypeFor[vaults.VaultCreateParams](),
		"VaultUpdate":  reflect.TypeFor[vaults.VaultUpdateParams](),
		"Secret":       reflect.TypeFor[vaults.Secret](),
		"SecretCreate": reflect.TypeFor[vaults.SecretCreateParams](),
		"SecretUpdate": reflect.TypeFor[vaults.SecretUpdateParams](),

		"FailoverBackend":           reflect.TypeFor[backends.Failover](),
		"FailoverBackendCreate":     reflect.TypeFor[backends.FailoverCreateParams](),
		"FailoverBackendUpdate":     reflect.TypeFor[backends.FailoverUpdateParams](),
		"HTTPResponseBackend":       reflect.TypeFor[backends.HTTPResponse](),
		"HTTPResponseBackendCreate": reflect.TypeFor[backends.HTTPResponseCreateParams](),
		"HTTPResponseBackendUpdate": reflect.TypeFor[backends.HTTPResponseUpdateParams](),

		"CertificateAuthority":       reflect.TypeFor[certificates.Authority](),
		"CertificateAuthorityCreate": reflect.TypeFor[certificates.AuthorityCreateParams](),
		"CertificateAuthorityUpdate": reflect.TypeFor[certificates.AuthorityUpdateParams](),
		"TLSCertificate":             reflect.TypeFor[certificates.TLSCertificate](),
		"TLSCertificateCreate":       reflect.TypeFor[certificates.TLSCertificateCreateParams](),
		"TLSCertificateUpdate":       reflect.TypeFor[certificates.TLSCertificateUpdateParams](),
		"TLSCertificateSANs":         reflect.TypeFor[certificates.SubjectAlternativeNames](),

		"Credential":          reflect.TypeFor[credentials.Tunnel](),
		"CredentialCreate":    reflect.TypeFor[credentials.TunnelCreateParams](),
		"CredentialUpdate":    reflect.TypeFor[credentials.TunnelUpdateParams](),
		"SSHCredential":       reflect.TypeFor[credentials.SSH](),
		"SSHCredentialCreate": reflect.TypeFor[credentials.SSHCreateParams](),
		"SSHCredentialUpdate": reflect.TypeFor[credentials.SSHUpdateParams](),

		"SSHCertificateAuthority":       reflect.TypeFor[sshcerts.Authority](),
		"SSHCertificateAuthorityCreate": reflect.TypeFor[sshcerts.AuthorityCreateParams](),
		"SSHCertificateAuthorityUpdate": reflect.TypeFor[sshcerts.AuthorityUpdateParams](),
		"SSHHostCertificate":            reflect.TypeFor[sshcerts.HostCertificate](),
		"SSHHostCertificateCreate":      reflect.TypeFor[sshcerts.HostCertificateCreateParams](),
		"SSHHostCertificateUpdate":      reflect.TypeFor[sshcerts.HostCertificateUpdateParams](),
		"SSHUserCertificate":            reflect.TypeFor[sshcerts.UserCertificate](),
		"SSHUserCertificateCreate":      reflect.TypeFor[sshcerts.UserCertificateCreateParams](),
		"SSHUserCertificateUpdate":      reflect.TypeFor[sshcerts.UserCertificateUpdateParams](),

		"IPPolicy":           reflect.TypeFor[ippolicies.Policy](),
		"IPPolicyCreate":     reflect.TypeFor[ippolicies.PolicyCreateParams](),
		"IPPolicyUpdate":     reflect.TypeFor[ippolicies.PolicyUpdateParams](),
		"IPPolicyRule":       reflect.TypeFor[ippolicies.Rule](),
		"IPPolicyRuleCreate": reflect.TypeFor[ippolicies.RuleCreateParams](),
		"IPPolicyRuleUpdate": reflect.TypeFor[ippolicies.RuleUpdateParams](),

		"IPRestriction":       reflect.TypeFor[iprestrictions.IPRestriction](),
		"IPRestrictionCreate": reflect.TypeFor[iprestrictions.CreateParams](),
		"IPRestrictionUpdate": reflect.TypeFor[iprestrictions.UpdateParams](),

		"ReservedDomain":           reflect.TypeFor[reserveddomains.ReservedDomain](),
		"ReservedDomainCreate":     reflect.TypeFor[reserveddomains.CreateParams](),
		"ReservedDomainUpdate":     reflect.TypeFor[reserveddomains.UpdateParams](),
		"ReservedDomainCertPolicy": reflect.TypeFor[reserveddomains.CertificateManagementPolicy](),
		"ReservedDomainCertStatus": reflect.TypeFor[reserveddomains.CertificateManagementStatus](),
		"ReservedDomainCertJob":    reflect.TypeFor[reserveddomains.ProvisioningJob](),

		"ReservedDomainResolvesToEntry": reflect.TypeFor[reserveddomains.ResolvesToEntry](),

		"EventDestination":              reflect.TypeFor[events.Destination](),
		"EventDestinationCreate":        reflect.TypeFor[events.DestinationCreateParams](),
		"EventDestinationUpdate":        reflect.TypeFor[events.DestinationUpdateParams](),
		"EventTarget":                   reflect.TypeFor[events.Target](),
		"EventTargetFirehose":           reflect.TypeFor[events.Firehose](),
		"EventTargetKinesis":            reflect.TypeFor[events.Kinesis](),
		"EventTargetCloudwatchLogs":     reflect.TypeFor[events.CloudwatchLogs](),
		"EventTargetDatadog":            reflect.TypeFor[events.Datadog](),
		"EventTargetAzureLogsIngestion": reflect.TypeFor[events.AzureLogsIngestion](),
		"AWSAuth":                       reflect.TypeFor[events.AWSAuth](),
		"AWSRole":                       reflect.TypeFor[events.AWSRole](),
		"AWSCredentials":                reflect.TypeFor[events.AWSCredentials](),
		"EventSubscription":             reflect.TypeFor[events.Subscription](),
		"EventSubscriptionCreate":       reflect.TypeFor[events.SubscriptionCreateParams](),
		"EventSubscriptionUpdate":       reflect.TypeFor[events.SubscriptionUpdateParams](),
		"EventSource":                   reflect.TypeFor[events.Source](),
		"EventSourceCreate":             reflect.TypeFor[events.SourceParams](),
		"EventSourceReplace":            reflect.TypeFor[events.SourceParams](),

		"HTTPSEdge":            reflect.TypeFor[edges.HTTPSEdge](),
		"HTTPSEdgeCreate":      reflect.TypeFor[edges.HTTPSEdgeCreateParams](),
		"HTTPSEdgeUpdate":      reflect.TypeFor[edges.HTTPSEdgeUpdateParams](),
		"HTTPSEdgeRoute":       reflect.TypeFor[edges.Route](),
		"HTTPSEdgeRouteCreate": reflect.TypeFor[edges.RouteCreateParams](),
		"HTTPSEdgeRouteUpdate": reflect.TypeFor[edges.RouteUpdateParams](),
		"TCPEdge":              reflect.TypeFor[edges.TCPEdge](),
		"TCPEdgeCreate":        reflect.TypeFor[edges.TCPEdgeCreateParams](),
		"TCPEdgeUpdate":        reflect.TypeFor[edges.TCPEdgeUpdateParams](),
		"TLSEdge":              reflect.TypeFor[edges.TLSEdge](),
		"TLSEdgeCreate":        reflect.TypeFor[edges.TLSEdgeCreateParams](),
		"TLSEdgeUpdate":        reflect.TypeFor[edges.TLSEdgeUpdateParams](),

		"EndpointBackend":               reflect.TypeFor[edges.Backend](),
		"EndpointBackendMutate":         reflect.TypeFor[edges.BackendParams](),
		"EndpointIPPolicy":              reflect.TypeFor[edges.IPRestriction](),
		"EndpointIPPolicyMutate":        reflect.TypeFor[edges.IPRestrictionParams](),
		"EndpointMutualTLS":             reflect.TypeFor[edges.MutualTLS](),
		"EndpointMutualTLSMutate":       reflect.TypeFor[edges.MutualTLSParams](),
		"EndpointTLSTermination":        reflect.TypeFor[edges.TLSTermination](),
		"EndpointTLSTerminationAtEdge":  reflect.TypeFor[edges.TLSTerminationAtEdgeParams](),
		"EndpointTrafficPolicy":         reflect.TypeFor[edges.TrafficPolicy](),
		"EndpointCircuitBreaker":        reflect.TypeFor[edges.CircuitBreaker](),
		"EndpointCompression":           reflect.TypeFor[edges.Compression](),
		"EndpointRequestHeaders":        reflect.TypeFor[edges.Headers](),
		"EndpointResponseHeaders":       reflect.TypeFor[edges.Headers](),
		"EndpointWebhookValidation":     reflect.TypeFor[edges.WebhookVerification](),
		"EndpointWebsocketTCPConverter": reflect.TypeFor[edges.WebsocketTCPConverter](),
		"EndpointUserAgentFilter":       reflect.TypeFor[edges.UserAgentFilter](),
		"EndpointOAuth":                 reflect.TypeFor[edges.OAuth](),
		"EndpointOAuthProvider":         reflect.TypeFor[edges.OAuthProvider](),
		"EndpointOAuthGitHub":           reflect.TypeFor[edges.OAuthGitHub](),
		"EndpointOAuthFacebook":         reflect.TypeFor[edges.OAuthApp](),
		"EndpointOAuthMicrosoft":        reflect.TypeFor[edges.OAuthApp](),
		"EndpointOAuthGoogle":           reflect.TypeFor[edges.OAuthApp](),
		"EndpointOAuthLinkedIn":         reflect.TypeFor[edges.OAuthApp](),
		"EndpointOAuthGitLab":           reflect.TypeFor[edges.OAuthApp](),
		"EndpointOAuthTwitch":           reflect.TypeFor[edges.OAuthApp](),
		"EndpointOAuthAmazon":           reflect.TypeFor[edges.OAuthApp](),
		"EndpointSAML":                  reflect.TypeFor[edges.SAML](),
		"EndpointSAMLMutate":            reflect.TypeFor[edges.SAMLParams](),
		"EndpointOIDC":                  reflect.TypeFor[edges.OIDC](),

		"StaticBackend":                      reflect.TypeFor[backends.Static](),
		"StaticBackendCreate":                reflect.TypeFor[backends.StaticCreateParams](),
		"StaticBackendUpdate":                reflect.TypeFor[backends.StaticUpdateParams](),
		"StaticBackendTLS":                   reflect.TypeFor[backends.StaticTLS](),
		"TunnelGroupBackend":                 reflect.TypeFor[backends.TunnelGroup](),
		"TunnelGroupBackendCreate":           reflect.TypeFor[backends.TunnelGroupCreateParams](),
		"TunnelGroupBackendUpdate":           reflect.TypeFor[backends.TunnelGroupUpdateParams](),
		"WeightedBackend":                    reflect.TypeFor[backends.Weighted](),
		"WeightedBackendCreate":              reflect.TypeFor[backends.WeightedCreateParams](),
		"WeightedBackendUpdate":              reflect.TypeFor[backends.WeightedUpdateParams](),
		"KubernetesOperator":                 reflect.TypeFor[k8soperators.Operator](),
		"KubernetesOperatorCreate":           reflect.TypeFor[k8soperators.CreateParams](),
		"KubernetesOperatorUpdate":           reflect.TypeFor[k8soperators.UpdateParams](),
		"KubernetesOperatorDeployment":       reflect.TypeFor[k8soperators.Deployment](),
		"KubernetesOperatorDeploymentUpdate": reflect.TypeFor[k8soperators.DeploymentUpdateParams](),
		"KubernetesOperatorBinding":          reflect.TypeFor[k8soperators.Binding](),
		"KubernetesOperatorBindingCreate":    reflect.TypeFor[k8soperators.BindingCreateParams](),
		"KubernetesOperatorBindingUpdate":    reflect.TypeFor[k8soperators.BindingUpdateParams](),
		"KubernetesOperatorCert":             reflect.TypeFor[k8soperators.Cert](),
		"AIGatewayAPIKey":                    reflect.TypeFor[aigateway.APIKey](),
		"AIGatewayAPIKeyCreate":              reflect.TypeFor[aigateway.APIKeyCreateParams](),
		"AIGatewayAPIKeyUpdate":              reflect.TypeFor[aigateway.APIKeyUpdateParams](),
		"Tunnel":                             reflect.TypeFor[tunnels.Tunnel](),

		"ApplicationSession": reflect.TypeFor[applications.Session](),
		"BrowserSession":     reflect.TypeFor[applications.BrowserSession](),
		"UserAgent":          reflect.TypeFor[applications.UserAgent](),
		"Location":           reflect.TypeFor[applications.Location](),
		"ApplicationUser":    reflect.TypeFor[applications.User](),
		"IdentityProvider":   reflect.TypeFor[applications.IdentityProvider](),

		"AbuseReport":         reflect.TypeFor[abusereports.AbuseReport](),
		"AbuseReportCreate":   reflect.TypeFor[abusereports.CreateParams](),
		"AbuseReportHostname": reflect.TypeFor[abusereports.Hostname](),
	}
}

// schemaExclusions are the schemas of built families that no Go type
// holds, each with the reason. Two groups are recognised by name instead
// (see excludedSchema): the list envelopes and the module replace
// wrappers.
var schemaExclusions = map[string]string{
	"Empty":                "the empty body of a call that takes none",
	"Item":                 "the id path parameter, a method argument",
	"EdgeRouteItem":        "the edge_id and id path parameters, method arguments",
	"EventSourceItem":      "the subscription_id and type path parameters, method arguments",
	"EventSourceUpdate":    "path parameters only: the update of a source takes no body",
	"TunnelSessionsUpdate": "the id path parameter of an agent command, whose body is empty",
	"Paging":               "query parameters, ingress.ListParams",
	"ItemPaging":           "query parameters and a path parameter, ingress.ListParams and a method argument",
	"FilteredPaging":       "query parameters, ingress.ListParams",
	"EventSourcePaging":    "the subscription_id path parameter of a list of sources",
	"EndpointListArgs":     "query parameters, endpoints.ListParams",
	"Error": "the core decodes error bodies into ingress.Error through a struct of its own; " +
		"its tests cover every member",
}

// excludedSchema returns why a schema has no Go type, and whether it is
// excluded: listed in schemaExclusions, or one of two groups.
func excludedSchema(name string) (string, bool) {
	if reason, ok := schemaExclusions[name]; ok {
		return reason, true
	}
	switch {
	case strings.HasSuffix(name, "List"):
		return "a list envelope: ingress.Iter decodes every list by the member name of internal/wire, " +
			"and the conformance scenarios check each list response against its schema", true
	case strings.HasPrefix(name, "Edge") && strings.HasSuffix(name, "Replace"):
		return "the wrapper {id, module} of a module replace: the id is a method argument and " +
			"the body is the module alone, as the API takes it; the module schemas are mapped", true
	}
	return "", false
}

// fieldExclusions are the properties and fields, as "Schema.name", that
// differ on purpose between a schema and its Go type, each with the
// reason. The id of an update schema is left out by rule: a path
// parameter, the argument of Update.
var fieldExclusions = map[string]string{
	"EventSourceCreate.subscription_id":                    "a path parameter, the argument of Sources.Create",
	"HTTPSEdgeRouteCreate.edge_id":                         "a path parameter, the argument of Routes.Create",
	"HTTPSEdgeRouteUpdate.edge_id":                         "a path parameter, the argument of Routes.Update",
	"EndpointSAML.idp_metadata_url":                        "SPEC.md lists it in responses; openapi.yaml does not",
	"EventTarget.s3":                                       "SPEC.md says the target's description names an s3 member; openapi.yaml lacks it",
	"ReservedDomain.http_endpoint_configuration":           "SPEC.md lists it; openapi.yaml dropped it",
	"ReservedDomain.https_endpoint_configuration":          "SPEC.md lists it; openapi.yaml dropped it",
	"ReservedDomainUpdate.http_endpoint_configuration_id":  "SPEC.md lists it; openapi.yaml dropped it",
	"ReservedDomainUpdate.https_endpoint_configuration_id": "SPEC.md lists it; openapi.yaml dropped it",
}
