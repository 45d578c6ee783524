package main

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

// wantSteps are the rows every run prints, by section.
var wantSteps = map[string][]string{
	"API keys":    {"create", "list", "update", "not found", "clean up"},
	"IP policies": {"policy", "rule", "check", "clean up"},
	"Domains":     {"reserve", "certificate", "clean up"},
	"Edges":       {"HTTPS edge", "TLS edge", "module", "rule", "clean up"},
}

func checkOutput(t *testing.T, out string) {
	t.Helper()
	lines := strings.Split(out, "\n")
	for _, s := range sections() {
		for _, step := range wantSteps[s.name] {
			found := false
			for _, line := range lines {
				found = found || strings.HasPrefix(line, s.name) && strings.Contains(line, "  "+step+"  ")
			}
			assert.True(t, found, "no row for %s / %s in:\n%s", s.name, step, out)
		}
	}
	assert.Len(t, wantSteps, len(sections()), "every section has its steps listed here")
	checkRefusalsAnnounced(t, lines)
}

// wantRefusals are the steps whose request is refused on purpose.
var wantRefusals = []string{"not found", "rule"}

// checkRefusalsAnnounced checks that each intended refusal is announced as
// a demonstration on the row before it, and said to be expected after.
func checkRefusalsAnnounced(t *testing.T, lines []string) {
	t.Helper()
	announced := 0
	for i, line := range lines {
		if !strings.Contains(line, "Next: a request refused on purpose (") {
			continue
		}
		announced++
		if assert.Less(t, i+1, len(lines), line) {
			assert.Contains(t, lines[i+1], "refused, as expected: ", "the row after %q", line)
		}
	}
	assert.Equal(t, len(wantRefusals), announced, "announced refusals in:\n%s", strings.Join(lines, "\n"))
	for _, step := range wantRefusals {
		assert.True(t, slices.ContainsFunc(lines, func(l string) bool {
			return strings.Contains(l, "  "+step+"  ") && strings.Contains(l, "Next: a request refused on purpose")
		}), "no announcement for %s", step)
	}
}

func TestEmbedded(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(t.Context(), &out, false))
	assert.Contains(t, out.String(), "Using an embedded server at http://127.0.0.1:")
	assert.Contains(t, out.String(), "ingress.IsNotFound reports true")
	assert.Contains(t, out.String(), `description is now "quickstart, updated"`)
	checkOutput(t, out.String())
}

// TestFromEnv runs the real-API path, configured from the environment,
// against an embedded server, and checks that it deletes what it created.
func TestFromEnv(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	t.Setenv(ingress.EnvAPIKey, srv.APIKey)
	t.Setenv(ingress.EnvAPIURL, srv.URL)
	var out bytes.Buffer
	require.NoError(t, run(t.Context(), &out, true))
	assert.Contains(t, out.String(), "Using the API at "+srv.URL)
	checkOutput(t, out.String())

	var left []string
	for k, err := range apikeys.NewClient(srv.Client()).List(t.Context(), nil).All() {
		require.NoError(t, err)
		left = append(left, k.ID)
	}
	assert.Len(t, left, 1, "only the server's own key is left")
}

// TestCleanUpAfterFailure shows that what a failing walk-through created
// is still deleted.
func TestCleanUpAfterFailure(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	var out bytes.Buffer
	tr := newTour(srv.Client(), &out)
	tr.section = "API keys"
	keys := apikeys.NewClient(tr.client)
	k, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	tr.deleteLater("API key "+k.ID, func(ctx context.Context) error { return keys.Delete(ctx, k.ID) })
	tr.deleteLater("API key "+k.ID+" again", func(ctx context.Context) error { return keys.Delete(ctx, k.ID) })
	require.NoError(t, tr.cleanUp(t.Context()))
	require.NoError(t, tr.table.Flush())
	assert.Contains(t, out.String(), "was already gone")
	assert.Contains(t, out.String(), "deleted API key "+k.ID)
	_, err = keys.Get(t.Context(), k.ID)
	assert.True(t, ingress.IsNotFound(err))
}
