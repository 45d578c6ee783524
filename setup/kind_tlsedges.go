package setup

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
)

// terminationOf returns where a described TLS edge terminates TLS: "edge"
// when it gives only a lowest version, "" when it configures nothing.
func terminationOf(d TLSEdge) edges.TerminateAt {
	if d.TerminateAt == "" && d.MinTLSVersion != "" {
		return edges.TerminateAtEdge
	}
	return d.TerminateAt
}

// terminationModule returns the TLS termination module of a described TLS
// edge, nil for none.
func terminationModule(d TLSEdge) *edges.TLSTerminationParams {
	at := terminationOf(d)
	if at == "" {
		return nil
	}
	p := &edges.TLSTerminationParams{TerminateAt: at}
	if d.MinTLSVersion != "" {
		p.MinVersion = new(d.MinTLSVersion)
	}
	return p
}

// mutualTLSModule returns the mutual TLS module of the certificate
// authorities named names, nil for none.
func mutualTLSModule(r *refs, names []string) (*edges.MutualTLSParams, error) {
	return idsModule(r, "certificate_authority", names, func(ids []string) *edges.MutualTLSParams {
		return &edges.MutualTLSParams{CertificateAuthorityIDs: ids}
	})
}

// checkTLSEdge refuses a TLS edge that terminates TLS upstream, so that
// TLS passes through it, and configures along with that what the API
// refuses then: a lowest TLS version, mutual TLS or a Traffic Policy.
func checkTLSEdge(d TLSEdge) error {
	if d.TerminateAt != edges.TerminateAtUpstream {
		return nil
	}
	for _, f := range []struct {
		name  string
		given bool
	}{{"min_tls_version", d.MinTLSVersion != ""}, {"mutual_tls", len(d.MutualTLS) > 0}, {"traffic_policy", d.TrafficPolicy != ""}} {
		if f.given {
			return fmt.Errorf("%s: not allowed with terminate_at %q, where TLS passes through the edge", f.name, d.TerminateAt)
		}
	}
	return nil
}

// describeTLSEdge describes an existing TLS edge named name.
func describeTLSEdge(ed *edges.TLSEdge, name string, r *refs) TLSEdge {
	d := TLSEdge{Name: name, Hostports: ed.Hostports, EdgeModules: haveModules(ed.Backend, ed.IPRestriction, ed.TrafficPolicy, r)}
	if t := ed.TLSTermination; t != nil && t.Enabled {
		d.TerminateAt, d.MinTLSVersion = t.TerminateAt, minTLS(t)
	}
	if m := ed.MutualTLS; m != nil && m.Enabled {
		for _, ca := range m.CertificateAuthorities {
			d.MutualTLS = append(d.MutualTLS, r.name(ca.ID))
		}
	}
	return d
}

// tlsEdgeFields renders the compared fields of a TLS edge.
func tlsEdgeFields(d TLSEdge) fields {
	return fields{}.add("hostports", sorted(d.Hostports)).moduleFields(d.EdgeModules).
		add("terminate_at", string(terminationOf(d))).add("min_tls_version", string(d.MinTLSVersion)).
		add("mutual_tls", sorted(d.MutualTLS))
}

// tlsEdges adapts TLS edges, known by their marker.
func tlsEdges() family {
	return marked(&kind[edges.TLSEdge, TLSEdge]{
		name:  "tls_edge",
		slice: func(a *Account) *[]TLSEdge { return &a.TLSEdges },
		refers: func(d TLSEdge) []ref {
			return append(moduleRefs(d.Backend, d.IPPolicies), refsTo("certificate_authority", d.MutualTLS)...)
		},
		validate: checkTLSEdge,
		fields:   tlsEdgeFields,
		describe: func(ed *edges.TLSEdge, id ident, r *refs) TLSEdge { return describeTLSEdge(ed, id.name, r) },
		api: through(func(c *ingress.Client) *edges.TLSClient { return edges.NewClient(c).TLS },
			func(_ context.Context, e *env, d TLSEdge) (*edges.TLSEdgeCreateParams, error) {
				p := &edges.TLSEdgeCreateParams{Hostports: d.Hostports, Description: new(d.Description),
					Metadata: metadataOf(d.Name, d.Common), TrafficPolicy: trafficPolicyModule(d.TrafficPolicy),
					TLSTermination: terminationModule(d)}
				var err error
				if p.Backend, p.IPRestriction, err = referringModules(e.refs, d.Backend, d.IPPolicies); err != nil {
					return nil, err
				}
				if p.MutualTLS, err = mutualTLSModule(e.refs, d.MutualTLS); err != nil {
					return nil, err
				}
				return p, nil
			}, nil),
		update: updateTLSEdge,
	})
}

// updateTLSEdge brings a TLS edge to d: its own fields, then each module
// that changed.
func updateTLSEdge(ctx context.Context, e *env, have *edges.TLSEdge, d TLSEdge, changed map[string]bool) error {
	tls := edges.NewClient(e.c).TLS
	if withCommonChanged(changed, "hostports") {
		if _, err := tls.Update(ctx, have.ID, &edges.TLSEdgeUpdateParams{
			Hostports: orEmpty(d.Hostports), Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
		}); err != nil {
			return err
		}
	}
	mc := edgeModuleClients{backend: tls.Backend, ipRestriction: tls.IPRestriction, trafficPolicy: tls.TrafficPolicy}
	if err := mc.update(ctx, e.refs, have.ID, d.EdgeModules, changed); err != nil {
		return err
	}
	if changed["terminate_at"] || changed["min_tls_version"] {
		if err := setModule(ctx, tls.TLSTermination, have.ID, terminationModule(d)); err != nil {
			return err
		}
	}
	if !changed["mutual_tls"] {
		return nil
	}
	p, err := mutualTLSModule(e.refs, d.MutualTLS)
	if err != nil {
		return err
	}
	return setModule(ctx, tls.MutualTLS, have.ID, p)
}
