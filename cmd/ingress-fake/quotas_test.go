package main

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// TestQuotaFlags checks that the quota flags set the quotas of
// ingresstest.WithQuotas: -vault-quota 1 refuses a second vault with the
// code of errors/err_ngrok_23005, and -ip-policy-quota 1, a quota
// without a default, a second IP policy with that of
// errors/err_ngrok_1410.
func TestQuotaFlags(t *testing.T) {
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-vault-quota", "1", "-reserved-addr-quota", "-1", "-ip-policy-quota", "1")
	c := clientOf(t, env)
	require.NoError(t, c.Do(t.Context(), "POST", "/vaults", map[string]string{"name": "first"}, nil))
	err := c.Do(t.Context(), "POST", "/vaults", map[string]string{"name": "second"}, nil)
	assert.True(t, ingress.IsErrorCode(err, ingresstest.CodeVaultQuota), "%v", err)
	require.NoError(t, c.Do(t.Context(), "POST", "/ip_policies", map[string]string{}, nil))
	err = c.Do(t.Context(), "POST", "/ip_policies", map[string]string{}, nil)
	assert.True(t, ingress.IsErrorCode(err, ingresstest.CodeIPPolicyQuota), "%v", err)
	require.NoError(t, stop())

	for _, args := range [][]string{
		{"-vault-quota", "0"},
		{"-secret-quota", "-2"},
		{"-reserved-addr-quota", "x"},
		{"-api-key-quota", "0"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			assert.Error(t, run(t.Context(), args, io.Discard, io.Discard))
		})
	}
}
