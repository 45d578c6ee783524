// Command accountsetup brings an account from empty to a working
// configuration: a reserved domain, an IP policy with its rules, an HTTP
// response backend, an HTTPS edge on the domain whose route sends traffic
// to the backend behind an IP restriction, and an event subscription that
// sends IP policy changes to a Kinesis stream.
//
//	go run ./examples/accountsetup -domain app.example.com
//
// It is safe to run again and again: it finds what exists (the domain by
// its name, the edge by its hostport, everything else by its description)
// instead of creating it twice, changes what drifted from the
// configuration below back to it, and leaves the rest alone. A second run
// on an account it has set up makes no change at all.
//
// With NGROK_API_KEY unset it works on an embedded in-memory server from
// package ingresstest, and runs twice to show that the second run finds
// everything. With NGROK_API_KEY set (and NGROK_API_URL, when set) it sets
// up that account, once, and keeps what it created: the point is to leave
// the configuration in place.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
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
	cfg, err := parseFlags(args)
	if err != nil {
		return err
	}
	if os.Getenv(ingress.EnvAPIKey) != "" {
		c, err := ingress.NewClient(ingress.FromEnv())
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "Setting up the account at %s (%s is set).\n", c.BaseURL(), ingress.EnvAPIKey)
		_, err = setup(ctx, c, cfg, out)
		return err
	}
	srv := ingresstest.NewServer()
	defer srv.Close()
	fmt.Fprintf(out, "Setting up an embedded server at %s (%s is unset), twice.\n", srv.URL, ingress.EnvAPIKey)
	for _, pass := range []string{"First run", "Second run"} {
		fmt.Fprintf(out, "\n%s:\n", pass)
		if _, err := setup(ctx, srv.Client(), cfg, out); err != nil {
			return fmt.Errorf("%s: %w", pass, err)
		}
	}
	return nil
}

// parseFlags reads the configuration from the command line.
func parseFlags(args []string) (Config, error) {
	cfg := DefaultConfig()
	fs := flag.NewFlagSet("accountsetup", flag.ContinueOnError)
	fs.StringVar(&cfg.Domain, "domain", cfg.Domain, "the `domain` to reserve and serve")
	fs.StringVar(&cfg.StreamARN, "stream-arn", cfg.StreamARN, "the Kinesis stream that receives the events")
	fs.StringVar(&cfg.RoleARN, "role-arn", cfg.RoleARN, "the AWS role the service assumes to write to the stream")
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	return cfg, nil
}
