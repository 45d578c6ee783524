// Command accountsetup brings an account to a description of it with
// package setup: a reserved domain, an IP policy with its rules, an HTTP
// response backend, an HTTPS edge on the domain whose route sends traffic
// to the backend behind an IP restriction, and an event subscription that
// sends IP policy changes to a Kinesis stream (see Describe), or the YAML
// description given with -f.
//
//	go run ./examples/accountsetup -domain app.example.com
//
// It plans the difference, prints it, and applies it. It is safe to run
// again and again: setup knows what it made by a marker in each
// resource's metadata, puts back what drifted, and leaves the rest alone.
// A second run on an account it has set up makes no change at all.
//
// With NGROK_API_KEY unset it works on an embedded in-memory server from
// package ingresstest, and runs twice to show that the second run finds
// everything. With NGROK_API_KEY set (and NGROK_API_URL, when set) it sets
// up that account, once, and keeps what it created.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Stdout, os.Args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(2)
		}
		fmt.Fprintln(os.Stderr, "accountsetup:", err)
		os.Exit(1)
	}
}

// run parses the flags in args and sets up the account of NGROK_API_KEY,
// or twice an embedded server's when it is unset, reporting to out.
func run(ctx context.Context, out io.Writer, args []string) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	want := Describe(o)
	if o.File != "" {
		if want, err = setup.Load(o.File); err != nil {
			return err
		}
	}
	limit := ingress.WithRateLimit(120, time.Minute) // the API's limit
	if os.Getenv(ingress.EnvAPIKey) != "" {
		c, err := ingress.NewClient(ingress.FromEnv(), limit)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "Setting up the account at %s (%s is set).\n", c.BaseURL(), ingress.EnvAPIKey)
		return apply(ctx, c, want, out)
	}
	srv := ingresstest.NewServer()
	defer srv.Close()
	fmt.Fprintf(out, "Setting up an embedded server at %s (%s is unset), twice.\n", srv.URL, ingress.EnvAPIKey)
	for _, pass := range []string{"First run", "Second run"} {
		fmt.Fprintf(out, "\n%s:\n", pass)
		if err := apply(ctx, srv.Client(limit), want, out); err != nil {
			return fmt.Errorf("%s: %w", pass, err)
		}
	}
	return nil
}

// apply plans want on the account of c, prints the plan, applies it and
// prints what DNS records the reserved domains need.
func apply(ctx context.Context, c *ingress.Client, want setup.Account, out io.Writer) error {
	plan, err := setup.NewPlan(ctx, c, want)
	if err != nil {
		return err
	}
	fmt.Fprint(out, plan)
	if plan.Empty() {
		return nil
	}
	if err := plan.Apply(ctx); err != nil {
		return err
	}
	fmt.Fprintf(out, "Applied %d changes.\n", len(plan.Changes))
	return printDNS(ctx, c, want, out)
}

// parseFlags reads the options from the command line.
func parseFlags(args []string) (Options, error) {
	o := DefaultOptions()
	fs := flag.NewFlagSet("accountsetup", flag.ContinueOnError)
	fs.StringVar(&o.File, "f", "", "a YAML `file` describing the account, instead of the built-in description")
	fs.StringVar(&o.Domain, "domain", o.Domain, "the `domain` to reserve and serve")
	fs.StringVar(&o.StreamARN, "stream-arn", o.StreamARN, "the Kinesis stream that receives the events")
	fs.StringVar(&o.RoleARN, "role-arn", o.RoleARN, "the AWS role the service assumes to write to the stream")
	if err := fs.Parse(args); err != nil {
		return Options{}, err
	}
	if fs.NArg() > 0 {
		return Options{}, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	return o, nil
}
