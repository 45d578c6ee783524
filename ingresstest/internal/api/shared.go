package api

import (
	"maps"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/tunnels"
)

// This file holds what more than one group of families reads or changes
// in records another group owns: reservations that endpoints and edges
// check, the domain that holds a certificate, deletions announced one by
// one, and the links between tunnel group backends and tunnels.

// ReservedDomain returns the reserved domain for domain, or nil. The
// caller holds the lock.
func (e *Engine) ReservedDomain(domain string) *reserveddomains.ReservedDomain {
	return e.Records.ReservedDomains.Find(func(d *reserveddomains.ReservedDomain) bool { return d.Domain == domain })
}

// DomainWithCertificate returns a reserved domain whose certificate is
// certID, or nil. The caller holds the lock.
func (e *Engine) DomainWithCertificate(certID string) *reserveddomains.ReservedDomain {
	return e.Records.ReservedDomains.Find(func(d *reserveddomains.ReservedDomain) bool {
		return d.Certificate != nil && d.Certificate.ID == certID
	})
}

// ReservedAddr returns the reserved address whose addr is hostport, or
// nil. The caller holds the lock.
func (e *Engine) ReservedAddr(hostport string) *reservedaddrs.ReservedAddr {
	return e.Records.ReservedAddrs.Find(func(a *reservedaddrs.ReservedAddr) bool { return strings.EqualFold(a.Addr, hostport) })
}

// DeleteWhere deletes from t, oldest first, every record that match
// reports true for, announcing each as a deleted record of kind. The
// caller holds the lock.
func DeleteWhere[T any](e *Engine, t *store.Table[T], kind string, match func(*T) bool) {
	for _, v := range t.DeleteWhere(match) {
		e.Emit(kind, "deleted", v)
	}
}

// TunnelsMatching returns refs to the online backend tunnels whose labels
// include every one of labels, keys and values compared with case, as the
// platform documents the match; the list is empty, never nil, when none
// does. The caller holds the lock.
func (e *Engine) TunnelsMatching(labels map[string]string) []ingress.Ref {
	refs := []ingress.Ref{}
	e.Records.Tunnels.All(func(_ string, t *tunnels.Tunnel) bool {
		if len(t.Labels) > 0 && includes(t.Labels, labels) {
			refs = append(refs, ingress.Ref{ID: t.ID, URI: e.URI(wire.Tunnels.Path, t.ID)})
		}
		return true
	})
	return refs
}

// includes reports whether every label of want is in have, with the same
// value.
func includes(have, want map[string]string) bool {
	for k, v := range want {
		if got, ok := have[k]; !ok || got != v {
			return false
		}
	}
	return true
}

// LinkTunnelGroups brings both sides of the match between tunnel group
// backends and backend tunnels up to date, after either side changed: each
// group's tunnels, and each backend tunnel's backends. Records are
// replaced, never changed in place. The caller holds the lock.
func (e *Engine) LinkTunnelGroups() {
	groupsOf := make(map[string][]*ingress.Ref)
	e.Records.TunnelGroupBackends.All(func(id string, g *backends.TunnelGroup) bool {
		next := *g
		next.Labels = maps.Clone(g.Labels)
		next.Tunnels = e.TunnelsMatching(g.Labels)
		for _, t := range next.Tunnels {
			groupsOf[t.ID] = append(groupsOf[t.ID], &ingress.Ref{ID: g.ID, URI: g.URI})
		}
		e.Records.TunnelGroupBackends.Put(id, &next)
		return true
	})
	e.Records.Tunnels.All(func(id string, t *tunnels.Tunnel) bool {
		if len(t.Labels) == 0 {
			return true
		}
		next := *t
		next.Backends = groupsOf[id]
		if next.Backends == nil {
			next.Backends = []*ingress.Ref{}
		}
		e.Records.Tunnels.Put(id, &next)
		return true
	})
}
