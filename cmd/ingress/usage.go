package main

import (
	"flag"
	"fmt"
	"strings"
)

// usageText is what "ingress -h" prints.
var usageText = `Usage: ingress <command> [flags]

Brings an account of the ngrok API to a description of it, without a state
file, and describes an existing account. The description is YAML whose
fields are those of package setup's Account (reserved_domains, ip_policies,
https_edges, vaults, ...): see "Declarative set-up" in docs/CLI.md.

Commands:
` + commandList() + `
Exit status:
  0  success: the account already matches (plan), the changes are made or
     there were none (apply, destroy), the description is written (export)
  2  plan only: the plan has changes
  1  failure: a bad file, command or flag, an API error, an apply or a
     destroy not confirmed

Environment:
  NGROK_API_KEY  the API key of the account; when neither it nor
                 NGROK_API_URL is set, the command works on an embedded
                 test server that starts empty, and says so
  NGROK_API_URL  the base URL of the API (default https://api.ngrok.com),
                 like the URL that ingress-fake prints; set without
                 NGROK_API_KEY, it is an error
  NO_COLOR       when set and not empty, the diff is plain on a terminal too

Requests are paced at the API's limit of 120 per minute. Each attempt of
a request gives up after 30s, or the --timeout that every command working
on an account takes (like --timeout 2m): an API that never answers fails
the command with exit status 1 and "the request timed out". The diff is in
colour when standard output is a terminal; progress, questions and notices
go to standard error. Secret values come from the environment variables or
files the description names, never from the description itself.

Run "ingress <command> -h" for the flags of a command, "ingress --version"
for the versions.
`

// commandList returns the lines of "ingress -h" that list the commands:
// each one's synopsis without its optional flags, and its summary.
func commandList() string {
	var b strings.Builder
	for _, cmd := range commands() {
		short, _, _ := strings.Cut(cmd.synopsis, " [--")
		for i, line := range strings.Split(cmd.summary, "\n") {
			if i > 0 {
				short = ""
			}
			fmt.Fprintf(&b, "  %-25s %s\n", short, line)
		}
	}
	return b.String()
}

// usage prints on stderr the -h of cmd, whose flag set is fs: its
// synopsis, what it does, its flags and its exit statuses.
func (c *cli) usage(cmd command, fs *flag.FlagSet) {
	fmt.Fprintf(c.stderr, "Usage: ingress %s\n\n%s", cmd.synopsis, cmd.text)
	fs.SetOutput(c.stderr)
	if hasFlags(fs) {
		fmt.Fprint(c.stderr, "\nFlags:\n")
		fs.PrintDefaults()
	}
	fmt.Fprintf(c.stderr, "\nExit status: %s", cmd.exits)
	if cmd.api {
		fmt.Fprint(c.stderr, "Environment: NGROK_API_KEY, NGROK_API_URL, NO_COLOR (see \"ingress -h\").\n")
	}
}

// hasFlags reports whether fs defines a flag.
func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}
