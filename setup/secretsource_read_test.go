package setup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSecretFileCapExact checks that a secret file of exactly
// MaxSecretBytes is read whole, one trailing newline dropped, and one of a
// byte more is refused.
func TestSecretFileCapExact(t *testing.T) {
	dir := t.TempDir()
	exact := filepath.Join(dir, "exact")
	require.NoError(t, os.WriteFile(exact, []byte(strings.Repeat("x", MaxSecretBytes-1)+"\n"), 0o600))
	v, err := SecretSource{File: exact}.read()
	require.NoError(t, err)
	assert.Len(t, v, MaxSecretBytes-1)

	over := filepath.Join(dir, "over")
	require.NoError(t, os.WriteFile(over, []byte(strings.Repeat("x", MaxSecretBytes)+"\n"), 0o600))
	_, err = SecretSource{File: over}.read()
	require.ErrorContains(t, err, "holds more than 1048576 bytes")
}
