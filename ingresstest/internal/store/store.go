package store

import (
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
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

// Store is an account's state: one typed table per resource kind, and
// what the simulation keeps beside the resources. The account's lock
// guards it.
type Store struct {
	Users  map[string]*User
	Tokens map[string]string // API key token -> API key ID

	APIKeys                *Table[apikeys.APIKey]
	TunnelCredentials      *Table[credentials.Tunnel]
	SSHCredentials         *Table[credentials.SSH]
	SSHAuthorities         *Table[sshcerts.Authority]
	SSHHostCertificates    *Table[sshcerts.HostCertificate]
	SSHUserCertificates    *Table[sshcerts.UserCertificate]
	TLSCertificates        *Table[certificates.TLSCertificate]
	CertificateAuthorities *Table[certificates.Authority]
	ReservedDomains        *Table[reserveddomains.ReservedDomain]
	ReservedAddrs          *Table[reservedaddrs.ReservedAddr]
	Endpoints              *Table[endpoints.Endpoint]
	AgentIngresses         *Table[agentingresses.AgentIngress]
	IPPolicies             *Table[ippolicies.Policy]
	IPRules                *Table[ippolicies.Rule]
	IPRestrictions         *Table[iprestrictions.IPRestriction]
	HTTPResponseBackends   *Table[backends.HTTPResponse]
	FailoverBackends       *Table[backends.Failover]
	TLSEdges               *Table[edges.TLSEdge]
	TCPEdges               *Table[edges.TCPEdge]
	HTTPSEdges             *Table[edges.HTTPSEdge]
	TunnelSessions         *Table[sessions.TunnelSession]
	EventDestinations      *Table[events.Destination]
	EventSubscriptions     *Table[events.Subscription]

	// Kinds holds, by ID prefix, the table and collection path of every
	// resource kind served, for references across kinds.
	Kinds map[string]Kind

	// SSHCAKeys holds the private keys of SSH certificate authorities.
	SSHCAKeys SSHCAKeys
	// AssignedAddrs holds every reserved address ever assigned: a
	// released address is never assigned again.
	AssignedAddrs map[string]bool
	// Agents holds the simulated agents, by the ID of their session.
	Agents *Table[AgentRecord]
	// DeliveryLogs holds the events delivered, by destination ID.
	DeliveryLogs *Table[DeliveryLog]
	// Provisioning holds the settings of certificate provisioning.
	Provisioning Provisioning

	// ServiceUsers holds the service users, which the API also serves
	// as bot users, by their service user IDs.
	ServiceUsers *Table[serviceusers.ServiceUser]
	Vaults       *Table[vaults.Vault]
	Secrets      *Table[vaults.Secret]
	// VaultSecrets holds the secrets of each vault, by vault ID: the
	// list of one vault and the names unique within it read it.
	VaultSecrets map[string]*Table[vaults.Secret]

	StaticBackends      *Table[backends.Static]
	TunnelGroupBackends *Table[backends.TunnelGroup]
	WeightedBackends    *Table[backends.Weighted]
	K8sOperators        *Table[k8soperators.Operator]
	AIGatewayAPIKeys    *Table[aigateway.APIKey]
	Tunnels             *Table[tunnels.Tunnel]
	ApplicationUsers    *Table[applications.User]
	ApplicationSessions *Table[applications.Session]
	AbuseReports        *Table[abusereports.AbuseReport]
	// AbuseReview holds the abuse reports under review, oldest first.
	AbuseReview AbuseReview
}

// Kind is what a reference to an ID needs to know of its kind.
type Kind struct {
	// Records are the kind's records: its table, or the records of
	// another kind under the IDs of this one.
	Records Readable
	// Path is the collection path, like "/api_keys".
	Path string
}

// New returns an empty store whose generated DNS names are in zone, and
// whose abuse reports are reviewed reviewDelay after they are made.
func New(zone string, reviewDelay time.Duration) Store {
	return Store{
		Users:                  make(map[string]*User),
		Tokens:                 make(map[string]string),
		APIKeys:                NewTable[apikeys.APIKey](),
		TunnelCredentials:      NewTable[credentials.Tunnel](),
		SSHCredentials:         NewTable[credentials.SSH](),
		SSHAuthorities:         NewTable[sshcerts.Authority](),
		SSHHostCertificates:    NewTable[sshcerts.HostCertificate](),
		SSHUserCertificates:    NewTable[sshcerts.UserCertificate](),
		TLSCertificates:        NewTable[certificates.TLSCertificate](),
		CertificateAuthorities: NewTable[certificates.Authority](),
		ReservedDomains:        NewTable[reserveddomains.ReservedDomain](),
		ReservedAddrs:          NewTable[reservedaddrs.ReservedAddr](),
		Endpoints:              NewTable[endpoints.Endpoint](),
		AgentIngresses:         NewTable[agentingresses.AgentIngress](),
		IPPolicies:             NewTable[ippolicies.Policy](),
		IPRules:                NewTable[ippolicies.Rule](),
		IPRestrictions:         NewTable[iprestrictions.IPRestriction](),
		HTTPResponseBackends:   NewTable[backends.HTTPResponse](),
		FailoverBackends:       NewTable[backends.Failover](),
		TLSEdges:               NewTable[edges.TLSEdge](),
		TCPEdges:               NewTable[edges.TCPEdge](),
		HTTPSEdges:             NewTable[edges.HTTPSEdge](),
		TunnelSessions:         NewTable[sessions.TunnelSession](),
		EventDestinations:      NewTable[events.Destination](),
		EventSubscriptions:     NewTable[events.Subscription](),
		Kinds:                  make(map[string]Kind),
		SSHCAKeys:              SSHCAKeys{},
		AssignedAddrs:          make(map[string]bool),
		Agents:                 NewTable[AgentRecord](),
		DeliveryLogs:           NewTable[DeliveryLog](),
		Provisioning:           Provisioning{Zone: zone, Keys: &ManagedKeys{}},

		ServiceUsers: NewTable[serviceusers.ServiceUser](),
		Vaults:       NewTable[vaults.Vault](),
		Secrets:      NewTable[vaults.Secret](),
		VaultSecrets: make(map[string]*Table[vaults.Secret]),

		StaticBackends:      NewTable[backends.Static](),
		TunnelGroupBackends: NewTable[backends.TunnelGroup](),
		WeightedBackends:    NewTable[backends.Weighted](),
		K8sOperators:        NewTable[k8soperators.Operator](),
		AIGatewayAPIKeys:    NewTable[aigateway.APIKey](),
		Tunnels:             NewTable[tunnels.Tunnel](),
		ApplicationUsers:    NewTable[applications.User](),
		ApplicationSessions: NewTable[applications.Session](),
		AbuseReports:        NewTable[abusereports.AbuseReport](),
		AbuseReview:         AbuseReview{Delay: reviewDelay},
	}
}

// KindOf returns the kind of the resource id, found by the part of the ID
// before "_", and whether that is a kind the server serves.
func (st *Store) KindOf(id string) (Kind, bool) {
	prefix, _, _ := strings.Cut(id, "_")
	k, ok := st.Kinds[prefix]
	return k, ok
}

// Checkpoint returns the functions that put each part of the store back as
// it is now. Records are never changed in place, so a table's checkpoint
// keeps its records and copies its index. The kinds are wiring, not state;
// the addresses ever assigned are kept, never reused.
func (st *Store) Checkpoint() []func() {
	tables := []interface{ Checkpoint() func() }{
		st.APIKeys, st.TunnelCredentials, st.SSHCredentials, st.SSHAuthorities,
		st.SSHHostCertificates, st.SSHUserCertificates, st.TLSCertificates,
		st.CertificateAuthorities, st.ReservedDomains, st.ReservedAddrs, st.Endpoints,
		st.AgentIngresses, st.IPPolicies, st.IPRules, st.IPRestrictions,
		st.HTTPResponseBackends, st.FailoverBackends, st.TLSEdges, st.TCPEdges,
		st.HTTPSEdges, st.TunnelSessions, st.EventDestinations, st.EventSubscriptions,
		st.Agents, st.DeliveryLogs, st.ServiceUsers, st.Vaults, st.Secrets,
		st.StaticBackends, st.TunnelGroupBackends, st.WeightedBackends, st.K8sOperators,
		st.AIGatewayAPIKeys, st.Tunnels, st.ApplicationUsers, st.ApplicationSessions,
		st.AbuseReports,
	}
	var out []func()
	for _, t := range tables {
		out = append(out, t.Checkpoint())
	}
	users, tokens, caKeys := maps.Clone(st.Users), maps.Clone(st.Tokens), maps.Clone(st.SSHCAKeys)
	vaultSecrets := make(map[string]func(), len(st.VaultSecrets))
	held := maps.Clone(st.VaultSecrets)
	for id, t := range st.VaultSecrets {
		vaultSecrets[id] = t.Checkpoint()
	}
	prov, review := st.Provisioning, st.AbuseReview
	review.Queue = slices.Clone(review.Queue)
	return append(out, func() {
		st.Users, st.Tokens, st.SSHCAKeys = maps.Clone(users), maps.Clone(tokens), maps.Clone(caKeys)
		for _, restore := range vaultSecrets {
			restore()
		}
		st.VaultSecrets = maps.Clone(held)
		st.Provisioning = prov
		st.AbuseReview = review
		st.AbuseReview.Queue = slices.Clone(review.Queue)
	})
}
