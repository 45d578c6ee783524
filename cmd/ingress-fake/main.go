// Command ingress-fake serves the in-memory management API of package
// ingresstest as a standalone process, so that test suites in any language
// can use it.
//
//	go run ./cmd/ingress-fake -addr 127.0.0.1:8080
//
// It prints, one per line on standard output, the base URL, the API key
// of an admin user, that user's ID and the token of the control API, as
// shell assignments:
//
//	INGRESS_FAKE_URL=http://127.0.0.1:8080
//	INGRESS_FAKE_API_KEY=...
//	INGRESS_FAKE_ADMIN_ID=usr_...
//	INGRESS_FAKE_CONTROL_TOKEN=...
//
// With -env ngrok, the first two are NGROK_API_URL and NGROK_API_KEY, the
// names the ingress command and ingress.FromEnv read. The control API
// (under ingresstest.ControlPrefix, described at /_ingress/openapi.json)
// makes accounts, resets them and runs every hook of ingresstest.Server.
//
// and serves until it receives SIGINT or SIGTERM, then lets the requests
// in flight finish for up to two seconds, closes the connections of those
// still running, writes the -state file if there is one, and exits with
// status 0. -h (or -help, --help) prints the flags on standard error and
// exits with status 0; a flag it does not know exits with status 2. Flags:
//
//	-addr        the address to listen on (port 0 picks a free port)
//	-seed        makes the IDs and tokens deterministic
//	-clock       a start time (RFC 3339) for a clock of its own; with -seed,
//	             two runs of the same requests give the same IDs, tokens
//	             and timestamps
//	-clock-step  how far that clock moves at every reading (0: fixed)
//	-page-limit  the default and largest page size of lists (100)
//	-source-addr-header
//	             a request header, like X-Forwarded-For, whose address the
//	             server takes as the request's source address, which IP
//	             restrictions of type api decide by (see
//	             ingresstest.SourceAddrHeader)
//	-load        an account description (YAML, as package setup and the
//	             ingress command read it) that the server holds before it
//	             prints its URL; secret values come from the environment
//	             variables or files the description names
//	-token-dir   a directory for the tokens of the credentials and keys
//	             that -load creates, one file of mode 0600 each
//	-env         the names of the first two lines: ingress-fake (the
//	             default) or ngrok
//	-vault-quota, -secret-quota, -reserved-addr-quota  the account's quotas
//	             (-reserved-domain-quota, -api-key-quota and the other
//	             -<kind>-quota flags set those of the kinds without a
//	             documented limit, which have none by default)
//	-journal-entries, -journal-bytes, -journal-body-bytes  the bounds of each
//	             account's request journal (1000 entries, 8 MiB, 16 KiB of
//	             each body by default; -journal-entries -1 turns it off),
//	             which GET /_ingress/accounts/{account}/journal reads
//	-journal-total-bytes  the bound on the journals of all accounts
//	             together (64 MiB); past it the oldest entries go first
//	-control-token-file
//	             a file whose first line is the control token; without it,
//	             the token is $INGRESS_FAKE_CONTROL_TOKEN when that is set,
//	             and otherwise new at every start, also with -seed (a flag
//	             never holds the token itself: flags show in ps)
//	-max-accounts
//	             the most accounts held at once besides the default one
//	             (1000); POST /_ingress/accounts past it answers 409, and
//	             deleting an account makes room
//	-state       a file that keeps the whole state across restarts: restored
//	             at start when it exists (-load then does not apply again),
//	             written atomically, mode 0600, at shutdown and on
//	             POST /_ingress/state; a damaged file or one of another
//	             version stops the start with exit status 1, and so does a
//	             file another ingress-fake holds (an advisory lock on
//	             FILE.lock, kept until the last save)
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "ingress-fake:", err)
		}
		os.Exit(exitStatus(err))
	}
}

// run serves the API as the flags in args say until ctx is done.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ingress-fake", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = usage(fs)
	addr := fs.String("addr", "127.0.0.1:8080", "`address` to listen on; port 0 picks a free port")
	seed := fs.Uint64("seed", 0, "make IDs and tokens deterministic from this `seed`")
	pageLimit := fs.Int("page-limit", 100, "default and largest page `size` of lists")
	clockStart := fs.String("clock", "", "read the time as starting at this RFC 3339 `time` instead of the wall clock; with -seed, runs are repeatable")
	clockStep := fs.Duration("clock-step", 0, "move the -clock on by this `duration` at every reading (0 keeps it fixed)")
	sourceHeader := fs.String("source-addr-header", "", "take the source address of a request, which IP restrictions of type api decide by, from this request `header` (like X-Forwarded-For) when it holds one")
	load := fs.String("load", "", "hold the account this YAML `file` describes (see package setup) before printing the URL")
	tokenDir := fs.String("token-dir", "", "write the token of each credential and API key that -load creates to a file of mode 0600 in this `directory`")
	envNames := fs.String("env", "ingress-fake", "print the URL and key under the `names` of ingress-fake (INGRESS_FAKE_URL, INGRESS_FAKE_API_KEY) or ngrok (NGROK_API_URL, NGROK_API_KEY, which the ingress command reads)")
	quotas := quotaFlags(fs)
	journal := journalFlags(fs)
	maxAccounts := maxAccountsFlag(fs)
	tokenFile := controlTokenFlag(fs)
	state := stateFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *pageLimit < 1 {
		return fmt.Errorf("-page-limit must be at least 1, got %d", *pageLimit)
	}
	names, err := namesOf(*envNames)
	if err != nil {
		return err
	}
	clock, err := parseClock(*clockStart, *clockStep)
	if err != nil {
		return err
	}
	if *tokenDir != "" && *load == "" {
		return errors.New("-token-dir needs -load, the account whose tokens it keeps")
	}
	var want setup.Account
	var src *setup.Source
	if *load != "" {
		if want, src, err = setup.LoadSource(*load); err != nil {
			return err
		}
	}
	opts := []ingresstest.Option{ingresstest.WithPageLimits(*pageLimit, *pageLimit), ingresstest.WithQuotas(*quotas)}
	opts = append(opts, ingresstest.WithJournalLimits(*journal), ingresstest.WithMaxAccounts(*maxAccounts))
	if clock != nil {
		opts = append(opts, ingresstest.WithManualClock(clock))
	}
	if *sourceHeader != "" {
		opts = append(opts, ingresstest.WithSourceAddr(ingresstest.SourceAddrHeader(*sourceHeader)))
	}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "seed" {
			opts = append(opts, ingresstest.WithIDSeed(*seed))
		}
	})
	if *load != "" {
		opts = append(opts, ingresstest.WithSetup(func(srv *ingresstest.Server) error {
			return loadAccount(ctx, srv, want, src, *tokenDir, stderr)
		}))
	}
	tokenOpts, err := controlToken(*tokenFile, os.Getenv)
	if err != nil {
		return err
	}
	opts = append(opts, tokenOpts...)
	opts = append(opts, stateOptions(*state, stderr)...)
	srv, err := ingresstest.NewServerOn(*addr, opts...)
	if err != nil {
		return err
	}
	printEnv(stdout, names, srv)
	if everyInterface(*addr) {
		fmt.Fprintf(stderr, "ingress-fake: listening on every interface (%s), so other hosts can reach it too\n", *addr)
	}
	fmt.Fprintf(stderr, "ingress-fake: serving the management API at %s; interrupt to stop\n", srv.URL)
	<-ctx.Done()
	fmt.Fprintln(stderr, "ingress-fake: shutting down")
	return closeAndSave(srv, *state, stderr)
}
