// Command ipallowlist imports a list of CIDRs into an IP policy as allow
// rules. It reads one IPv4 or IPv6 address or range per line from a file
// or from standard input (blank lines and "#" comments are skipped),
// creates the policy with the given description or reuses the one that
// has it, and adds a rule for every range the policy lacks, showing a
// progress bar on standard error. Running it again with the same input
// creates nothing.
//
// Calls are paced to the API's limit of 120 requests per minute and
// retried when the API still answers 429, so a long list imports in one
// run. With NGROK_API_KEY set it works on that account (and NGROK_API_URL,
// when set); without it, on an embedded in-memory server.
//
//	ipallowlist -description office -file cidrs.txt
//	printf '203.0.113.0/24\n2001:db8::/32\n' | ipallowlist
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// apiRate is the API's request limit: 120 requests per minute.
const apiRate = 120

func main() {
	file := flag.String("file", "", "read the CIDRs, one per line, from this file instead of standard input")
	description := flag.String("description", "allowlist", "description of the IP policy to create or reuse")
	flag.Parse()
	if err := run(*file, *description); err != nil {
		fmt.Fprintln(os.Stderr, "ipallowlist:", err)
		os.Exit(1)
	}
}

func run(file, description string) error {
	in := io.Reader(os.Stdin)
	if file == "" {
		announceStdin(os.Stdin, os.Stderr)
	} else {
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	cidrs, err := readCIDRs(in)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	client, closeClient, err := newClient()
	if err != nil {
		return err
	}
	defer closeClient()
	res, err := importCIDRs(ctx, client, description, cidrs, os.Stderr)
	if err != nil {
		return err
	}
	fmt.Printf("IP policy %s (%q): %d rules created, %d already present\n", res.PolicyID, description, res.Created, res.Existing)
	return nil
}

// newClient returns a client of the account in NGROK_API_KEY, or of an
// embedded server when it is not set, and a function that releases it.
func newClient() (*ingress.Client, func(), error) {
	if os.Getenv(ingress.EnvAPIKey) == "" {
		fmt.Fprintln(os.Stderr, ingress.EnvAPIKey+" is not set: using an embedded test server")
		srv := ingresstest.NewServer()
		return srv.Client(clientOptions(time.Minute)...), srv.Close, nil
	}
	c, err := ingress.NewClient(append(clientOptions(time.Minute), ingress.FromEnv())...)
	return c, func() {}, err
}

// clientOptions pace the client to the API's rate of 120 requests per
// interval (a minute; tests scale it down) and retry the requests the API
// still refuses with 429, waiting as long as it asks, up to two intervals.
func clientOptions(per time.Duration) []ingress.Option {
	return []ingress.Option{
		ingress.WithRateLimit(apiRate, per),
		ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 10, MaxRetryAfter: 2 * per}),
	}
}

// readCIDRs reads one address or range per line, skipping blank lines and
// "#" comments, and returns the ranges in canonical form and input order,
// each once.
func readCIDRs(r io.Reader) ([]netip.Prefix, error) {
	var out []netip.Prefix
	seen := map[netip.Prefix]bool{}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text, _, _ := strings.Cut(sc.Text(), "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		p, err := ippolicies.ParseCIDR(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading the CIDRs: %w", err)
	}
	return out, nil
}

// result is what an import did.
type result struct {
	PolicyID string
	// Created counts the rules added; Existing the ranges the policy had.
	Created, Existing int
}

// importCIDRs makes sure the IP policy with the given description has an
// allow rule for each of cidrs, creating the policy if no policy has that
// description, and draws its progress on progress.
func importCIDRs(ctx context.Context, c *ingress.Client, description string, cidrs []netip.Prefix, progress io.Writer) (result, error) {
	ipp := ippolicies.NewClient(c)
	pol, err := findOrCreatePolicy(ctx, ipp.Policies, description)
	if err != nil {
		return result{}, err
	}
	have, err := policyRanges(ctx, ipp.Rules, pol.ID)
	if err != nil {
		return result{}, err
	}
	res := result{PolicyID: pol.ID}
	var todo []netip.Prefix
	for _, p := range cidrs {
		if have[p] {
			res.Existing++
		} else {
			todo = append(todo, p)
		}
	}
	bar := newProgressBar(progress, res.Existing, len(cidrs))
	for _, p := range todo {
		_, err := ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: p.String(), Action: ippolicies.ActionAllow})
		switch {
		case err == nil:
			res.Created++
		case isDuplicate(err):
			res.Existing++
		default:
			bar.Stop()
			return res, fmt.Errorf("adding %s: %w", p, err)
		}
		bar.Add(1)
	}
	bar.Stop()
	return res, nil
}

// findOrCreatePolicy returns the oldest IP policy with the description, or
// a new one.
func findOrCreatePolicy(ctx context.Context, policies *ippolicies.PolicyClient, description string) (*ippolicies.Policy, error) {
	var found *ippolicies.Policy
	for p, err := range policies.List(ctx, nil).All() {
		if err != nil {
			return nil, fmt.Errorf("listing IP policies: %w", err)
		}
		if p.Description == description {
			found = p
		}
	}
	if found != nil {
		return found, nil
	}
	pol, err := policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: &description})
	if err != nil {
		return nil, fmt.Errorf("creating the IP policy: %w", err)
	}
	return pol, nil
}

// policyRanges returns the ranges that the policy's rules already have.
func policyRanges(ctx context.Context, rules *ippolicies.RuleClient, policyID string) (map[netip.Prefix]bool, error) {
	have := map[netip.Prefix]bool{}
	for r, err := range rules.List(ctx, &ingress.ListParams{Limit: new(100)}).All() {
		if err != nil {
			return nil, fmt.Errorf("listing IP policy rules: %w", err)
		}
		if r.IPPolicy == nil || r.IPPolicy.ID != policyID {
			continue
		}
		if p, err := r.Prefix(); err == nil {
			have[p] = true
		}
	}
	return have, nil
}

// isDuplicate reports whether a create failed because the policy already
// has the range, as when another run added it meanwhile: the API and
// ingresstest answer with the code ERR_NGROK_1408.
func isDuplicate(err error) bool {
	var apiErr *ingress.Error
	return errors.As(err, &apiErr) && (apiErr.StatusCode == http.StatusConflict || apiErr.ErrorCode == "ERR_NGROK_1408")
}
