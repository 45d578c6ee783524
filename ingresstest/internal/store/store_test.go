package store

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestCheckpointCoversTheStore fails when the store gains a part that
// a checkpoint (ingresstest's ResetAccount) would not put back: each
// table is checkpointed, and each other field is one that Checkpoint
// deals with by name.
func TestCheckpointCoversTheStore(t *testing.T) {
	handled := []string{"Users", "Tokens", "Kinds", "SSHCAKeys", "AssignedAddrs", "Provisioning", "VaultSecrets", "AbuseReview"}
	st := New("zone.example", time.Minute)
	tables := 0
	for f := range reflect.TypeFor[Store]().Fields() {
		if strings.HasPrefix(f.Type.String(), "*store.Table[") {
			tables++
			continue
		}
		assert.Contains(t, handled, f.Name, "Checkpoint deals with the store's field %s", f.Name)
	}
	assert.Len(t, st.Checkpoint(), tables+1, "one restore per table, and one for the rest")
}
