package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestApplyFromDevNullNamesYes checks that apply with /dev/null for its
// standard input, which reads as a terminal but never answers, refuses as
// before and says to give --yes.
func TestApplyFromDevNullNamesYes(t *testing.T) {
	null, err := os.Open(os.DevNull)
	require.NoError(t, err)
	defer null.Close()
	var stdout, stderr bytes.Buffer
	lab := writeFile(t, "lab.yaml", "ip_policies:\n  - name: lab\n")
	code := run(t.Context(), []string{"apply", "-f", lab}, null, &stdout, &stderr, func(string) string { return "" })
	assert.Equal(t, exitFailed, code, "%s", stderr.String())
	assert.Contains(t, stderr.String(), "apply cancelled: nothing was changed")
	assert.Contains(t, stderr.String(), "give --yes to apply without asking")
}

// TestColourDiff checks that each line of a diff takes the colour of its
// sign, a field without one that of its change, and that the text is
// otherwise unchanged.
func TestColourDiff(t *testing.T) {
	diff := "+ ip_policy office\n" +
		"    description = \"x\"\n" +
		"~ vault prod (vault_1)\n" +
		"    + description = \"y\"\n" +
		"    - metadata = {}\n" +
		"- reserved_domain a.example.com (rd_1)\n" +
		"    description = \"z\"\n" +
		"Plan: 1 to create, 1 to update, 0 to replace, 1 to delete.\n"
	want := green + "+ ip_policy office" + reset + "\n" +
		green + "    description = \"x\"" + reset + "\n" +
		yellow + "~ vault prod (vault_1)" + reset + "\n" +
		green + "    + description = \"y\"" + reset + "\n" +
		red + "    - metadata = {}" + reset + "\n" +
		red + "- reserved_domain a.example.com (rd_1)" + reset + "\n" +
		red + "    description = \"z\"" + reset + "\n" +
		bold + "Plan: 1 to create, 1 to update, 0 to replace, 1 to delete." + reset + "\n"
	assert.Equal(t, want, colourDiff(diff))
	assert.Equal(t, "No changes.\n", colourDiff("No changes.\n"))
}

// TestColourPolicyDiff checks the colours of a change inside a policy:
// only the lines the diff marks are coloured, not a YAML list item.
func TestColourPolicyDiff(t *testing.T) {
	diff := "~ cloud_endpoint shop (ep_1)\n" +
		"    ~ traffic_policy:\n" +
		"        on_http_request:\n" +
		"          - name: block admin\n" +
		"      -       - req.url.path == '/admin'\n" +
		"      +       - req.url.path == '/internal'\n" +
		"+ cloud_endpoint new\n" +
		"    traffic_policy =\n" +
		"          - name: hello\n"
	want := yellow + "~ cloud_endpoint shop (ep_1)" + reset + "\n" +
		yellow + "    ~ traffic_policy:" + reset + "\n" +
		"        on_http_request:\n" +
		"          - name: block admin\n" +
		red + "      -       - req.url.path == '/admin'" + reset + "\n" +
		green + "      +       - req.url.path == '/internal'" + reset + "\n" +
		green + "+ cloud_endpoint new" + reset + "\n" +
		green + "    traffic_policy =" + reset + "\n" +
		green + "          - name: hello" + reset + "\n"
	assert.Equal(t, want, colourDiff(diff))
}

// TestColourNeedsATerminal checks that the diff is in colour only on a
// terminal, and never with NO_COLOR set.
func TestColourNeedsATerminal(t *testing.T) {
	tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0)
	if err == nil {
		defer tty.Close()
		vars := map[string]string{}
		c := &cli{stdout: tty, getenv: func(k string) string { return vars[k] }}
		assert.True(t, c.colour(), "a terminal")
		vars["NO_COLOR"] = "1"
		assert.False(t, c.colour(), "NO_COLOR")
	}
	f, err := os.Create(t.TempDir() + "/out")
	if assert.NoError(t, err) {
		defer f.Close()
		c := &cli{stdout: f, getenv: func(string) string { return "" }}
		assert.False(t, c.colour(), "a file")
	}
	assert.False(t, isTerminal(&strings.Builder{}))
}

// TestAsk checks that only the answer "yes" applies the plan.
func TestAsk(t *testing.T) {
	var out strings.Builder
	assert.NoError(t, ask(strings.NewReader("yes\n"), &out, applying))
	assert.Contains(t, out.String(), `Only "yes" applies them`)
	assert.NoError(t, ask(strings.NewReader(" yes "), &out, applying), "without a newline")
	for _, answer := range []string{"y\n", "no\n", "\n", "YES\n"} {
		assert.EqualError(t, ask(strings.NewReader(answer), &out, applying), "apply cancelled: nothing was changed", "%q", answer)
		assert.EqualError(t, ask(strings.NewReader(answer), &out, destroying), "destroy cancelled: nothing was deleted", "%q", answer)
	}
	assert.EqualError(t, ask(strings.NewReader(""), &out, applying),
		"apply cancelled: nothing was changed (standard input ended without an answer; give --yes to apply without asking)", "no answer")
	out.Reset()
	assert.NoError(t, ask(strings.NewReader("yes\n"), &out, destroying))
	assert.Equal(t, "\nDelete these resources? Only \"yes\" deletes them: ", out.String())
}
