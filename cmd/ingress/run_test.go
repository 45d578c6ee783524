package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runIn runs the command in this process with args, an empty stdin and
// the environment variables of vars, and returns what it gave.
func runIn(t *testing.T, vars map[string]string, args ...string) result {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(t.Context(), args, strings.NewReader(""), &stdout, &stderr, func(k string) string { return vars[k] })
	return result{code: code, stdout: stdout.String(), stderr: stderr.String()}
}

// TestExportOfAnEmptyAccountSaysSo checks that an account with no
// resources is exported as a comment that says so, and that plan reads
// that description back as no changes.
func TestExportOfAnEmptyAccountSaysSo(t *testing.T) {
	r := runIn(t, nil, "export")
	require.Equal(t, exitOK, r.code, "%+v", r)
	assert.Contains(t, r.stdout, "# The account holds no resources")
	path := writeFile(t, "empty.yaml", r.stdout)
	r = runIn(t, nil, "plan", "-f", path)
	assert.Equal(t, exitOK, r.code, "%+v", r)
	assert.Contains(t, r.stdout, "No changes.")
}

// TestEmbeddedServer checks that with no NGROK_API_KEY the command works
// on an embedded server, which starts empty, and says so on stderr.
func TestEmbeddedServer(t *testing.T) {
	t.Setenv("INGRESS_TEST_DB_PASSWORD", "s3cret-value")
	r := runIn(t, nil, "plan", "-f", "testdata/account.yaml")
	assert.Equal(t, exitChanges, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "NGROK_API_KEY is not set: planning against an embedded test server")
	assert.Contains(t, r.stdout, "Plan: 10 to create, 0 to update, 0 to replace, 0 to delete.\n")

	r = runIn(t, nil, "export")
	assert.Equal(t, exitOK, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "NGROK_API_KEY is not set: exporting an embedded test server")
	assert.Equal(t, emptyAccount, r.stdout, "an empty account")

	r = runIn(t, nil, "apply", "--yes", "--drop-tokens", "-f", "testdata/account.yaml")
	assert.Equal(t, exitOK, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "applying to an embedded test server")
	assert.Regexp(t, `\] create ip_policy office \(ipp_\w+\): done\n`, r.stderr, "progress gives the ID a create made")
	assert.Contains(t, r.stderr, "the token of tunnel_credential ci (cr_", "a dropped token is said")
	assert.Contains(t, r.stderr, "is not kept: give --token-dir")
	assert.NotContains(t, r.stdout+r.stderr, "s3cret-value")
}

// TestFailures checks that every failure exits 1 with a message that says
// what is wrong: a description's error names the file, the line and the
// field.
func TestFailures(t *testing.T) {
	t.Setenv("INGRESS_TEST_DB_PASSWORD", "s3cret-value")
	key := map[string]string{"NGROK_API_KEY": "k", "NGROK_API_URL": "http://127.0.0.1:1"}
	for _, tc := range []struct {
		name string
		vars map[string]string
		args []string
		want string
	}{
		{"unknown field", nil, []string{"plan", "-f", "testdata/bad.yaml"}, "ingress: testdata/bad.yaml:4: ip_policies[0].rules[0].acton: unknown field; did you mean action?\n"},
		{"unknown field on apply", nil, []string{"apply", "--yes", "-f", "testdata/bad.yaml"}, "testdata/bad.yaml:4: ip_policies[0].rules[0].acton: unknown field; did you mean action?"},
		{"missing file", nil, []string{"plan", "-f", "testdata/none.yaml"}, "testdata/none.yaml: no such file"},
		{"no -f", nil, []string{"plan"}, "give one with -f account.yaml"},
		{"positional file", nil, []string{"apply", "testdata/account.yaml"}, "unexpected arguments"},
		{"unknown flag", nil, []string{"plan", "--nope"}, "ingress: plan: unknown flag --nope; run \"ingress plan -h\" for its flags\n"},
		{"unknown command", nil, []string{"deploy"}, "ingress: unknown command \"deploy\"; run \"ingress -h\" for the commands\n"},
		{"no command", nil, nil, "Usage: ingress <command>"},
		{"unreachable API", key, []string{"export"}, "exporting the account: "},
		{"not confirmed", nil, []string{"apply", "--drop-tokens", "-f", "testdata/account.yaml"}, "standard input is not a terminal"},
		{"tokens kept nowhere", nil, []string{"apply", "--yes", "-f", "testdata/account.yaml"}, "give --token-dir DIR to keep it in a file, or --drop-tokens to drop it; nothing was changed"},
		{"tokens kept and dropped", nil, []string{"apply", "--yes", "--drop-tokens", "--token-dir", "tokens", "-f", "testdata/account.yaml"}, "give --token-dir or --drop-tokens, not both"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runIn(t, tc.vars, tc.args...)
			assert.Equal(t, exitFailed, r.code, "%+v", r)
			assert.Contains(t, r.stderr, tc.want)
			if strings.Contains(tc.want, ".yaml") {
				assert.NotContains(t, r.stderr, "is not set", "the file is read before the server starts")
			}
		})
	}
}

// TestHelp checks that -h documents the commands, the exit statuses, the
// environment and each command's flags, and that each command's -h gives
// its own exit statuses only.
func TestHelp(t *testing.T) {
	r := runIn(t, nil, "-h")
	require.Equal(t, exitOK, r.code)
	for _, want := range []string{"plan -f", "apply -f", "destroy -f", "export", "version", "completion bash|zsh|fish",
		"0  success", "2  plan only: the plan has changes", "1  failure", "NGROK_API_KEY", "NGROK_API_URL", "NO_COLOR", "120 per minute"} {
		assert.Contains(t, r.stdout, want)
	}
	for cmd, wants := range map[string][]string{
		"plan":       {"-f file", "-prune", "-json", "Exit status: 0 no changes, 2 changes, 1 failure.\n"},
		"apply":      {"-f file", "-prune", "-json", "-yes", "-token-dir directory", "mode 0600", "-drop-tokens", "Exit status: 0 applied, or nothing to change; 1 failure, or not confirmed.\n"},
		"destroy":    {"-f file", "-json", "-yes", "apply --prune", "Exit status: 0 deleted, or nothing to delete; 1 failure, or not confirmed.\n"},
		"export":     {"-o file", "SECRET_<VAULT>_<NAME>", "Exit status: 0 written, 1 failure.\n"},
		"version":    {"(devel)", "Exit status: 0 printed, 1 failure.\n"},
		"completion": {"~/.config/fish/completions/ingress.fish", "Exit status: 0 printed, 1 failure (an unknown shell).\n"},
	} {
		r := runIn(t, nil, cmd, "-h")
		assert.Equal(t, exitOK, r.code, cmd)
		for _, want := range append(wants, "Usage: ingress "+cmd) {
			assert.Contains(t, r.stderr, want, cmd)
		}
		if cmd != "plan" {
			assert.NotContains(t, r.stderr, "2 changes", cmd)
		}
	}
}
