package setup

import (
	"fmt"
	"reflect"
	"strings"
)

// jsonNameOf returns the JSON name of the field of the struct that
// structPtr points to whose address is fieldPtr, or "" when none is.
func jsonNameOf(structPtr, fieldPtr any) string {
	v := reflect.ValueOf(structPtr).Elem()
	target := reflect.ValueOf(fieldPtr).UnsafePointer()
	for i := range v.NumField() {
		if v.Field(i).Addr().UnsafePointer() == target {
			name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
			return name
		}
	}
	return ""
}

// elemPaths returns the paths of the n elements of the list at path.
func elemPaths(path string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s[%d]", path, i)
	}
	return out
}
