package setup_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/vaults"
)

// casesPerServer is how many cases share a server, each in an account of
// its own, before a fresh server takes over, so that a long run stays
// small.
const casesPerServer = 200

// propertyBudget is how long TestPlanImpliesApply generates cases when
// INGRESS_PROPERTY_CASES does not say how many.
func propertyBudget() time.Duration {
	if testing.Short() {
		return 2 * time.Second
	}
	return 10 * time.Second
}

// TestPlanImpliesApply checks, over generated descriptions of every kind
// setup knows, valid ones and near-valid ones, each planned on an
// account that may hold resources made by hand: when the plan says yes,
// Apply succeeds entirely and a second plan has no changes; when the
// plan refuses, or Apply refuses to keep tokens, nothing is written; and
// a description made without a mistake is not refused.
// INGRESS_PROPERTY_CASES=N runs N cases, from INGRESS_PROPERTY_SEED
// (default 1), instead of as many as the time budget allows.
func TestPlanImpliesApply(t *testing.T) {
	propertyEnv(t)
	first, n := uint64(1), -1
	if s := os.Getenv("INGRESS_PROPERTY_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("INGRESS_PROPERTY_SEED: %v", err)
		}
		first = v
	}
	if s := os.Getenv("INGRESS_PROPERTY_CASES"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("INGRESS_PROPERTY_CASES: %v", err)
		}
		n = v
	}
	deadline := time.Now().Add(propertyBudget())
	var srv *ingresstest.Server
	defer func() { srv.Close() }()
	var tally outcomes
	for i := 0; n < 0 && time.Now().Before(deadline) || i < n; i++ {
		if i%casesPerServer == 0 {
			if srv != nil {
				srv.Close()
			}
			srv = ingresstest.NewServer()
		}
		seed := first + uint64(i)
		g := generate(seeded(seed))
		out, then, err := checkCase(t.Context(), srv, g, t.TempDir())
		if err != nil {
			t.Fatalf("seed %d (INGRESS_PROPERTY_SEED=%d INGRESS_PROPERTY_CASES=1): %v", seed, seed, err)
		}
		tally.add(out, then, g)
	}
	t.Logf("%s", &tally)
}

// FuzzPlanImpliesApply is TestPlanImpliesApply with the generator's
// decisions taken from the fuzzer's input.
func FuzzPlanImpliesApply(f *testing.F) {
	propertyEnv(f)
	for _, seed := range []string{"", "\x00\x01\x02", "\x05\x05\x05\x05\x05\x05\x05\x05", "\xff\x10\x20\x30\x40"} {
		f.Add([]byte(seed))
	}
	srv := ingresstest.NewServer()
	f.Cleanup(srv.Close)
	var cases atomic.Int64
	f.Fuzz(func(t *testing.T, data []byte) {
		if cases.Add(1)%casesPerServer == 0 {
			srv.Reset()
		}
		if _, _, err := checkCase(t.Context(), srv, generate(fromBytes(data)), t.TempDir()); err != nil {
			t.Fatal(err)
		}
	})
}

// propertyEnv sets the variables the generated secret sources read.
func propertyEnv(t testing.TB) {
	t.Helper()
	t.Setenv("SETUP_TEST_DB_PASSWORD", "s3cret-value")
	t.Setenv("SETUP_TEST_WEBHOOK_SECRET", "webhook-s3cret")
	t.Setenv("SETUP_TEST_OIDC_SECRET", "oidc-s3cret")
	t.Setenv("SETUP_TEST_DD_KEY", "dd-s3cret")
	os.Unsetenv("SETUP_TEST_UNSET")
	for name, value := range testPEMs(t) {
		t.Setenv(name, value)
	}
}

// outcome is what became of a case.
type outcome int

const (
	planRefused outcome = iota
	tokensRefused
	applied
	nothingToDo
	// notPlayed: the case had no next description, or its first was not
	// applied.
	notPlayed
)

// outcomes counts what became of the cases and of their mistakes.
type outcomes struct {
	byOutcome [4]int
	// thenBy counts the outcomes of next descriptions.
	thenBy    [5]int
	refusedBy map[string]int
	appliedBy map[string]int
}

// add counts out and then, the outcomes of g and of its next
// description.
func (o *outcomes) add(out, then outcome, g generated) {
	o.byOutcome[out]++
	o.thenBy[then]++
	if o.refusedBy == nil {
		o.refusedBy, o.appliedBy = make(map[string]int), make(map[string]int)
	}
	for _, m := range g.mutations {
		if out == planRefused {
			o.refusedBy[m]++
		} else {
			o.appliedBy[m]++
		}
	}
}

// String says how many cases had each outcome, and for each mistake how
// often its case was refused and applied.
func (o *outcomes) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d cases: %d applied, %d with nothing to do, %d refused at plan, %d refused at apply for their tokens; mistakes (refused/applied):",
		o.byOutcome[applied]+o.byOutcome[nothingToDo]+o.byOutcome[planRefused]+o.byOutcome[tokensRefused],
		o.byOutcome[applied], o.byOutcome[nothingToDo], o.byOutcome[planRefused], o.byOutcome[tokensRefused])
	fmt.Fprintf(&b, "\nthen, of the next descriptions: %d applied, %d with nothing to do, %d refused at plan, %d refused at apply for their tokens;",
		o.thenBy[applied], o.thenBy[nothingToDo], o.thenBy[planRefused], o.thenBy[tokensRefused])
	keys := make([]string, 0, len(o.refusedBy)+len(o.appliedBy))
	for k := range o.refusedBy {
		keys = append(keys, k)
	}
	for k := range o.appliedBy {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range slices.Compact(keys) {
		fmt.Fprintf(&b, "\n  %s: %d/%d", k, o.refusedBy[k], o.appliedBy[k])
	}
	return b.String()
}

