package setup

import "github.com/ingresskit/ingress"

// The rules of IP policies, the routes of HTTPS edges and the secrets of
// vaults are child kinds: a description lists them in their parents, and
// a child of a managed parent is managed.

// inParents returns the want and add of a child kind whose described
// resources D are the children C that each parent P of an Account lists,
// with the parent's name: parents returns an Account's parents, of a
// parent's children, join makes a D of a child and its parent's name and
// split takes one apart. P must have a field Name (see fieldOf).
func inParents[P, C, D any](parents func(*Account) []P, of func(*P) *[]C,
	join func(parent string, c C) D, split func(D) (parent string, c C),
) (want func(*Account) []D, add func(*Account, D)) {
	name := fieldOf[string, P]("Name")
	want = func(a *Account) []D {
		var out []D
		ps := parents(a)
		for i := range ps {
			for _, c := range *of(&ps[i]) {
				out = append(out, join(name(&ps[i]), c))
			}
		}
		return out
	}
	add = func(a *Account, d D) {
		parent, c := split(d)
		ps := parents(a)
		for i := range ps {
			if name(&ps[i]) == parent {
				list := of(&ps[i])
				*list = append(*list, c)
			}
		}
	}
	return want, add
}

// childIdent returns the identity of the child named name of the parent
// that ref refers to, managed when the description names the parent. A
// child without a parent (ref is nil) is not managed.
func childIdent(r *refs, ref *ingress.Ref, name string) (ident, bool) {
	if ref == nil {
		return ident{}, false
	}
	parent := r.name(ref.ID)
	return ident{parent: parent, name: name}, !isUnnamed(parent)
}
