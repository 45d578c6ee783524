package setup

import (
	"context"
	"maps"
	"slices"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// weightsByName returns the weights of a weighted backend by the names of
// its backends.
func weightsByName(r *refs, byID map[string]int64) map[string]int64 {
	if len(byID) == 0 {
		return nil
	}
	out := make(map[string]int64, len(byID))
	for id, w := range byID {
		out[r.name(id)] = w
	}
	return out
}

// weightsByID returns the weights of a described weighted backend by the
// IDs of its backends.
func weightsByID(r *refs, byName map[string]int64) (map[string]int64, error) {
	out := make(map[string]int64, len(byName))
	for name, w := range byName {
		id, err := r.id("backend", name)
		if err != nil {
			return nil, err
		}
		out[id] = w
	}
	return out, nil
}

// weightedBackends adapts weighted backends, known by their marker. They
// come after the other kinds of backend, which they may name; they may
// name weighted and failover backends too, which the plan orders by
// nesting (see order.stepOf).
func weightedBackends() family {
	return marked(&kind[backends.Weighted, WeightedBackend]{
		name:   weightedKind,
		ns:     "backend",
		slice:  func(a *Account) *[]WeightedBackend { return &a.WeightedBackends },
		refers: func(d WeightedBackend) []ref { return refsTo("backend", slices.Sorted(maps.Keys(d.Backends))) },
		fields: func(d WeightedBackend) fields {
			return fields{}.add("backends", d.Backends)
		},
		describe: func(b *backends.Weighted, id ident, r *refs) WeightedBackend {
			return WeightedBackend{Name: id.name, Backends: weightsByName(r, b.Backends)}
		},
		api: through(func(c *ingress.Client) *backends.WeightedClient { return backends.NewClient(c).Weighted },
			weightedParams,
			func(ctx context.Context, e *env, d WeightedBackend) (*backends.WeightedUpdateParams, error) {
				p, err := weightedParams(ctx, e, d)
				return (*backends.WeightedUpdateParams)(p), err
			}),
	})
}

// weightedParams returns the params that make a weighted backend d, and
// that an update sends whole.
func weightedParams(_ context.Context, e *env, d WeightedBackend) (*backends.WeightedCreateParams, error) {
	ids, err := weightsByID(e.refs, d.Backends)
	if err != nil {
		return nil, err
	}
	return &backends.WeightedCreateParams{Backends: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
}
