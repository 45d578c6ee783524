package setup_test

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestTokenFileName checks that names of letters, digits, ".", "_" and
// "-" keep their file name and that every other byte is percent-encoded,
// so that the name can be read back from the file's.
func TestTokenFileName(t *testing.T) {
	for name, want := range map[string]string{
		"ci":        "tunnel_credential.ci.token",
		"ci_prod":   "tunnel_credential.ci_prod.token",
		"ci-prod.2": "tunnel_credential.ci-prod.2.token",
		"ci/prod":   "tunnel_credential.ci%2Fprod.token",
		`ci\prod`:   "tunnel_credential.ci%5Cprod.token",
		"ci%2Fprod": "tunnel_credential.ci%252Fprod.token",
		"ci prod":   "tunnel_credential.ci%20prod.token",
		"é":         "tunnel_credential.%C3%A9.token",
		"..":        "tunnel_credential....token",
		"a\x00b":    "tunnel_credential.a%00b.token",
	} {
		got := setup.TokenFileName("tunnel_credential", name)
		assert.Equal(t, want, got, "%q", name)
		back, err := url.PathUnescape(strings.TrimSuffix(strings.TrimPrefix(got, "tunnel_credential."), ".token"))
		require.NoError(t, err)
		assert.Equal(t, name, back, "the name is read back")
		assert.NotContains(t, got, "/")
	}
}

// TestTokenFilesOfCollidingNames checks that the tunnel credentials
// ci/prod and ci_prod, which once shared a token file, each keep their
// token in a file of their own.
func TestTokenFilesOfCollidingNames(t *testing.T) {
	srv, _ := counted(t)
	want := setup.Account{TunnelCredentials: []setup.TunnelCredential{{Name: "ci/prod"}, {Name: "ci_prod"}}}
	for name, opt := range map[string]func(dir string) setup.Option{
		"KeepTokens": setup.KeepTokens,
		"TokenDir":   func(dir string) setup.Option { return setup.OnToken(setup.TokenDir(dir)) },
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			c := srv.Client()
			p := apply(t, c, want, opt(dir))
			require.Len(t, p.Changes, 2)
			var tokens []string
			for _, n := range []string{"ci%2Fprod", "ci_prod"} {
				b, err := os.ReadFile(filepath.Join(dir, "tunnel_credential."+n+".token"))
				require.NoError(t, err, n)
				tokens = append(tokens, string(b))
			}
			assert.NotEqual(t, tokens[0], tokens[1], "two tokens, one file each")
			drop := apply(t, c, setup.Account{}, setup.Prune())
			assert.Len(t, drop.Changes, 2, "deleted, for the next subtest's creates")
		})
	}
}
