package main

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
)

// wantCounts is how many resources of each kind a set-up account has,
// besides what the server starts with.
var wantCounts = map[string]int{
	"reserved domains":       1,
	"IP policies":            1,
	"IP policy rules":        3,
	"HTTP response backends": 1,
	"HTTPS edges":            1,
	"routes":                 1,
	"event destinations":     1,
	"event subscriptions":    1,
}

// count counts the resources of each kind on the server of c.
func count(t *testing.T, c *ingress.Client) map[string]int {
	t.Helper()
	ctx := t.Context()
	ipp, ed, ev := ippolicies.NewClient(c), edges.NewClient(c), events.NewClient(c)
	counts := map[string]int{
		"reserved domains":       total(t, reserveddomains.NewClient(c).List(ctx, nil)),
		"IP policies":            total(t, ipp.Policies.List(ctx, nil)),
		"IP policy rules":        total(t, ipp.Rules.List(ctx, nil)),
		"HTTP response backends": total(t, backends.NewClient(c).HTTPResponse.List(ctx, nil)),
		"event destinations":     total(t, ev.Destinations.List(ctx, nil)),
		"event subscriptions":    total(t, ev.Subscriptions.List(ctx, nil)),
	}
	for e, err := range ed.HTTPS.List(ctx, nil).All() {
		require.NoError(t, err)
		counts["HTTPS edges"]++
		counts["routes"] += len(e.Routes)
	}
	return counts
}

func total[T any](t *testing.T, it *ingress.Iter[T]) int {
	t.Helper()
	n := 0
	for _, err := range it.All() {
		require.NoError(t, err)
		n++
	}
	return n
}

// serverFromEnv starts a server and points NGROK_API_KEY and NGROK_API_URL
// at it, so that run sets it up as it would a real account. It returns the
// server and a counter of the requests it handled that were not GETs.
func serverFromEnv(t *testing.T) (*ingresstest.Server, *atomic.Int64) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	t.Setenv(ingress.EnvAPIKey, srv.APIKey)
	t.Setenv(ingress.EnvAPIURL, srv.URL)
	var writes atomic.Int64
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method != http.MethodGet {
			writes.Add(1)
		}
	})
	return srv, &writes
}

// runOK runs the command with args and returns its output.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, run(t.Context(), &out, args), "output:\n%s", out.String())
	return out.String()
}

// TestSecondRunCreatesNothing sets up an account, then runs again: the
// second run finds every resource and sends no request but reads.
func TestSecondRunCreatesNothing(t *testing.T) {
	srv, writes := serverFromEnv(t)
	c := srv.Client()

	first := runOK(t)
	assert.Contains(t, first, "Setting up the account at "+srv.URL)
	assert.Contains(t, first, "Plan: 10 to create, 0 to update, 0 to replace, 0 to delete.\nApplied 10 changes.\n")
	assert.Contains(t, first, "DNS: point a CNAME record for app.example.com at ")
	after1 := count(t, c)
	for kind, n := range wantCounts {
		assert.Equal(t, n, after1[kind], "%s after the first run", kind)
	}

	writesBefore := writes.Load()
	second := runOK(t)
	assert.Contains(t, second, "No changes.\n")
	assert.Equal(t, writesBefore, writes.Load(), "the second run only reads")
	assert.Equal(t, after1, count(t, c), "the second run creates and deletes nothing")
}

