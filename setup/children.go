package setup

import (
	"fmt"
	"reflect"
	"strings"
	"unsafe"

	"github.com/ingresskit/ingress"
)

// The rules of IP policies, the routes of HTTPS edges and the secrets of
// vaults are child kinds: a description lists them in their parents, and
// a child of a managed parent is managed.

// inParents returns the want and add of a child kind whose described
// resources D are the children C that each parent P of an Account lists,
// with the parent's name: parents returns an Account's parents, of a
// parent's children, join makes a D of a child and its parent's name and
// split takes one apart; where gives the children's field paths. P must
// have a field Name (see fieldOf), and parents must return a list that
// the Account holds.
func inParents[P, C, D any](parents func(*Account) []P, of func(*P) *[]C,
	join func(parent string, c C) D, split func(D) (parent string, c C),
) (want func(*Account) []D, add func(*Account, D), where func(*Account) []string) {
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
	where = func(a *Account) []string {
		var out []string
		ps := parents(a)
		for i := range ps {
			field := fmt.Sprintf("%s[%d].%s", parentsField(a, ps), i, jsonNameOf(&ps[i], of(&ps[i])))
			out = append(out, elemPaths(field, len(*of(&ps[i])))...)
		}
		return out
	}
	return want, add, where
}

// parentsField returns the JSON name of the field of a that holds the
// list ps, which is not empty.
func parentsField[P any](a *Account, ps []P) string {
	v := reflect.ValueOf(a).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Slice && f.Len() > 0 && f.UnsafePointer() == unsafe.Pointer(&ps[0]) {
			name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
			return name
		}
	}
	return ""
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
