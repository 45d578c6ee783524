// Command ingress brings an account to a description of it, in the YAML of
// package setup, and describes an existing account:
//
//	ingress plan -f account.yaml      show the changes, change nothing
//	ingress apply -f account.yaml     make the changes, after asking
//	ingress export [-o account.yaml]  describe the account
//
// It works on the account of NGROK_API_KEY, at NGROK_API_URL when that is
// set; with no key, on an embedded test server, and says so. Its exit
// status is 0 when the account already matches (and after an export), 2
// when plan found changes or apply made them, and 1 on any failure,
// including an apply that was not confirmed. Run "ingress -h" or "ingress
// <command> -h" for the flags.
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
	"time"
)

// The exit statuses, as terraform plan -detailed-exitcode has them.
const (
	// exitSame is a success that found the account as described.
	exitSame = 0
	// exitFailed is any failure, a usage error included.
	exitFailed = 1
	// exitChanges is a success that found (plan) or made (apply) changes.
	exitChanges = 2
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// cli is one run of the command: its standard streams and the lookup of
// the environment variables it reads (NGROK_API_KEY, NGROK_API_URL,
// NO_COLOR). Secret values that a description names are read by package
// setup, from the process's environment.
type cli struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
	// timeout is the limit of each attempt of a request to the API
	// (--timeout).
	timeout time.Duration
}

// run runs the command line args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	c := &cli{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv, timeout: defaultTimeout}
	if len(args) == 0 {
		fmt.Fprint(stderr, usageText)
		return exitFailed
	}
	var (
		changes bool
		err     error
	)
	switch args[0] {
	case "plan":
		changes, err = c.plan(ctx, args[1:])
	case "apply":
		changes, err = c.apply(ctx, args[1:])
	case "export":
		err = c.export(ctx, args[1:])
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usageText)
		return exitSame
	default:
		fmt.Fprintf(stderr, "ingress: unknown command %q\n\n%s", args[0], usageText)
		return exitFailed
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		return exitSame
	case err != nil:
		fmt.Fprintln(stderr, "ingress:", c.explainTimeout(err))
		return exitFailed
	case changes:
		return exitChanges
	}
	return exitSame
}
