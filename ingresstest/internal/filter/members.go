package filter

import (
	"reflect"
	"strings"
	"sync"
)

// members holds, for each struct type a filter has read, the index of
// each of its fields by JSON name. The types are those of the program's
// records, so it holds a bounded number of entries; it is safe for
// concurrent use, as compiled filters are shared between requests.
var members sync.Map // reflect.Type → map[string][]int

// membersOf returns the fields of the struct type t by JSON name, as
// encoding/json names them, promoted fields of embedded structs included.
// The map returned is shared: callers only read it.
func membersOf(t reflect.Type) map[string][]int {
	if fields, ok := members.Load(t); ok {
		return fields.(map[string][]int)
	}
	fields := make(map[string][]int)
	for _, f := range reflect.VisibleFields(t) {
		tag, hasTag := f.Tag.Lookup("json")
		name, _, _ := strings.Cut(tag, ",")
		switch {
		case !f.IsExported() || name == "-":
			continue
		case f.Anonymous && !hasTag && indirect(f.Type).Kind() == reflect.Struct:
			continue // its fields are promoted
		case name == "":
			name = f.Name
		}
		if prev, dup := fields[name]; !dup || len(f.Index) < len(prev) {
			fields[name] = f.Index
		}
	}
	stored, _ := members.LoadOrStore(t, fields)
	return stored.(map[string][]int)
}
