package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// fakeProcess is the command running as a process.
type fakeProcess struct {
	cmd    *exec.Cmd
	env    map[string]string
	stderr *lockedBuffer
}

// startProcess starts the binary bin with args and reads what it prints.
func startProcess(t *testing.T, ctx context.Context, bin string, args ...string) *fakeProcess {
	t.Helper()
	cmd := exec.CommandContext(ctx, bin, args...)
	p := &fakeProcess{cmd: cmd, stderr: &lockedBuffer{}}
	cmd.Stderr = p.stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	p.env = readEnv(t, stdout)
	go io.Copy(io.Discard, stdout)
	return p
}

// stop sends sig and waits for the process to exit.
func (p *fakeProcess) stop(t *testing.T, sig os.Signal) {
	t.Helper()
	require.NoError(t, p.cmd.Process.Signal(sig))
	require.NoError(t, p.cmd.Wait(), "exit after %v: %s", sig, p.stderr)
}

// get returns the status and body of GET path with the admin key, with
// the base URL written as BASE.
func (p *fakeProcess) get(t *testing.T, path string) string {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, p.env["INGRESS_FAKE_URL"]+path, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+p.env["INGRESS_FAKE_API_KEY"])
	req.Header.Set("Ngrok-Version", "2")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.Status + " " + strings.ReplaceAll(string(body), p.env["INGRESS_FAKE_URL"], "BASE")
}

// saveState asks the process to write its state file, and returns the
// status of the answer, or an error when the process died first.
func (p *fakeProcess) saveState(ctx context.Context) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.env["INGRESS_FAKE_URL"]+ingresstest.ControlPrefix+"state", nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+p.env["INGRESS_FAKE_CONTROL_TOKEN"])
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

// TestStateSurvivesRestart stops the binary with SIGTERM and starts it
// again on the same -state file: it serves the same account, IDs, times
// and resources, does not show again a credential's token that it showed
// once, and makes new IDs.
func TestStateSurvivesRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	bin := buildCommand(t, ctx)
	path := filepath.Join(t.TempDir(), "state.json")

	first := startProcess(t, ctx, bin, "-addr", "127.0.0.1:0", "-state", path)
	c := clientOf(t, first.env)
	cred, err := credentials.NewClient(c).Tunnel.Create(ctx, &credentials.TunnelCreateParams{Description: new("agent")})
	require.NoError(t, err)
	require.NotNil(t, cred.Token, "the create response shows the token")
	policies := ippolicies.NewClient(c).Policies
	pol, err := policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	require.NoError(t, err)
	paths := []string{"/credentials", "/credentials/" + cred.ID, "/ip_policies", "/ip_policies/" + pol.ID, "/api_keys"}
	before := map[string]string{}
	for _, p := range paths {
		before[p] = first.get(t, p)
	}
	first.stop(t, syscall.SIGTERM)
	assert.Contains(t, first.stderr.String(), "saved the state to "+path)
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())

	second := startProcess(t, ctx, bin, "-addr", "127.0.0.1:0", "-state", path)
	assert.Equal(t, first.env["INGRESS_FAKE_API_KEY"], second.env["INGRESS_FAKE_API_KEY"], "the same admin key works")
	assert.Equal(t, first.env["INGRESS_FAKE_ADMIN_ID"], second.env["INGRESS_FAKE_ADMIN_ID"])
	for _, p := range paths {
		assert.Equal(t, before[p], second.get(t, p), "GET %s answers the same after the restart", p)
	}
	again, err := credentials.NewClient(clientOf(t, second.env)).Tunnel.Get(ctx, cred.ID)
	require.NoError(t, err)
	assert.Nil(t, again.Token, "a token shown before the restart is not shown again")
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.NotContains(t, string(raw), *cred.Token, "the state file does not hold a token shown once")

	next, err := ippolicies.NewClient(clientOf(t, second.env)).Policies.Create(ctx, nil)
	require.NoError(t, err)
	assert.Greater(t, next.ID, pol.ID, "new IDs go on after the restored ones")
	second.stop(t, os.Interrupt)
	assert.Contains(t, second.stderr.String(), "restoring the state of "+path)
}

