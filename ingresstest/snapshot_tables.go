package ingresstest

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// recordTable is a table as a snapshot sees it, whatever its records.
type recordTable interface {
	// export copies the table's references to its records, under the
	// server's lock, and returns the function that encodes them, which
	// runs without it.
	export() func() (json.RawMessage, error)
	// load fills an empty table with the records of an exported one.
	load(raw json.RawMessage) error
	// adopt makes the table hold the records of from, a table of the
	// same kind; the caller holds the lock.
	adopt(from recordTable)
	// size returns the number of records.
	size() int
}

// stateTables returns every table of the store by the name a snapshot
// gives it. TestStateCoversTheStore fails when a table of the store is
// not here.
func (st *store) stateTables() map[string]recordTable {
	return map[string]recordTable{
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

// export copies the table's index; records are never changed in place,
// so they are encoded later as they are now: as a JSON object from ID to
// record, whose members encoding/json writes in ID order, which is the
// table's order.
func (t *table[T]) export() func() (json.RawMessage, error) {
	byID := maps.Clone(t.byID)
	return func() (json.RawMessage, error) {
		return json.Marshal(byID)
	}
}

// load reads the records that export wrote, each with an empty slot for
// its encoding (see encoded.go).
func (t *table[T]) load(raw json.RawMessage) error {
	byID := map[string]*T{}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &byID); err != nil {
			return err
		}
	}
	for id, v := range byID {
		if v == nil || id == "" || strings.ContainsRune(id, '/') {
			return fmt.Errorf("record %q is not a record", id)
		}
	}
	t.byID, t.order = byID, slices.Sorted(maps.Keys(byID))
	t.encoded = make(map[*T]*encodedRecord, len(byID))
	for _, v := range byID {
		t.encoded[v] = &encodedRecord{}
	}
	return nil
}

// adopt takes over the records of from.
func (t *table[T]) adopt(from recordTable) {
	*t = *from.(*table[T])
}

// size returns the number of records.
func (t *table[T]) size() int { return len(t.byID) }
