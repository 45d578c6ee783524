// Command ingress brings an account to a description of it, in the YAML of
// package setup, and describes an existing account:
//
//	ingress plan -f account.yaml      show the changes, change nothing
//	ingress apply -f account.yaml     make the changes, after asking
//	ingress destroy -f account.yaml   delete what the description manages
//	ingress export [-o account.yaml]  describe the account
//	ingress version                   the versions of the command and API
//	ingress completion bash|zsh|fish  a shell's completion script
//
// It works on the account of NGROK_API_KEY, at NGROK_API_URL when that is
// set; with neither, on an embedded test server, and says so; a URL
// without a key is an error. Its exit status is 0 on success, 1 on any
// failure (an apply or destroy that was not confirmed included), and, for
// plan only, 2 when the plan has changes, as terraform plan
// -detailed-exitcode has it. Run "ingress -h" or "ingress <command> -h" for
// the flags.
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

// The exit statuses.
const (
	// exitOK is a success; for plan, one that found no changes.
	exitOK = 0
	// exitFailed is any failure, a usage error included.
	exitFailed = 1
	// exitChanges is a plan that found changes.
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
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usageText)
		return exitOK
	case "-version", "--version":
		args = append([]string{"version"}, args[1:]...)
	}
	cmd, err := lookup(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "ingress:", err)
		return exitFailed
	}
	fs := c.flagSet(cmd)
	do := cmd.flags(c, fs)
	if err := c.parse(cmd, fs, args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		fmt.Fprintln(stderr, "ingress:", err)
		return exitFailed
	}
	code, err := do(ctx, fs.Args())
	if err != nil {
		fmt.Fprintln(stderr, "ingress:", c.explainTimeout(err))
		return exitFailed
	}
	return code
}
