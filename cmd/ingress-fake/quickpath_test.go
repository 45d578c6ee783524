package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docsQuickPath returns the shell lines of docs/FAKE.md that run the
// ingress command against ingress-fake: the code block that starts with
// the -env ngrok line.
func docsQuickPath(t *testing.T) string {
	t.Helper()
	page, err := os.ReadFile("../../docs/FAKE.md")
	require.NoError(t, err)
	const first = "ingress-fake -addr 127.0.0.1:0 -env ngrok > fake.env &\n"
	_, rest, ok := strings.Cut(string(page), "```\n"+first)
	require.True(t, ok, "docs/FAKE.md shows %q at the start of a code block", first)
	block, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	return first + block
}

// TestDocsQuickPath runs the quick path of docs/FAKE.md for the ingress
// command against ingress-fake with bash, on both commands built: the plan
// of a description runs against the fake, not an embedded server.
func TestDocsQuickPath(t *testing.T) {
	lines := docsQuickPath(t)
	assert.Contains(t, lines, "set -a; . ./fake.env; set +a; ingress plan -f a.yaml")
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	bin := filepath.Dir(buildCommand(t, ctx))
	out, err := exec.CommandContext(ctx, "go", "build", "-o", filepath.Join(bin, "ingress"), "../ingress").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.yaml"), []byte("ip_policies:\n  - name: office\n    rules:\n      - cidr: 203.0.113.0/24\n        action: allow\n"), 0o600))
	script := lines + "status=$?\nkill %1\nwait\nexit $status\n"
	cmd := exec.CommandContext(ctx, "bash", "-c", script)
	cmd.Dir = dir
	cmd.Env = append(withoutCredentials(os.Environ()), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "NO_COLOR=1")
	out, err = cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "ingress plan exits 2 for a plan with changes: %s", out)
	assert.Equal(t, 2, exit.ExitCode(), "%s", out)
	assert.Contains(t, string(out), "+ ip_policy office")
	assert.NotContains(t, string(out), "embedded", "the plan ran against the fake")
	env, err := os.ReadFile(filepath.Join(dir, "fake.env"))
	require.NoError(t, err)
	assert.Regexp(t, `^NGROK_API_URL=http://127\.0\.0\.1:\d+\nNGROK_API_KEY=\S+\nINGRESS_FAKE_ADMIN_ID=usr_\S+\nINGRESS_FAKE_CONTROL_TOKEN=\S+\n$`, string(env))
}

// withoutCredentials returns env without the variables the ingress command
// reads, so that only the fake's lines set them.
func withoutCredentials(env []string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "NGROK_") && !strings.HasPrefix(kv, "PATH=") {
			out = append(out, kv)
		}
	}
	return out
}
