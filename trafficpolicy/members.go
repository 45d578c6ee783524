package trafficpolicy

import (
	"maps"
	"reflect"
	"slices"

	icel "github.com/ingresskit/ingress/internal/cel"
)

// renamer is a typed config whose documented members had other names
// once: renamed maps each former name to the current one, the hint for a
// document written against the former reference.
type renamer interface {
	renamed() map[string]string
}

// strayMembers returns a problem for each member of extra, the members of
// an object that its Go type does not name, placed at prefix and hinted
// with the closest of names (or with the current name of a former one).
// whose says what the object is, like "the rule".
func strayMembers(extra Extra, names []string, former map[string]string, prefix, whose string) []problem {
	var out []problem
	for _, name := range slices.Sorted(maps.Keys(extra)) {
		hint, ok := former[name]
		if !ok {
			hint = icel.Closest(name, names)
		}
		out = append(out, problem{field: prefix + name, err: ErrUnknownMember, msg: "unknown member of " + whose + didYouMean(hint)})
	}
	return out
}

// configMembers returns the stray members of v, a typed config or a part
// of one, and of every object that its fields hold, each named by its path
// below prefix, like "issuer.allow_list[].note". Free maps (headers,
// metadata) have no members to report.
func configMembers(v reflect.Value, prefix string) []problem {
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Slice:
		var out []problem
		for i := range v.Len() {
			out = append(out, configMembers(v.Index(i), prefix)...)
		}
		return out
	case reflect.Struct:
	default:
		return nil
	}
	var out []problem
	if f := v.FieldByName("Extra"); f.IsValid() && f.Type() == reflect.TypeFor[Extra]() {
		var former map[string]string
		if r, ok := v.Interface().(renamer); ok {
			former = r.renamed()
		}
		out = strayMembers(f.Interface().(Extra), jsonNames(v.Type()), former, prefix, "the config")
	}
	for _, f := range jsonFields(v.Type()) {
		below := prefix + f.name + "."
		if f.Type.Kind() == reflect.Slice {
			below = prefix + f.name + "[]."
		}
		out = append(out, configMembers(v.FieldByIndex(f.Index), below)...)
	}
	return out
}
