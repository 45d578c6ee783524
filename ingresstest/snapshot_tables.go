package ingresstest

import (
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// stateTables returns every table of the store by the name a snapshot
// gives it. TestStateCoversTheStore fails when a table of the store is
// not here.
func (st *accountStore) stateTables() map[string]store.Records {
	return map[string]store.Records{
		"api_keys":                    st.apiKeys,
		"tunnel_credentials":          st.tunnelCredentials,
		"ssh_credentials":             st.sshCredentials,
		"ssh_certificate_authorities": st.sshAuthorities,
		"ssh_host_certificates":       st.sshHostCertificates,
		"ssh_user_certificates":       st.sshUserCertificates,
		"tls_certificates":            st.tlsCertificates,
		"certificate_authorities":     st.certificateAuthorities,
		"reserved_domains":            st.reservedDomains,
		"reserved_addrs":              st.reservedAddrs,
		"endpoints":                   st.endpoints,
		"agent_ingresses":             st.agentIngresses,
		"ip_policies":                 st.ipPolicies,
		"ip_policy_rules":             st.ipRules,
		"ip_restrictions":             st.ipRestrictions,
		"http_response_backends":      st.httpResponseBackends,
		"failover_backends":           st.failoverBackends,
		"tls_edges":                   st.tlsEdges,
		"tcp_edges":                   st.tcpEdges,
		"https_edges":                 st.httpsEdges,
		"tunnel_sessions":             st.tunnelSessions,
		"event_destinations":          st.eventDestinations,
		"event_subscriptions":         st.eventSubscriptions,
		"agents":                      st.agents,
		"delivered_events":            st.deliveryLogs,
		"bot_users":                   st.botUsers,
		"service_users":               st.serviceUsers,
		"vaults":                      st.vaults,
		"secrets":                     st.secrets,
		"static_backends":             st.staticBackends,
		"tunnel_group_backends":       st.tunnelGroupBackends,
		"weighted_backends":           st.weightedBackends,
		"kubernetes_operators":        st.k8sOperators,
		"ai_gateway_api_keys":         st.aiGatewayAPIKeys,
		"tunnels":                     st.tunnels,
		"application_users":           st.applicationUsers,
		"application_sessions":        st.applicationSessions,
		"abuse_reports":               st.abuseReports,
	}
}
