package setup

import (
	"context"
	"fmt"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// checkFailover refuses a failover backend that names itself or another
// failover backend (composite holds the kinds of the backends that name
// others, by name). The API takes any backend that forms no cycle, but
// Apply makes failover backends along with each other, so another one
// would not exist yet when it is named.
func checkFailover(d FailoverBackend, composite map[string]string) error {
	for _, n := range d.Backends {
		switch {
		case n == d.Name:
			return fmt.Errorf("backends: %q is the failover backend itself", n)
		case composite[n] == "failover_backend":
			return fmt.Errorf("backends: %q is a failover_backend; a failover backend may name backends of every other kind", n)
		}
	}
	return nil
}

// failoverBackends adapts failover backends, known by their marker. They
// come after every other kind of backend, which they may name; the order
// of their backends counts.
func failoverBackends() family {
	return &kind[backends.Failover, FailoverBackend]{
		name: "failover_backend",
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
