package main

import (
	"flag"
	"fmt"
)

// usageText is what "ingress -h" prints.
const usageText = `Usage: ingress <command> [flags]

Brings an account of the ngrok API to a description of it, without a state
file, and describes an existing account. The description is YAML whose
fields are those of package setup's Account (reserved_domains, ip_policies,
https_edges, vaults, ...): see the README's "Declarative set-up".

Commands:
  plan -f account.yaml     show the changes that bring the account to the
                           description; change nothing
  apply -f account.yaml    make those changes, after showing them and
                           asking (or at once with --yes)
  export [-o file]         write the account as a description (YAML), to
                           standard output or a file

Exit status (as terraform plan -detailed-exitcode):
  0  the account already matches the description (export: success)
  2  plan found changes; apply made them
  1  failure: a bad file or flag, an API error, an apply not confirmed

Environment:
  NGROK_API_KEY  the API key of the account; when unset, the command works
                 on an embedded test server that starts empty, and says so
  NGROK_API_URL  the base URL of the API (default https://api.ngrok.com),
                 like the URL that ingress-fake prints
  NO_COLOR       when set and not empty, the diff is plain on a terminal too

Requests are paced at the API's limit of 120 per minute. Each attempt of
a request gives up after 30s, or the --timeout that every command takes
(like --timeout 2m): an API that never answers fails the command with exit
status 1 and "the request timed out". The diff is in colour when standard
output is a terminal; progress, questions and notices go to standard error. Secret values come from the environment variables or
files the description names, never from the description itself.

Run "ingress <command> -h" for the flags of a command.
`

// commandUsage returns the function that prints -h's text of a command:
// its synopsis, what it does, then its flags.
func commandUsage(fs *flag.FlagSet, synopsis, text string) func() {
	return func() {
		fmt.Fprintf(fs.Output(), "Usage: ingress %s\n\n%s\nFlags:\n", synopsis, text)
		fs.PrintDefaults()
		fmt.Fprint(fs.Output(), exitText)
	}
}

// exitText ends the -h text of every command.
const exitText = `
Exit status: 0 no changes, 2 changes (found by plan, made by apply),
1 failure. Environment: NGROK_API_KEY, NGROK_API_URL, NO_COLOR (see
"ingress -h").
`
