package main

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/netip"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// scaledInterval stands for the API's minute: the server and the client
// allow 120 requests per scaledInterval.
const scaledInterval = 2 * time.Second

func TestImportUnderTheRateLimit(t *testing.T) {
	srv := ingresstest.NewServer(ingresstest.WithRateLimit(apiRate, scaledInterval))
	t.Cleanup(srv.Close)
	// Retries would absorb a 429: the debug log shows every one.
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	client := srv.Client(append(clientOptions(scaledInterval), ingress.WithLogger(logger))...)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	var input strings.Builder
	input.WriteString("# office ranges\n\n")
	for i := range 500 {
		fmt.Fprintf(&input, "10.%d.%d.0/24\n", i/256, i%256)
	}
	input.WriteString("10.0.0.0/24 # listed twice\n")
	cidrs, err := readCIDRs(strings.NewReader(input.String()))
	require.NoError(t, err)
	require.Len(t, cidrs, 500)

	var progress bytes.Buffer
	res, err := importCIDRs(ctx, client, "office", cidrs, &progress)
	require.NoError(t, err, "no 429 reaches the caller")
	assert.Equal(t, 500, res.Created)
	assert.Equal(t, 0, res.Existing)
	assert.True(t, strings.HasSuffix(progress.String(), "] 500/500\n"), "the bar ends full: %q", lastLine(progress.String()))

	rules := rulesOf(t, ctx, client, res.PolicyID)
	assert.Len(t, rules, 500)
	assert.Contains(t, rules, "10.1.243.0/24")

	again, err := importCIDRs(ctx, client, "office", cidrs, &progress)
	require.NoError(t, err)
	assert.Equal(t, result{PolicyID: res.PolicyID, Existing: 500}, again, "a second run finds the policy and creates nothing")
	assert.Len(t, rulesOf(t, ctx, client, res.PolicyID), 500)
	assert.Zero(t, strings.Count(logs.String(), "status=429"), "the server refused no request")
}

func TestImportAddsOnlyMissingRanges(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	client := srv.Client()
	ctx := context.Background()
	ipp := ippolicies.NewClient(client)

	other, err := ipp.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("other")})
	require.NoError(t, err)
	_, err = ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: other.ID, CIDR: "192.0.2.0/24", Action: ippolicies.ActionAllow})
	require.NoError(t, err)
	office, err := ipp.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	require.NoError(t, err)
	_, err = ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: office.ID, CIDR: "2001:db8::1", Action: ippolicies.ActionAllow})
	require.NoError(t, err)

	cidrs, err := readCIDRs(strings.NewReader("192.0.2.0/24\n2001:DB8::1/128\n198.51.100.7\n"))
	require.NoError(t, err)
	var progress bytes.Buffer
	res, err := importCIDRs(ctx, client, "office", cidrs, &progress)
	require.NoError(t, err)
	assert.Equal(t, result{PolicyID: office.ID, Created: 2, Existing: 1}, res,
		"the policy is found by description; a range of another policy does not count")
	assert.ElementsMatch(t, []string{"2001:db8::1/128", "192.0.2.0/24", "198.51.100.7/32"}, rulesOf(t, ctx, client, office.ID))
	assert.Equal(t, "] 3/3", lastLine(progress.String())[barWidth+1:])
}

func TestReadCIDRs(t *testing.T) {
	got, err := readCIDRs(strings.NewReader("  10.0.0.0/8  \n# comment\n\n192.0.2.7 # host\n2001:DB8::/32\n10.0.0.0/8\n"))
	require.NoError(t, err)
	assert.Equal(t, []netip.Prefix{
		netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.7/32"), netip.MustParsePrefix("2001:db8::/32"),
	}, got)

	_, err = readCIDRs(strings.NewReader("10.0.0.0/8\n\n10.1.2.3/8\n"))
	require.ErrorContains(t, err, "line 3")
	assert.ErrorContains(t, err, "10.0.0.0/8")
	_, err = readCIDRs(strings.NewReader("example.com\n"))
	assert.ErrorContains(t, err, "line 1")

	got, err = readCIDRs(strings.NewReader(""))
	require.NoError(t, err)
	assert.Empty(t, got)
}

// rulesOf returns the ranges of the policy's rules.
func rulesOf(t *testing.T, ctx context.Context, c *ingress.Client, policyID string) []string {
	t.Helper()
	var out []string
	for r, err := range ippolicies.NewClient(c).Rules.List(ctx, nil).All() {
		require.NoError(t, err)
		if r.IPPolicy.ID == policyID {
			out = append(out, r.CIDR)
		}
	}
	return out
}

// lastLine returns what the terminal shows last of the progress output.
func lastLine(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return s[strings.LastIndexAny(s, "\r\n")+1:]
}

func TestRunOnTheEmbeddedServer(t *testing.T) {
	t.Setenv(ingress.EnvAPIKey, "")
	file := t.TempDir() + "/cidrs.txt"
	require.NoError(t, os.WriteFile(file, []byte("203.0.113.0/24\n2001:db8::/32\n"), 0o600))
	require.NoError(t, run(file, "office"))

	err := run(t.TempDir()+"/missing.txt", "office")
	assert.ErrorIs(t, err, fs.ErrNotExist)
	require.NoError(t, os.WriteFile(file, []byte("203.0.113.1/24\n"), 0o600))
	assert.ErrorContains(t, run(file, "office"), "line 1")
}
