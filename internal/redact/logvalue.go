package redact

import (
	"cmp"
	"fmt"
	"log/slog"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// LogValue renders the struct v (or what v points to) for slog as a group
// of its JSON members, under their JSON names, with every secret member
// that is set (see Secret) logged as Text: a type that holds a secret,
// directly or through its members, makes it its LogValue method,
//
//	func (k Key) LogValue() slog.Value { return redact.LogValue(k) }
//
// Every handler then hides the secret, slog.JSONHandler too, which would
// otherwise encode the value with encoding/json and never ask its members
// for their LogValue. A member whose type has a LogValue method logs
// through it; nil pointers, interfaces, slices and maps are left out, as
// JSON's null would be; a slice or a map that can hold a struct is a group
// keyed by index or key; unexported fields are left out, as JSON leaves
// them (an embedded one too); values of types from other modules, like
// time.Time, log as they are. A v that is not a struct, or a nil pointer,
// logs as Text.
func LogValue(v any) slog.Value {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return slog.StringValue(Text)
	}
	return structValue(rv)
}

// structValue is the group of the JSON members of the struct rv.
func structValue(rv reflect.Value) slog.Value {
	t := rv.Type()
	attrs := make([]slog.Attr, 0, t.NumField())
	for i := range t.NumField() {
		sf := t.Field(i)
		name := Member(sf)
		if !sf.IsExported() || name == "-" {
			continue
		}
		field := rv.Field(i)
		if Secret(t, sf) && !field.IsZero() {
			attrs = append(attrs, slog.String(name, Text))
			continue
		}
		val, ok := memberValue(field)
		if !ok {
			continue
		}
		if sf.Anonymous && sf.Tag.Get("json") == "" {
			if val = val.Resolve(); val.Kind() == slog.KindGroup {
				name = "" // a handler inlines a group without a key, as JSON does an embedded struct
			}
		}
		attrs = append(attrs, slog.Attr{Key: name, Value: val})
	}
	return slog.GroupValue(attrs...)
}

// memberValue renders one member; ok is false for a member left out.
func memberValue(v reflect.Value) (_ slog.Value, ok bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return slog.Value{}, false
		}
		if lv, ok := v.Interface().(slog.LogValuer); ok {
			return slog.AnyValue(lv), true
		}
		return memberValue(v.Elem())
	case reflect.Struct:
		if lv, ok := v.Interface().(slog.LogValuer); ok {
			return slog.AnyValue(lv), true
		}
		if t := v.Type(); t.PkgPath() != "" && t.PkgPath() != module && !strings.HasPrefix(t.PkgPath(), module+"/") {
			return slog.AnyValue(v.Interface()), true
		}
		return structValue(v), true
	case reflect.Slice, reflect.Map:
		if v.IsNil() {
			return slog.Value{}, false
		}
		return listValue(v), true
	case reflect.Array:
		return listValue(v), true
	}
	return slog.AnyValue(v.Interface()), true
}

// listValue renders a slice, an array or a map: as it is when its
// elements hold nothing that has a LogValue method, and otherwise as a
// group of its elements keyed by index, or by key in key order.
func listValue(v reflect.Value) slog.Value {
	if flat(v.Type().Elem()) {
		return slog.AnyValue(v.Interface())
	}
	var attrs []slog.Attr
	add := func(key string, elem reflect.Value) {
		if val, ok := memberValue(elem); ok {
			attrs = append(attrs, slog.Attr{Key: key, Value: val})
		}
	}
	if v.Kind() != reflect.Map {
		for i := range v.Len() {
			add(strconv.Itoa(i), v.Index(i))
		}
		return slog.GroupValue(attrs...)
	}
	keys := v.MapKeys()
	slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
	for _, k := range keys {
		add(fmt.Sprint(k), v.MapIndex(k))
	}
	return slog.GroupValue(attrs...)
}

// flat reports whether values of t hold no struct, pointer or interface,
// so that no member of theirs can have a LogValue method.
func flat(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct, reflect.Pointer, reflect.Interface:
		return false
	case reflect.Slice, reflect.Array:
		return flat(t.Elem())
	case reflect.Map:
		return flat(t.Key()) && flat(t.Elem())
	}
	return true
}
