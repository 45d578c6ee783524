package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestMarshalYAML checks that a description written as YAML reads back as
// the same description, in block style, with quotes only where a string
// would read as another type.
func TestMarshalYAML(t *testing.T) {
	want, err := setup.Load("testdata/account.yaml")
	require.NoError(t, err)
	b, err := marshalYAML(want)
	require.NoError(t, err)
	got, err := setup.Parse("export.yaml", b)
	require.NoError(t, err)
	assert.Equal(t, want, got)

	text := string(b)
	assert.Contains(t, text, "ip_policies:\n  - name: office\n    description: trusted networks\n")
	assert.Contains(t, text, `min_tls_version: "1.2"`, "a string that reads as a number is quoted")
	assert.Contains(t, text, "status_code: 200\n")
	assert.Contains(t, text, "value:\n          env: INGRESS_TEST_DB_PASSWORD\n")
	assert.NotContains(t, text, "{", "no flow style")

	empty, err := marshalYAML(setup.Account{})
	require.NoError(t, err)
	assert.Equal(t, "{}\n", string(empty))
}
