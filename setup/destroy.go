package setup

import (
	"context"

	"github.com/ingresskit/ingress"
)

// NewDestroyPlan reads the account of c and returns the plan that deletes
// what want manages there, and nothing else: each resource that want
// describes and that the account holds with the marker of its name (a
// reserved domain or a vault found by its domain or name, and the
// marker). A resource without the marker, or one that want does not
// describe, is left as it is, and so are bot users and service users,
// which carry no marker. Children (IP policy rules, routes, vault
// secrets) go with their parent. The deletes run in the reverse order of
// the dependencies, those that refer to a resource before it, and the plan
// is shown and applied as one of NewPlan. Of opts, From names the file of
// the description (a name described twice is refused at its line, as by
// NewPlan), and the options of Apply apply; Prune changes nothing.
//
// Before it returns the plan, it checks what uses the resources it would
// delete, among everything it read: edges and cloud endpoints on reserved
// domains and addresses, reserved domains using TLS certificates, the
// backends and IP policies of edges, routes, weighted and failover
// backends and IP restrictions, the certificate authorities of mutual
// TLS, the destinations of event subscriptions, and, when it would delete
// an SSH certificate authority, the SSH host and user certificates it
// signed, which it lists for that. A user that the plan does not delete,
// or deletes only after what it uses, makes it return an *InUseError
// naming every such use, and no plan, so that nothing is deleted: the API
// refuses some of those deletes, which would stop the plan half-way, and
// the others leave the users broken. Agent endpoints, the agents' own,
// are not checked.
func NewDestroyPlan(ctx context.Context, c *ingress.Client, want Account, opts ...Option) (*Plan, error) {
	o := newOptions(opts)
	fams := families()
	names := &problems{src: o.source}
	described := describedNames(fams, &want, names)
	if err := names.err(); err != nil {
		return nil, err
	}
	r := newRefs()
	states, err := readAll(ctx, c, fams, r, false)
	if err != nil {
		return nil, err
	}
	p := &planner{want: &want, refs: r, opts: o, described: described,
		order: newOrder(fams, describedNesting(&want), existingNesting(states))}
	for i, f := range fams {
		p.place = i
		f.destroy(p, states[i])
	}
	sortChanges(p.out)
	ssh, err := sshCertificateRefs(ctx, c, p.out)
	if err != nil {
		return nil, err
	}
	if err := checkUses(p.out, append(references(states), ssh...)); err != nil {
		return nil, err
	}
	if p.out == nil {
		p.out = []*Change{}
	}
	return &Plan{Changes: p.out, client: c, refs: r, opts: o}, nil
}

// destroy adds a delete for each resource of the kind that is managed and
// that the description describes as a resource of this kind. A child kind
// adds none: its resources go with their parent. A kind known by name
// alone adds none: nothing marks its resources as the description's.
func (k *kind[T, D]) destroy(p *planner, s any) {
	if k.parent != "" || k.byName {
		return
	}
	ids, _ := k.described(p.want)
	described := make(map[ident]bool, len(ids))
	for _, id := range ids {
		described[id] = true
	}
	st := s.(*state[T])
	for i := range st.items {
		if it := &st.items[i]; it.managed && described[it.id] {
			p.add(k.deleteChange(p, it))
		}
	}
}

// deleteChange returns the change that deletes it, with the fields it had.
func (k *kind[T, D]) deleteChange(p *planner, it *found[T]) *Change {
	return &Change{Action: Delete, Kind: k.name, Name: it.id.String(), ID: k.id(it.v), Fields: removed(k.have(it.v, p.refs)),
		run: func(ctx context.Context, e *env) (string, error) { return k.id(it.v), k.remove(ctx, e, it.v) }}
}
