package setup

import (
	"fmt"
	"maps"
	"sync"
)

// refs maps the names of resources, in their namespaces ("ip_policy",
// "backend", ...), to their IDs and back. Reading the account fills it
// with what exists; creates add to it while a plan is applied. It is safe
// for concurrent use.
type refs struct {
	mu    sync.Mutex
	ids   map[string]string // namespace + "\x00" + name -> ID
	names map[string]string // ID -> name
}

func newRefs() *refs {
	return &refs{ids: make(map[string]string), names: make(map[string]string)}
}

// set records that the resource name of namespace ns has the ID id.
func (r *refs) set(ns, name, id string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ids[ns+"\x00"+name] = id
	r.names[id] = name
}

// planned returns a copy of r in which every resource that described
// names, by namespace, and r does not know has a stand-in ID, and every
// reserved address a stand-in host:port, so that the params of the
// changes can be built and checked before anything is created.
func (r *refs) planned(described map[string]map[string]bool) *refs {
	r.mu.Lock()
	out := newRefs()
	maps.Copy(out.ids, r.ids)
	maps.Copy(out.names, r.names)
	r.mu.Unlock()
	n := 0
	for ns, names := range described {
		for name := range names {
			if !out.has(ns, name) {
				n++
				out.set(ns, name, fmt.Sprintf("planned_%d", n))
			}
			if ns == "reserved_addr" && !out.has(aliasNS(ns), name) {
				out.set(aliasNS(ns), name, plannedHostport)
			}
		}
	}
	return out
}

// plannedHostport stands for the host:port of a reserved address that
// the plan creates, which only the API chooses.
const plannedHostport = "1.tcp.ngrok.io:10000"

// has reports whether the resource name of namespace ns is known.
func (r *refs) has(ns, name string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.ids[ns+"\x00"+name]
	return ok
}

// id returns the ID of the resource name of namespace ns.
func (r *refs) id(ns, name string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	id, ok := r.ids[ns+"\x00"+name]
	if !ok {
		return "", fmt.Errorf("no %s named %q exists", ns, name)
	}
	return id, nil
}

// ids returns the IDs of the resources names of namespace ns.
func (r *refs) idList(ns string, names []string) ([]string, error) {
	ids := make([]string, len(names))
	for i, n := range names {
		id, err := r.id(ns, n)
		if err != nil {
			return nil, err
		}
		ids[i] = id
	}
	return ids, nil
}

// name returns the name of the resource with the ID id, or "id:" and the
// ID for a resource the description does not name.
func (r *refs) name(id string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if n, ok := r.names[id]; ok {
		return n
	}
	return "id:" + id
}

// isUnnamed reports whether name is what refs.name returns for a resource
// the description does not name.
func isUnnamed(name string) bool { return len(name) > 3 && name[:3] == "id:" }
