package routing

import (
	"net"
	"net/http"
	"slices"
	"strings"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
)

// checkHTTPSHostports checks the hostports of HTTPS edge self. The lock is
// held.
func (s *account) checkHTTPSHostports(self string, hostports []string) error {
	return s.checkDomainHostports(self, hostports, "HTTPS", api.CodeHTTPSEdgeTCPAddr)
}

// checkTLSHostports checks the hostports of TLS edge self. The lock is
// held.
func (s *account) checkTLSHostports(self string, hostports []string) error {
	return s.checkDomainHostports(self, hostports, "TLS", api.CodeTLSEdgeTCPAddr)
}

// checkTCPHostports checks the hostports of TCP edge self: each a TCP
// address the account has reserved (a domain is refused with
// api.CodeTCPEdgeDomain, any other address with
// api.CodeAddrNotReserved), none of another edge. The lock is held.
func (s *account) checkTCPHostports(self string, hostports []string) error {
	for _, hp := range hostports {
		if s.engine.ReservedAddr(hp) != nil {
			continue
		}
		if host, _, _ := net.SplitHostPort(hp); !validate.IsTCPAddress(host) {
			return api.Errorf(http.StatusBadRequest, api.CodeTCPEdgeDomain, "TCP edges take only TCP addresses: %s is a domain", hp)
		}
		return api.Errorf(http.StatusBadRequest, api.CodeAddrNotReserved, "the address %s is not reserved", hp)
	}
	return s.checkHostportsFree(self, hostports)
}

// checkDomainHostports applies the rules of HTTPS and TLS edges: every
// hostport a domain the account has reserved, on port 443, and none
// another edge's.
func (s *account) checkDomainHostports(self string, hostports []string, kind, tcpCode string) error {
	for _, hp := range hostports {
		host, port, _ := net.SplitHostPort(hp)
		switch {
		case validate.IsTCPAddress(host):
			return api.Errorf(http.StatusBadRequest, tcpCode, "%s edges take only reserved domains: %s is a TCP address", kind, hp)
		case s.engine.ReservedDomain(strings.ToLower(host)) == nil:
			return api.Errorf(http.StatusBadRequest, api.CodeDomainNotReserved, "the domain %s is not reserved", hp)
		case port != validate.DomainEdgePort:
			return api.Errorf(http.StatusBadRequest, api.CodeDomainNotPort443, "the domain %s does not use port 443", hp)
		}
	}
	return s.checkHostportsFree(self, hostports)
}

// checkHostportsFree checks that no edge but self has any of hostports,
// which compare without regard to case.
func (s *account) checkHostportsFree(self string, hostports []string) error {
	for _, hp := range hostports {
		if owner := s.edgeWithHostport(hp); owner != "" && owner != self {
			return api.Errorf(http.StatusBadRequest, api.CodeHostportTaken, "hostport %s already exists for another edge (%s)", hp, owner)
		}
	}
	return nil
}

// edgeWithHostport returns the ID of the edge of any kind that has
// hostport, or "".
func (s *account) edgeWithHostport(hostport string) string {
	has := func(hs []string) bool {
		return slices.ContainsFunc(hs, func(h string) bool { return strings.EqualFold(h, hostport) })
	}
	if e := s.engine.Records.HTTPSEdges.Find(func(e *edges.HTTPSEdge) bool { return has(e.Hostports) }); e != nil {
		return e.ID
	}
	if e := s.engine.Records.TLSEdges.Find(func(e *edges.TLSEdge) bool { return has(e.Hostports) }); e != nil {
		return e.ID
	}
	if e := s.engine.Records.TCPEdges.Find(func(e *edges.TCPEdge) bool { return has(e.Hostports) }); e != nil {
		return e.ID
	}
	return ""
}
