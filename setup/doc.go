// Package setup brings an account to a description of it: describe the
// account as an Account (in Go or in YAML), plan the difference with
// NewPlan, read the plan's diff, and carry it out with Plan.Apply; Export
// writes an existing account as a description.
//
// # Identity
//
// A resource keeps its identity across runs without a local state file.
// Reserved domains are known by their domain, vaults by their name, IP
// policy rules by their CIDR within their policy, routes by their match
// within their edge, and vault secrets by their name within their vault.
// Every other resource is known by a marker that the package keeps in the
// resource's own metadata: the metadata of a resource this package manages
// is a JSON object whose member "ingress-setup" holds the resource's name in
// the description, for example {"ingress-setup":"office","team":"infra"}.
// The other members are the resource's metadata map in the description;
// members written there by hand are drift and are put back. Reserved
// domains and vaults carry the marker too, so that a resource with the
// same natural key that the description does not manage is never taken
// over by accident.
//
// Bot users and service users have no metadata, so no marker: a user is
// known by its name. The user of a described name is managed (its other
// fields are put back); a user whose name the description does not list
// is left alone, and Prune never deletes a user.
//
// A resource without the marker is not managed: it is never changed or
// deleted. Adopting one is explicit: give its ID in the description's
// adopt field, and the next apply writes the marker. A managed resource
// that the description no longer lists is deleted only with the Prune
// option. The children of a managed resource (the rules of an IP policy,
// the routes of an edge, the secrets of a vault) are exactly those the
// description lists: others are deleted.
//
// # Secrets
//
// Values the API never returns (secret values, the private keys of TLS
// certificates) come from the environment or a file, named in the
// description by a SecretSource; so do the PEM certificates of TLS
// certificates and certificate authorities, which are large. Tokens the API
// shows once (of tunnel credentials and API keys) are handed back once
// through OnToken or written to files of mode 0600 by TokenDir. No secret
// appears in a plan, its diff or JSON form, a progress report or an error.
//
// # Rate limit
//
// Apply runs independent changes in parallel on the plan's client. Give
// that client ingress.WithRateLimit with the API's limit (120 requests per
// minute) so that the server refuses none of them.
package setup
