package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// readEnv reads the four assignments the command prints first.
func readEnv(t *testing.T, r io.Reader) map[string]string {
	t.Helper()
	env := make(map[string]string)
	sc := bufio.NewScanner(r)
	for len(env) < 4 && sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), "=")
		require.True(t, ok, "not an assignment: %q", sc.Text())
		env[name] = value
	}
	require.Len(t, env, 4, "the command printed %v before stopping: %v", env, sc.Err())
	return env
}

// clientOf returns a client of the served API.
func clientOf(t *testing.T, env map[string]string) *ingress.Client {
	t.Helper()
	require.True(t, strings.HasPrefix(env["INGRESS_FAKE_URL"], "http://127.0.0.1:"), env["INGRESS_FAKE_URL"])
	require.NotEmpty(t, env["INGRESS_FAKE_API_KEY"])
	require.True(t, strings.HasPrefix(env["INGRESS_FAKE_ADMIN_ID"], "usr_"), env["INGRESS_FAKE_ADMIN_ID"])
	require.NotEmpty(t, env["INGRESS_FAKE_CONTROL_TOKEN"])
	c, err := ingress.NewClient(ingress.WithBaseURL(env["INGRESS_FAKE_URL"]), ingress.WithAPIKey(env["INGRESS_FAKE_API_KEY"]), ingress.WithoutRetries())
	require.NoError(t, err)
	return c
}

// TestBinary builds the command, starts it as a process on a free port,
// calls it over loopback with the SDK and interrupts it.
func TestBinary(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, buildCommand(t, ctx), "-addr", "127.0.0.1:0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	env := readEnv(t, stdout)

	keys := apikeys.NewClient(clientOf(t, env))
	created, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("from another process")})
	require.NoError(t, err)
	var listed []string
	for k, err := range keys.List(ctx, nil).All() {
		require.NoError(t, err)
		listed = append(listed, k.ID)
	}
	assert.Equal(t, created.ID, listed[0], "newest first")
	assert.Len(t, listed, 2, "the admin's key and the new one")

	require.NoError(t, cmd.Process.Signal(os.Interrupt))
	require.NoError(t, cmd.Wait(), "exit after an interrupt: %s", stderr.String())
	assert.Contains(t, stderr.String(), "serving the management API at "+env["INGRESS_FAKE_URL"])
	assert.Contains(t, stderr.String(), "shutting down")
	_, err = keys.Get(ctx, created.ID)
	assert.Error(t, err, "nothing serves once the command exited")
}

// buildCommand builds the command into a temporary directory and returns
// the path of the binary.
func buildCommand(t *testing.T, ctx context.Context) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "ingress-fake")
	out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// startRun runs the command in-process with args and returns what it
// printed and a function that stops it and returns run's error.
func startRun(t *testing.T, args ...string) (env map[string]string, stop func() error) {
	ctx, cancel := context.WithCancel(t.Context())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, args, w, io.Discard)
		w.Close()
	}()
	env = readEnv(t, r)
	go io.Copy(io.Discard, r)
	return env, func() error {
		cancel()
		return <-done
	}
}

// TestRunFlags runs the command in-process with flags.
func TestRunFlags(t *testing.T) {
	t.Run("page limit", func(t *testing.T) {
		env, stop := startRun(t, "-addr", "127.0.0.1:0", "-page-limit", "2")
		c := clientOf(t, env)
		for range 3 {
			_, err := apikeys.NewClient(c).Create(t.Context(), nil)
			require.NoError(t, err)
		}
		var page struct {
			Keys []apikeys.APIKey `json:"keys"`
		}
		require.NoError(t, c.Do(t.Context(), "GET", "/api_keys", nil, &page))
		assert.Len(t, page.Keys, 2, "the default page size is -page-limit")
		var apiErr *ingress.Error
		require.ErrorAs(t, c.Do(t.Context(), "GET", "/api_keys?limit=3", nil, nil), &apiErr)
		assert.Equal(t, 400, apiErr.StatusCode, "a page larger than -page-limit")
		require.NoError(t, stop())
	})
	t.Run("seed", func(t *testing.T) {
		first, stop := startRun(t, "-addr", "127.0.0.1:0", "-seed", "42")
		require.NoError(t, stop())
		second, stop := startRun(t, "-addr", "127.0.0.1:0", "-seed", "42")
		require.NoError(t, stop())
		third, stop := startRun(t, "-addr", "127.0.0.1:0", "-seed", "43")
		require.NoError(t, stop())
		assert.Equal(t, first["INGRESS_FAKE_API_KEY"], second["INGRESS_FAKE_API_KEY"], "the same seed gives the same token")
		assert.NotEqual(t, first["INGRESS_FAKE_API_KEY"], third["INGRESS_FAKE_API_KEY"])
	})
	t.Run("source address header", func(t *testing.T) {
		env, stop := startRun(t, "-addr", "127.0.0.1:0", "-source-addr-header", "X-Forwarded-For")
		c := clientOf(t, env)
		var pol struct {
			ID string `json:"id"`
		}
		require.NoError(t, c.Do(t.Context(), "POST", "/ip_policies", nil, &pol))
		require.NoError(t, c.Do(t.Context(), "POST", "/ip_policy_rules", map[string]string{"ip_policy_id": pol.ID, "cidr": "203.0.113.0/24", "action": "allow"}, nil))
		restriction := map[string]any{"type": "api", "ip_policy_ids": []string{pol.ID}, "enforced": true}
		require.NoError(t, c.Do(t.Context(), "POST", "/ip_restrictions", restriction, nil))
		assert.True(t, ingress.IsErrorCode(c.Do(t.Context(), "GET", "/ip_policies", nil, nil), "ERR_NGROK_220"), "loopback is locked out")

		from := func(addr string) int {
			req, err := http.NewRequestWithContext(t.Context(), "GET", env["INGRESS_FAKE_URL"]+"/ip_policies", nil)
			require.NoError(t, err)
			req.Header.Set("Authorization", "Bearer "+env["INGRESS_FAKE_API_KEY"])
			req.Header.Set("Ngrok-Version", "2")
			req.Header.Set("X-Forwarded-For", addr)
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			resp.Body.Close()
			return resp.StatusCode
		}
		assert.Equal(t, http.StatusOK, from("203.0.113.7"), "an address the restriction allows")
		assert.Equal(t, http.StatusForbidden, from("198.51.100.9"))
		require.NoError(t, stop())
	})
	for _, args := range [][]string{
		{"-page-limit", "0"},
		{"-seed", "x"},
		{"-nope"},
		{"extra"},
		{"-addr", "256.0.0.1:0"},
		{"-env", "aws"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			assert.Error(t, run(t.Context(), args, io.Discard, io.Discard))
		})
	}
}
