package setup

// families returns the kinds an Account holds, each after the kinds it
// refers to and its children after their parents. Changes are made in
// this order and deleted in the reverse order.
func families() []family {
	return []family{
		reservedDomains(),
		reservedAddrs(),
		ipPolicies(),
		ipRules(),
		ipRestrictions(),
		certificateAuthorities(),
		tlsCertificates(),
		sshAuthorities(),
		httpResponseBackends(),
		staticBackends(),
		tunnelGroupBackends(),
		weightedBackends(),
		failoverBackends(),
		httpsEdges(),
		routes(),
		tcpEdges(),
		tlsEdges(),
		cloudEndpoints(),
		eventDestinations(),
		eventSubscriptions(),
		tunnelCredentials(),
		sshCredentials(),
		apiKeys(),
		botUsers(),
		serviceUsers(),
		vaultKind(),
		secrets(),
	}
}
