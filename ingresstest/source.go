package ingresstest

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
)

// sourceAddrs holds what decides the source address the server sees for
// a request (see sourceOf).
type sourceAddrs struct {
	// of is the function of WithSourceAddr, nil without the option.
	of func(*http.Request) netip.Addr
	// fixed is the address of SetSourceAddr; nil or invalid when unset.
	fixed atomic.Pointer[netip.Addr]
}

// WithSourceAddr makes the server see the source address of each request
// as addr says, instead of the address of the connection it came on: for
// a server on loopback that is always 127.0.0.1 or ::1, whereas the IP
// restriction of the API's requests (see package iprestrictions) decides
// by the address of the caller. addr runs for every request, before it is
// authenticated and without the server's lock held; when it returns the
// zero netip.Addr, the server sees the connection's address. An address
// set with SetSourceAddr takes precedence over addr.
//
// SourceAddrHeader(name) reads the address from a request header: with it,
// each client of one server, in Go or not, can say where it calls from.
func WithSourceAddr(addr func(r *http.Request) netip.Addr) Option {
	return func(o *options) {
		o.after = append(o.after, func(s *Server) { s.source.of = addr })
	}
}

// SourceAddrHeader returns, for WithSourceAddr, a function that reads the
// source address of a request from its header name, like
// "X-Forwarded-For": the first address of a comma-separated list, an IPv4
// or IPv6 address without a port. A request without the header, or whose
// header does not hold such an address, has the connection's address.
//
// The server trusts the header blindly, as it must to be told an address
// that is not the connection's: give the option only to a server that
// serves tests.
func SourceAddrHeader(name string) func(*http.Request) netip.Addr {
	return func(r *http.Request) netip.Addr {
		v := r.Header.Get(name)
		first, _, _ := strings.Cut(v, ",")
		addr, err := netip.ParseAddr(strings.TrimSpace(first))
		if err != nil {
			return netip.Addr{}
		}
		return addr
	}
}

// SetSourceAddr makes the server see every request that follows as coming
// from addr, whatever connection it comes on and whatever WithSourceAddr
// says, until it is called again: a test can then call the API as if from
// each of the machines an IP restriction names, one after the other. The
// zero netip.Addr undoes it. Requests already running are not affected.
func (s *Server) SetSourceAddr(addr netip.Addr) {
	if !addr.IsValid() {
		s.source.fixed.Store(nil)
		return
	}
	s.source.fixed.Store(&addr)
}

// sourceAddrOf returns the source address of r as the server sees it: the
// address of SetSourceAddr, else the one WithSourceAddr's function
// returns, else the address of the connection. An address that cannot be
// read is the zero netip.Addr, which no IP policy allows.
func (s *Server) sourceAddrOf(r *http.Request) netip.Addr {
	if fixed := s.source.fixed.Load(); fixed != nil {
		return *fixed
	}
	if s.source.of != nil {
		if addr := s.source.of(r); addr.IsValid() {
			return addr
		}
	}
	return remoteAddr(r)
}

// remoteAddr returns the address of the connection r came on, from
// r.RemoteAddr ("host:port", or a bare host as some test harnesses set
// it), without a zone and with an IPv4-mapped address as IPv4.
func remoteAddr(r *http.Request) netip.Addr {
	host := r.RemoteAddr
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return addr.WithZone("").Unmap()
}
