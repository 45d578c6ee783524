package setup

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEveryKindIsComplete checks that every kind of families gives, or has
// supplied by complete or marked, each function that planning, applying
// and exporting call, and that a kind whose descriptions embed Common
// takes adoption from it.
func TestEveryKindIsComplete(t *testing.T) {
	required := []string{"id", "identify", "want", "key", "fields", "have", "create", "update", "describe", "add"}
	common := reflect.TypeFor[Common]()
	for _, f := range families() {
		k := reflect.ValueOf(f).Elem()
		name := f.kindName()
		for _, field := range required {
			assert.False(t, k.FieldByName(field).IsNil(), "%s has no %s", name, field)
		}
		assert.NotEqual(t, k.FieldByName("list").IsNil(), k.FieldByName("listIn").IsNil(), "%s lists its resources in exactly one way: list or listIn", name)
		if !k.FieldByName("byName").Bool() {
			assert.False(t, k.FieldByName("remove").IsNil(), "%s has no remove", name)
		}
		described := k.FieldByName("describe").Type().Out(0)
		embeds := false
		if sf, ok := described.FieldByName("Common"); ok && sf.Anonymous && sf.Type == common {
			embeds = true
		}
		assert.Equal(t, embeds, !k.FieldByName("common").IsNil(), "%s: common is set exactly when its description embeds Common", name)
	}
}
