package setup

import (
	"context"
	"errors"
	"fmt"

	"github.com/ingresskit/ingress"
)

// Action is what a change does to a resource.
type Action string

// The actions, with the sign the diff shows them with.
const (
	// Create makes a described resource that does not exist (+).
	Create Action = "create"
	// Update changes fields of a managed resource (~).
	Update Action = "update"
	// Adopt takes over an existing resource and writes its marker (~).
	Adopt Action = "adopt"
	// Replace deletes a resource and creates it again, for a field the API
	// cannot change (-/+).
	Replace Action = "replace"
	// Delete deletes a managed resource (-).
	Delete Action = "delete"
)

// Change is one change of a plan.
type Change struct {
	// Action is what the change does.
	Action Action `json:"action"`
	// Kind is the resource's kind, like "ip_policy".
	Kind string `json:"kind"`
	// Name is the resource's name in the description; a child's is
	// "parent/name".
	Name string `json:"name"`
	// ID is the resource's ID, empty for a create.
	ID string `json:"id,omitempty"`
	// Fields are the fields the change sets or, for a delete, had.
	Fields []FieldChange `json:"fields,omitempty"`

	// step orders the changes: Apply runs each step's changes, which are
	// independent, in parallel, and the steps one after the other.
	step step
	// run makes the change and returns the resource's ID: the new one of
	// a create or replacement, ID otherwise.
	run func(ctx context.Context, e *env) (string, error)
}

// Plan is the changes that bring an account to a description, in the
// order Apply makes them. Make one with NewPlan.
type Plan struct {
	// Changes are the changes in dependency order: creates and updates of
	// resources before those that refer to them, deletes after.
	Changes []*Change `json:"changes"`

	client *ingress.Client
	refs   *refs
	opts   options
}

// Empty reports whether the plan changes nothing.
func (p *Plan) Empty() bool { return len(p.Changes) == 0 }

// planner collects the changes of a plan.
type planner struct {
	want *Account
	refs *refs
	opts options
	// place is the place in families of the kind being planned.
	place int
	// order places each change in its step.
	order *order
	out   []*Change
	// described holds the described resources by namespace, then name.
	described map[string]map[string]bool
	// existing holds, for kinds known by a natural key, every resource
	// of the account, managed or not, by namespace, then name.
	existing map[string]map[string]bool
	// read holds what reading the account found, by kind name.
	read map[string]any
	// problems are the mistakes found in the description.
	problems *problems
	// ctx and env are what the params of changes are built with to check
	// them: env knows a stand-in ID for every resource to create.
	ctx context.Context
	env *env
	// validating says that the client checks the SDK's rules before
	// sending, so the plan checks them too; see ingress.WithoutValidation.
	validating bool
}

// add adds a change of the current kind, in its step.
func (p *planner) add(c *Change) {
	c.step = p.order.stepOf(c, p.place)
	p.out = append(p.out, c)
}

// NewPlan reads the account of c, with one listing per kind, and returns
// the changes that bring it to want. Before it reads anything, it refuses
// a description that names a resource twice (backends of every kind share
// their names) or whose weighted and failover backends name themselves or
// each other in a cycle. While planning, and so before Apply writes
// anything, it checks every described resource: its name; what the API
// refuses (see the package documentation); its references, to resources
// the description holds; the params of the change the plan makes of it,
// built as Apply builds them, with the rules the SDK checks before sending
// (a create or a replacement reads the secret sources it sends, an
// existing resource's are not needed); a Traffic Policy, given as text or
// typed, as trafficpolicy.Validate checks it; an HTTPS or TLS edge's
// domains, which the description or the account reserves; and an
// unmanaged resource with a natural key (a domain, a vault's name)
// described without adopting it. A client made with
// ingress.WithoutValidation has the SDK's rules and
// trafficpolicy.Validate left to the API. It returns every problem found,
// every broken rule of a resource among them, each a *ProblemError at the
// file, line and field given by From, joined in the order of the file.
func NewPlan(ctx context.Context, c *ingress.Client, want Account, opts ...Option) (*Plan, error) {
	o := newOptions(opts)
	fams := families()
	names := &problems{src: o.source}
	described := describedNames(fams, &want, names)
	nested := describedNesting(&want)
	checkBackends(nested, backendPaths(&want), names)
	if err := names.err(); err != nil {
		return nil, err
	}
	r := newRefs()
	states, err := readAll(ctx, c, fams, r, false)
	if err != nil {
		return nil, err
	}
	read := make(map[string]any, len(fams))
	for i, f := range fams {
		read[f.kindName()] = states[i]
	}
	p := &planner{want: &want, refs: r, opts: o, described: described, read: read,
		order:    newOrder(fams, nested, existingNesting(states)),
		existing: make(map[string]map[string]bool), problems: &problems{src: o.source},
		ctx: ctx, env: &env{c: c, refs: r.planned(described)}, validating: c.ValidationEnabled()}
	for i, f := range fams {
		p.place = i
		if err := f.plan(p, states[i]); err != nil {
			return nil, err
		}
	}
	p.checkDescription()
	p.checkPlacement()
	p.checkFixedFields()
	p.checkSSHKeys()
	if err := p.checkDeletes(fams, states); err != nil {
		return nil, err
	}
	if err := p.problems.err(); err != nil {
		return nil, err
	}
	sortChanges(p.out)
	if p.out == nil {
		p.out = []*Change{}
	}
	return &Plan{Changes: p.out, client: c, refs: r, opts: o}, nil
}

// describedNames returns the names of the described resources by
// namespace, noting in names each name that a kind holds twice or that
// two kinds of one namespace share, at its second place (kinds taken in
// the order of fams).
func describedNames(fams []family, want *Account, names *problems) map[string]map[string]bool {
	described := make(map[string]map[string]bool)
	kindOf := make(map[ref]string)
	for _, f := range fams {
		ns := f.namespace()
		if described[ns] == nil {
			described[ns] = make(map[string]bool)
		}
		ids, paths := f.described(want)
		for i, id := range ids {
			key := ref{ns, id.String()}
			who := fmt.Sprintf("%s %q", f.kindName(), id)
			switch prev := kindOf[key]; {
			case prev == f.kindName():
				names.add(paths[i], who, errors.New("is described twice"))
				continue
			case prev != "":
				names.add(paths[i], who, fmt.Errorf("has the name of a %s: every kind of %s shares one set of names", prev, ns))
				continue
			}
			kindOf[key] = f.kindName()
			described[ns][id.String()] = true
		}
	}
	return described
}

// readAll lists every kind, then identifies what it found, parents before
// children, recording names in r: those of the managed resources, or of
// all of them when all is set.
func readAll(ctx context.Context, c *ingress.Client, fams []family, r *refs, all bool) ([]any, error) {
	states := make([]any, len(fams))
	byKind := make(map[string]any, len(fams))
	for i, f := range fams {
		st, err := f.read(ctx, c, byKind)
		if err != nil {
			return nil, err
		}
		states[i], byKind[f.kindName()] = st, st
	}
	for i, f := range fams {
		f.register(states[i], r, all)
	}
	return states, nil
}
