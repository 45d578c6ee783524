package setup_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestSecrets hands each new token back once, writes it to a file of mode
// 0600 with TokenDir, and shows no secret value or token in the plan, its
// JSON form, the progress reports or an error.
func TestSecrets(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	dir := t.TempDir()
	var tokens []setup.Token
	var reports []string
	opts := []setup.Option{
		setup.OnToken(func(tk setup.Token) error {
			tokens = append(tokens, tk)
			return setup.TokenDir(dir)(tk)
		}),
		setup.OnProgress(func(p setup.Progress) { reports = append(reports, p.Change.String()) }),
	}
	plan := apply(t, c, fixture(), opts...)
	require.Len(t, tokens, 2, "a tunnel credential and an API key")
	js, err := json.Marshal(plan)
	require.NoError(t, err)
	shown := plan.String() + string(js)
	for _, r := range reports {
		shown += r
	}
	assert.NotContains(t, shown, "s3cret-value")
	assert.NotContains(t, shown, "webhook-s3cret", "no webhook secret in the plan")
	assert.NotContains(t, shown, "oidc-s3cret", "no OIDC client secret in the plan")
	assert.NotContains(t, shown, "PRIVATE KEY", "no PEM in the plan")
	assert.NotContains(t, shown, "CERTIFICATE-----")
	for _, tk := range tokens {
		assert.NotEmpty(t, tk.Value())
		assert.NotContains(t, shown, tk.Value())
		path := filepath.Join(dir, tk.Kind+"."+tk.Name+".token")
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, tk.Value()+"\n", string(b))
	}
	again := apply(t, c, fixture(), opts...)
	assert.True(t, again.Empty())
	assert.Len(t, tokens, 2, "a token is handed back once")

	t.Setenv("SETUP_TEST_DB_PASSWORD", "")
	os.Unsetenv("SETUP_TEST_DB_PASSWORD")
	want := fixture()
	want.Vaults[0].Secrets = append(want.Vaults[0].Secrets, setup.Secret{Name: "api", Value: setup.SecretSource{Env: "SETUP_TEST_DB_PASSWORD"}})
	_, err = setup.NewPlan(t.Context(), c, want)
	assert.EqualError(t, err, `vault_secret "prod/api": value from env SETUP_TEST_DB_PASSWORD: environment variable SETUP_TEST_DB_PASSWORD is not set`, "the plan reads the source")
}
