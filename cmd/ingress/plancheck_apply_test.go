package main

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// policyWithRule is a description of a policy and its rule, which apply
// makes one after the other.
const policyWithRule = "ip_policies:\n  - name: office\n    rules:\n      - {cidr: 203.0.113.0/24, action: allow}\n"

// applyDisturbed applies policyWithRule on a server that calls disturb
// once the policy is created, and returns what the command gave.
func applyDisturbed(t *testing.T, disturb func(srv *ingresstest.Server)) result {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method == http.MethodPost && h.Path == "/ip_policies" {
			disturb(srv)
		}
	})
	path := filepath.Join(t.TempDir(), "account.yaml")
	require.NoError(t, os.WriteFile(path, []byte(policyWithRule), 0o600))
	return runIn(t, map[string]string{"NGROK_API_KEY": srv.APIKey, "NGROK_API_URL": srv.URL}, "apply", "--yes", "-f", path)
}

// TestApplyRefusedSaysWhatToChange checks that when the API refuses a
// change that plan could not foresee (here, the policy was deleted by
// someone else in between), apply says what was made and what was not,
// and does not say that applying again helps.
func TestApplyRefusedSaysWhatToChange(t *testing.T) {
	r := applyDisturbed(t, func(srv *ingresstest.Server) {
		policies := ippolicies.NewClient(srv.Client()).Policies
		for p, err := range policies.List(context.Background(), nil).All() {
			if err == nil {
				policies.Delete(context.Background(), p.ID)
			}
		}
	})
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "1 of 2 changes were made, each whole, and 1 were not: the API refused this change")
	assert.NotContains(t, r.stderr, "apply again")
}

// TestApplyFailedTransientlySaysApplyAgain checks that when the API fails
// (5xx) apply says that applying again finishes the work.
func TestApplyFailedTransientlySaysApplyAgain(t *testing.T) {
	r := applyDisturbed(t, func(srv *ingresstest.Server) {
		srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}})
	})
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "1 of 2 changes were made, each whole, and 1 were not: apply again to finish")
}
