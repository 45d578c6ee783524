package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// failoverBackends adapts failover backends, known by their marker. They
// come after every other kind of backend, which they may name, and share
// their steps with weighted backends, ordered by nesting (see
// order.stepOf); the order of their backends counts.
func failoverBackends() family {
	return &kind[backends.Failover, FailoverBackend]{
		name: failoverKind,
		ns:   "backend",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*backends.Failover, error] {
			return backends.NewClient(c).Failover.List(ctx, nil).All()
		},
		id:       func(b *backends.Failover) string { return b.ID },
		identify: func(b *backends.Failover, _ *refs) (ident, bool) { return byMarker(b.Metadata) },
		want:     func(a *Account) []FailoverBackend { return a.FailoverBackends },
		key:      func(d FailoverBackend) ident { return ident{name: d.Name} },
		common:   func(d FailoverBackend) Common { return d.Common },
		refers: func(d FailoverBackend) []ref {
			out := make([]ref, len(d.Backends))
			for i, n := range d.Backends {
				out[i] = ref{"backend", n}
			}
			return out
		},
		fields: func(d FailoverBackend) fields {
			return fields{}.add("backends", d.Backends).withCommon(d.Common)
		},
		have: func(b *backends.Failover, r *refs) fields {
			return fields{}.add("backends", namesOf(r, b.Backends)).haveCommon(b.Description, b.Metadata)
		},
		create: func(ctx context.Context, e *env, d FailoverBackend) (string, error) {
			ids, err := e.refs.idList("backend", d.Backends)
			if err != nil {
				return "", err
			}
			got, err := backends.NewClient(e.c).Failover.Create(ctx, &backends.FailoverCreateParams{
				Backends: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *backends.Failover, d FailoverBackend, _ map[string]bool) error {
			ids, err := e.refs.idList("backend", d.Backends)
			if err != nil {
				return err
			}
			_, err = backends.NewClient(e.c).Failover.Update(ctx, have.ID, &backends.FailoverUpdateParams{
				Backends: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *backends.Failover) error {
			return backends.NewClient(e.c).Failover.Delete(ctx, have.ID)
		},
		describe: func(b *backends.Failover, id ident, r *refs) FailoverBackend {
			var names []string
			if len(b.Backends) > 0 {
				names = namesOf(r, b.Backends)
			}
			return FailoverBackend{Name: id.name, Backends: names, Common: describeCommon(b.Description, b.Metadata)}
		},
		add: func(a *Account, d FailoverBackend) { a.FailoverBackends = append(a.FailoverBackends, d) },
	}
}