// TestRepairsDrift changes the account behind the command's back, then
// runs it again: it puts back what drifted, keeps the rest, and a third
// run finds nothing to do.
func TestRepairsDrift(t *testing.T) {
	srv, writes := serverFromEnv(t)
	c := srv.Client()
	ctx := t.Context()
	runOK(t)
	want := count(t, c)

	ids := setUpIDs(t, c)
	bk, ipp, ed, ev := backends.NewClient(c), ippolicies.NewClient(c), edges.NewClient(c), events.NewClient(c)
	_, err := bk.HTTPResponse.Update(ctx, ids.backend, &backends.HTTPResponseUpdateParams{Body: new("changed by hand")})
	require.NoError(t, err)
	require.NoError(t, ipp.Rules.Delete(ctx, ids.rules["203.0.113.0/24"]))
	require.NoError(t, ipp.Rules.Delete(ctx, ids.rules["198.51.100.7/32"]))
	_, err = ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: ids.policy, CIDR: "198.51.100.7", Action: ippolicies.ActionDeny})
	require.NoError(t, err)
	_, err = ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: ids.policy, CIDR: "0.0.0.0/0", Action: ippolicies.ActionAllow})
	require.NoError(t, err)
	_, err = ipp.Rules.Update(ctx, ids.rules["2001:db8::/32"], &ippolicies.RuleUpdateParams{Description: new("renamed")})
	require.NoError(t, err)
	require.NoError(t, ed.HTTPS.TLSTermination.Delete(ctx, ids.edge))
	_, err = ed.Routes.IPRestriction.Replace(ctx, ids.edge, ids.route, &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{ids.policy}})
	require.NoError(t, err)
	_, err = ev.Subscriptions.Update(ctx, ids.subscription, &events.SubscriptionUpdateParams{Sources: []events.SourceParams{{Type: "api_key_created.v0"}}})
	require.NoError(t, err)

	out := runOK(t)
	for _, line := range []string{
		"~ http_response_backend welcome (" + ids.backend + ")\n    ~ body: \"changed by hand\" -> \"Hello from accountsetup.\\n\"\n",
		"-/+ ip_policy_rule trusted/198.51.100.7/32 (",
		"+ ip_policy_rule trusted/203.0.113.0/24\n",
		"- ip_policy_rule trusted/0.0.0.0/0 (",
		"~ ip_policy_rule trusted/2001:db8::/32 (",
		"~ https_edge web (" + ids.edge + ")\n    + min_tls_version = \"1.2\"\n",
		"~ https_edge_route web/path_prefix:/ (" + ids.route + ")\n    + ip_policies = [\"trusted\"]\n",
		"~ event_subscription policy changes (" + ids.subscription + ")\n",
		"Plan: 1 to create, 5 to update, 1 to replace, 1 to delete.\n",
	} {
		assert.Contains(t, out, line, "output:\n%s", out)
	}
	assert.NotContains(t, out, "event_destination", "the destination did not drift")
	assert.NotContains(t, out, "reserved_domain", "the domain did not drift")
	assert.Equal(t, want, count(t, c), "the repair leaves as many resources as the set-up")

	described := Describe(DefaultOptions())
	repaired := setUpIDs(t, c)
	b, err := bk.HTTPResponse.Get(ctx, repaired.backend)
	require.NoError(t, err)
	assert.Equal(t, described.HTTPResponseBackends[0].Body, b.Body)
	rt, err := ed.Routes.Get(ctx, repaired.edge, repaired.route)
	require.NoError(t, err)
	assert.True(t, rt.IPRestriction.Enabled)
	e, err := ed.HTTPS.Get(ctx, repaired.edge)
	require.NoError(t, err)
	require.NotNil(t, e.TLSTermination)
	assert.Equal(t, edges.TLS12, *e.TLSTermination.MinVersion)
	sub, err := ev.Subscriptions.Get(ctx, repaired.subscription)
	require.NoError(t, err)
	var types []events.EventType
	for _, src := range sub.Sources {
		types = append(types, src.Type)
	}
	assert.ElementsMatch(t, described.EventSubscriptions[0].EventTypes, types)

	writesBefore := writes.Load()
	assert.Contains(t, runOK(t), "No changes.\n")
	assert.Equal(t, writesBefore, writes.Load(), "a run after the repair only reads")
}

// ids are the IDs of what the command set up.
type ids struct {
	policy, backend, edge, route, subscription string
	rules                                      map[string]string // by CIDR
}

// setUpIDs finds the IDs of what the command set up, as the only
// resources of their kinds besides the server's own.
func setUpIDs(t *testing.T, c *ingress.Client) ids {
	t.Helper()
	ctx := t.Context()
	ipp, ed := ippolicies.NewClient(c), edges.NewClient(c)
	var got ids
	got.rules = make(map[string]string)
	for p, err := range ipp.Policies.List(ctx, nil).All() {
		require.NoError(t, err)
		got.policy = p.ID
	}
	for r, err := range ipp.Rules.List(ctx, nil).All() {
		require.NoError(t, err)
		got.rules[r.CIDR] = r.ID
	}
	for b, err := range backends.NewClient(c).HTTPResponse.List(ctx, nil).All() {
		require.NoError(t, err)
		got.backend = b.ID
	}
	for e, err := range ed.HTTPS.List(ctx, nil).All() {
		require.NoError(t, err)
		require.Len(t, e.Routes, 1)
		got.edge, got.route = e.ID, e.Routes[0].ID
	}
	for s, err := range events.NewClient(c).Subscriptions.List(ctx, nil).All() {
		require.NoError(t, err)
		got.subscription = s.ID
	}
	return got
}

// TestEmbedded runs the command as it runs with NGROK_API_KEY unset: twice
// against an embedded server, the second time changing nothing.
func TestEmbedded(t *testing.T) {
	t.Setenv(ingress.EnvAPIKey, "")
	out := runOK(t, "-domain", "shop.example.net")
	assert.Contains(t, out, "Setting up an embedded server at http://127.0.0.1:")
	first, second, ok := strings.Cut(out, "Second run:")
	require.True(t, ok, "output:\n%s", out)
	assert.Contains(t, first, "+ reserved_domain shop.example.net\n")
	assert.Contains(t, first, `hostports = ["shop.example.net:443"]`)
	assert.Contains(t, first, "Applied 10 changes.\n")
	assert.Equal(t, "\nNo changes.\n", second)
}

// TestFile applies a YAML description given with -f instead of the
// built-in one.
func TestFile(t *testing.T) {
	srv, _ := serverFromEnv(t)
	path := filepath.Join(t.TempDir(), "account.yaml")
	require.NoError(t, os.WriteFile(path, []byte("ip_policies:\n  - name: office\n    rules:\n      - {cidr: 10.0.0.0/8, action: allow}\n"), 0o600))
	out := runOK(t, "-f", path)
	assert.Contains(t, out, "Plan: 2 to create, 0 to update, 0 to replace, 0 to delete.\n")
	counts := count(t, srv.Client())
	assert.Equal(t, 1, counts["IP policies"])
	assert.Equal(t, 0, counts["HTTPS edges"])
	assert.Contains(t, runOK(t, "-f", path), "No changes.\n")
}

// TestFlags checks that bad command lines are refused before any call.
func TestFlags(t *testing.T) {
	t.Setenv(ingress.EnvAPIKey, "")
	for _, args := range [][]string{{"-nope"}, {"extra"}} {
		var out bytes.Buffer
		assert.Error(t, run(t.Context(), &out, args), "args %q", args)
		assert.Empty(t, out.String())
	}
}
