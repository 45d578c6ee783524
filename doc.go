// Package ingress is a typed client for the tunnel and ingress management
// API (the ngrok API, version 2).
//
// Create one Client and hand it to the resource families, each a package of
// its own:
//
//   - credentials and access: apikeys, credentials (tunnel and SSH
//     credentials), sshcerts, botusers, serviceusers;
//   - addresses and certificates: reserveddomains, reservedaddrs,
//     agentingresses, certificates;
//   - who may connect: ippolicies, iprestrictions;
//   - where traffic goes: endpoints, edges, backends;
//   - what is online: sessions, tunnels;
//   - events: events (destinations, subscriptions and sources);
//   - secrets: vaults;
//   - the rest of the account: applications (application sessions and
//     users), abusereports, k8soperators, aigateway (AI gateway API keys).
//
// Each family's NewClient takes the Client:
//
//	c, err := ingress.NewClient(ingress.FromEnv()) // NGROK_API_KEY, NGROK_API_URL
//	if err != nil { ... }
//	keys := apikeys.NewClient(c)
//	k, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("ci")})
//
// Every call takes a context. The client sends the API's headers, retries
// what is safe to retry (GET, PUT, PATCH and DELETE on connection errors,
// 429 and 5xx other than 501; POST only on 429 and on failures to connect),
// honours Retry-After, and returns failures as *Error, which carries the
// HTTP status, the API's error code and message and the operation ID:
//
//	var apiErr *ingress.Error
//	if errors.As(err, &apiErr) { ... }
//	if ingress.IsNotFound(err) { ... }
//
// Requests are checked against the API's documented rules before they are
// sent; a broken rule is a *ValidationError naming the field and the rule.
//
// Lists are lazy: List returns an *Iter that fetches one page at a time,
// only when the caller reaches it.
//
//	for k, err := range keys.List(ctx, nil).All() { ... }
//
// Package trafficpolicy holds Traffic Policy documents as typed,
// validated values, which endpoints and edges take. Package setup brings
// an account to a description of it (plan, apply, export, destroy), as
// the command cmd/ingress does from a shell.
//
// The API key never appears in errors, logs or formatted output of the
// Client. Package ingresstest is an in-memory implementation of the API for
// tests that need no account and no network.
package ingress
