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
		httpResponseBackends(),
		httpsEdges(),
		routes(),
		eventDestinations(),
		eventSubscriptions(),
		tunnelCredentials(),
		apiKeys(),
		vaultKind(),
		secrets(),
	}
}
