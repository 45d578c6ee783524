package ingresstest_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/sessions"
	"github.com/ingresskit/ingress/vaults"
)

// TestAccountsIsolated has 8 workers, each on an account of its own of one
// server, create and list 200 IP policies at once: none ever sees another
// worker's, and an ID of another account answers as one that does not
// exist.
func TestAccountsIsolated(t *testing.T) {
	const workers, each = 8, 200
	srv, _ := newServer(t)
	accts := make([]*ingresstest.Server, workers)
	for i := range accts {
		var err error
		accts[i], err = srv.NewAccount()
		require.NoError(t, err)
	}
	made := make([][]string, workers)
	begin := time.Now()
	var wg sync.WaitGroup
	for w, acct := range accts {
		wg.Go(func() {
			policies := ippolicies.NewClient(acct.Client(ingress.WithoutRetries())).Policies
			for i := range each {
				p, err := policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new(fmt.Sprintf("worker %d policy %d", w, i))})
				if !assert.NoError(t, err) {
					return
				}
				made[w] = append(made[w], p.ID)
				if i%50 == 49 {
					assert.ElementsMatch(t, made[w], listPolicies(t, policies), "worker %d sees its own policies only", w)
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(begin)
	t.Logf("%d workers made %d policies each and listed them 4 times in %v (%.0f creates/s)", workers, each, elapsed.Round(time.Millisecond), float64(workers*each)/elapsed.Seconds())

	all := map[string]bool{}
	for w, acct := range accts {
		policies := ippolicies.NewClient(acct.Client(ingress.WithoutRetries())).Policies
		assert.ElementsMatch(t, made[w], listPolicies(t, policies))
		for _, id := range made[w] {
			assert.False(t, all[id], "the ID %s is made once", id)
			all[id] = true
		}
		other := made[(w+1)%workers][0]
		_, err := policies.Get(t.Context(), other)
		assert.True(t, ingress.IsNotFound(err), "another account's policy is not found")
		foreign := send(t, acct, rawCall{method: "GET", path: "/ip_policies/" + other, header: map[string]string{"Authorization": "Bearer " + acct.APIKey}})
		missing := send(t, acct, rawCall{method: "GET", path: "/ip_policies/ipp_00000000000000000000000000", header: map[string]string{"Authorization": "Bearer " + acct.APIKey}})
		assert.Equal(t, missing.status, foreign.status)
		assert.Equal(t, withoutOpID(t, missing.body), withoutOpID(t, foreign.body), "answered exactly as a missing ID")
	}
	assert.Empty(t, listPolicies(t, ippolicies.NewClient(srv.Client()).Policies), "the default account holds none of them")
}

// listPolicies lists every IP policy the client sees.
func listPolicies(t *testing.T, policies *ippolicies.PolicyClient) []string {
	var ids []string
	for p, err := range policies.List(t.Context(), nil).All() {
		require.NoError(t, err)
		ids = append(ids, p.ID)
	}
	return ids
}

// withoutOpID returns an error body without its operation ID.
func withoutOpID(t *testing.T, body []byte) map[string]any {
	var m map[string]any
	require.NoError(t, json.Unmarshal(body, &m))
	delete(m, "details")
	return m
}

// TestAccountIDsDependOnOwnRequests checks that, with a seed, an account's
// IDs depend only on its own requests, whatever the other accounts do.
func TestAccountIDsDependOnOwnRequests(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	run := func(busy bool) []string {
		srv, _ := newServer(t, ingresstest.WithIDSeed(7), ingresstest.WithManualClock(ingresstest.NewClock(start)))
		acct, err := srv.NewAccount()
		require.NoError(t, err)
		other, err := srv.NewAccount()
		require.NoError(t, err)
		ids := []string{acct.AccountID, acct.AdminID}
		for i := range 3 {
			if busy {
				_, err := apikeys.NewClient(other.Client()).Create(t.Context(), nil)
				require.NoError(t, err)
				_, err = apikeys.NewClient(srv.Client()).Create(t.Context(), nil)
				require.NoError(t, err)
				srv.AddUser(i%2 == 0)
			}
			k, err := apikeys.NewClient(acct.Client()).Create(t.Context(), nil)
			require.NoError(t, err)
			ids = append(ids, k.ID, *k.Token)
		}
		return ids
	}
	quiet, busy := run(false), run(true)
	assert.Equal(t, quiet, busy)
}

// TestResetAccount brings an account back to its start, the state
// WithSetup made included, with new IDs afterwards.
func TestResetAccount(t *testing.T) {
	var setupID string
	srv, c := newServer(t, ingresstest.WithSetup(func(s *ingresstest.Server) error {
		p, err := ippolicies.NewClient(s.Client()).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("from the setup")})
		if err == nil {
			setupID = p.ID
		}
		return err
	}))
	policies := ippolicies.NewClient(c).Policies
	later, err := policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("later")})
	require.NoError(t, err)
	_, err = policies.Update(t.Context(), setupID, &ippolicies.PolicyUpdateParams{Description: new("changed")})
	require.NoError(t, err)
	_, memberKey := srv.AddUser(false)
	cred, err := credentials.NewClient(c).Tunnel.Create(t.Context(), nil)
	require.NoError(t, err)
	_, err = srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID})
	require.NoError(t, err)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}, Max: 1})
	_, err = policies.Get(t.Context(), later.ID)
	require.Error(t, err, "the fault plan is on")

	srv.ResetAccount()
	assert.Equal(t, ingresstest.FaultStats{Injected: map[ingresstest.Fault]int{}}, srv.FaultStats(), "the fault counts start again")

	assert.Equal(t, []string{setupID}, listPolicies(t, policies), "what the setup made is back, and only it")
	p, err := policies.Get(t.Context(), setupID)
	require.NoError(t, err)
	assert.Equal(t, "from the setup", p.Description, "as it was at the start")
	n := 0
	for _, err := range sessions.NewClient(c).List(t.Context(), nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Zero(t, n, "no tunnel session")
	status := send(t, srv, rawCall{method: "GET", path: "/ip_policies", header: map[string]string{"Authorization": "Bearer " + memberKey}}).status
	assert.Equal(t, http.StatusUnauthorized, status, "a key made after the start is gone")
	assert.Equal(t, 4, srv.FaultStats().Requests, "four requests since the reset")
	assert.Empty(t, srv.FaultStats().Injected, "the plan is off")
	again, err := policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("later")})
	require.NoError(t, err)
	assert.NotEqual(t, later.ID, again.ID, "IDs after a reset are new")
	assert.Greater(t, again.ID, later.ID)
}

