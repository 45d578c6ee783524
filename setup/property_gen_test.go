package setup_test

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// choices is where the generator's decisions come from: the bytes of a
// fuzz input first, one a decision, then a generator seeded by them, so
// that a fuzzer's change of a byte changes one decision.
type choices struct {
	data []byte
	rnd  *rand.Rand
}

// seeded returns the choices of the seed alone.
func seeded(seed uint64) *choices {
	return &choices{rnd: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// fromBytes returns the choices that data starts.
func fromBytes(data []byte) *choices {
	h := fnv.New64a()
	h.Write(data)
	c := seeded(h.Sum64())
	c.data = data
	return c
}

// intn returns a decision in [0, n).
func (c *choices) intn(n int) int {
	if n <= 1 {
		return 0
	}
	if len(c.data) > 0 {
		b := c.data[0]
		c.data = c.data[1:]
		return int(b) % n
	}
	return c.rnd.IntN(n)
}

// chance reports true one time in n.
func (c *choices) chance(n int) bool { return c.intn(n) == 0 }

// pick returns one of vs.
func pick[T any](c *choices, vs ...T) T { return vs[c.intn(len(vs))] }

// some returns up to max members of vs, without repeating one.
func some[T comparable](c *choices, max int, vs ...T) []T {
	var out []T
	for i, n := 0, c.intn(max+1); i < n && len(vs) > 0; i++ {
		if v := vs[c.intn(len(vs))]; !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// generated is one case: what the account holds before the description
// is planned, the description, and how its tokens are kept.
type generated struct {
	// pre are the unmanaged resources made by hand first.
	pre preState
	// want is the description.
	want setup.Account
	// tokens is how Apply keeps the tokens: "hand" hands them to a
	// function, "dir" writes them to a directory, "missing" to a
	// directory that does not exist.
	tokens string
	// mutations name the near-valid mistakes made in want.
	mutations []string
	// next, when set, is the description planned once want is applied,
	// with Prune when prune is set: it updates, replaces, creates and
	// deletes what want made.
	next  *setup.Account
	prune bool
}

// preState are resources made by hand, without a marker, before the
// description is planned.
type preState struct {
	// domain is reserved when set.
	domain string
	// edgeOn is the hostport of an HTTPS edge made when set.
	edgeOn string
	// endpointOn is the URL of a cloud endpoint made when set, pooled
	// when endpointPooled.
	endpointOn     string
	endpointPooled bool
	// vault is the name of a vault made when set.
	vault string
	// wildcard is a wildcard domain reserved when set.
	wildcard string
}

// gen builds one case from c. Most of each kind's resources are valid;
// now and then one gets a near-valid mistake, named in mutations.
type gen struct {
	c *choices
	g generated
	// rate is one in how many chances to make a mistake takes it: the
	// case's own, so that some cases have none and some several.
	rate int
	// made counts the names given, to keep them apart.
	made int
	// last is the last name given.
	last string
	// hostports are those the described edges serve.
	hostports map[string]bool
	// pooled says, of each URL of a described endpoint, in its
	// canonical form, whether each endpoint there enables pooling.
	pooled map[string]bool
	// prev is, for a next description, the description before it.
	prev *setup.Account
}

// generate returns a case made with c.
func generate(c *choices) generated {
	x := &gen{c: c}
	x.pre()
	x.describe()
	x.g.tokens = pick(c, "hand", "hand", "hand", "dir", "missing")
	if c.chance(2) {
		y := &gen{c: c, g: generated{pre: x.g.pre}, prev: &x.g.want}
		y.describe()
		x.g.next, x.g.prune = &y.g.want, c.chance(2)
	}
	return x.g
}

// describe makes the description, at a rate of mistakes of its own.
func (x *gen) describe() {
	x.rate = pick(x.c, 0, 0, 0, 60, 25, 10)
	x.domains()
	x.addrs()
	x.ipPolicies()
	x.restrictions()
	x.certs()
	x.backends()
	x.edges()
	x.cloudEndpoints()
	x.events()
	x.credentials()
	x.users()
	x.vaults()
}

// mutate reports whether to make a mistake, at the case's rate, and
// notes it by name when it does.
func (x *gen) mutate(name string) bool {
	if x.rate == 0 || !x.c.chance(x.rate) {
		return false
	}
	x.g.mutations = append(x.g.mutations, name)
	return true
}

// names are the names resources are given, each with a number that
// keeps it apart from the others.
var names = []string{"a", "b", "c"}

// vaultNames are the names of the described vaults; the account's made
// by hand is "legacy".
var vaultNames = []string{"prod", "staging"}

// domainsPool are the domains that descriptions use: p.example.com is
// the one the account may hold by hand, z.example.net one never reserved.
var domainsPool = []string{"a.example.com", "b.example.com", "p.example.com", "z.example.net"}

// name returns a name not given yet, now and then an empty one or the
// last one given.
func (x *gen) name() string {
	switch {
	case x.mutate("empty name"):
		return ""
	case x.last != "" && x.mutate("name given twice"):
		return x.last
	}
	x.made++
	x.last = pick(x.c, names...) + strconv.Itoa(x.made)
	return x.last
}

// common returns a description and metadata, now and then too long.
func (x *gen) common() setup.Common {
	var c setup.Common
	if x.c.chance(3) {
		c.Description = pick(x.c, "managed", "tier one")
	}
	if x.mutate("description too long") {
		c.Description = strings.Repeat("d", 256)
	}
	if x.c.chance(4) {
		c.Metadata = map[string]string{"team": pick(x.c, "infra", "web")}
	}
	return c
}

// pre chooses what the account holds, made by hand, before the
// description is planned.
func (x *gen) pre() {
	p := &x.g.pre
	if x.c.chance(3) {
		p.domain = "p.example.com"
		switch x.c.intn(4) {
		case 0:
			p.edgeOn = "p.example.com:443"
		case 1:
			p.endpointOn, p.endpointPooled = "https://p.example.com", x.c.chance(2)
		}
	}
	if x.c.chance(4) {
		p.wildcard = "*.w.example.com"
	}
	if x.c.chance(6) {
		p.vault = "legacy"
	}
}

// domains describes reserved domains.
func (x *gen) domains() {
	pool := domainsPool[:2]
	if x.g.pre.domain == "" || x.mutate("domain made by hand described") {
		pool = domainsPool[:3]
	}
	for _, d := range some(x.c, 2, pool...) {
		rd := setup.ReservedDomain{Domain: d, Common: x.common()}
		if x.mutate("domain not a name") {
			rd.Domain = "not a domain"
		}
		x.g.want.ReservedDomains = append(x.g.want.ReservedDomains, rd)
	}
	if n := len(x.g.want.ReservedDomains); n > 0 && x.mutate("domain described twice") {
		x.g.want.ReservedDomains = append(x.g.want.ReservedDomains, setup.ReservedDomain{Domain: x.g.want.ReservedDomains[n-1].Domain})
	}
}

// reserved returns the domains that the description or the account
// reserves.
func (x *gen) reserved() []string {
	var out []string
	for _, d := range x.g.want.ReservedDomains {
		out = append(out, d.Domain)
	}
	if x.g.pre.domain != "" && !slices.Contains(out, x.g.pre.domain) {
		out = append(out, x.g.pre.domain)
	}
	return out
}

// domain returns a reserved domain, or now and then, or when none is, one
// that is not.
func (x *gen) domain(mistake string) string {
	pool := x.reserved()
	if len(pool) > 0 && !x.mutate(mistake) {
		return pick(x.c, pool...)
	}
	if len(pool) == 0 {
		x.g.mutations = append(x.g.mutations, "no domain reserved")
	}
	return pick(x.c, domainsPool...)
}

// addrs describes reserved addresses.
func (x *gen) addrs() {
	for range x.c.intn(2) {
		a := setup.ReservedAddr{Name: x.name(), Common: x.common()}
		if x.c.chance(3) {
			a.Region = pick(x.c, reservedaddrs.RegionEU, reservedaddrs.RegionAU)
		}
		if x.mutate("unknown region") {
			a.Region = "mars"
		}
		x.g.want.ReservedAddrs = append(x.g.want.ReservedAddrs, a)
	}
}

// ipPolicies describes IP policies with distinct rules.
func (x *gen) ipPolicies() {
	for range x.c.intn(3) {
		p := setup.IPPolicy{Name: x.name(), Common: x.common()}
		for _, cidr := range some(x.c, 2, "203.0.113.0/24", "2001:db8::/32", "198.51.100.7") {
			r := setup.IPRule{CIDR: cidr, Action: pick(x.c, ippolicies.ActionAllow, ippolicies.ActionDeny)}
			if x.mutate("CIDR out of range") {
				r.CIDR = "203.0.113.0/33"
			}
			if x.mutate("unknown action") {
				r.Action = "alow"
			}
			p.Rules = append(p.Rules, r)
		}
		if len(p.Rules) > 0 && x.mutate("rule given twice") {
			p.Rules = append(p.Rules, p.Rules[0])
		}
		x.g.want.IPPolicies = append(x.g.want.IPPolicies, p)
	}
}

// policyNames returns at least least, and at most 2, names of described
// IP policies, now and then with one that is not described.
func (x *gen) policyNames(least int) []string {
	var pool []string
	for _, p := range x.g.want.IPPolicies {
		pool = append(pool, p.Name)
	}
	out := some(x.c, 2, pool...)
	for i := 0; len(out) < least && i < len(pool); i++ {
		if !slices.Contains(out, pool[i]) {
			out = append(out, pool[i])
		}
	}
	if x.mutate("IP policy not described") {
		out = append(out, "nowhere")
	}
	return out
}

// restrictions describes IP restrictions, when there are IP policies.
func (x *gen) restrictions() {
	for range x.c.intn(2) {
		if len(x.g.want.IPPolicies) == 0 && !x.mutate("restriction without policies") {
			return
		}
		r := setup.IPRestriction{Name: x.name(), Common: x.common(), Enforced: x.c.chance(2),
			Type:       pick(x.c, iprestrictions.TypeDashboard, iprestrictions.TypeAgent, iprestrictions.TypeEndpoints),
			IPPolicies: x.policyNames(1)}
		if x.mutate("unknown restriction type") {
			r.Type = "console"
		}
		x.g.want.IPRestrictions = append(x.g.want.IPRestrictions, r)
	}
}

// certs describes certificate authorities, TLS certificates and SSH
// certificate authorities.
func (x *gen) certs() {
	for range x.c.intn(2) {
		ca := setup.CertificateAuthority{Name: x.name(), Common: x.common(), CAPEM: setup.SecretSource{Env: "SETUP_TEST_CA_PEM"}}
		if x.mutate("CA from an unset variable") {
			ca.CAPEM.Env = "SETUP_TEST_UNSET"
		}
		x.g.want.CertificateAuthorities = append(x.g.want.CertificateAuthorities, ca)
	}
	if x.c.chance(4) {
		cert := setup.TLSCertificate{Name: x.name(), CertificatePEM: setup.SecretSource{Env: "SETUP_TEST_CERT_PEM"}, PrivateKeyPEM: setup.SecretSource{Env: "SETUP_TEST_KEY_PEM"}}
		if x.mutate("key that is a certificate") {
			cert.PrivateKeyPEM.Env = "SETUP_TEST_CERT_PEM"
		}
		x.g.want.TLSCertificates = append(x.g.want.TLSCertificates, cert)
	}
	if x.c.chance(4) {
		ca := setup.SSHCertificateAuthority{Name: x.name(), KeyType: pick(x.c, sshcerts.KeyTypeED25519, sshcerts.KeyTypeECDSA, sshcerts.KeyTypeRSA)}
		if x.mutate("unknown SSH key type") {
			ca.KeyType = "dsa"
		}
		x.g.want.SSHCertificateAuthorities = append(x.g.want.SSHCertificateAuthorities, ca)
	}
}

// backendNames are the names of the described backends, of every kind.
func (x *gen) backendNames() []string {
	a := &x.g.want
	var out []string
	for _, b := range a.HTTPResponseBackends {
		out = append(out, b.Name)
	}
	for _, b := range a.StaticBackends {
		out = append(out, b.Name)
	}
	for _, b := range a.TunnelGroupBackends {
		out = append(out, b.Name)
	}
	for _, b := range a.WeightedBackends {
		out = append(out, b.Name)
	}
	for _, b := range a.FailoverBackends {
		out = append(out, b.Name)
	}
	return out
}

// backend returns the name of a backend for an edge or route: a
// described one, none, or now and then one that is not described.
func (x *gen) backend() string {
	if x.mutate("backend not described") {
		return "nowhere"
	}
	if pool := x.backendNames(); len(pool) > 0 && x.c.chance(2) {
		return pick(x.c, pool...)
	}
	return ""
}

// backendName returns a name for a backend; backends of every kind share
// their names, so each kind has its own unless a mistake shares one.
func (x *gen) backendName(kind string) string {
	if x.last != "" && x.mutate("backend name shared") {
		return x.last
	}
	return kind + "-" + x.name()
}

// backends describes backends of every kind, each naming those before it.
func (x *gen) backends() {
	a := &x.g.want
	for range x.c.intn(2) {
		b := setup.HTTPResponseBackend{Name: x.backendName("resp"), Common: x.common(), StatusCode: pick[int32](x.c, 200, 404, 503), Body: "hello"}
		if x.mutate("status out of range") {
			b.StatusCode = pick[int32](x.c, 99, 600)
		}
		if x.c.chance(2) {
			b.Headers = map[string]string{"content-type": "text/plain"}
		}
		a.HTTPResponseBackends = append(a.HTTPResponseBackends, b)
	}
	for range x.c.intn(2) {
		b := setup.StaticBackend{Name: x.backendName("static"), Common: x.common(), Address: "origin.example.com:443", TLS: x.c.chance(2)}
		if x.mutate("address without port") {
			b.Address = "origin.example.com"
		}
		a.StaticBackends = append(a.StaticBackends, b)
	}
	for range x.c.intn(2) {
		a.TunnelGroupBackends = append(a.TunnelGroupBackends, setup.TunnelGroupBackend{Name: x.backendName("group"), Common: x.common(), Labels: map[string]string{"app": pick(x.c, "web", "api")}})
	}
	for range x.c.intn(2) {
		b := setup.WeightedBackend{Name: x.backendName("weighted"), Common: x.common(), Backends: map[string]int64{}}
		for _, n := range some(x.c, 2, x.backendNames()...) {
			b.Backends[n] = pick[int64](x.c, 1, 50, 10000)
		}
		if x.mutate("weight out of range") {
			b.Backends[pick(x.c, append(x.backendNames(), "nowhere")...)] = pick[int64](x.c, -1, 10001)
		}
		a.WeightedBackends = append(a.WeightedBackends, b)
	}
	for range x.c.intn(2) {
		b := setup.FailoverBackend{Name: x.backendName("failover"), Common: x.common(), Backends: some(x.c, 2, x.backendNames()...)}
		if x.mutate("failover names itself") {
			b.Backends = append(b.Backends, b.Name)
		}
		a.FailoverBackends = append(a.FailoverBackends, b)
	}
}

// hostport returns an edge's hostport on a reserved domain, port 443,
// now and then on port 80 or on a domain not reserved.
func (x *gen) hostport() string {
	d := x.domain("edge domain not reserved")
	if x.mutate("port 80") {
		return d + ":80"
	}
	hp := d + ":443"
	if hp == x.g.pre.edgeOn || x.hostports[hp] {
		x.g.mutations = append(x.g.mutations, "hostport taken")
	}
	if x.hostports == nil {
		x.hostports = make(map[string]bool)
	}
	x.hostports[hp] = true
	return hp
}

// tlsPolicy is a Traffic Policy for TLS and TCP edges.
const tlsPolicy = `on_tcp_connect:
  - actions:
      - type: restrict-ips
        config: {allow: [203.0.113.0/24]}
`

// edges describes HTTPS, TCP and TLS edges.
func (x *gen) edges() {
	a := &x.g.want
	for range x.c.intn(2) {
		e := setup.HTTPSEdge{Name: x.name(), Common: x.common(), Hostports: slices.Compact([]string{x.hostport()})}
		if x.c.chance(2) {
			e.MinTLSVersion = pick(x.c, edges.TLS12, edges.TLS13)
		}
		for range x.c.intn(3) {
			r := x.route()
			if slices.ContainsFunc(e.Routes, func(o setup.Route) bool { return o.MatchType == r.MatchType && o.Match == r.Match }) && !x.mutate("route given twice") {
				continue
			}
			e.Routes = append(e.Routes, r)
		}
		a.HTTPSEdges = append(a.HTTPSEdges, e)
	}
	for range x.c.intn(2) {
		var addrs []string
		for _, r := range a.ReservedAddrs {
			addrs = append(addrs, r.Name)
		}
		if x.mutate("address not described") {
			addrs = []string{"nowhere"}
		}
		if len(addrs) == 0 {
			break
		}
		e := setup.TCPEdge{Name: x.name(), Common: x.common(), Addresses: some(x.c, 1, addrs...),
			EdgeModules: setup.EdgeModules{Backend: x.backend()}}
		if x.c.chance(3) {
			e.TrafficPolicy = tlsPolicy
		}
		a.TCPEdges = append(a.TCPEdges, e)
	}
	for range x.c.intn(2) {
		e := setup.TLSEdge{Name: x.name(), Common: x.common(), Hostports: []string{x.hostport()},
			EdgeModules: setup.EdgeModules{Backend: x.backend()}}
		if x.c.chance(2) {
			e.TerminateAt = pick(x.c, edges.TerminateAtEdge, edges.TerminateAtUpstream)
		}
		if x.c.chance(3) && (e.TerminateAt == edges.TerminateAtEdge || x.mutate("mutual TLS passed through")) {
			for _, ca := range a.CertificateAuthorities {
				e.MutualTLS = append(e.MutualTLS, ca.Name)
			}
		}
		if x.c.chance(3) {
			e.IPPolicies = x.policyNames(0)
		}
		a.TLSEdges = append(a.TLSEdges, e)
	}
}

// route returns a route of an HTTPS edge with some of its modules.
func (x *gen) route() setup.Route {
	r := setup.Route{MatchType: pick(x.c, edges.MatchPathPrefix, edges.MatchExactPath), Match: pick(x.c, "/", "/api", "/hooks"), Backend: x.backend()}
	if x.mutate("match without slash") {
		r.Match = "api"
	}
	if x.c.chance(3) {
		r.IPPolicies = x.policyNames(0)
	}
	m := &r.RouteModules
	if x.c.chance(3) {
		m.CircuitBreaker = &setup.CircuitBreaker{ErrorThresholdPercentage: 0.5, VolumeThreshold: 20}
		if x.mutate("threshold over 1") {
			m.CircuitBreaker.ErrorThresholdPercentage = 1.5
		}
	}
	m.Compression = x.c.chance(3)
	if x.c.chance(3) {
		m.RequestHeaders = &setup.Headers{Add: map[string]string{"x-from": "edge"}, Remove: []string{"cookie"}}
	}
	if x.c.chance(3) {
		m.UserAgentFilter = &setup.UserAgentFilter{Deny: []string{"(?i)badbot"}}
		if x.mutate("filter that does not compile") {
			m.UserAgentFilter.Deny = []string{"(bad"}
		}
	}
	if x.c.chance(3) {
		m.TrafficPolicy = helloPolicy
		if x.mutate("policy that does not parse") {
			m.TrafficPolicy = "on_http_request: [\n"
		}
	}
	switch x.c.intn(6) {
	case 0:
		m.WebhookVerification = &setup.WebhookVerification{Provider: "github", Secret: &setup.SecretSource{Env: "SETUP_TEST_WEBHOOK_SECRET"}}
	case 1:
		m.OIDC = &setup.OIDC{Issuer: "https://accounts.example.com", ClientID: "ingress", ClientSecret: setup.SecretSource{Env: "SETUP_TEST_OIDC_SECRET"}}
		if x.mutate("OIDC issuer not a URL") {
			m.OIDC.Issuer = "accounts"
		}
	case 2:
		m.OAuth = &setup.OAuth{Provider: pick(x.c, "google", "github")}
	case 3:
		m.SAML = &setup.SAML{IdPMetadata: idpMetadata}
	}
	return r
}

// endpointURL returns a cloud endpoint's URL with the bindings it is
// made with.
func (x *gen) endpointURL() (string, []endpoints.Binding) {
	switch x.c.intn(9) {
	case 0:
		return "https://svc-" + x.name() + ".internal", []endpoints.Binding{endpoints.BindingInternal}
	case 4:
		return "http://web-" + x.name() + ".default", []endpoints.Binding{endpoints.BindingKubernetes}
	case 5:
		if x.mutate("port not the scheme's") {
			return "https://" + x.domain("endpoint domain not reserved") + ":8443", nil
		}
	case 6:
		if x.g.pre.wildcard != "" {
			return "https://" + x.name() + x.g.pre.wildcard[1:], nil
		}
	case 1:
		return "http://" + x.domain("endpoint domain not reserved"), nil
	case 2:
		return "tls://" + x.domain("endpoint domain not reserved") + ":443", nil
	case 3:
		if x.mutate("URL without scheme") {
			return x.domain("endpoint domain not reserved"), nil
		}
	}
	return "https://" + x.domain("endpoint domain not reserved"), pick(x.c, nil, []endpoints.Binding{endpoints.BindingPublic})
}

// shareURL notes that an endpoint, pooled or not, is on url, and notes
// a mistake when another endpoint there, described or made by hand, or
// this one does not enable pooling.
func (x *gen) shareURL(url string, pooled bool) {
	if x.pooled == nil {
		x.pooled = make(map[string]bool)
		if x.g.pre.endpointOn != "" {
			x.pooled[x.g.pre.endpointOn] = x.g.pre.endpointPooled
		}
	}
	others, seen := x.pooled[url]
	if seen && (!others || !pooled) {
		x.g.mutations = append(x.g.mutations, "URL taken without pooling")
	}
	x.pooled[url] = pooled && (!seen || others)
}

// cloudEndpoints describes cloud endpoints with a policy for their
// protocol.
func (x *gen) cloudEndpoints() {
	for range x.c.intn(3) {
		url, bindings := x.endpointURL()
		ep := setup.CloudEndpoint{Name: x.name(), Common: x.common(), URL: url, Bindings: bindings, PoolingEnabled: x.c.chance(2)}
		x.shareURL(strings.TrimSuffix(url, ":443"), ep.PoolingEnabled)
		if x.mutate("binding that does not fit") {
			ep.Bindings = []endpoints.Binding{endpoints.BindingKubernetes}
		}
		tls := strings.HasPrefix(url, "tls://")
		if x.mutate("policy of another protocol") {
			tls = !tls
		}
		switch {
		case tls:
			ep.TrafficPolicy = tlsPolicy
		case x.c.chance(2):
			ep.TrafficPolicy = helloPolicy
		default:
			ep.Policy = &trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.Deny{}}}}}}
		}
		if x.mutate("empty policy") {
			ep.TrafficPolicy, ep.Policy = "", nil
		}
		x.g.want.CloudEndpoints = append(x.g.want.CloudEndpoints, ep)
	}
}

