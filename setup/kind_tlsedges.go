package setup

import (
	"context"
	"fmt"
	"iter"

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
	if len(names) == 0 {
		return nil, nil
	}
	ids, err := r.idList("certificate_authority", names)
	if err != nil {
		return nil, err
	}
	return &edges.MutualTLSParams{CertificateAuthorityIDs: ids}, nil
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
	d := TLSEdge{Name: name, Hostports: ed.Hostports, Common: describeCommon(ed.Description, ed.Metadata),
		EdgeModules: haveModules(ed.Backend, ed.IPRestriction, ed.TrafficPolicy, r)}
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
	return &kind[edges.TLSEdge, TLSEdge]{
		name: "tls_edge",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*edges.TLSEdge, error] {
			return edges.NewClient(c).TLS.List(ctx, nil).All()
		},
		id:       func(ed *edges.TLSEdge) string { return ed.ID },
		identify: func(ed *edges.TLSEdge, _ *refs) (ident, bool) { return byMarker(ed.Metadata) },
		want:     func(a *Account) []TLSEdge { return a.TLSEdges },
		key:      func(d TLSEdge) ident { return ident{name: d.Name} },
		common:   func(d TLSEdge) Common { return d.Common },
		refers: func(d TLSEdge) []ref {
			out := moduleRefs(d.EdgeModules)
			for _, n := range d.MutualTLS {
				out = append(out, ref{"certificate_authority", n})
			}
			return out
		},
		validate: checkTLSEdge,
		fields:   func(d TLSEdge) fields { return tlsEdgeFields(d).withCommon(d.Common) },
		have: func(ed *edges.TLSEdge, r *refs) fields {
			return tlsEdgeFields(describeTLSEdge(ed, "", r)).haveCommon(ed.Description, ed.Metadata)
		},
		create: func(ctx context.Context, e *env, d TLSEdge) (string, error) {
			p := &edges.TLSEdgeCreateParams{Hostports: d.Hostports, Description: new(d.Description),
				Metadata: metadataOf(d.Name, d.Common), TrafficPolicy: trafficPolicyModule(d.TrafficPolicy),
				TLSTermination: terminationModule(d)}
			var err error
			if p.Backend, err = backendModule(e.refs, d.Backend); err != nil {
				return "", err
			}
			if p.IPRestriction, err = restrictionModule(e.refs, d.IPPolicies); err != nil {
				return "", err
			}
			if p.MutualTLS, err = mutualTLSModule(e.refs, d.MutualTLS); err != nil {
				return "", err
			}
			got, err := edges.NewClient(e.c).TLS.Create(ctx, p)
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: updateTLSEdge,
		remove: func(ctx context.Context, e *env, have *edges.TLSEdge) error {
			return edges.NewClient(e.c).TLS.Delete(ctx, have.ID)
		},
		describe: func(ed *edges.TLSEdge, id ident, r *refs) TLSEdge { return describeTLSEdge(ed, id.name, r) },
		add:      func(a *Account, d TLSEdge) { a.TLSEdges = append(a.TLSEdges, d) },
	}
}

// updateTLSEdge brings a TLS edge to d: its own fields, then each module
// that changed.
func updateTLSEdge(ctx context.Context, e *env, have *edges.TLSEdge, d TLSEdge, changed map[string]bool) error {
	tls := edges.NewClient(e.c).TLS
	if changed["hostports"] || changed["description"] || changed["metadata"] || changed["marker"] {
		hostports := d.Hostports
		if hostports == nil {
			hostports = []string{}
		}
		if _, err := tls.Update(ctx, have.ID, &edges.TLSEdgeUpdateParams{
			Hostports: hostports, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
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
