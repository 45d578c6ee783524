package main

import (
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ippolicies"
)

// TestStateFileHeldByOneProcess starts a second process on the -state file
// of a running one: it exits with status 1 and says why, and the first
// serves on and saves at its shutdown; then the file is free again.
func TestStateFileHeldByOneProcess(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	bin := buildCommand(t, ctx)
	path := filepath.Join(t.TempDir(), "state.json")
	first := startProcess(t, ctx, bin, "-addr", "127.0.0.1:0", "-state", path)

	out, err := exec.CommandContext(ctx, bin, "-addr", "127.0.0.1:0", "-state", path).CombinedOutput()
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "the second process exits with an error: %v: %s", err, out)
	assert.Equal(t, 1, exit.ExitCode())
	assert.Contains(t, string(out), "in use by another server")
	assert.Contains(t, string(out), path+".lock")

	_, err = ippolicies.NewClient(clientOf(t, first.env)).Policies.Create(ctx, nil)
	require.NoError(t, err, "the first serves on")
	first.stop(t, syscall.SIGTERM)
	assert.Contains(t, first.stderr.String(), "saved the state to "+path)

	next := startProcess(t, ctx, bin, "-addr", "127.0.0.1:0", "-state", path)
	next.stop(t, syscall.SIGTERM)
}
