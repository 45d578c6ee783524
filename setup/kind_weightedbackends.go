package setup

import (
	"context"
	"fmt"
	"iter"
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

// checkWeighted refuses a weighted backend that names a weighted or
// failover backend (composite holds their kinds by name). The API takes
// any backend that forms no cycle, but Apply makes weighted backends
// along with each other and before failover backends, so such a backend
// would not exist yet when it is named.
func checkWeighted(d WeightedBackend, composite map[string]string) error {
	for _, n := range slices.Sorted(maps.Keys(d.Backends)) {
		if k, ok := composite[n]; ok {
			return fmt.Errorf("backends: %q is a %s; a weighted backend may name only HTTP response, static and tunnel group backends", n, k)
		}
	}
	return nil
}

// weightedBackends adapts weighted backends, known by their marker. They
// come after the backends they may name: HTTP response, static and tunnel
// group backends.
func weightedBackends() family {
	return &kind[backends.Weighted, WeightedBackend]{
		name: "weighted_backend",
		ns:   "backend",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*backends.Weighted, error] {
			return backends.NewClient(c).Weighted.List(ctx, nil).All()
		},
		id:       func(b *backends.Weighted) string { return b.ID },
		identify: func(b *backends.Weighted, _ *refs) (ident, bool) { return byMarker(b.Metadata) },
		want:     func(a *Account) []WeightedBackend { return a.WeightedBackends },
		key:      func(d WeightedBackend) ident { return ident{name: d.Name} },
		common:   func(d WeightedBackend) Common { return d.Common },
		refers: func(d WeightedBackend) []ref {
			var out []ref
			for _, n := range slices.Sorted(maps.Keys(d.Backends)) {
				out = append(out, ref{"backend", n})
			}
			return out
		},
		fields: func(d WeightedBackend) fields {
			return fields{}.add("backends", d.Backends).withCommon(d.Common)
		},
		have: func(b *backends.Weighted, r *refs) fields {
			return fields{}.add("backends", weightsByName(r, b.Backends)).haveCommon(b.Description, b.Metadata)
		},
		create: func(ctx context.Context, e *env, d WeightedBackend) (string, error) {
			ids, err := weightsByID(e.refs, d.Backends)
			if err != nil {
				return "", err
			}
			got, err := backends.NewClient(e.c).Weighted.Create(ctx, &backends.WeightedCreateParams{
				Backends: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *backends.Weighted, d WeightedBackend, _ map[string]bool) error {
			ids, err := weightsByID(e.refs, d.Backends)
			if err != nil {
				return err
			}
			_, err = backends.NewClient(e.c).Weighted.Update(ctx, have.ID, &backends.WeightedUpdateParams{
				Backends: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *backends.Weighted) error {
			return backends.NewClient(e.c).Weighted.Delete(ctx, have.ID)
		},
		describe: func(b *backends.Weighted, id ident, r *refs) WeightedBackend {
			return WeightedBackend{Name: id.name, Backends: weightsByName(r, b.Backends), Common: describeCommon(b.Description, b.Metadata)}
		},
		add: func(a *Account, d WeightedBackend) { a.WeightedBackends = append(a.WeightedBackends, d) },
	}
}
