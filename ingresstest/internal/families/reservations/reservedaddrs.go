package reservations

import (
	"fmt"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// Ports from which reserved addresses are assigned, and the number of
// hosts per region that they are spread over.
const (
	firstAddrPort = 10000
	addrPorts     = 20000
	addrHosts     = 10
)

func registerReservedAddrs(s *account) {
	api.ServeResource(s.engine, s.engine.Records.ReservedAddrs, api.Resource[reservedaddrs.ReservedAddr, reservedaddrs.CreateParams, reservedaddrs.UpdateParams]{
		Wire:   wire.ReservedAddrs,
		Create: s.createReservedAddr, Delete: s.deleteReservedAddr,
	})
}

// createReservedAddr is the create hook of reserved addresses: it assigns
// a new address in the region asked for, us by default, within the quota
// of reserved addresses.
func (s *account) createReservedAddr(c *api.Call, p *reservedaddrs.CreateParams) (*reservedaddrs.ReservedAddr, error) {
	if err := api.CheckQuota(s.engine.Records.ReservedAddrs.Len(), s.engine.Config.Quotas.ReservedAddrs, api.CodeReservedAddrQuota, "reserved addresses"); err != nil {
		return nil, err
	}
	region := api.DerefOr(p.Region, reservedaddrs.RegionUS)
	return &reservedaddrs.ReservedAddr{
		Region: region, Addr: s.assignAddr(region),
	}, nil
}

// assignAddr picks a new address in region, as the service does: a host
// "<n>.tcp.ngrok.io" in us and "<n>.tcp.<region>.ngrok.io" elsewhere, and
// a port, never one assigned before, even if it was released since. The
// caller holds the lock.
func (s *account) assignAddr(region reservedaddrs.Region) string {
	zone := "tcp.ngrok.io"
	if region != reservedaddrs.RegionUS {
		zone = "tcp." + string(region) + ".ngrok.io"
	}
	for {
		n := s.randomNumber(addrHosts * addrPorts)
		addr := fmt.Sprintf("%d.%s:%d", n%addrHosts, zone, firstAddrPort+n/addrHosts)
		if !s.engine.Records.AssignedAddrs[addr] {
			s.engine.Records.AssignedAddrs[addr] = true
			return addr
		}
	}
}

// randomNumber returns a number from 0 to n-1 (n at most 2^40) from the
// server's random source, which a seed makes deterministic.
func (s *account) randomNumber(n int) int {
	v := 0
	for _, c := range s.engine.IDs.Token(8) {
		v = v<<5 | strings.IndexRune(store.Crockford, c)
	}
	return v % n
}

// deleteReservedAddr is the delete hook of reserved addresses: it refuses
// while a cloud endpoint or a TCP edge is on the address.
func (s *account) deleteReservedAddr(c *api.Call, a *reservedaddrs.ReservedAddr) error {
	return s.addrInUse(a)
}