// TestResetServer removes the accounts NewAccount made and resets the
// default one, over HTTP.
func TestResetServer(t *testing.T) {
	srv, c := newServer(t)
	acct, err := srv.NewAccount()
	require.NoError(t, err)
	_, err = ippolicies.NewClient(c).Policies.Create(t.Context(), nil)
	require.NoError(t, err)

	status, _ := control(t, srv, srv.ControlToken, "POST", ingresstest.ControlPrefix+"reset", "")
	require.Equal(t, http.StatusNoContent, status)

	assert.Empty(t, listPolicies(t, ippolicies.NewClient(c).Policies))
	_, err = apikeys.NewClient(acct.Client(ingress.WithoutRetries())).Create(t.Context(), nil)
	assert.True(t, ingress.IsErrorCode(err, "ERR_NGROK_203"), "the account's key no longer authenticates: %v", err)
	status, _ = control(t, srv, srv.ControlToken, "POST", ingresstest.ControlPrefix+"accounts/"+acct.AccountID+"/reset", "")
	assert.Equal(t, http.StatusNotFound, status, "the account is gone")
}

// TestAccountOverHTTP drives an account made over HTTP as a suite in
// another language does: the public API with its key, the hooks through
// the control API with the same key.
func TestAccountOverHTTP(t *testing.T) {
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	srv, _ := newServer(t, ingresstest.WithManualClock(clk))
	status, acct := control(t, srv, srv.ControlToken, "POST", ingresstest.ControlPrefix+"accounts", "")
	require.Equal(t, http.StatusCreated, status)
	key, id := acct["api_key"].(string), acct["id"].(string)
	base := ingresstest.ControlPrefix + "accounts/" + id
	c, err := ingress.NewClient(ingress.WithBaseURL(srv.URL), ingress.WithAPIKey(key), ingress.WithoutRetries())
	require.NoError(t, err)

	cred, err := credentials.NewClient(c).Tunnel.Create(t.Context(), nil)
	require.NoError(t, err)
	status, session := control(t, srv, key, "POST", base+"/tunnel_sessions", `{"credential_id":"`+cred.ID+`","region":"eu"}`)
	require.Equal(t, http.StatusCreated, status)
	ts, err := sessions.NewClient(c).Get(t.Context(), session["id"].(string))
	require.NoError(t, err)
	assert.Equal(t, "eu", ts.Region)
	require.NoError(t, sessions.NewClient(c).Restart(t.Context(), ts.ID))
	_, commands := control(t, srv, key, "GET", base+"/tunnel_sessions/"+ts.ID+"/commands", "")
	assert.Equal(t, []any{"restart"}, commands["commands"])

	status, _ = control(t, srv, key, "PUT", base+"/faults", `{"rate":1,"kinds":["503"],"max":1}`)
	require.Equal(t, http.StatusNoContent, status)
	_, err = apikeys.NewClient(c).Create(t.Context(), nil)
	assert.True(t, ingress.IsErrorCode(err, ingresstest.CodeInjectedFailure), "the fault the account asked for: %v", err)
	_, err = apikeys.NewClient(srv.Client(ingress.WithoutRetries())).Create(t.Context(), nil)
	assert.NoError(t, err, "another account's faults are not this one's")
	_, stats := control(t, srv, key, "GET", base+"/faults/stats", "")
	assert.Equal(t, map[string]any{"503": 1.0}, stats["injected"])

	status, now := control(t, srv, srv.ControlToken, "POST", ingresstest.ControlPrefix+"clock/advance", `{"by":"90m"}`)
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, "2026-05-01T09:30:00Z", now["time"])
	status, now = control(t, srv, srv.ControlToken, "PUT", ingresstest.ControlPrefix+"clock", `{"time":"2027-01-01T00:00:00Z"}`)
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, "2027-01-01T00:00:00Z", now["time"])
	assert.Equal(t, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), clk.Time())
	_, now = control(t, srv, srv.ControlToken, "GET", ingresstest.ControlPrefix+"clock", "")
	assert.Equal(t, "2027-01-01T00:00:00Z", now["time"])

	status, _ = control(t, srv, srv.APIKey, "GET", ingresstest.ControlPrefix+"accounts/"+srv.AccountID+"/faults/stats", "")
	assert.Equal(t, http.StatusOK, status, "the default account's admin key controls that account")

	status, _ = control(t, srv, srv.ControlToken, "DELETE", base, "")
	require.Equal(t, http.StatusNoContent, status)
	_, err = apikeys.NewClient(c).Create(t.Context(), nil)
	assert.True(t, ingress.IsErrorCode(err, "ERR_NGROK_203"), "a deleted account's key no longer authenticates: %v", err)
}

