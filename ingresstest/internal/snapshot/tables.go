package snapshot

import (
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// Tables returns every table of the store by the name a snapshot
// gives it. TestStateCoversTheStore fails when a table of the store is
// not here.
func Tables(st *store.Store) map[string]store.Records {
	return map[string]store.Records{
		"api_keys":                    st.APIKeys,
		"tunnel_credentials":          st.TunnelCredentials,
		"ssh_credentials":             st.SSHCredentials,
		"ssh_certificate_authorities": st.SSHAuthorities,
		"ssh_host_certificates":       st.SSHHostCertificates,
		"ssh_user_certificates":       st.SSHUserCertificates,
		"tls_certificates":            st.TLSCertificates,
		"certificate_authorities":     st.CertificateAuthorities,
		"reserved_domains":            st.ReservedDomains,
		"reserved_addrs":              st.ReservedAddrs,
		"endpoints":                   st.Endpoints,
		"agent_ingresses":             st.AgentIngresses,
		"ip_policies":                 st.IPPolicies,
		"ip_policy_rules":             st.IPRules,
		"ip_restrictions":             st.IPRestrictions,
		"http_response_backends":      st.HTTPResponseBackends,
		"failover_backends":           st.FailoverBackends,
		"tls_edges":                   st.TLSEdges,
		"tcp_edges":                   st.TCPEdges,
		"https_edges":                 st.HTTPSEdges,
		"tunnel_sessions":             st.TunnelSessions,
		"event_destinations":          st.EventDestinations,
		"event_subscriptions":         st.EventSubscriptions,
		"agents":                      st.Agents,
		"delivered_events":            st.DeliveryLogs,
		"service_users":               st.ServiceUsers,
		"vaults":                      st.Vaults,
		"secrets":                     st.Secrets,
		"static_backends":             st.StaticBackends,
		"tunnel_group_backends":       st.TunnelGroupBackends,
		"weighted_backends":           st.WeightedBackends,
		"kubernetes_operators":        st.K8sOperators,
		"ai_gateway_api_keys":         st.AIGatewayAPIKeys,
		"tunnels":                     st.Tunnels,
		"application_users":           st.ApplicationUsers,
		"application_sessions":        st.ApplicationSessions,
		"abuse_reports":               st.AbuseReports,
	}
}
