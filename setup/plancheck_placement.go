package setup

import (
	"fmt"
	"net"
	"strings"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// holder is a resource that holds a hostport or a URL: one the
// description describes (id empty) or one of the account (name empty when
// the description does not manage it).
type holder struct {
	kind, name, id string
	// pooled says, of an endpoint, that it enables pooling.
	pooled bool
}

// String names h as a problem shows it.
func (h holder) String() string {
	switch {
	case h.id == "":
		return fmt.Sprintf("the %s %q of the description", h.kind, h.name)
	case h.name == "":
		return fmt.Sprintf("%s %s, which the description does not manage", h.kind, h.id)
	}
	return fmt.Sprintf("%s %s, managed as %q", h.kind, h.id, h.name)
}

// same reports whether h, of the account, is the described resource d:
// the one the description manages under d's kind and name, which Apply
// updates rather than creates.
func (h holder) same(d holder) bool { return h.kind == d.kind && h.name != "" && h.name == d.name }

// checkPlacement records the problems of what the description puts where
// the API refuses it at apply, as far as the account's state shows:
//   - a hostport of an edge that another described edge has too, or that
//     an edge of the account holds, unless it is the same edge
//     (ERR_NGROK_7122);
//   - a public cloud endpoint on a domain or TCP address that neither the
//     description nor the account reserves (ERR_NGROK_18006);
//   - a cloud endpoint on the URL of another endpoint, described or of
//     the account (agent endpoints included), unless both enable pooling
//     (ERR_NGROK_18009 and the pooling codes).
//
// An edge or endpoint of the account that the plan deletes or moves still
// holds its place when the new one is created (deletes come last), so it
// counts. Rules of one value alone are the SDK's, checked with the params.
func (p *planner) checkPlacement() {
	p.checkRestrictionTypes()
	p.checkEdgeHostports()
	for i, ep := range p.want.CloudEndpoints {
		p.checkEndpointPlace(i, ep)
	}
	p.checkSharedURLs()
}

// checkEdgeHostports records each hostport held twice: by two described
// edges, or by a described edge and another edge of the account. A TCP
// edge's hostports are those of the reserved addresses it names that the
// account has.
func (p *planner) checkEdgeHostports() {
	held := make(map[string]holder)
	for _, kind := range []string{"https_edge", "tls_edge", "tcp_edge"} {
		p.eachExistingEdge(kind, func(h holder, hostports []string) {
			for _, hp := range hostports {
				held[strings.ToLower(hp)] = h
			}
		})
	}
	described := make(map[string]holder)
	claim := func(path string, d holder, hostport string) {
		key := strings.ToLower(hostport)
		if other, ok := described[key]; ok && other != d {
			p.problems.add(path, "", fmt.Errorf("%s is also served by %s: an edge's hostports are its own", hostport, other))
			return
		}
		described[key] = d
		if h, ok := held[key]; ok && !h.same(d) {
			p.problems.add(path, "", fmt.Errorf("%s is served by %s: remove it there first", hostport, h))
		}
	}
	for i, e := range p.want.HTTPSEdges {
		for j, hp := range e.Hostports {
			claim(fmt.Sprintf("https_edges[%d].hostports[%d]", i, j), holder{kind: "https_edge", name: e.Name}, hp)
		}
	}
	for i, e := range p.want.TLSEdges {
		for j, hp := range e.Hostports {
			claim(fmt.Sprintf("tls_edges[%d].hostports[%d]", i, j), holder{kind: "tls_edge", name: e.Name}, hp)
		}
	}
	for i, e := range p.want.TCPEdges {
		for j, name := range e.Addresses {
			if hp, err := p.env.refs.id(aliasNS("reserved_addr"), name); err == nil && hp != plannedHostport {
				claim(fmt.Sprintf("tcp_edges[%d].addresses[%d]", i, j), holder{kind: "tcp_edge", name: e.Name}, hp)
			} else {
				claim(fmt.Sprintf("tcp_edges[%d].addresses[%d]", i, j), holder{kind: "tcp_edge", name: e.Name}, "reserved_addr "+name)
			}
		}
	}
}

// eachExistingEdge calls f with each edge of kind that the account holds
// and its hostports.
func (p *planner) eachExistingEdge(kind string, f func(holder, []string)) {
	switch st := p.read[kind].(type) {
	case *state[edges.HTTPSEdge]:
		for _, it := range st.items {
			f(existingHolder(kind, it.v.ID, it.id, it.managed), it.v.Hostports)
		}
	case *state[edges.TLSEdge]:
		for _, it := range st.items {
			f(existingHolder(kind, it.v.ID, it.id, it.managed), it.v.Hostports)
		}
	case *state[edges.TCPEdge]:
		for _, it := range st.items {
			f(existingHolder(kind, it.v.ID, it.id, it.managed), it.v.Hostports)
		}
	}
}

// existingHolder returns the holder of a resource of the account.
func existingHolder(kind, id string, name ident, managed bool) holder {
	h := holder{kind: kind, id: id}
	if managed {
		h.name = name.String()
	}
	return h
}

// endpointURL returns the URL of the described endpoint ep, parsed, with
// its binding, or false when the URL's own rules (the SDK's) refuse it.
func endpointURL(ep CloudEndpoint) (validate.EndpointURL, string, bool) {
	u, err := validate.ParseEndpointURL("url", ep.URL)
	if err != nil {
		return u, "", false
	}
	bindings := make([]string, len(ep.Bindings))
	for i, b := range ep.Bindings {
		bindings[i] = string(b)
	}
	return u, validate.InferBinding(bindings, u), true
}

// checkEndpointPlace records a problem when the public cloud endpoint ep,
// the i-th, is on a domain or address that neither the description nor
// the account reserves: a domain is reserved as itself or under a
// wildcard domain ("*.example.com" for "app.example.com"); a TCP address
// is one the account has reserved, since the API chooses the address of
// one the description reserves.
func (p *planner) checkEndpointPlace(i int, ep CloudEndpoint) {
	u, binding, ok := endpointURL(ep)
	if !ok || binding != validate.BindingPublic {
		return
	}
	path := fmt.Sprintf("cloud_endpoints[%d].url", i)
	if u.Scheme == "tcp" {
		if !p.addrReserved(u.HostPort()) {
			p.problems.add(path, "", fmt.Errorf("the address %s is not reserved: a tcp URL needs an address the account has reserved", u.HostPort()))
		}
		return
	}
	if !p.domainReserved(u.Host) {
		p.problems.add(path, "", fmt.Errorf("the domain %s is not reserved: describe it under reserved_domains", u.Host))
	}
}

// domainReserved reports whether host is a domain that the description
// or the account reserves, itself or, unless it is a wildcard, under a
// wildcard domain; a domain of the account that the plan deletes does not
// count.
func (p *planner) domainReserved(host string) bool {
	reserved := func(d string) bool {
		return p.described["reserved_domain"][d] || p.existing["reserved_domain"][d] && !p.deleted("reserved_domain", d)
	}
	if reserved(host) || strings.HasPrefix(host, "*.") {
		return reserved(host)
	}
	for parent := host; ; {
		_, rest, ok := strings.Cut(parent, ".")
		if !ok || !strings.Contains(rest, ".") {
			return false
		}
		if reserved("*." + rest) {
			return true
		}
		parent = rest
	}
}

// addrReserved reports whether hostport is an address the account has
// reserved.
func (p *planner) addrReserved(hostport string) bool {
	st, _ := p.read["reserved_addr"].(*state[reservedaddrs.ReservedAddr])
	if st == nil {
		return false
	}
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return false
	}
	for _, it := range st.items {
		if h, pt, err := net.SplitHostPort(it.v.Addr); err == nil && strings.EqualFold(h, host) && pt == port {
			return true
		}
	}
	return false
}

