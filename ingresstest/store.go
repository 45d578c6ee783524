package ingresstest

import (
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/store"

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

// accountStore is the server's state: one typed table per resource kind, and
// what the simulation keeps beside the resources. The server's lock guards
// it.
type accountStore struct {
	users  map[string]*user
	tokens map[string]string // API key token -> API key ID

	apiKeys                *store.Table[apikeys.APIKey]
	tunnelCredentials      *store.Table[credentials.Tunnel]
	sshCredentials         *store.Table[credentials.SSH]
	sshAuthorities         *store.Table[sshcerts.Authority]
	sshHostCertificates    *store.Table[sshcerts.HostCertificate]
	sshUserCertificates    *store.Table[sshcerts.UserCertificate]
	tlsCertificates        *store.Table[certificates.TLSCertificate]
	certificateAuthorities *store.Table[certificates.Authority]
	reservedDomains        *store.Table[reserveddomains.ReservedDomain]
	reservedAddrs          *store.Table[reservedaddrs.ReservedAddr]
	endpoints              *store.Table[endpoints.Endpoint]
	agentIngresses         *store.Table[agentingresses.AgentIngress]
	ipPolicies             *store.Table[ippolicies.Policy]
	ipRules                *store.Table[ippolicies.Rule]
	ipRestrictions         *store.Table[iprestrictions.IPRestriction]
	httpResponseBackends   *store.Table[backends.HTTPResponse]
	failoverBackends       *store.Table[backends.Failover]
	tlsEdges               *store.Table[edges.TLSEdge]
	tcpEdges               *store.Table[edges.TCPEdge]
	httpsEdges             *store.Table[edges.HTTPSEdge]
	tunnelSessions         *store.Table[sessions.TunnelSession]
	eventDestinations      *store.Table[events.Destination]
	eventSubscriptions     *store.Table[events.Subscription]

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
	agents *store.Table[agentRecord]
	// deliveryLogs holds the events delivered, by destination ID.
	deliveryLogs *store.Table[deliveryLog]
	// provisioning holds the settings of certificate provisioning.
	provisioning provisioning

	botUsers     *store.Table[botusers.BotUser]
	serviceUsers *store.Table[serviceusers.ServiceUser]
	vaults       *store.Table[vaults.Vault]
	secrets      *store.Table[vaults.Secret]
	// vaultSecrets holds the secrets of each vault, by vault ID: the
	// list of one vault and the names unique within it read it.
	vaultSecrets map[string]*store.Table[vaults.Secret]

	staticBackends      *store.Table[backends.Static]
	tunnelGroupBackends *store.Table[backends.TunnelGroup]
	weightedBackends    *store.Table[backends.Weighted]
	k8sOperators        *store.Table[k8soperators.Operator]
	aiGatewayAPIKeys    *store.Table[aigateway.APIKey]
	tunnels             *store.Table[tunnels.Tunnel]
	applicationUsers    *store.Table[applications.User]
	applicationSessions *store.Table[applications.Session]
	abuseReports        *store.Table[abusereports.AbuseReport]
	// abuseReview holds the abuse reports under review, oldest first.
	abuseReview abuseReview
}

// kindOfID is what a reference to an ID needs to know of its kind.
type kindOfID struct {
	// records is the kind's table.
	records store.Records
	// path is the collection path, like "/api_keys".
	path string
}

// newStore returns an empty store whose generated DNS names are in zone.
func newStore(zone string) accountStore {
	return accountStore{
		users:                  make(map[string]*user),
		tokens:                 make(map[string]string),
		apiKeys:                store.NewTable[apikeys.APIKey](),
		tunnelCredentials:      store.NewTable[credentials.Tunnel](),
		sshCredentials:         store.NewTable[credentials.SSH](),
		sshAuthorities:         store.NewTable[sshcerts.Authority](),
		sshHostCertificates:    store.NewTable[sshcerts.HostCertificate](),
		sshUserCertificates:    store.NewTable[sshcerts.UserCertificate](),
		tlsCertificates:        store.NewTable[certificates.TLSCertificate](),
		certificateAuthorities: store.NewTable[certificates.Authority](),
		reservedDomains:        store.NewTable[reserveddomains.ReservedDomain](),
		reservedAddrs:          store.NewTable[reservedaddrs.ReservedAddr](),
		endpoints:              store.NewTable[endpoints.Endpoint](),
		agentIngresses:         store.NewTable[agentingresses.AgentIngress](),
		ipPolicies:             store.NewTable[ippolicies.Policy](),
		ipRules:                store.NewTable[ippolicies.Rule](),
		ipRestrictions:         store.NewTable[iprestrictions.IPRestriction](),
		httpResponseBackends:   store.NewTable[backends.HTTPResponse](),
		failoverBackends:       store.NewTable[backends.Failover](),
		tlsEdges:               store.NewTable[edges.TLSEdge](),
		tcpEdges:               store.NewTable[edges.TCPEdge](),
		httpsEdges:             store.NewTable[edges.HTTPSEdge](),
		tunnelSessions:         store.NewTable[sessions.TunnelSession](),
		eventDestinations:      store.NewTable[events.Destination](),
		eventSubscriptions:     store.NewTable[events.Subscription](),
		kinds:                  make(map[string]kindOfID),
		sshCAKeys:              sshCAKeys{},
		assignedAddrs:          make(map[string]bool),
		agents:                 store.NewTable[agentRecord](),
		deliveryLogs:           store.NewTable[deliveryLog](),
		provisioning:           provisioning{zone: zone, keys: &managedKeys{}},

		botUsers:     store.NewTable[botusers.BotUser](),
		serviceUsers: store.NewTable[serviceusers.ServiceUser](),
		vaults:       store.NewTable[vaults.Vault](),
		secrets:      store.NewTable[vaults.Secret](),
		vaultSecrets: make(map[string]*store.Table[vaults.Secret]),

		staticBackends:      store.NewTable[backends.Static](),
		tunnelGroupBackends: store.NewTable[backends.TunnelGroup](),
		weightedBackends:    store.NewTable[backends.Weighted](),
		k8sOperators:        store.NewTable[k8soperators.Operator](),
		aiGatewayAPIKeys:    store.NewTable[aigateway.APIKey](),
		tunnels:             store.NewTable[tunnels.Tunnel](),
		applicationUsers:    store.NewTable[applications.User](),
		applicationSessions: store.NewTable[applications.Session](),
		abuseReports:        store.NewTable[abusereports.AbuseReport](),
		abuseReview:         abuseReview{delay: DefaultAbuseReviewTime},
	}
}

// kindOf returns the kind of the resource id, found by the part of the ID
// before "_", and whether that is a kind the server serves.
func (st *accountStore) kindOf(id string) (kindOfID, bool) {
	prefix, _, _ := strings.Cut(id, "_")
	k, ok := st.kinds[prefix]
	return k, ok
}

// loadRecord returns the record of t with the given ID, or a 404 error
// for a resource of kind (like "api_key") when there is none.
func loadRecord[T any](t *store.Table[T], kind, id string) (*T, error) {
	v, ok := t.Get(id)
	if !ok {
		return nil, notFound(kind, id)
	}
	return v, nil
}
