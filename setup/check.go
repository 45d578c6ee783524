package setup

import (
	"fmt"
	"slices"
	"strings"
)

// checkBackends notes in ps a nesting of weighted and failover backends
// that the API would refuse: a backend that names itself, or a cycle of
// backends each naming the next. The API takes any other nesting, and
// Apply makes it in the order of depths. Each problem is at the backend
// at fault (where gives its path in the description) and, for a cycle,
// names the backends along it.
func checkBackends(n *nesting, where map[string]string, ps *problems) {
	selfNamed := false
	for _, key := range n.keys {
		if slices.Contains(n.names[key], key) {
			selfNamed = true
			ps.add(where[key], fmt.Sprintf("%s %q", n.kinds[key], key), fmt.Errorf("backends: %q is the backend itself", key))
		}
	}
	if c := n.cycle(); c != nil && !selfNamed { // a backend naming itself is a cycle too
		ps.add(where[c[0]], fmt.Sprintf("%s %q", n.kinds[c[0]], c[0]), fmt.Errorf("backends: cycle %s", strings.Join(c, " → ")))
	}
}

// backendPaths returns the path of each weighted and failover backend of
// a, by its name.
func backendPaths(a *Account) map[string]string {
	paths := make(map[string]string, len(a.WeightedBackends)+len(a.FailoverBackends))
	for i, d := range a.WeightedBackends {
		paths[d.Name] = fmt.Sprintf("weighted_backends[%d]", i)
	}
	for i, d := range a.FailoverBackends {
		paths[d.Name] = fmt.Sprintf("failover_backends[%d]", i)
	}
	return paths
}