// TestStateFileIntactAfterSIGKILL fills the state until a save takes a
// while, saves it once, changes it, and kills the process with SIGKILL
// during the next save: as soon as the temporary file appears, or the
// file at the path changes (which only a write in place would do). The
// file at the path must then be the previous state, byte for byte, or,
// when the kill landed after the rename, the whole new state.
func TestStateFileIntactAfterSIGKILL(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 3*time.Minute)
	defer cancel()
	bin := buildCommand(t, ctx)
	dir := t.TempDir()
	path := filepath.Join(dir, "state.json")
	fake := startProcess(t, ctx, bin, "-addr", "127.0.0.1:0", "-state", path)

	const records = 6000
	metadata := strings.Repeat("m", 4096)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 8 {
		wg.Go(func() {
			policies := ippolicies.NewClient(clientOf(t, fake.env)).Policies
			for i := w; i < records; i += 8 {
				if _, err := policies.Create(ctx, &ippolicies.PolicyCreateParams{Metadata: &metadata}); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	require.NoError(t, <-errs)
	status, err := fake.saveState(ctx)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	previous, err := os.ReadFile(path)
	require.NoError(t, err)
	prevInfo, err := os.Stat(path)
	require.NoError(t, err)
	t.Logf("the state file holds %d bytes", len(previous))
	_, err = ippolicies.NewClient(clientOf(t, fake.env)).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("after the first save")})
	require.NoError(t, err)

	saved := make(chan error, 1)
	go func() {
		_, err := fake.saveState(ctx)
		saved <- err
	}()
	trigger := watchWrite(t, dir, path, prevInfo, saved)
	require.NoError(t, fake.cmd.Process.Signal(syscall.SIGKILL))
	err = fake.cmd.Wait()
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "the process was killed: %v", err)

	now, err := os.ReadFile(path)
	require.NoError(t, err, "a file is at the path after the kill")
	if bytes.Equal(now, previous) {
		t.Logf("killed when %s, before the rename: the previous state is intact", trigger)
		return
	}
	t.Logf("killed when %s; the file differs from the previous state, so it must be the whole new one (the kill landed after the rename)", trigger)
	srv := ingresstest.NewServer()
	defer srv.Close()
	require.NoError(t, srv.Restore(now), "the file at the path is a whole snapshot")
	n := 0
	for _, err := range ippolicies.NewClient(srv.Client()).Policies.List(ctx, nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Equal(t, records+1, n, "the new state is complete")
}

// watchWrite waits until the save in progress shows: a temporary file in
// dir, a change of the file at path, or the end of the save; it returns
// which.
func watchWrite(t *testing.T, dir, path string, prev os.FileInfo, saved <-chan error) string {
	t.Helper()
	for {
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), "."+filepath.Base(path)+".tmp-") {
				return "the temporary file " + e.Name() + " appeared"
			}
		}
		if info, err := os.Stat(path); err != nil || info.Size() != prev.Size() || !info.ModTime().Equal(prev.ModTime()) {
			return fmt.Sprintf("the file at the path changed (%v)", err)
		}
		select {
		case err := <-saved:
			return fmt.Sprintf("the save had answered (%v)", err)
		default:
		}
	}
}

// TestStateFileRefusedAtStart starts the binary on a damaged state file
// and on one of another version: it exits with status 1 and a message
// that says why, and leaves the file byte for byte as it was.
func TestStateFileRefusedAtStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	bin := buildCommand(t, ctx)
	tests := []struct {
		name, contents, says string
	}{
		{"damaged", `{"format":"ingress-fake-state","version":1,"url":"http://127.0.0.1:1","accounts":[{"id":"acct_`, "damaged snapshot"},
		{"another version", `{"format":"ingress-fake-state","version":2,"accounts":[]}`, "version 2, and this server reads version 1"},
		{"another format", `{"mappings":[]}`, `format is none, not "ingress-fake-state"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "state.json")
			require.NoError(t, os.WriteFile(path, []byte(tt.contents), 0o644))
			cmd := exec.CommandContext(ctx, bin, "-addr", "127.0.0.1:0", "-state", path)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			require.True(t, errors.As(err, &exit), "the start fails: %v", err)
			assert.Equal(t, 1, exit.ExitCode())
			assert.Empty(t, stdout.String(), "nothing is printed for clients")
			assert.Contains(t, stderr.String(), "ingress-fake: the state file "+path)
			assert.Contains(t, stderr.String(), tt.says)
			got, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, tt.contents, string(got), "the file is unchanged")
			info, err := os.Stat(path)
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o644), info.Mode().Perm(), "its mode too")
		})
	}
}
