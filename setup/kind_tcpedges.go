package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// addrHostports returns the host:port pairs of the reserved addresses
// named names, reading those that the plan creates.
func addrHostports(ctx context.Context, e *env, names []string) ([]string, error) {
	hostports := make([]string, len(names))
	for i, n := range names {
		if hp, err := e.refs.id(aliasNS("reserved_addr"), n); err == nil {
			hostports[i] = hp
			continue
		}
		id, err := e.refs.id("reserved_addr", n)
		if err != nil {
			return nil, err
		}
		a, err := reservedaddrs.NewClient(e.c).Get(ctx, id)
		if err != nil {
			return nil, err
		}
		hostports[i] = a.Addr
	}
	return hostports, nil
}

// tcpEdges adapts TCP edges, known by their marker.
func tcpEdges() family {
	return marked(&kind[edges.TCPEdge, TCPEdge]{
		name:  "tcp_edge",
		slice: func(a *Account) *[]TCPEdge { return &a.TCPEdges },
		refers: func(d TCPEdge) []ref {
			return append(moduleRefs(d.Backend, d.IPPolicies), refsTo("reserved_addr", d.Addresses)...)
		},
		fields: func(d TCPEdge) fields {
			return fields{}.add("addresses", sorted(d.Addresses)).moduleFields(d.EdgeModules)
		},
		describe: func(ed *edges.TCPEdge, id ident, r *refs) TCPEdge {
			return TCPEdge{Name: id.name, Addresses: namesOf(r, ed.Hostports),
				EdgeModules: haveModules(ed.Backend, ed.IPRestriction, ed.TrafficPolicy, r)}
		},
		api:    through(func(c *ingress.Client) *edges.TCPClient { return edges.NewClient(c).TCP }, tcpEdgeParams, nil),
		update: updateTCPEdge,
	})
}

// tcpEdgeParams returns the params that create a TCP edge d.
func tcpEdgeParams(ctx context.Context, e *env, d TCPEdge) (*edges.TCPEdgeCreateParams, error) {
	p := &edges.TCPEdgeCreateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
		TrafficPolicy: trafficPolicyModule(d.TrafficPolicy)}
	var err error
	if p.Hostports, err = addrHostports(ctx, e, d.Addresses); err != nil {
		return nil, err
	}
	if p.Backend, p.IPRestriction, err = referringModules(e.refs, d.Backend, d.IPPolicies); err != nil {
		return nil, err
	}
	return p, nil
}

// updateTCPEdge brings a TCP edge to d: its own fields, then each module
// that changed.
func updateTCPEdge(ctx context.Context, e *env, have *edges.TCPEdge, d TCPEdge, changed map[string]bool) error {
	tcp := edges.NewClient(e.c).TCP
	if withCommonChanged(changed, "addresses") {
		hostports, err := addrHostports(ctx, e, d.Addresses)
		if err != nil {
			return err
		}
		if _, err := tcp.Update(ctx, have.ID, &edges.TCPEdgeUpdateParams{
			Hostports: hostports, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
		}); err != nil {
			return err
		}
	}
	mc := edgeModuleClients{backend: tcp.Backend, ipRestriction: tcp.IPRestriction, trafficPolicy: tcp.TrafficPolicy}
	return mc.update(ctx, e.refs, have.ID, d.EdgeModules, changed)
}