// events describes event destinations and subscriptions.
func (x *gen) events() {
	a := &x.g.want
	var again []string
	if x.prev != nil {
		for _, d := range x.prev.EventDestinations {
			if x.c.chance(2) {
				again = append(again, d.Name)
			}
		}
	}
	for i := range len(again) + x.c.intn(2) {
		name := ""
		if i < len(again) {
			// A destination described again, with a target of either
			// kind: the API does not change a target's kind.
			name = again[i]
		} else {
			name = x.name()
		}
		d := setup.EventDestination{Name: name, Common: x.common()}
		switch x.c.intn(2) {
		case 0:
			d.Target.Kinesis = &events.Kinesis{Auth: &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}},
				StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/audit"}
		default:
			d.Target.Datadog = &events.Datadog{DDSite: "datadoghq.com"}
			d.Credentials.DatadogAPIKey = &setup.SecretSource{Env: "SETUP_TEST_DD_KEY"}
			if x.mutate("secret in the target") {
				d.Target.Datadog.APIKey = "dd-key"
			}
		}
		a.EventDestinations = append(a.EventDestinations, d)
	}
	for range x.c.intn(2) {
		var dests []string
		for _, d := range a.EventDestinations {
			dests = append(dests, d.Name)
		}
		if x.mutate("destination not described") {
			dests = []string{"nowhere"}
		}
		if len(dests) == 0 {
			return
		}
		s := setup.EventSubscription{Name: x.name(), Common: x.common(), Destinations: some(x.c, 1, dests...),
			EventTypes: some(x.c, 2, events.IPPolicyCreated, events.IPPolicyUpdated)}
		if x.mutate("unknown event type") {
			s.EventTypes = append(s.EventTypes, "ip_policy_moved.v0")
		}
		a.EventSubscriptions = append(a.EventSubscriptions, s)
	}
}

