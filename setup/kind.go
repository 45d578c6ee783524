package setup

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
)

// ident is the identity of a resource: its name in the description and,
// for a child (a rule, a route, a secret), its parent's name.
type ident struct {
	parent, name string
}

// String is the name shown in a plan: "parent/name" for a child.
func (id ident) String() string {
	if id.parent == "" {
		return id.name
	}
	return id.parent + "/" + id.name
}

// ref names a resource that another refers to.
type ref struct {
	ns, name string
}

// kind adapts one kind of resource to planning: T is the API's type and D
// the description's. A family's adapter file fills one in and passes it to
// complete or marked (kind_defaults.go), which supply what it leaves out;
// the functions marked optional may be nil. The defaults read fields of T
// and D by their names (see fieldOf): a kind whose types lack one gives
// its own function.
type kind[T, D any] struct {
	// name is the kind's name in plans, like "ip_policy".
	name string
	// ns is the namespace of references to the kind; empty means name.
	ns string
	// parent is the namespace of a child kind's parent; empty for a
	// resource of its own.
	parent string
	// natural says that a resource is known by a natural key, which an
	// unmanaged resource may hold too: then the plan asks for adoption.
	natural bool
	// byName says that the kind has no metadata, so no marker: a resource
	// is known by its name and managed when the description lists that
	// name. Prune never deletes one.
	byName bool
	// list lists every resource of the kind (optional with api).
	list func(ctx context.Context, c *ingress.Client) iter.Seq2[*T, error]
	// listIn, when set, takes the kind's resources from what reading its
	// parent kind (named by parent) found, instead of listing them again:
	// the routes of HTTPS edges come with the edges.
	listIn func(parent any) []*T
	// ofKind, when set, tells the kind's resources from the others that
	// list returns (agent endpoints among cloud ones): the others are
	// kept in state.others for the checks that need them, and otherwise
	// not seen.
	ofKind func(*T) bool
	// id returns a resource's ID (optional: the field ID of T).
	id func(*T) string
	// alias returns a second key that other resources name the resource
	// by, like a reserved address's host:port (optional); refs maps it to
	// the resource's name in the namespace aliasNS.
	alias func(*T) string
	// identify returns the identity of an existing resource and whether
	// the description may manage it (a marked resource, a child of a
	// managed parent). Parents are known in r by then (optional with
	// marked: the name in the marker, managed when there is one).
	identify func(*T, *refs) (ident, bool)
	// want returns the described resources of the kind (optional with
	// slice).
	want func(*Account) []D
	// slice returns the list of the kind's described resources in an
	// Account, which gives want and add (optional: a child kind, whose
	// resources are listed in their parents', gives those).
	slice func(*Account) *[]D
	// where returns the field paths of the described resources, in the
	// order of want, like "ip_policies[0].rules[1]" (optional with slice).
	where func(*Account) []string
	// named says that key is the field Name of D, which must not be empty
	// (set by complete).
	named bool
	// key returns the identity of a described resource (optional: the
	// field Name of D).
	key func(D) ident
	// common returns what a described resource has besides its fields
	// (optional: kinds without metadata; marked gives it).
	common func(D) Common
	// refers returns the resources a described resource refers to
	// (optional).
	refers func(D) []ref
	// validate refuses a described resource that the description must
	// not hold as it is, like one with a secret written into it
	// (optional). Its error names the field, never a value.
	validate func(D) error
	// fields renders a described resource's compared fields. With
	// marked, those of the kind's own (optional: none): marked appends
	// those of Common.
	fields func(D) fields
	// have renders an existing resource's compared fields, naming the
	// resources it refers to through r (optional: the fields of describe's
	// description of it, without a name, which no kind compares). With
	// marked, those of the kind's own: marked appends those of Common.
	have func(*T, *refs) fields
	// api reaches the kind's collection through its family's typed client
	// (optional: the kind gives list, create, update and remove).
	api *service[T, D]
	// token returns the token the API shows once for a resource that api
	// creates, which goes to OnToken (optional: none).
	token func(*T) *string
	// create creates a described resource and returns its ID (optional
	// with api).
	create func(ctx context.Context, e *env, d D) (string, error)
	// update brings the existing resource to d; changed names the fields
	// that differ (optional with api).
	update func(ctx context.Context, e *env, have *T, d D, changed map[string]bool) error
	// params builds the params that a create (or, unless create is set,
	// an update) of d sends and runs their Validate, so that the plan
	// refuses what the SDK would refuse before sending (optional with api:
	// its check; otherwise optional).
	params func(ctx context.Context, e *env, d D, create bool) error
	// replace reports whether the changes need a delete and a create
	// (optional: never).
	replace func(have *T, d D) bool
	// remove deletes an existing resource (unused by byName kinds;
	// optional with api).
	remove func(ctx context.Context, e *env, have *T) error
	// describe describes an existing resource named id. With marked, it
	// leaves Common empty: marked fills it in.
	describe func(have *T, id ident, r *refs) D
	// managedOnly says that Export leaves out the kind's unmanaged
	// resources.
	managedOnly bool
	// seenAs says that Export leaves the kind out: its resources are
	// those of the kind it names, which exports them (bot users are the
	// API's service users).
	seenAs string
	// add adds an exported resource to the account (optional with slice).
	add func(a *Account, d D)
}

