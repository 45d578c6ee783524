package fake

// families registers the routes of every resource family, in an order in
// which each family's references are registered before it.
var families = []func(*Server){
	registerAPIKeys,
	registerCredentials,
	registerSSHCerts,
	registerCertificates,
	registerReservedDomains,
	registerReservedAddrs,
	registerEndpoints,
	registerAgentIngresses,
	registerIPPolicies,
	registerBackends,
	registerEdges,
	registerSessions,
	registerEvents,
}
