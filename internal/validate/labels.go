package validate

import (
	"maps"
	"slices"
)

// Labels checks the labels a tunnel group backend selects tunnels by: at
// least one (the API documents that a tunnel group needs one), each key a
// non-empty run of letters, digits and ". _ / -", each value the same
// characters and ":", as in the label rules of credential ACLs, without
// their "*" wildcard: a tunnel group matches labels exactly. Labels are
// checked in the order of their keys, and an error names the label, as
// "labels[app]".
func Labels(field string, labels map[string]string) error {
	if len(labels) == 0 {
		return Fail(field, "must have at least one label")
	}
	for _, key := range slices.Sorted(maps.Keys(labels)) {
		f := field + "[" + key + "]"
		if err := labelPart(f, "key", key, aclKeyChar); err != nil {
			return err
		}
		if err := labelPart(f, "value", labels[key], aclValueChar); err != nil {
			return err
		}
	}
	return nil
}

// labelPart checks the key or the value of one label: a non-empty run of
// allowed characters.
func labelPart(field, what, s string, allowed func(byte) bool) error {
	if s == "" {
		return Fail(field, "has an empty %s", what)
	}
	for i := 0; i < len(s); i++ {
		if !allowed(s[i]) {
			return Fail(field, "has %q in the %s %q; only letters, digits and \". _ / -\" are allowed (and \":\" in values)", s[i], what, s)
		}
	}
	return nil
}
