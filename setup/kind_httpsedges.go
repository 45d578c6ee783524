package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
)

// minTLS returns the lowest TLS version an edge's termination accepts, or
// "" when the edge leaves it to the service.
func minTLS(t *edges.TLSTermination) edges.TLSVersion {
	if t == nil || !t.Enabled || t.MinVersion == nil {
		return ""
	}
	return *t.MinVersion
}

// httpsEdges adapts HTTPS edges, known by their marker.
func httpsEdges() family {
	return &kind[edges.HTTPSEdge, HTTPSEdge]{
		name: "https_edge",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*edges.HTTPSEdge, error] {
			return edges.NewClient(c).HTTPS.List(ctx, nil).All()
		},
		id:       func(ed *edges.HTTPSEdge) string { return ed.ID },
		identify: func(ed *edges.HTTPSEdge, _ *refs) (ident, bool) { return byMarker(ed.Metadata) },
		want:     func(a *Account) []HTTPSEdge { return a.HTTPSEdges },
		key:      func(d HTTPSEdge) ident { return ident{name: d.Name} },
		common:   func(d HTTPSEdge) Common { return d.Common },
		fields: func(d HTTPSEdge) fields {
			return fields{}.add("hostports", sorted(d.Hostports)).add("min_tls_version", string(d.MinTLSVersion)).withCommon(d.Common)
		},
		have: func(ed *edges.HTTPSEdge, _ *refs) fields {
			return fields{}.add("hostports", sorted(ed.Hostports)).add("min_tls_version", string(minTLS(ed.TLSTermination))).
				haveCommon(ed.Description, ed.Metadata)
		},
		create: func(ctx context.Context, e *env, d HTTPSEdge) (string, error) {
			p := &edges.HTTPSEdgeCreateParams{Hostports: d.Hostports, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}
			if d.MinTLSVersion != "" {
				p.TLSTermination = &edges.TLSTerminationAtEdgeParams{MinVersion: new(d.MinTLSVersion)}
			}
			got, err := edges.NewClient(e.c).HTTPS.Create(ctx, p)
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *edges.HTTPSEdge, d HTTPSEdge, changed map[string]bool) error {
			https := edges.NewClient(e.c).HTTPS
			if changed["hostports"] || changed["description"] || changed["metadata"] || changed["marker"] {
				hostports := d.Hostports
				if hostports == nil {
					hostports = []string{}
				}
				if _, err := https.Update(ctx, have.ID, &edges.HTTPSEdgeUpdateParams{
					Hostports: hostports, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}); err != nil {
					return err
				}
			}
			if !changed["min_tls_version"] {
				return nil
			}
			if d.MinTLSVersion == "" {
				return https.TLSTermination.Delete(ctx, have.ID)
			}
			_, err := https.TLSTermination.Replace(ctx, have.ID, &edges.TLSTerminationAtEdgeParams{MinVersion: new(d.MinTLSVersion)})
			return err
		},
		remove: func(ctx context.Context, e *env, have *edges.HTTPSEdge) error {
			return edges.NewClient(e.c).HTTPS.Delete(ctx, have.ID)
		},
		describe: func(ed *edges.HTTPSEdge, id ident, _ *refs) HTTPSEdge {
			return HTTPSEdge{Name: id.name, Hostports: ed.Hostports, MinTLSVersion: minTLS(ed.TLSTermination),
				Common: describeCommon(ed.Description, ed.Metadata)}
		},
		add: func(a *Account, d HTTPSEdge) { a.HTTPSEdges = append(a.HTTPSEdges, d) },
	}
}
