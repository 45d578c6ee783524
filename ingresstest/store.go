package ingresstest

import (
	"strings"

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

// store is the server's state: one typed table per resource kind, and
// what the simulation keeps beside the resources. The server's lock guards
// it.
type store struct {
	users  map[string]*user
	tokens map[string]string // API key token -> API key ID

	apiKeys                *table[apikeys.APIKey]
	tunnelCredentials      *table[credentials.Tunnel]
	sshCredentials         *table[credentials.SSH]
	sshAuthorities         *table[sshcerts.Authority]
	sshHostCertificates    *table[sshcerts.HostCertificate]
	sshUserCertificates    *table[sshcerts.UserCertificate]
	tlsCertificates        *table[certificates.TLSCertificate]
	certificateAuthorities *table[certificates.Authority]
	reservedDomains        *table[reserveddomains.ReservedDomain]
	reservedAddrs          *table[reservedaddrs.ReservedAddr]
	endpoints              *table[endpoints.Endpoint]
	agentIngresses         *table[agentingresses.AgentIngress]
	ipPolicies             *table[ippolicies.Policy]
	ipRules                *table[ippolicies.Rule]
	ipRestrictions         *table[iprestrictions.IPRestriction]
	httpResponseBackends   *table[backends.HTTPResponse]
	failoverBackends       *table[backends.Failover]
	tlsEdges               *table[edges.TLSEdge]
	tcpEdges               *table[edges.TCPEdge]
	httpsEdges             *table[edges.HTTPSEdge]
	tunnelSessions         *table[sessions.TunnelSession]
	eventDestinations      *table[events.Destination]
	eventSubscriptions     *table[events.Subscription]

	// kinds holds, by ID prefix, the table and collection path of every
	// resource kind served, for references across kinds (exists and
	// existingRef).
	kinds map[string]kindOfID

	// sshCAKeys holds the private keys of SSH certificate authorities.
	sshCAKeys sshCAKeys
	// assignedAddrs holds every reserved address ever assigned: a
	// released address is never assigned again.
	assignedAddrs map[string]bool
	// agents holds the simulated agents, by the ID of their session.
	agents *table[agentRecord]
	// deliveryLogs holds the events delivered, by destination ID.
	deliveryLogs *table[deliveryLog]
	// provisioning holds the settings of certificate provisioning.
	provisioning provisioning

	botUsers     *table[botusers.BotUser]
	serviceUsers *table[serviceusers.ServiceUser]
	vaults       *table[vaults.Vault]
	secrets      *table[vaults.Secret]
	// vaultSecrets holds the secrets of each vault, by vault ID: the
	// list of one vault and the names unique within it read it.
	vaultSecrets map[string]*table[vaults.Secret]

	staticBackends      *table[backends.Static]
	tunnelGroupBackends *table[backends.TunnelGroup]
	weightedBackends    *table[backends.Weighted]
	k8sOperators        *table[k8soperators.Operator]
	aiGatewayAPIKeys    *table[aigateway.APIKey]
	tunnels             *table[tunnels.Tunnel]
	applicationUsers    *table[applications.User]
	applicationSessions *table[applications.Session]
	abuseReports        *table[abusereports.AbuseReport]
	// abuseReview holds the abuse reports under review, oldest first.
	abuseReview abuseReview
}

// kindOfID is what a reference to an ID needs to know of its kind.
type kindOfID struct {
	// records tells whether a record with the ID exists.
	records interface{ has(id string) bool }
	// path is the collection path, like "/api_keys".
	path string
}

// newStore returns an empty store whose generated DNS names are in zone.
func newStore(zone string) store {
	return store{
		users:                  make(map[string]*user),
		tokens:                 make(map[string]string),
		apiKeys:                newTable[apikeys.APIKey](),
		tunnelCredentials:      newTable[credentials.Tunnel](),
		sshCredentials:         newTable[credentials.SSH](),
		sshAuthorities:         newTable[sshcerts.Authority](),
		sshHostCertificates:    newTable[sshcerts.HostCertificate](),
		sshUserCertificates:    newTable[sshcerts.UserCertificate](),
		tlsCertificates:        newTable[certificates.TLSCertificate](),
		certificateAuthorities: newTable[certificates.Authority](),
		reservedDomains:        newTable[reserveddomains.ReservedDomain](),
		reservedAddrs:          newTable[reservedaddrs.ReservedAddr](),
		endpoints:              newTable[endpoints.Endpoint](),
		agentIngresses:         newTable[agentingresses.AgentIngress](),
		ipPolicies:             newTable[ippolicies.Policy](),
		ipRules:                newTable[ippolicies.Rule](),
		ipRestrictions:         newTable[iprestrictions.IPRestriction](),
		httpResponseBackends:   newTable[backends.HTTPResponse](),
		failoverBackends:       newTable[backends.Failover](),
		tlsEdges:               newTable[edges.TLSEdge](),
		tcpEdges:               newTable[edges.TCPEdge](),
		httpsEdges:             newTable[edges.HTTPSEdge](),
		tunnelSessions:         newTable[sessions.TunnelSession](),
		eventDestinations:      newTable[events.Destination](),
		eventSubscriptions:     newTable[events.Subscription](),
		kinds:                  make(map[string]kindOfID),
		sshCAKeys:              sshCAKeys{},
		assignedAddrs:          make(map[string]bool),
		agents:                 newTable[agentRecord](),
		deliveryLogs:           newTable[deliveryLog](),
		provisioning:           provisioning{zone: zone, keys: &managedKeys{}},

		botUsers:     newTable[botusers.BotUser](),
		serviceUsers: newTable[serviceusers.ServiceUser](),
		vaults:       newTable[vaults.Vault](),
		secrets:      newTable[vaults.Secret](),
		vaultSecrets: make(map[string]*table[vaults.Secret]),

		staticBackends:      newTable[backends.Static](),
		tunnelGroupBackends: newTable[backends.TunnelGroup](),
		weightedBackends:    newTable[backends.Weighted](),
		k8sOperators:        newTable[k8soperators.Operator](),
		aiGatewayAPIKeys:    newTable[aigateway.APIKey](),
		tunnels:             newTable[tunnels.Tunnel](),
		applicationUsers:    newTable[applications.User](),
		applicationSessions: newTable[applications.Session](),
		abuseReports:        newTable[abusereports.AbuseReport](),
		abuseReview:         abuseReview{delay: DefaultAbuseReviewTime},
	}
}

// kindOf returns the kind of the resource id, found by the part of the ID
// before "_", and whether that is a kind the server serves.
func (st *store) kindOf(id string) (kindOfID, bool) {
	prefix, _, _ := strings.Cut(id, "_")
	k, ok := st.kinds[prefix]
	return k, ok
}
