package setup

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/ingresskit/ingress/events"
)

// field is one compared field of a resource, its value rendered as text;
// a shown field is never compared, as where a secret comes from, which
// the account cannot tell, but is listed with every change that sends it:
// a create, and an update, adoption or replacement, which send the
// resource's secrets again.
type field struct {
	name, value string
	shown       bool
}

// fields are a resource's compared fields, in a fixed order.
type fields []field

// add appends the field name with value v rendered: strings quoted, other
// values as JSON, an event target without its secrets. Empty values are left out, so that an empty field and
// an absent one compare equal.
func (fs fields) add(name string, v any) fields {
	var s string
	switch v := v.(type) {
	case string:
		if v == "" {
			return fs
		}
		s = strconv.Quote(v)
	case bool:
		if !v {
			return fs
		}
		s = "true"
	case []string:
		if len(v) == 0 {
			return fs
		}
		s = jsonText(v)
	case map[string]string:
		if len(v) == 0 {
			return fs
		}
		s = jsonText(v)
	case events.Target:
		s = jsonText(withoutSecrets(v))
	default:
		s = jsonText(v)
		if s == "null" || s == "{}" {
			return fs
		}
	}
	return append(fs, field{name: name, value: s})
}

// show appends the field name with v rendered as add renders it, shown
// when the resource is created and never compared.
func (fs fields) show(name string, v any) fields {
	out := fs.add(name, v)
	if len(out) > len(fs) {
		out[len(out)-1].shown = true
	}
	return out
}

// jsonText returns v as compact JSON without null members.
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%v", v)
	}
	var tree any
	if json.Unmarshal(b, &tree) != nil {
		return string(b)
	}
	b, _ = json.Marshal(dropNulls(tree)) // decoded JSON encodes again
	return string(b)
}

// dropNulls removes the null members of the objects in decoded JSON.
func dropNulls(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, m := range v {
			if m == nil {
				delete(v, k)
			} else {
				v[k] = dropNulls(m)
			}
		}
	case []any:
		for i, m := range v {
			v[i] = dropNulls(m)
		}
	}
	return v
}

// sorted returns a sorted copy of names, so that the order of a set does
// not count as a difference.
func sorted[S ~[]E, E ~string](names S) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = string(n)
	}
	slices.Sort(out)
	return out
}

// FieldChange is a field that a change sets: Old is empty for a create, New
// for a delete.
type FieldChange struct {
	// Field is the field's name in the description.
	Field string `json:"field"`
	// Old is its value now.
	Old string `json:"old,omitempty"`
	// New is its value after the change.
	New string `json:"new,omitempty"`

	// sent says that the field is not compared but shown, as it is sent
	// again with the change: New is where a secret comes from.
	sent bool
}

// diffFields returns the fields whose values differ between have and
// want, shown fields aside.
func diffFields(have, want fields) []FieldChange {
	var out []FieldChange
	seen := make(map[string]bool)
	for _, w := range want {
		seen[w.name] = true
		if w.shown {
			continue
		}
		old := lookup(have, w.name)
		if old != w.value {
			out = append(out, FieldChange{Field: w.name, Old: old, New: w.value})
		}
	}
	for _, h := range have {
		if !seen[h.name] && !h.shown {
			out = append(out, FieldChange{Field: h.name, Old: h.value})
		}
	}
	return out
}

// lookup returns the value of the field name, or "".
func lookup(fs fields, name string) string {
	for _, f := range fs {
		if f.name == name {
			return f.value
		}
	}
	return ""
}

// resent returns the shown fields of fs, which a change of the resource
// sends again.
func resent(fs fields) []FieldChange {
	var out []FieldChange
	for _, f := range fs {
		if f.shown {
			out = append(out, FieldChange{Field: f.name, New: f.value, sent: true})
		}
	}
	return out
}

// created returns the fields of a resource created with fs.
func created(fs fields) []FieldChange {
	out := make([]FieldChange, len(fs))
	for i, f := range fs {
		out[i] = FieldChange{Field: f.name, New: f.value}
	}
	return out
}
