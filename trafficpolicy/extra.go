package trafficpolicy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
)

// Extra holds the members of a JSON object that its Go type does not
// name, as they were read, so that writing the object back keeps them.
type Extra map[string]json.RawMessage

// decodeKnown decodes data, a JSON object, into v, a pointer to a struct
// type without a custom UnmarshalJSON, and returns the members that no
// field of the struct names. Numbers held in fields of type any stay
// json.Number, so that they are written back exactly as they were read.
func decodeKnown(data []byte, v any) (Extra, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return nil, err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	for _, name := range jsonNames(reflect.TypeOf(v).Elem()) {
		delete(all, name)
	}
	if len(all) == 0 {
		return nil, nil
	}
	return all, nil
}

// encodeKnown encodes v, a struct without a custom MarshalJSON, and adds
// the members of extra that the struct does not write itself, in the
// order of their names.
func encodeKnown(v any, extra Extra) ([]byte, error) {
	out, err := json.Marshal(v)
	if err != nil || len(extra) == 0 {
		return out, err
	}
	known := jsonNames(reflect.TypeOf(v))
	var b bytes.Buffer
	b.Write(out[:len(out)-1])
	first := len(out) == 2
	for _, name := range slices.Sorted(maps.Keys(extra)) {
		if slices.Contains(known, name) {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		key, _ := json.Marshal(name)
		b.Write(key)
		b.WriteByte(':')
		if !json.Valid(extra[name]) {
			return nil, fmt.Errorf("member %q is not valid JSON", name)
		}
		b.Write(extra[name])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// jsonField is an exported field of a struct type that JSON writes, with
// its member name.
type jsonField struct {
	reflect.StructField
	name string
}

// jsonFields returns the fields of struct type t that JSON writes.
func jsonFields(t reflect.Type) []jsonField {
	var fields []jsonField
	for f := range t.Fields() {
		tag := f.Tag.Get("json")
		if !f.IsExported() || tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		fields = append(fields, jsonField{f, name})
	}
	return fields
}

// jsonNames returns the JSON member names of the fields of struct type t.
func jsonNames(t reflect.Type) []string {
	var names []string
	for _, f := range jsonFields(t) {
		names = append(names, f.name)
	}
	return names
}

// decodeObject decodes data into v as decodeKnown does and stores the
// members that no field names in extra.
func decodeObject(data []byte, v any, extra *Extra) error {
	rest, err := decodeKnown(data, v)
	if err != nil {
		return err
	}
	*extra = rest
	return nil
}
