package snapshot

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// TestStateCoversTheStore fails when the store gains a part that a
// snapshot would not hold: each table is one of Tables, and each
// other field is one that Copy and Stage deal with by
// name.
func TestStateCoversTheStore(t *testing.T) {
	handled := []string{"Users", "Tokens", "Kinds", "SSHCAKeys", "AssignedAddrs", "Provisioning", "VaultSecrets", "AbuseReview"}
	st := store.New("zone.example", time.Minute)
	named := map[uintptr]string{}
	for name, tbl := range Tables(&st) {
		named[reflect.ValueOf(tbl).Pointer()] = name
	}
	v := reflect.ValueOf(&st).Elem()
	tables := 0
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if strings.HasPrefix(f.Type.String(), "*store.Table[") {
			tables++
			assert.Contains(t, named, v.Field(i).Pointer(), "Tables holds the store's table %s", f.Name)
			continue
		}
		assert.Contains(t, handled, f.Name, "a snapshot deals with the store's field %s", f.Name)
	}
	assert.Len(t, named, tables, "Tables names each table once")
}

// TestURIRewriter shows that a restore at another URL changes only the
// strings that start with the old base URL, and keeps every other byte.
func TestURIRewriter(t *testing.T) {
	rewrite := URIRewriter("http://old:1", "http://new:2")
	raw := json.RawMessage(`{"z":"http://old:1/a","a":["x \"http://old:1/b\"","http://old:10/c",{"uri":"http://old:1/d?e=<f>"}],"n":1.50}`)
	got, err := rewrite(raw)
	require.NoError(t, err)
	assert.Equal(t, `{"z":"http://new:2/a","a":["x \"http://old:1/b\"","http://old:10/c",{"uri":"http://new:2/d?e=<f>"}],"n":1.50}`, string(got))
	_, err = rewrite(json.RawMessage(`{"z":"http://old:1/a"`))
	assert.Error(t, err, "records cut short are refused")
	same, err := URIRewriter("http://a:1", "http://a:1")(raw)
	require.NoError(t, err)
	assert.Equal(t, string(raw), string(same))
}