// namespace returns the namespace of references to the kind.
func (k *kind[T, D]) namespace() string {
	if k.ns != "" {
		return k.ns
	}
	return k.name
}

// found is an existing resource with its identity.
type found[T any] struct {
	v       *T
	id      ident
	managed bool
}

// state is what reading the account found of one kind.
type state[T any] struct {
	items []found[T]
	// others are what the listing returned that is not of the kind (see
	// kind.ofKind).
	others []*T
}

// family is a kind with its types hidden, as the plan and Export use it.
type family interface {
	kindName() string
	namespace() string
	// read lists the kind's resources; read holds what the kinds read
	// before it found, by kind name.
	read(ctx context.Context, c *ingress.Client, read map[string]any) (any, error)
	// register identifies what read found and records the names of the
	// managed resources (all of them, when all is set) in r.
	register(st any, r *refs, all bool)
	// plan adds the changes that bring the kind to the description.
	plan(p *planner, st any) error
	// destroy adds the deletes of the managed resources that the
	// description describes (see NewDestroyPlan).
	destroy(p *planner, st any)
	// export adds every resource that read found to a.
	export(st any, r *refs, a *Account)
	// described reports the described resources' identities, and the
	// field path of each.
	described(a *Account) ([]ident, []string)
}

// aliasNS returns the namespace of the aliases of a kind's resources.
func aliasNS(ns string) string { return ns + " alias" }

func (k *kind[T, D]) kindName() string { return k.name }

func (k *kind[T, D]) read(ctx context.Context, c *ingress.Client, read map[string]any) (any, error) {
	st := &state[T]{}
	if k.listIn != nil {
		for _, v := range k.listIn(read[k.parent]) {
			st.items = append(st.items, found[T]{v: v})
		}
		return st, nil
	}
	for v, err := range k.list(ctx, c) {
		switch {
		case err != nil:
			return nil, fmt.Errorf("listing %ss: %w", k.name, err)
		case k.ofKind != nil && !k.ofKind(v):
			st.others = append(st.others, v)
		default:
			st.items = append(st.items, found[T]{v: v})
		}
	}
	return st, nil
}

func (k *kind[T, D]) register(s any, r *refs, all bool) {
	st := s.(*state[T])
	for i := range st.items {
		it := &st.items[i]
		it.id, it.managed = k.identify(it.v, r)
		if it.managed || all {
			if it.id.name == "" {
				it.id.name = k.id(it.v)
			}
			r.set(k.namespace(), it.id.String(), k.id(it.v))
			if k.alias != nil {
				r.set(aliasNS(k.namespace()), it.id.String(), k.alias(it.v))
			}
		}
	}
}

func (k *kind[T, D]) described(a *Account) ([]ident, []string) {
	var out []ident
	for _, d := range k.want(a) {
		out = append(out, k.key(d))
	}
	return out, k.where(a)
}

func (k *kind[T, D]) export(s any, r *refs, a *Account) {
	if k.seenAs != "" {
		return
	}
	items := slices.Clone(s.(*state[T]).items)
	slices.SortFunc(items, func(x, y found[T]) int { return strings.Compare(x.id.String(), y.id.String()) })
	for _, it := range items {
		if (k.managedOnly && !it.managed) || (it.id.parent != "" && !r.has(k.parent, it.id.parent)) {
			continue
		}
		k.add(a, k.describe(it.v, it.id, r))
	}
}

// refsTo returns the references to the resources names of namespace ns.
func refsTo(ns string, names []string) []ref {
	out := make([]ref, len(names))
	for i, n := range names {
		out[i] = ref{ns, n}
	}
	return out
}
