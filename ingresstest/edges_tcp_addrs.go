package ingresstest

import (
	"net"
	"net/http"
	"strings"
)

// checkTCPEdgeAddrs checks the hostports of a TCP edge: each must be a TCP
// address the account has reserved. A domain is refused with
// CodeTCPEdgeDomain, any other address with CodeAddrNotReserved. The
// caller holds the lock.
func (s *Server) checkTCPEdgeAddrs(hostports []string) error {
	for _, hp := range hostports {
		if s.reservedAddr(hp) != nil {
			continue
		}
		host, _, _ := net.SplitHostPort(hp)
		if !looksLikeTCPAddr(host) {
			return apiErrorf(http.StatusBadRequest, CodeTCPEdgeDomain, "TCP edges can only be associated with TCP addresses: %s is a domain", hp)
		}
		return apiErrorf(http.StatusBadRequest, CodeAddrNotReserved, "the address %s is not reserved", hp)
	}
	return nil
}

// looksLikeTCPAddr reports whether host is written as a TCP address rather
// than a domain: an IP address, or a name like "1.tcp.ngrok.io" whose first
// label is a number and whose second is "tcp".
func looksLikeTCPAddr(host string) bool {
	if net.ParseIP(host) != nil {
		return true
	}
	labels := strings.Split(strings.ToLower(host), ".")
	if len(labels) < 3 || labels[1] != "tcp" || labels[0] == "" {
		return false
	}
	return strings.Trim(labels[0], "0123456789") == ""
}
