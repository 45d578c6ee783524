package setup

import (
	"fmt"
	"slices"
	"strings"
)

// checkBackends refuses a nesting of weighted and failover backends that
// the API would refuse: a backend that names itself, or a cycle of
// backends each naming the next. The API takes any other nesting, and
// Apply makes it in the order of depths. Each error names the backend at
// fault and, for a cycle, the backends along it.
func checkBackends(n *nesting) error {
	for _, key := range n.keys {
		if slices.Contains(n.names[key], key) {
			return fmt.Errorf("%s %q: backends: %q is the backend itself", n.kinds[key], key, key)
		}
	}
	if c := n.cycle(); c != nil {
		return fmt.Errorf("%s %q: backends: cycle %s", n.kinds[c[0]], c[0], strings.Join(c, " → "))
	}
	return nil
}
