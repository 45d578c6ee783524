package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeFile writes text to a file name in a new temporary directory and
// returns its path.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o600))
	return path
}

// TestExitStatuses runs the built command as a process for each exit
// status of each command, in turn on one ingress-fake that holds
// testdata/account.yaml, and pins the numbers themselves: 0 success, 2
// a plan with changes (plan only), 1 failure.
func TestExitStatuses(t *testing.T) {
	env := startFake(t, []string{secretEnv}, "-load", "testdata/account.yaml")
	lab := writeFile(t, "lab.yaml", "ip_policies:\n  - name: lab\n")
	notADir := filepath.Join(writeFile(t, "file", ""), "out.yaml")
	urlOnly := []string{env[0]}
	for _, step := range []struct {
		name  string
		env   []string
		stdin string
		args  []string
		code  int
		want  string // in stdout or stderr
	}{
		{"plan, no changes", env, "", []string{"plan", "-f", "testdata/account.yaml"}, 0, "No changes."},
		{"plan, changes", env, "", []string{"plan", "-f", lab}, 2, "+ ip_policy lab"},
		{"plan, bad file", env, "", []string{"plan", "-f", "testdata/bad.yaml"}, 1, "unknown field"},
		{"plan, no key", urlOnly, "", []string{"plan", "-f", lab}, 1, "NGROK_API_URL is set but NGROK_API_KEY is missing"},
		{"apply, not confirmed", env, "yes\n", []string{"apply", "-f", lab}, 1, "standard input is not a terminal"},
		{"apply, changes made", env, "", []string{"apply", "--yes", "-f", lab}, 0, "ingress: applied 1 changes"},
		{"apply, nothing to change", env, "", []string{"apply", "--yes", "-f", lab}, 0, "No changes."},
		{"apply, bad file", env, "", []string{"apply", "--yes", "-f", "testdata/bad.yaml"}, 1, "unknown field"},
		{"apply, no key", urlOnly, "", []string{"apply", "--yes", "-f", lab}, 1, "NGROK_API_KEY is missing"},
		{"export", env, "", []string{"export"}, 0, "name: lab"},
		{"export, file not written", env, "", []string{"export", "-o", notADir}, 1, "writing the description"},
		{"export, no key", urlOnly, "", []string{"export"}, 1, "NGROK_API_KEY is missing"},
		{"destroy, not confirmed", env, "yes\n", []string{"destroy", "-f", lab}, 1, "not destroying: standard input is not a terminal"},
		{"destroy, deleted", env, "", []string{"destroy", "--yes", "-f", lab}, 0, "ingress: deleted 1 resources"},
		{"destroy, nothing to delete", env, "", []string{"destroy", "--yes", "-f", lab}, 0, "No changes."},
		{"destroy, no description", env, "", []string{"destroy", "--yes"}, 1, "give one with -f account.yaml"},
		{"destroy, no key", urlOnly, "", []string{"destroy", "--yes", "-f", lab}, 1, "NGROK_API_KEY is missing"},
		{"version", nil, "", []string{"version"}, 0, "ngrok API version 2\n"},
		{"--version", nil, "", []string{"--version"}, 0, "ngrok API version 2\n"},
		{"version, an argument", nil, "", []string{"version", "now"}, 1, `unexpected arguments ["now"]`},
		{"completion", nil, "", []string{"completion", "bash"}, 0, "complete -F _ingress ingress"},
		{"completion, no shell", nil, "", []string{"completion"}, 1, "give one of bash, zsh, fish"},
		{"completion, unknown shell", nil, "", []string{"completion", "tcsh"}, 1, `no script for the shell "tcsh"`},
		{"help", nil, "", []string{"-h"}, 0, "Usage: ingress <command>"},
		{"no command", nil, "", nil, 1, "Usage: ingress <command>"},
		{"unknown command", nil, "", []string{"aply"}, 1, `unknown command "aply" (did you mean "apply"?)`},
		{"unknown flag", nil, "", []string{"plan", "-jsn"}, 1, `unknown flag --jsn (did you mean "--json"?)`},
	} {
		r := runBin(t, step.env, step.stdin, step.args...)
		assert.Equal(t, step.code, r.code, "%s: %+v", step.name, r)
		assert.Contains(t, r.stdout+r.stderr, step.want, step.name)
	}
}

// TestMistakesTakeOneLine checks that an unknown command or flag is said
// in one line, naming the mistake, the command or flag meant when one is
// close, and where to look, with no usage after it.
func TestMistakesTakeOneLine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"destory", "-f", "a.yaml"}, `ingress: unknown command "destory" (did you mean "destroy"?); run "ingress -h" for the commands`},
		{[]string{"frobnicate"}, `ingress: unknown command "frobnicate"; run "ingress -h" for the commands`},
		{[]string{"--verison"}, `ingress: unknown flag --verison (did you mean "--version"?); run "ingress -h" for the commands, and "ingress <command> -h" for their flags`},
		{[]string{"apply", "--token-di", "x"}, `ingress: apply: unknown flag --token-di (did you mean "--token-dir"?); run "ingress apply -h" for its flags`},
		{[]string{"destroy", "--prune"}, `ingress: destroy: unknown flag --prune; run "ingress destroy -h" for its flags`},
		{[]string{"export", "-o"}, `ingress: export: flag needs an argument: -o; run "ingress export -h" for its flags`},
	} {
		r := runIn(t, nil, tc.args...)
		assert.Equal(t, 1, r.code, "%v", tc.args)
		assert.Equal(t, tc.want+"\n", r.stderr, "%v", tc.args)
		assert.Empty(t, r.stdout)
	}
}

// TestURLWithoutKey checks that NGROK_API_URL without NGROK_API_KEY is an
// error that names the missing key and starts no embedded server, while
// with neither set the embedded server is used and announced.
func TestURLWithoutKey(t *testing.T) {
	r := runIn(t, map[string]string{"NGROK_API_URL": "http://127.0.0.1:1"}, "export")
	assert.Equal(t, 1, r.code, "%+v", r)
	assert.Equal(t, "ingress: NGROK_API_URL is set but NGROK_API_KEY is missing: set the API key of the account at that URL, or unset NGROK_API_URL to work on an embedded test server\n", r.stderr)
	r = runIn(t, nil, "export")
	assert.Equal(t, 0, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "NGROK_API_KEY is not set: exporting an embedded test server")
}

// TestDocsPlanStatus runs the lines of docs/CLI.md that read plan's exit
// status in a "set -e" script, on an account in sync, one with changes and
// a failing plan.
func TestDocsPlanStatus(t *testing.T) {
	b, err := os.ReadFile("../../docs/CLI.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(b), "which a `set -e` script reads so:\n\n```sh\n")
	require.True(t, ok)
	snippet, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	env := startFake(t, []string{secretEnv}, "-load", "testdata/account.yaml")
	for file, want := range map[string]string{
		"testdata/account.yaml":                                   "in sync\n",
		writeFile(t, "lab.yaml", "ip_policies:\n  - name: lab\n"): "changes to apply\n",
		"testdata/bad.yaml":                                       "",
	} {
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		dir := filepath.Dir(writeFile(t, "account.yaml", string(text)))
		cmd := exec.Command("bash", "-ec", snippet)
		cmd.Dir = dir
		cmd.Env = append([]string{"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH")}, env...)
		out, err := cmd.Output()
		assert.Equal(t, want, string(out), file)
		if want == "" {
			assert.Error(t, err, "a failed plan fails the script")
		} else {
			assert.NoError(t, err, file)
		}
	}
}
