package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bashComplete loads script in bash and returns what it completes for the
// command line words, the last being the word under the cursor.
func bashComplete(t *testing.T, script string, words ...string) string {
	t.Helper()
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = "'" + w + "'"
	}
	code := `source "$1"; COMP_WORDS=(` + strings.Join(quoted, " ") + `); COMP_CWORD=` + strconv.Itoa(len(words)-1) + `; _ingress; echo "${COMPREPLY[*]}"`
	out, err := exec.Command("bash", "-c", code, "bash", script).CombinedOutput()
	require.NoError(t, err, "%s", out)
	return strings.TrimSuffix(string(out), "\n")
}

// TestCompletionBash checks that the bash script of the built command
// loads in "bash -n", and that, loaded, it completes commands, the flags
// of each command, the shells, and files after -f.
func TestCompletionBash(t *testing.T) {
	r := runBin(t, nil, "", "completion", "bash")
	require.Equal(t, 0, r.code, "%+v", r)
	script := filepath.Join(t.TempDir(), "ingress.bash")
	require.NoError(t, os.WriteFile(script, []byte(r.stdout), 0o600))
	out, err := exec.Command("bash", "-n", script).CombinedOutput()
	require.NoError(t, err, "bash -n: %s", out)

	assert.Equal(t, "destroy", bashComplete(t, script, "ingress", "de"))
	assert.Equal(t, "--version", bashComplete(t, script, "ingress", "--v"))
	assert.ElementsMatch(t, []string{"-f", "--json", "--yes", "--timeout"}, strings.Fields(bashComplete(t, script, "ingress", "destroy", "-")))
	assert.Equal(t, "--token-dir", bashComplete(t, script, "ingress", "apply", "--to"))
	assert.Equal(t, "zsh", bashComplete(t, script, "ingress", "completion", "z"))
	assert.Equal(t, "testdata/account.yaml", bashComplete(t, script, "ingress", "plan", "-f", "testdata/acc"))
	assert.Empty(t, bashComplete(t, script, "ingress", "plan", "--timeout", ""))
}

// TestCompletionScriptsCoverEveryFlag checks that the script of each shell
// names every command and every flag of each command, as its flag set
// defines it, and that zsh and fish accept their scripts where they are
// installed (otherwise, their content alone is checked).
func TestCompletionScriptsCoverEveryFlag(t *testing.T) {
	c := &cli{getenv: func(string) string { return "" }}
	for _, shell := range []string{"bash", "zsh", "fish"} {
		r := runIn(t, nil, "completion", shell)
		require.Equal(t, 0, r.code, "%s: %+v", shell, r)
		for _, cmd := range commands() {
			assert.Contains(t, r.stdout, cmd.name, "%s: %s", shell, cmd.name)
			fs := c.flagSet(cmd)
			cmd.flags(c, fs)
			fs.VisitAll(func(f *flag.Flag) {
				want := dashed(f.Name)
				if shell == "fish" {
					want = "-l " + f.Name
					if len(f.Name) == 1 {
						want = "-s " + f.Name
					}
				}
				assert.Contains(t, r.stdout, want, "%s: %s %s", shell, cmd.name, f.Name)
			})
		}
		if _, err := exec.LookPath(shell); err == nil && shell != "bash" {
			script := filepath.Join(t.TempDir(), "ingress."+shell)
			require.NoError(t, os.WriteFile(script, []byte(r.stdout), 0o600))
			out, err := exec.Command(shell, "-n", script).CombinedOutput()
			assert.NoError(t, err, "%s -n: %s", shell, out)
		}
	}
	zsh := runIn(t, nil, "completion", "zsh").stdout
	assert.True(t, strings.HasPrefix(zsh, "#compdef ingress\n"), zsh)
	assert.Contains(t, zsh, "'-f[the account description, a YAML file (required)]:file:_files'")
	assert.Contains(t, zsh, "'--token-dir[write each token shown once to a file of mode 0600 in this directory, made if missing]:directory:_files -/'")
	assert.Contains(t, zsh, "'1:completion argument:(bash zsh fish)'")
	fish := runIn(t, nil, "completion", "fish").stdout
	assert.Contains(t, fish, "complete -c ingress -n '__fish_seen_subcommand_from plan' -s f -r -F -d 'the account description, a YAML file (required)'\n")
	assert.Contains(t, fish, "complete -c ingress -n __fish_use_subcommand -a destroy -d ")
	assert.Contains(t, fish, "complete -c ingress -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'\n")
}