// checkCase plays g on a fresh account of srv: it makes g's resources by
// hand, plans g's description, applies the plan and plans again; then,
// when g has a next description, it does the same with that one. It
// returns the outcome of each, and an error that shows the description
// when a property fails.
func checkCase(ctx context.Context, srv *ingresstest.Server, g generated, dir string) (first, then outcome, err error) {
	acct, err := srv.NewAccount()
	if err != nil {
		return 0, 0, err
	}
	defer acct.Close()
	var writes atomic.Int64
	acct.OnHandled(func(h ingresstest.Handled) {
		if h.Method != http.MethodGet {
			writes.Add(1)
		}
	})
	c := acct.Client()
	if err := makeByHand(ctx, c, g.pre); err != nil {
		return 0, 0, fmt.Errorf("making the account's resources by hand: %w", err)
	}
	opts := []setup.Option{tokenOption(g.tokens, dir)}
	first, err = playStep(ctx, c, &writes, g.want, len(g.mutations) == 0, opts)
	if err != nil || first != applied || g.next == nil {
		return first, notPlayed, describeCase(err, g, "description", g.want)
	}
	if g.prune {
		opts = append(opts, setup.Prune())
	}
	then, err = playStep(ctx, c, &writes, *g.next, false, opts)
	return first, then, describeCase(err, g, "next description, applied after it (prune: "+strconv.FormatBool(g.prune)+")", *g.next)
}

// describeCase returns err, when it is not nil, with what makes g's case
// again: its mistakes, what was made by hand, how tokens are kept, and
// the description that broke a property, as which.
func describeCase(err error, g generated, which string, want setup.Account) error {
	if err == nil {
		return nil
	}
	var doc bytes.Buffer
	if err := g.want.WriteYAML(&doc); err != nil {
		fmt.Fprintf(&doc, "(not written: %v)", err)
	}
	if which != "description" {
		doc.WriteString("\n" + which + ":\n")
		if err := want.WriteYAML(&doc); err != nil {
			fmt.Fprintf(&doc, "(not written: %v)", err)
		}
	}
	return fmt.Errorf("%w\nmistakes: %q\nby hand: %+v\ntokens: %s\ndescription:\n%s", err, g.mutations, g.pre, g.tokens, doc.String())
}

// playStep plans want on c, applies the plan and plans again, checking
// the properties; clean says that want was made without a mistake, so
// that the plan must not refuse it. writes counts c's requests that are
// not GETs.
func playStep(ctx context.Context, c *ingress.Client, writes *atomic.Int64, want setup.Account, clean bool, opts []setup.Option) (outcome, error) {
	before := writes.Load()
	plan, err := setup.NewPlan(ctx, c, want, opts...)
	if err != nil {
		if n := writes.Load() - before; n != 0 {
			return 0, fmt.Errorf("the plan refused (%v) and %d requests wrote", err, n)
		}
		if clean {
			return 0, fmt.Errorf("the plan refused a description made without a mistake: %v", err)
		}
		return planRefused, nil
	}
	if plan.Empty() {
		return nothingToDo, nil
	}
	if tokenErr := plan.CheckTokens(); tokenErr != nil {
		if err := plan.Apply(ctx); err == nil {
			return 0, fmt.Errorf("CheckTokens refused (%v) and Apply did not", tokenErr)
		}
		if n := writes.Load() - before; n != 0 {
			return 0, fmt.Errorf("Apply refused to keep the tokens and %d requests wrote", n)
		}
		return tokensRefused, nil
	}
	if err := plan.Apply(ctx); err != nil {
		return 0, fmt.Errorf("the plan said yes:\n%s\nand Apply failed: %v", plan, err)
	}
	again, err := setup.NewPlan(ctx, c, want, opts...)
	if err != nil {
		return 0, fmt.Errorf("after Apply, a second plan failed: %v", err)
	}
	if !again.Empty() {
		return 0, fmt.Errorf("after Apply, a second plan has changes:\n%s", again)
	}
	return applied, nil
}

// tokenOption returns the option that keeps tokens as how says.
func tokenOption(how, dir string) setup.Option {
	switch how {
	case "dir":
		return setup.KeepTokens(dir)
	case "missing":
		return setup.KeepTokens(filepath.Join(dir, "missing"))
	}
	return setup.OnToken(func(setup.Token) error { return nil })
}

// makeByHand makes p's resources, without markers, as a user would have
// before describing the account.
func makeByHand(ctx context.Context, c *ingress.Client, p preState) error {
	if p.domain != "" {
		if _, err := reserveddomains.NewClient(c).Create(ctx, &reserveddomains.CreateParams{Domain: p.domain}); err != nil {
			return err
		}
	}
	if p.wildcard != "" {
		if _, err := reserveddomains.NewClient(c).Create(ctx, &reserveddomains.CreateParams{Domain: p.wildcard}); err != nil {
			return err
		}
	}
	if p.edgeOn != "" {
		if _, err := edges.NewClient(c).HTTPS.Create(ctx, &edges.HTTPSEdgeCreateParams{Hostports: []string{p.edgeOn}}); err != nil {
			return err
		}
	}
	if p.endpointOn != "" {
		if _, err := endpoints.NewClient(c).Create(ctx, &endpoints.CreateParams{URL: p.endpointOn, TrafficPolicy: new(helloPolicy), PoolingEnabled: new(p.endpointPooled)}); err != nil {
			return err
		}
	}
	if p.vault != "" {
		if _, err := vaults.NewClient(c).Vaults.Create(ctx, &vaults.VaultCreateParams{Name: p.vault}); err != nil {
			return err
		}
	}
	return nil
}
