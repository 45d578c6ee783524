package main

import (
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
)

// TestSeedAndClockAreDeterministic checks that two runs with the same
// seed and clock flags give the same IDs, tokens and timestamps to the
// same requests, with a fixed and with a stepping clock.
func TestSeedAndClockAreDeterministic(t *testing.T) {
	for _, clock := range [][]string{
		{"-clock", "2026-01-02T03:04:05Z"},
		{"-clock", "2026-01-02T03:04:05Z", "-clock-step", "1s"},
	} {
		t.Run(clock[len(clock)-1], func(t *testing.T) {
			var runs [2][]*apikeys.APIKey
			var admins [2]map[string]string
			for i := range runs {
				env, stop := startRun(t, append([]string{"-addr", "127.0.0.1:0", "-seed", "1"}, clock...)...)
				keys := apikeys.NewClient(clientOf(t, env))
				for range 3 {
					k, err := keys.Create(t.Context(), &apikeys.CreateParams{Description: new("d")})
					require.NoError(t, err)
					runs[i] = append(runs[i], k)
				}
				require.NoError(t, stop())
				// The control token is new at every start, seed or not
				// (see TestControlTokenIsSecretUnderSeed).
				delete(env, "INGRESS_FAKE_URL")
				delete(env, "INGRESS_FAKE_CONTROL_TOKEN")
				admins[i] = env
			}
			assert.Equal(t, admins[0], admins[1], "the admin's ID and key")
			for j := range runs[0] {
				a, b := runs[0][j], runs[1][j]
				assert.Equal(t, a.ID, b.ID)
				assert.Equal(t, *a.Token, *b.Token)
				assert.Equal(t, a.CreatedAt, b.CreatedAt)
				assert.Equal(t, 2026, a.CreatedAt.Year(), "the clock flag sets the time")
			}
		})
	}
	t.Run("bad clock", func(t *testing.T) {
		assert.Error(t, run(t.Context(), []string{"-clock", "yesterday"}, io.Discard, io.Discard))
		assert.Error(t, run(t.Context(), []string{"-clock-step", "1s"}, io.Discard, io.Discard), "a step needs a start")
	})
}
