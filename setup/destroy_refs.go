package setup

import (
	"maps"
	"net"
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
)

// Every resource that reading the account found, managed or not, may
// name others by their IDs (or, for the hostports of edges, by a reserved
// domain's domain or a reserved address's host:port). This file holds
// those references, read from the API's types as NewDestroyPlan checks
// them, whoever manages the resource; the kinds' refers give those of
// described resources, by name.

// user is a resource of the account that refers to others, as a Use shows
// it.
type user struct {
	kind, id, parent, name, description string
}

// reference is a user's reference, through its field, to the resource
// with the ID target.
type reference struct {
	by     user
	field  string
	target string
}

// to returns the references of u through field to the IDs targets; an
// empty ID refers to nothing.
func (u user) to(field string, targets ...string) []reference {
	var out []reference
	for _, t := range targets {
		if t != "" {
			out = append(out, reference{by: u, field: field, target: t})
		}
	}
	return out
}

// userOf returns the user that it is: a resource of kind with the ID id
// and the description description, named as it was identified.
func userOf[T any](kind string, it found[T], id, description string) user {
	return user{kind: kind, id: id, name: it.id.name, description: description}
}

// refID returns the ID of ref, "" for nil.
func refID(ref *ingress.Ref) string {
	if ref == nil {
		return ""
	}
	return ref.ID
}

// mutualTLSOf returns the IDs of the certificate authorities of a mutual
// TLS module. A disabled module names them too: enabling it again needs
// them.
func mutualTLSOf(m *edges.MutualTLS) []string {
	if m == nil {
		return nil
	}
	return refIDs(m.CertificateAuthorities)
}

// modules returns the references of u through the backend and IP
// restriction modules of an edge or a route, disabled ones included.
func (u user) modules(b *edges.Backend, ipr *edges.IPRestriction) []reference {
	var out []reference
	if b != nil && b.Backend != nil {
		out = u.to("backend", b.Backend.ID)
	}
	if ipr != nil {
		out = append(out, u.to("ip_restriction", refIDs(ipr.IPPolicies)...)...)
	}
	return out
}

// reservations holds the reserved domains by their domain and the
// reserved addresses by their host:port, both in lower case, with their
// IDs: the hostports of edges name them so.
type reservations struct {
	domains, addrs map[string]string
}

// reservationsIn returns the reservations of states.
func reservationsIn(states []any) reservations {
	r := reservations{domains: make(map[string]string), addrs: make(map[string]string)}
	for _, st := range states {
		switch st := st.(type) {
		case *state[reserveddomains.ReservedDomain]:
			for _, it := range st.items {
				r.domains[strings.ToLower(it.v.Domain)] = it.v.ID
			}
		case *state[reservedaddrs.ReservedAddr]:
			for _, it := range st.items {
				r.addrs[strings.ToLower(it.v.Addr)] = it.v.ID
			}
		}
	}
	return r
}

// onDomains returns the IDs of the reserved domains that hostports are
// on, as the API matches them: the host, whatever its case, is the
// domain.
func (r reservations) onDomains(hostports []string) []string {
	var ids []string
	for _, hp := range hostports {
		host, _, err := net.SplitHostPort(hp)
		if err != nil {
			host = hp
		}
		ids = append(ids, r.domains[strings.ToLower(host)])
	}
	return ids
}

// onAddrs returns the IDs of the reserved addresses that hostports are.
func (r reservations) onAddrs(hostports []string) []string {
	var ids []string
	for _, hp := range hostports {
		ids = append(ids, r.addrs[strings.ToLower(hp)])
	}
	return ids
}

// references returns the references of every resource that reading the
// account found (states, as readAll returns them) to others by their IDs:
// a reserved domain's certificate; a cloud endpoint's domain and address;
// the domains of the hostports of HTTPS and TLS edges, the addresses of
// those of TCP edges; the backend and IP restriction modules of routes and
// of TCP and TLS edges; the certificate authorities of the mutual TLS
// modules of HTTPS and TLS edges; the backends that weighted and failover
// backends list; the IP policies of IP restrictions; and the destinations
// of event subscriptions. The children that setup reads with their parent
// (IP policy rules, vault secrets) go with it and are left out.
func references(states []any) []reference {
	res := reservationsIn(states)
	var out []reference
	for _, st := range states {
		switch st := st.(type) {
		case *state[reserveddomains.ReservedDomain]:
			for _, it := range st.items {
				u := userOf("reserved_domain", it, it.v.ID, it.v.Description)
				out = append(out, u.to("certificate", refID(it.v.Certificate))...)
			}
		case *state[endpoints.Endpoint]:
			for _, it := range st.items {
				u := userOf("cloud_endpoint", it, it.v.ID, it.v.Description)
				out = append(out, u.to("domain", refID(it.v.Domain))...)
				out = append(out, u.to("tcp_addr", refID(it.v.TCPAddr))...)
			}
		case *state[edges.HTTPSEdge]:
			for _, it := range st.items {
				u := userOf("https_edge", it, it.v.ID, it.v.Description)
				out = append(out, u.to("hostports", res.onDomains(it.v.Hostports)...)...)
				out = append(out, u.to("mutual_tls", mutualTLSOf(it.v.MutualTLS)...)...)
			}
		case *state[edges.Route]:
			for _, it := range st.items {
				u := userOf("https_edge_route", it, it.v.ID, it.v.Description)
				u.parent = it.v.EdgeID
				out = append(out, u.modules(it.v.Backend, it.v.IPRestriction)...)
			}
		case *state[edges.TCPEdge]:
			for _, it := range st.items {
				u := userOf("tcp_edge", it, it.v.ID, it.v.Description)
				out = append(out, u.to("hostports", res.onAddrs(it.v.Hostports)...)...)
				out = append(out, u.modules(it.v.Backend, it.v.IPRestriction)...)
			}
		case *state[edges.TLSEdge]:
			for _, it := range st.items {
				u := userOf("tls_edge", it, it.v.ID, it.v.Description)
				out = append(out, u.to("hostports", res.onDomains(it.v.Hostports)...)...)
				out = append(out, u.modules(it.v.Backend, it.v.IPRestriction)...)
				out = append(out, u.to("mutual_tls", mutualTLSOf(it.v.MutualTLS)...)...)
			}
		case *state[backends.Weighted]:
			for _, it := range st.items {
				u := userOf(weightedKind, it, it.v.ID, it.v.Description)
				out = append(out, u.to("backends", slices.Sorted(maps.Keys(it.v.Backends))...)...)
			}
		case *state[backends.Failover]:
			for _, it := range st.items {
				u := userOf(failoverKind, it, it.v.ID, it.v.Description)
				out = append(out, u.to("backends", it.v.Backends...)...)
			}
		case *state[iprestrictions.IPRestriction]:
			for _, it := range st.items {
				u := userOf("ip_restriction", it, it.v.ID, it.v.Description)
				out = append(out, u.to("ip_policies", refIDs(it.v.IPPolicies)...)...)
			}
		case *state[events.Subscription]:
			for _, it := range st.items {
				u := userOf("event_subscription", it, it.v.ID, it.v.Description)
				out = append(out, u.to("destinations", refIDs(it.v.Destinations)...)...)
			}
		}
	}
	return out
}
