package setup

import (
	"maps"
	"slices"

	"github.com/ingresskit/ingress/backends"
)

// Weighted and failover backends name other backends, of any kind, those
// two included: they nest. This file holds their nesting, as described
// and as read from the account; it is the one place that knows which
// kinds nest and where they keep the backends they name.

// The kinds of backend that name other backends.
const (
	weightedKind = "weighted_backend"
	failoverKind = "failover_backend"
)

// nests reports whether resources of kind name other backends.
func nests(kind string) bool { return kind == weightedKind || kind == failoverKind }

// nesting is a graph of the backends that nest, each known by a key (its
// name in the description, or its ID in the account) and pointing to the
// keys of the backends it names. Backends of other kinds name none and are
// not nodes, though nodes point to them.
type nesting struct {
	// keys are the nodes, in the order they were added.
	keys []string
	// kinds holds each node's kind.
	kinds map[string]string
	// names holds the keys of the backends each node names.
	names map[string][]string
}

func newNesting() *nesting {
	return &nesting{kinds: make(map[string]string), names: make(map[string][]string)}
}

// add adds the node key of kind, naming the backends named.
func (n *nesting) add(kind, key string, named []string) {
	n.keys = append(n.keys, key)
	n.kinds[key] = kind
	n.names[key] = named
}

// describedNesting returns the nesting of the described backends, by
// name: weighted ones in the description's order, then failover ones.
func describedNesting(a *Account) *nesting {
	n := newNesting()
	for _, d := range a.WeightedBackends {
		n.add(weightedKind, d.Name, slices.Sorted(maps.Keys(d.Backends)))
	}
	for _, d := range a.FailoverBackends {
		n.add(failoverKind, d.Name, d.Backends)
	}
	return n
}

// existingNesting returns the nesting of the backends that reading the
// account found (states, as readAll returns them), managed or not, by ID.
func existingNesting(states []any) *nesting {
	n := newNesting()
	for _, st := range states {
		switch st := st.(type) {
		case *state[backends.Weighted]:
			for _, it := range st.items {
				n.add(weightedKind, it.v.ID, slices.Sorted(maps.Keys(it.v.Backends)))
			}
		case *state[backends.Failover]:
			for _, it := range st.items {
				n.add(failoverKind, it.v.ID, it.v.Backends)
			}
		}
	}
	return n
}

// depths returns each node's depth: 0 for one that names no node, else
// one more than the deepest node it names. A node comes after every node
// it names in the order of depths. A cycle, which neither the API nor
// NewPlan lets through, ends where it would repeat.
func (n *nesting) depths() map[string]int {
	out := make(map[string]int, len(n.keys))
	var depth func(key string) int
	depth = func(key string) int {
		if d, ok := out[key]; ok {
			return d
		}
		out[key] = 0
		d := 0
		for _, m := range n.names[key] {
			if _, ok := n.kinds[m]; ok {
				d = max(d, depth(m)+1)
			}
		}
		out[key] = d
		return d
	}
	for _, key := range n.keys {
		depth(key)
	}
	return out
}

// cycle returns the first cycle found, walking from the nodes in their
// order and through the names in theirs, as the keys along it from its
// first node back to that node; nil when there is none.
func (n *nesting) cycle() []string {
	done := make(map[string]bool)
	var path []string
	var walk func(key string) []string
	walk = func(key string) []string {
		path = append(path, key)
		for _, m := range n.names[key] {
			if _, ok := n.kinds[m]; !ok || done[m] {
				continue
			}
			if i := slices.Index(path, m); i >= 0 {
				return append(slices.Clone(path[i:]), m)
			}
			if c := walk(m); c != nil {
				return c
			}
		}
		path = path[:len(path)-1]
		done[key] = true
		return nil
	}
	for _, key := range n.keys {
		if done[key] {
			continue
		}
		if c := walk(key); c != nil {
			return c
		}
	}
	return nil
}