// TestResetAccountVaults checks that a reset puts back the secrets of a
// vault that existed at the start, and drops a vault made after it, whose
// name is free again.
func TestResetAccountVaults(t *testing.T) {
	srv, c := newServer(t, ingresstest.WithSetup(func(s *ingresstest.Server) error {
		_, err := vaults.NewClient(s.Client()).Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "kept"})
		return err
	}))
	v := vaults.NewClient(c)
	_, err := v.Secrets.Create(t.Context(), &vaults.SecretCreateParams{VaultName: "kept", Name: "later", Value: vaults.NewValue("x")})
	require.NoError(t, err)
	_, err = v.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "new"})
	require.NoError(t, err)

	srv.ResetAccount()

	var names []string
	for vault, err := range v.Vaults.List(t.Context(), nil).All() {
		require.NoError(t, err)
		names = append(names, vault.Name)
	}
	assert.Equal(t, []string{"kept"}, names)
	n := 0
	for _, err := range v.Secrets.List(t.Context(), nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Zero(t, n, "the secret made after the start is gone")
	_, err = v.Secrets.Create(t.Context(), &vaults.SecretCreateParams{VaultName: "kept", Name: "later", Value: vaults.NewValue("y")})
	assert.NoError(t, err, "its name is free in the vault again")
	_, err = v.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "new"})
	assert.NoError(t, err, "the name of the vault made after the start is free again")
}
