package ingresstest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSnapshotCoversTheStore fails when the store gains a part that
// ResetAccount would not put back: each table is snapshotted, and each
// other field is one that snapshot deals with by name.
func TestSnapshotCoversTheStore(t *testing.T) {
	handled := []string{"Users", "Tokens", "Kinds", "SSHCAKeys", "AssignedAddrs", "Provisioning", "VaultSecrets", "AbuseReview"}
	st := newStore("zone.example")
	tables := 0
	for f := range reflect.TypeFor[accountStore]().Fields() {
		if strings.HasPrefix(f.Type.String(), "*store.Table[") {
			tables++
			continue
		}
		assert.Contains(t, handled, f.Name, "snapshot deals with the store's field %s", f.Name)
	}
	assert.Len(t, st.snapshot(), tables+1, "one restore per table, and one for the rest")
}
