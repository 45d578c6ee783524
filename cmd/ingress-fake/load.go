package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// loadAccount applies the description want, read from src, to srv
// through its client, naming the file and line of each problem,
// one change at a time so that -seed and -clock give repeatable IDs. Each
// token the API shows once goes to a file in tokenDir, when given, which
// is checked before anything is made (see setup.KeepTokens); without it
// the tokens are dropped and said to be on stderr.
func loadAccount(ctx context.Context, srv *ingresstest.Server, want setup.Account, src *setup.Source, tokenDir string, stderr io.Writer) error {
	keep := setup.OnToken(func(t setup.Token) error {
		fmt.Fprintf(stderr, "ingress-fake: the %s is not kept: give -token-dir to keep it\n", t)
		return nil
	})
	if tokenDir != "" {
		if err := os.MkdirAll(tokenDir, 0o700); err != nil {
			return fmt.Errorf("making the token directory: %w", err)
		}
		keep = setup.KeepTokens(tokenDir)
	}
	plan, err := setup.NewPlan(ctx, srv.Client(), want, setup.Parallel(1), setup.From(src), keep)
	if err != nil {
		return fmt.Errorf("planning the account: %w", err)
	}
	if err := plan.Apply(ctx); err != nil {
		return fmt.Errorf("loading the account: %w", err)
	}
	fmt.Fprintf(stderr, "ingress-fake: loaded %d resources\n", len(plan.Changes))
	return nil
}