// checkSharedURLs records each described cloud endpoint whose URL another
// endpoint has too, described or of the account, when either of them
// does not enable pooling. URLs compare in their canonical form, as the
// API compares them.
func (p *planner) checkSharedURLs() {
	held := make(map[string][]holder)
	if st, ok := p.read["cloud_endpoint"].(*state[endpoints.Endpoint]); ok {
		for _, it := range st.items {
			h := existingHolder("cloud_endpoint", it.v.ID, it.id, it.managed)
			h.pooled = it.v.PoolingEnabled
			held[canonicalURL(it.v.URL)] = append(held[canonicalURL(it.v.URL)], h)
		}
		for _, ep := range st.others {
			held[canonicalURL(ep.URL)] = append(held[canonicalURL(ep.URL)], holder{kind: string(ep.Type) + " endpoint", id: ep.ID, pooled: ep.PoolingEnabled})
		}
	}
	described := make(map[string][]holder)
	for i, ep := range p.want.CloudEndpoints {
		u, _, ok := endpointURL(ep)
		if !ok {
			continue
		}
		url := u.Canonical()
		d := holder{kind: "cloud_endpoint", name: ep.Name, pooled: ep.PoolingEnabled}
		others := described[url]
		for _, h := range held[url] {
			if !h.same(d) {
				others = append(others, h)
			}
		}
		for _, other := range others {
			if !d.pooled || !other.pooled {
				p.problems.add(fmt.Sprintf("cloud_endpoints[%d].url", i), "",
					fmt.Errorf("%s is also the URL of %s: endpoints share a URL only when each enables pooling_enabled", url, other))
				break
			}
		}
		described[url] = append(described[url], d)
	}
}

// canonicalURL returns the canonical form of an endpoint's URL as the
// account holds it, or the URL itself when it does not parse.
func canonicalURL(raw string) string {
	u, err := validate.ParseEndpointURL("url", raw)
	if err != nil {
		return raw
	}
	return u.Canonical()
}
