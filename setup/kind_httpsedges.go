package setup

import (
	"context"

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
	return marked(&kind[edges.HTTPSEdge, HTTPSEdge]{
		name:  "https_edge",
		slice: func(a *Account) *[]HTTPSEdge { return &a.HTTPSEdges },
		fields: func(d HTTPSEdge) fields {
			return fields{}.add("hostports", sorted(d.Hostports)).add("min_tls_version", string(d.MinTLSVersion))
		},
		describe: func(ed *edges.HTTPSEdge, id ident, _ *refs) HTTPSEdge {
			return HTTPSEdge{Name: id.name, Hostports: ed.Hostports, MinTLSVersion: minTLS(ed.TLSTermination)}
		},
		api: through(func(c *ingress.Client) *edges.HTTPSClient { return edges.NewClient(c).HTTPS },
			func(_ context.Context, _ *env, d HTTPSEdge) (*edges.HTTPSEdgeCreateParams, error) {
				p := &edges.HTTPSEdgeCreateParams{Hostports: d.Hostports, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}
				if d.MinTLSVersion != "" {
					p.TLSTermination = &edges.TLSTerminationAtEdgeParams{MinVersion: new(d.MinTLSVersion)}
				}
				return p, nil
			}, nil),
		update: updateHTTPSEdge,
	})
}

// updateHTTPSEdge brings an HTTPS edge to d: its own fields, then its TLS
// termination if it changed.
func updateHTTPSEdge(ctx context.Context, e *env, have *edges.HTTPSEdge, d HTTPSEdge, changed map[string]bool) error {
	https := edges.NewClient(e.c).HTTPS
	if withCommonChanged(changed, "hostports") {
		if _, err := https.Update(ctx, have.ID, &edges.HTTPSEdgeUpdateParams{
			Hostports: orEmpty(d.Hostports), Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
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
}
