package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// failoverBackends adapts failover backends, known by their marker. They
// come after every other kind of backend, which they may name, and share
// their steps with weighted backends, ordered by nesting (see
// order.stepOf); the order of their backends counts.
func failoverBackends() family {
	return marked(&kind[backends.Failover, FailoverBackend]{
		name:   failoverKind,
		ns:     "backend",
		slice:  func(a *Account) *[]FailoverBackend { return &a.FailoverBackends },
		refers: func(d FailoverBackend) []ref { return refsTo("backend", d.Backends) },
		fields: func(d FailoverBackend) fields {
			return fields{}.add("backends", d.Backends)
		},
		describe: func(b *backends.Failover, id ident, r *refs) FailoverBackend {
			var names []string
			if len(b.Backends) > 0 {
				names = namesOf(r, b.Backends)
			}
			return FailoverBackend{Name: id.name, Backends: names}
		},
		api: through(func(c *ingress.Client) *backends.FailoverClient { return backends.NewClient(c).Failover },
			failoverParams,
			func(ctx context.Context, e *env, d FailoverBackend) (*backends.FailoverUpdateParams, error) {
				p, err := failoverParams(ctx, e, d)
				return (*backends.FailoverUpdateParams)(p), err
			}),
	})
}

// failoverParams returns the params that make a failover backend d, and
// that an update sends whole.
func failoverParams(_ context.Context, e *env, d FailoverBackend) (*backends.FailoverCreateParams, error) {
	ids, err := e.refs.idList("backend", d.Backends)
	if err != nil {
		return nil, err
	}
	return &backends.FailoverCreateParams{Backends: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
}
