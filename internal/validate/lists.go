package validate

import "strconv"

// IDs checks a list of resource IDs: each an ID (see ID), none twice. An
// error names the offending element, as "backends[2]".
func IDs(field string, ids []string) error {
	return unique(field, ids, ID, nil)
}

// Distinct checks that no value of a list appears twice. An error names
// the repeated element, as "sources[2]".
func Distinct(field string, vals []string) error {
	return unique(field, vals, nil, nil)
}

// Elem names the element at index i of the list field, as "field[i]".
func Elem(field string, i int) string { return field + "[" + strconv.Itoa(i) + "]" }

// unique checks every element of a list with check (when not nil), which
// gets the element's own field name, and that no two elements have the
// same key: the element itself, or what key (when not nil) returns of it.
// The error is that of the first element broken, with those of the others
// in its Others (see First).
func unique(field string, vals []string, check func(field, v string) error, key func(string) string) error {
	first := make(map[string]int, len(vals))
	var errs []error
	for i, v := range vals {
		f := Elem(field, i)
		if check != nil {
			if err := check(f, v); err != nil {
				errs = append(errs, err)
				continue
			}
		}
		k := v
		if key != nil {
			k = key(v)
		}
		if j, dup := first[k]; dup {
			errs = append(errs, Fail(f, "%q is listed twice: it is already %s", v, Elem(field, j)))
			continue
		}
		first[k] = i
	}
	return First(errs...)
}
