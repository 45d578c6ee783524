package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// bin is the directory holding the ingress and ingress-fake binaries that
// TestMain builds.
var bin string

// TestMain builds the command and ingress-fake once for the tests that
// run them as processes.
func TestMain(m *testing.M) {
	os.Exit(buildAndRun(m))
}

// buildAndRun builds the binaries into a temporary directory, runs the
// tests and removes the directory.
func buildAndRun(m *testing.M) int {
	dir, err := os.MkdirTemp("", "ingress-cmd-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	if out, err := exec.Command("go", "build", "-o", dir+string(filepath.Separator), ".", "../ingress-fake").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		return 1
	}
	bin = dir
	return m.Run()
}

// result is what a run of the command gave.
type result struct {
	code           int
	stdout, stderr string
}

// runBin runs the ingress binary with args and the environment env (and
// PATH, HOME, so that nothing else leaks in), stdin read from stdin.
func runBin(t *testing.T, env []string, stdin string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(bin, "ingress"), args...)
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}, env...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		require.NoError(t, err)
	}
	return result{code: cmd.ProcessState.ExitCode(), stdout: stdout.String(), stderr: stderr.String()}
}

// startFake starts ingress-fake with args on a free port and returns the
// environment that points the command at it: NGROK_API_URL and
// NGROK_API_KEY. The process is interrupted when the test ends.
func startFake(t *testing.T, env []string, args ...string) []string {
	t.Helper()
	cmd := exec.Command(filepath.Join(bin, "ingress-fake"), append([]string{"-addr", "127.0.0.1:0"}, args...)...)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	})
	vars := make(map[string]string)
	sc := bufio.NewScanner(stdout)
	for len(vars) < 3 && sc.Scan() {
		name, value, _ := strings.Cut(sc.Text(), "=")
		vars[name] = value
	}
	if len(vars) < 3 {
		cmd.Wait()
		t.Fatalf("ingress-fake stopped before printing its URL: %s", stderr.String())
	}
	go io.Copy(io.Discard, stdout)
	return []string{"NGROK_API_URL=" + vars["INGRESS_FAKE_URL"], "NGROK_API_KEY=" + vars["INGRESS_FAKE_API_KEY"]}
}
