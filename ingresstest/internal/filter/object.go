package filter

import (
	"fmt"
	"reflect"
	"time"

	"cel.dev/cel-go/common/types"
	"cel.dev/cel-go/common/types/ref"
)

// object shows a stored record, a struct, to a filter as the JSON object
// the API sends for it: its members are the fields' JSON names, and a
// member's value is converted only when the filter reads it. Timestamps
// are CEL timestamps, so that obj.created_at < timestamp("...") compares
// instants; nil pointers, slices and maps are null, as in JSON.
type object struct {
	v reflect.Value
}

// Get returns the member named by key.
func (o *object) Get(key ref.Val) ref.Val {
	name, ok := key.(types.String)
	if !ok {
		return types.NewErr("no member %v", key)
	}
	index, ok := membersOf(o.v.Type())[string(name)]
	if !ok {
		return types.NewErr("no member %q", string(name))
	}
	f, err := o.v.FieldByIndexErr(index)
	if err != nil {
		return types.NullValue
	}
	return celValue(f)
}

// ConvertToNative returns the record when typeDesc is its type.
func (o *object) ConvertToNative(typeDesc reflect.Type) (any, error) {
	if o.v.Type().AssignableTo(typeDesc) {
		return o.v.Interface(), nil
	}
	return nil, fmt.Errorf("an object does not convert to %v", typeDesc)
}

// ConvertToType converts to the type type only.
func (o *object) ConvertToType(typeVal ref.Type) ref.Val {
	if typeVal == types.TypeType {
		return types.NewOpaqueType("ingresstest.object")
	}
	return types.NewErr("an object does not convert to %v", typeVal)
}

// Equal reports whether other is an object holding an equal record.
func (o *object) Equal(other ref.Val) ref.Val {
	p, ok := other.(*object)
	return types.Bool(ok && reflect.DeepEqual(o.v.Interface(), p.v.Interface()))
}

// Type returns the type of objects.
func (o *object) Type() ref.Type { return types.NewOpaqueType("ingresstest.object") }

// Value returns the record.
func (o *object) Value() any { return o.v.Interface() }

// celValue converts a field's value to CEL.
func celValue(v reflect.Value) ref.Val {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return types.NullValue
		}
		return celValue(v.Elem())
	case reflect.Struct:
		if t, ok := v.Interface().(time.Time); ok {
			return types.Timestamp{Time: t}
		}
		return &object{v: v}
	case reflect.String:
		return types.String(v.String())
	case reflect.Bool:
		return types.Bool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return types.Int(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return types.Uint(v.Uint())
	case reflect.Float32, reflect.Float64:
		return types.Double(v.Float())
	case reflect.Slice:
		if v.IsNil() {
			return types.NullValue
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return types.Bytes(v.Bytes())
		}
		return celList(v)
	case reflect.Array:
		return celList(v)
	case reflect.Map:
		if v.IsNil() {
			return types.NullValue
		}
		return celMap(v)
	}
	return types.NewErr("a member of kind %v", v.Kind())
}

// celList converts a slice or array.
func celList(v reflect.Value) ref.Val {
	elems := make([]ref.Val, v.Len())
	for i := range elems {
		elems[i] = celValue(v.Index(i))
	}
	return types.NewRefValList(types.DefaultTypeAdapter, elems)
}

// celMap converts a map with string keys.
func celMap(v reflect.Value) ref.Val {
	if v.Type().Key().Kind() != reflect.String {
		return types.NewErr("a map whose keys are not strings")
	}
	m := make(map[ref.Val]ref.Val, v.Len())
	for it := v.MapRange(); it.Next(); {
		m[types.String(it.Key().String())] = celValue(it.Value())
	}
	return types.NewRefValMap(types.DefaultTypeAdapter, m)
}

// indirect returns the type that t points to, or t.
func indirect(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}
