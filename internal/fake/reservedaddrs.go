package fake

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/reservedaddrs"
)

// Ports from which reserved addresses are assigned, and the number of
// hosts per region that they are spread over.
const (
	firstAddrPort = 10000
	addrPorts     = 20000
	addrHosts     = 10
)

// addrState remembers every address ever assigned: a released address is
// never assigned again.
type addrState struct {
	assigned map[string]bool
}

func registerReservedAddrs(s *Server) {
	st := stateOf(s, "reserved_addrs", func() *addrState { return &addrState{assigned: make(map[string]bool)} })
	Register(s, Resource[reservedaddrs.ReservedAddr, reservedaddrs.CreateParams, reservedaddrs.UpdateParams]{
		Kind: "reserved_addr", Path: reservedaddrs.Path, Member: reservedaddrs.ListMember, Prefix: "ra",
		Create: func(c *Call, p *reservedaddrs.CreateParams) (*reservedaddrs.ReservedAddr, error) {
			region := reservedaddrs.RegionUS
			setIf(&region, p.Region)
			return &reservedaddrs.ReservedAddr{
				ID: c.ID, URI: c.URI, CreatedAt: c.Now, Region: region, Addr: s.assignAddr(st, region),
				Description: deref(p.Description), Metadata: deref(p.Metadata),
			}, nil
		},
		Update: func(_ *Call, a reservedaddrs.ReservedAddr, p *reservedaddrs.UpdateParams) (*reservedaddrs.ReservedAddr, error) {
			setIf(&a.Description, p.Description)
			setIf(&a.Metadata, p.Metadata)
			return &a, nil
		},
		Delete: func(_ *Call, a *reservedaddrs.ReservedAddr) error {
			if ep := s.endpointOn("tcp://" + a.Addr); ep != nil {
				return Conflict("reserved address %s is in use by endpoint %s; delete the endpoint first", a.Addr, ep.ID)
			}
			return nil
		},
	})
}

// reservedAddrs returns the table of reserved addresses.
func (s *Server) reservedAddrs() *Table[reservedaddrs.ReservedAddr] {
	return TableOf[reservedaddrs.ReservedAddr](s, "ra")
}

// reservedAddr returns the reserved address whose addr is hostport, or
// nil. The caller holds the lock.
func (s *Server) reservedAddr(hostport string) *reservedaddrs.ReservedAddr {
	return s.reservedAddrs().Find(func(a *reservedaddrs.ReservedAddr) bool { return a.Addr == hostport })
}

// assignAddr picks a new address in region, as the service does: a host
// "<n>.tcp.ngrok.io" in us and "<n>.tcp.<region>.ngrok.io" elsewhere, and
// a port, never one assigned before. The caller holds the lock.
func (s *Server) assignAddr(st *addrState, region reservedaddrs.Region) string {
	zone := "tcp.ngrok.io"
	if region != reservedaddrs.RegionUS {
		zone = "tcp." + string(region) + ".ngrok.io"
	}
	for {
		n := s.randomNumber(addrHosts * addrPorts)
		addr := fmt.Sprintf("%d.%s:%d", n%addrHosts, zone, firstAddrPort+n/addrHosts)
		if !st.assigned[addr] {
			st.assigned[addr] = true
			return addr
		}
	}
}

// randomNumber returns a number from 0 to n-1 (n at most 2^40) from the
// server's random source, which a seed makes deterministic.
func (s *Server) randomNumber(n int) int {
	v := 0
	for _, c := range s.ids.Token(8) {
		v = v<<5 | strings.IndexRune(crockford, c)
	}
	return v % n
}

// addrNotReserved is the error for a tcp:// endpoint URL whose address the
// account has not reserved.
func addrNotReserved(hostport string) error {
	return Errorf(http.StatusBadRequest, CodeAddrNotReserved, "the address %s is not reserved", hostport)
}
