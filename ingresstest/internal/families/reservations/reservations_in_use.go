package reservations

import (
	"net"
	"net/http"
	"slices"
	"strings"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
)

// domainInUse refuses the deletion of a reserved domain that a cloud
// endpoint, or a hostport of an HTTPS or TLS edge, is on. The caller
// holds the lock.
func (s *account) domainInUse(d *reserveddomains.ReservedDomain) error {
	user := ""
	onDomain := func(hostports []string) bool {
		return slices.ContainsFunc(hostports, func(hp string) bool {
			host, _, _ := net.SplitHostPort(hp)
			return strings.EqualFold(host, d.Domain)
		})
	}
	if ep := s.engine.Records.Endpoints.Find(func(ep *endpoints.Endpoint) bool {
		return ep.Type == endpoints.TypeCloud && ep.Domain != nil && ep.Domain.ID == d.ID
	}); ep != nil {
		user = "cloud endpoint " + ep.ID
	} else if e := s.engine.Records.HTTPSEdges.Find(func(e *edges.HTTPSEdge) bool { return onDomain(e.Hostports) }); e != nil {
		user = "HTTPS edge " + e.ID
	} else if e := s.engine.Records.TLSEdges.Find(func(e *edges.TLSEdge) bool { return onDomain(e.Hostports) }); e != nil {
		user = "TLS edge " + e.ID
	}
	if user == "" {
		return nil
	}
	return api.Errorf(http.StatusConflict, api.CodeDomainInUse,
		"the domain %s could not be deleted because it is still referenced by %s", d.Domain, user)
}

// addrInUse refuses the deletion of a reserved address that a cloud
// endpoint or a TCP edge is on. The caller holds the lock.
func (s *account) addrInUse(a *reservedaddrs.ReservedAddr) error {
	user := ""
	if ep := s.engine.Records.Endpoints.Find(func(ep *endpoints.Endpoint) bool {
		return ep.Type == endpoints.TypeCloud && ep.TCPAddr != nil && ep.TCPAddr.ID == a.ID
	}); ep != nil {
		user = "cloud endpoint " + ep.ID
	} else if e := s.engine.Records.TCPEdges.Find(func(e *edges.TCPEdge) bool {
		return slices.ContainsFunc(e.Hostports, func(hp string) bool { return strings.EqualFold(hp, a.Addr) })
	}); e != nil {
		user = "TCP edge " + e.ID
	}
	if user == "" {
		return nil
	}
	return api.Errorf(http.StatusConflict, api.CodeAddrInUse,
		"the address %s could not be deleted because it is still referenced by %s", a.Addr, user)
}