// credentials describes tunnel and SSH credentials and API keys.
func (x *gen) credentials() {
	a := &x.g.want
	for range x.c.intn(2) {
		cr := setup.TunnelCredential{Name: x.name(), Common: x.common()}
		if x.c.chance(2) {
			cr.ACL = []string{pick(x.c, "bind:*.example.com", "bind:a.example.com")}
		}
		if x.mutate("ACL rule without bind") {
			cr.ACL = append(cr.ACL, "a.example.com")
		}
		a.TunnelCredentials = append(a.TunnelCredentials, cr)
	}
	for range x.c.intn(2) {
		cr := setup.SSHCredential{Name: x.name(), Common: x.common(), PublicKey: sshPublicKey}
		if x.mutate("public key cut short") {
			cr.PublicKey = sshPublicKey[:30]
		}
		a.SSHCredentials = append(a.SSHCredentials, cr)
	}
	for range x.c.intn(2) {
		a.APIKeys = append(a.APIKeys, setup.APIKey{Name: x.name(), Common: x.common()})
	}
}

// users describes bot users and service users.
func (x *gen) users() {
	a := &x.g.want
	for range x.c.intn(2) {
		a.BotUsers = append(a.BotUsers, setup.BotUser{Name: x.name(), Active: pick(x.c, nil, new(true), new(false))})
	}
	for range x.c.intn(2) {
		name := x.name()
		if len(a.BotUsers) > 0 && x.mutate("user described as both a bot user and a service user") {
			name = a.BotUsers[0].Name
		}
		a.ServiceUsers = append(a.ServiceUsers, setup.ServiceUser{Name: name, Active: pick(x.c, nil, new(true), new(false))})
	}
}

// vaults describes vaults with their secrets.
func (x *gen) vaults() {
	for i := range x.c.intn(len(vaultNames) + 1) {
		v := setup.Vault{Name: vaultNames[i], Common: x.common()}
		if x.g.pre.vault != "" && x.mutate("vault made by hand") {
			v.Name = x.g.pre.vault
		}
		for _, name := range some(x.c, 2, "db", "token") {
			s := setup.Secret{Name: name, Value: setup.SecretSource{Env: "SETUP_TEST_DB_PASSWORD"}}
			if x.mutate("secret from an unset variable") {
				s.Value.Env = "SETUP_TEST_UNSET"
			}
			if x.mutate("secret name with a space") {
				s.Name = "db password"
			}
			v.Secrets = append(v.Secrets, s)
		}
		if len(v.Secrets) > 0 && x.mutate("secret given twice") {
			v.Secrets = append(v.Secrets, v.Secrets[0])
		}
		x.g.want.Vaults = append(x.g.want.Vaults, v)
	}
}
