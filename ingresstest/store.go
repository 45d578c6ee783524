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
	Users  map[string]*user
	Tokens map[string]string // API key token -> API key ID

	APIKeys                *store.Table[apikeys.APIKey]
	TunnelCredentials      *store.Table[credentials.Tunnel]
	SSHCredentials         *store.Table[credentials.SSH]
	SSHAuthorities         *store.Table[sshcerts.Authority]
	SSHHostCertificates    *store.Table[sshcerts.HostCertificate]
	SSHUserCertificates    *store.Table[sshcerts.UserCertificate]
	TLSCertificates        *store.Table[certificates.TLSCertificate]
	CertificateAuthorities *store.Table[certificates.Authority]
	ReservedDomains        *store.Table[reserveddomains.ReservedDomain]
	ReservedAddrs          *store.Table[reservedaddrs.ReservedAddr]
	Endpoints              *store.Table[endpoints.Endpoint]
	AgentIngresses         *store.Table[agentingresses.AgentIngress]
	IPPolicies             *store.Table[ippolicies.Policy]
	IPRules                *store.Table[ippolicies.Rule]
	IPRestrictions         *store.Table[iprestrictions.IPRestriction]
	HTTPResponseBackends   *store.Table[backends.HTTPResponse]
	FailoverBackends       *store.Table[backends.Failover]
	TLSEdges               *store.Table[edges.TLSEdge]
	TCPEdges               *store.Table[edges.TCPEdge]
	HTTPSEdges             *store.Table[edges.HTTPSEdge]
	TunnelSessions         *store.Table[sessions.TunnelSession]
	EventDestinations      *store.Table[events.Destination]
	EventSubscriptions     *store.Table[events.Subscription]

	// kinds holds, by ID prefix, the table and collection path of every
	// resource kind served, for references across kinds (exists and
	// existingRef).
	Kinds map[string]kindOfID

	// sshCAKeys holds the private keys of SSH certificate authorities.
	SSHCAKeys sshCAKeys
	// assignedAddrs holds every reserved address ever assigned: a
	// released address is never assigned again.
	AssignedAddrs map[string]bool
	// agents holds the simulated agents, by the ID of their session.
	Agents *store.Table[agentRecord]
	// deliveryLogs holds the events delivered, by destination ID.
	DeliveryLogs *store.Table[deliveryLog]
	// provisioning holds the settings of certificate provisioning.
	Provisioning provisioning

	BotUsers     *store.Table[botusers.BotUser]
	ServiceUsers *store.Table[serviceusers.ServiceUser]
	Vaults       *store.Table[vaults.Vault]
	Secrets      *store.Table[vaults.Secret]
	// vaultSecrets holds the secrets of each vault, by vault ID: the
	// list of one vault and the names unique within it read it.
	VaultSecrets map[string]*store.Table[vaults.Secret]

	StaticBackends      *store.Table[backends.Static]
	TunnelGroupBackends *store.Table[backends.TunnelGroup]
	WeightedBackends    *store.Table[backends.Weighted]
	K8sOperators        *store.Table[k8soperators.Operator]
	AIGatewayAPIKeys    *store.Table[aigateway.APIKey]
	Tunnels             *store.Table[tunnels.Tunnel]
	ApplicationUsers    *store.Table[applications.User]
	ApplicationSessions *store.Table[applications.Session]
	AbuseReports        *store.Table[abusereports.AbuseReport]
	// abuseReview holds the abuse reports under review, oldest first.
	AbuseReview abuseReview
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
		Users:                  make(map[string]*user),
		Tokens:                 make(map[string]string),
		APIKeys:                store.NewTable[apikeys.APIKey](),
		TunnelCredentials:      store.NewTable[credentials.Tunnel](),
		SSHCredentials:         store.NewTable[credentials.SSH](),
		SSHAuthorities:         store.NewTable[sshcerts.Authority](),
		SSHHostCertificates:    store.NewTable[sshcerts.HostCertificate](),
		SSHUserCertificates:    store.NewTable[sshcerts.UserCertificate](),
		TLSCertificates:        store.NewTable[certificates.TLSCertificate](),
		CertificateAuthorities: store.NewTable[certificates.Authority](),
		ReservedDomains:        store.NewTable[reserveddomains.ReservedDomain](),
		ReservedAddrs:          store.NewTable[reservedaddrs.ReservedAddr](),
		Endpoints:              store.NewTable[endpoints.Endpoint](),
		AgentIngresses:         store.NewTable[agentingresses.AgentIngress](),
		IPPolicies:             store.NewTable[ippolicies.Policy](),
		IPRules:                store.NewTable[ippolicies.Rule](),
		IPRestrictions:         store.NewTable[iprestrictions.IPRestriction](),
		HTTPResponseBackends:   store.NewTable[backends.HTTPResponse](),
		FailoverBackends:       store.NewTable[backends.Failover](),
		TLSEdges:               store.NewTable[edges.TLSEdge](),
		TCPEdges:               store.NewTable[edges.TCPEdge](),
		HTTPSEdges:             store.NewTable[edges.HTTPSEdge](),
		TunnelSessions:         store.NewTable[sessions.TunnelSession](),
		EventDestinations:      store.NewTable[events.Destination](),
		EventSubscriptions:     store.NewTable[events.Subscription](),
		Kinds:                  make(map[string]kindOfID),
		SSHCAKeys:              sshCAKeys{},
		AssignedAddrs:          make(map[string]bool),
		Agents:                 store.NewTable[agentRecord](),
		DeliveryLogs:           store.NewTable[deliveryLog](),
		Provisioning:           provisioning{zone: zone, keys: &managedKeys{}},

		BotUsers:     store.NewTable[botusers.BotUser](),
		ServiceUsers: store.NewTable[serviceusers.ServiceUser](),
		Vaults:       store.NewTable[vaults.Vault](),
		Secrets:      store.NewTable[vaults.Secret](),
		VaultSecrets: make(map[string]*store.Table[vaults.Secret]),

		StaticBackends:      store.NewTable[backends.Static](),
		TunnelGroupBackends: store.NewTable[backends.TunnelGroup](),
		WeightedBackends:    store.NewTable[backends.Weighted](),
		K8sOperators:        store.NewTable[k8soperators.Operator](),
		AIGatewayAPIKeys:    store.NewTable[aigateway.APIKey](),
		Tunnels:             store.NewTable[tunnels.Tunnel](),
		ApplicationUsers:    store.NewTable[applications.User](),
		ApplicationSessions: store.NewTable[applications.Session](),
		AbuseReports:        store.NewTable[abusereports.AbuseReport](),
		AbuseReview:         abuseReview{delay: DefaultAbuseReviewTime},
	}
}

// kindOf returns the kind of the resource id, found by the part of the ID
// before "_", and whether that is a kind the server serves.
func (st *accountStore) kindOf(id string) (kindOfID, bool) {
	prefix, _, _ := strings.Cut(id, "_")
	k, ok := st.Kinds[prefix]
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
