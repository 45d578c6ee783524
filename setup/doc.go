// Package setup brings an account to a description of it. Describe the
// account as an [Account], in Go or in YAML ([Load] and [Parse] read it,
// [Account.WriteYAML] writes it); [NewPlan] reads the account and returns
// the changes that bring it to the description, which [Plan.String] shows
// as a diff and which encode to JSON; [Plan.Apply] makes them. [Export]
// describes an existing account.
//
// # What a description holds
//
// An Account lists, kind by kind, the resources it manages: reserved
// domains and reserved TCP addresses; IP policies with their rules, and IP
// restrictions; certificate authorities, TLS certificates and SSH
// certificate authorities; HTTP response, static, tunnel group, weighted
// and failover backends; HTTPS edges with their routes, TCP edges and TLS
// edges; cloud endpoints; event destinations and subscriptions; tunnel
// credentials, SSH credentials and API keys; bot users and service users;
// vaults with their secrets. Resources refer to each other by their names
// in the description, never by ID. Backends of every kind share one set of
// names, since edges, routes and other backends name them alike.
//
// The routes of HTTPS edges carry a backend, IP policies and the modules
// of [RouteModules]. TCP and TLS edges carry the modules of [EdgeModules]:
// a backend, IP policies and a Traffic Policy. A TCP edge names the
// reserved addresses it serves, whose host and port the API chooses; a TLS
// edge serves host:port pairs on reserved domains, terminates TLS at the
// edge or passes it through to the upstream (TerminateAt, with
// MinTLSVersion), and checks client certificates against the certificate
// authorities that MutualTLS names.
//
// A cloud endpoint's Traffic Policy is given either as text in YAML or
// JSON (TrafficPolicy) or as a typed [trafficpolicy.Policy] (Policy),
// which NewPlan validates; not both. Export writes it as text. The
// Traffic Policies of endpoints, edges and routes compare by their JSON
// form, so that the same policy written another way is no drift. Agent
// endpoints are the agents' doing and are left out.
//
// # Identity
//
// A resource keeps its identity across runs without a local state file.
// Reserved domains are known by their domain, vaults by their name, IP
// policy rules by their CIDR within their policy, routes by their match
// type and match within their edge, and vault secrets by their name within
// their vault. Every other resource is known by a marker that the package
// keeps in the resource's own metadata: the metadata of a resource this
// package manages is a JSON object whose member "ingress-setup" holds the
// resource's name in the description, for example
// {"ingress-setup":"office","team":"infra"}. The other members are the
// resource's metadata map in the description; members written there by
// hand are drift and are put back. Reserved domains and vaults carry the
// marker too, so that a resource with the same natural key that the
// description does not manage is never taken over by accident.
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
// # Planning
//
// A plan compares the fields of each described resource with those of
// the existing one, a field left empty included, which is compared as
// empty: a resource described without a description loses the one it
// has. What the API never returns is not compared (see Secrets), nor a
// reserved address's region, which is used only when the address is
// reserved. A change to a field that the API cannot update (an IP rule's
// action, an IP restriction's type, an SSH credential's key, an SSH
// certificate authority's key type, a cloud endpoint's URL scheme or
// pooling_enabled) replaces the resource.
//
// Before it changes anything, NewPlan refuses a description that names a
// resource twice, or that asks for what Apply would fail on:
//
//   - a resource whose request breaks a rule that the SDK checks before
//     sending (the families' Validate, the same code): every broken rule
//     of every resource is listed, each at its field, not only the first
//     that the SDK would answer with;
//   - a Traffic Policy, given as text or typed (trafficpolicy.Validate,
//     and ValidateFor with the scheme of a cloud endpoint's URL, so that
//     an HTTP phase on a tcp:// endpoint or an empty policy is refused),
//     or a text that does not parse: each mistake is at the line of the
//     member at fault, inside the text when it is a block scalar (| or >);
//   - a cloud endpoint that gives both traffic_policy and policy;
//   - a weighted or failover backend that names itself, or a cycle of
//     them, each naming the next, which the error spells out
//     (cycle a → b → a). Otherwise they may name each other at any
//     depth, as the API allows;
//   - a TLS edge that passes TLS through (terminate_at upstream) and gives
//     min_tls_version, mutual_tls or a Traffic Policy;
//   - an event destination whose target holds a secret written in the
//     description, that lacks the source of a secret its target needs, or
//     that names one its target has no use for;
//   - a reference to a resource that the description does not hold, or
//     that is of another kind than the field takes (mutual_tls naming a
//     backend);
//   - a described resource with a natural key that exists but is not
//     managed, unless the description adopts it;
//   - an HTTPS or TLS edge's hostport on a domain that neither the
//     description nor the account reserves, and a public cloud endpoint's
//     URL on such a domain (under a reserved wildcard domain counts) or on
//     a TCP address the account has not reserved;
//   - a hostport that two described edges serve, or that an edge of the
//     account serves other than the one the description manages under that
//     kind and name (an edge the plan deletes still holds it when the new
//     one is made: deletes come last);
//   - a cloud endpoint on the URL of another endpoint, described or of
//     the account (agent endpoints included), unless both enable pooling;
//     URLs compare in the API's form, without the scheme's default port;
//   - an IP restriction of a type that another described one, or one of
//     the account other than itself, has: an account has one of each;
//   - an SSH credential whose public key, comments aside, another
//     described credential has, or one of the account other than itself
//     (ERR_NGROK_609);
//   - an event destination described with a target of another kind than
//     the managed destination of its name has, which the API does not
//     change (ERR_NGROK_5108); it is not replaced, since its
//     subscriptions would keep the deleted one;
//   - a delete (of a child, or with Prune) of what a resource that the
//     plan keeps and does not change still uses, as NewDestroyPlan checks
//     its own; a domain that the plan deletes is not reserved for a
//     described edge or endpoint; an SSH certificate authority deleted or
//     replaced (which deletes it first) while a certificate it signed
//     exists (ERR_NGROK_1964);
//   - a secret source whose value the plan sends (with a create, a
//     replacement, or an update that sends it again) and that cannot be
//     read.
//
// A client made with ingress.WithoutValidation sends what the SDK's rules
// would refuse and lets the API judge it: with one, NewPlan skips those
// rules too, the families' and trafficpolicy.Validate, so that a
// description that the API takes and the SDK does not can be applied.
// Every other check above still holds: names, duplicates, cycles,
// references, secret sources and a text that does not parse.
//
// What the plan cannot know is met only when Apply makes the change: a
// quota or plan limit of the account, a name or domain that another
// account holds, and whatever another writer changes between the plan and
// Apply. TestPlanImpliesApply, a property test over generated
// descriptions, checks that everything else a plan accepts applies.
//
// # Secrets
//
// Values that the API never returns come from a [SecretSource], an
// environment variable or a file that the description names, never from
// the description itself: the value of a vault secret, the PEM
// certificate and the private key of a TLS certificate, the PEM
// certificate of a certificate authority, the secrets of a route's
// webhook verification, OIDC and OAuth modules, and the secret of an
// event destination's target ([EventCredentials]). Apply reads each from
// its source when it sends it: when the resource is created; for an event
// destination, with every update of it, whose plan shows where each
// secret comes from; for a route's module, whenever
// an update sets the module again because another of its fields changed.
// None is ever compared: a value changed at its source is not seen as
// drift, and the plan does not change.
//
// No option forces a value to be sent again. To send a new one, change
// another field of the event destination or of the route's module, so
// that the update sends it; or take the resource out of the description
// and apply (with Prune for a resource that is not a child), then put it
// back and apply: it is created again, with a new ID, from its source.
// Renaming it in the description does the same in one apply, the old one
// going with Prune, or at once for a child. Where the API can change the
// value in place (a vault secret, a route's module, an event
// destination), the SDK's own client can do it. The API cannot change the
// certificate of a TLS certificate or of a certificate authority.
//
// Tokens that the API shows once (of tunnel credentials and API keys) are
// handed back once, when Apply creates them, through [OnToken], or written
// to files of mode 0600 by [KeepTokens], which checks before the first
// change that each file can be made ([Plan.CheckTokens]) and names each
// file after its resource so that no two share one ([TokenFileName]). A
// token whose file still cannot be written is kept in a file of its own
// that the [*TokenError] names, or else in the error itself: never
// dropped. No secret appears in a plan, its
// diff or JSON form, a progress report, an error or the YAML of a
// description. Export names, for each such value, the environment
// variable to supply it from.
//
// # Applying
//
// Apply makes the changes in the plan's order: creates and updates of the
// resources that others name first, deletes last and in reverse. Weighted
// and failover backends nested in each other are created and updated by
// depth, each after those its description names, and deleted the other
// way round, each before those it names in the account as read. It runs
// independent changes in parallel ([Parallel]), reports each finished
// change through [OnProgress] with the ID of its resource (the new one of
// a create), and stops at the first error with every finished change
// whole: plan again to finish. Give the plan's client ingress.WithRateLimit
// with the API's limit (120 requests per minute) so that the server
// refuses none of the requests.
package setup
