package main

import (
	"flag"
	"fmt"
	"net"
)

// usageText is what -h prints before the flags.
const usageText = `Usage: ingress-fake [flags]

Serves the in-memory management API of package ingresstest until SIGINT or
SIGTERM. Once listening, it prints four shell assignments, one per line,
on standard output, and nothing else there:

  INGRESS_FAKE_URL=http://127.0.0.1:8080   the base URL of the API
  INGRESS_FAKE_API_KEY=...                 the API key of an admin user
  INGRESS_FAKE_ADMIN_ID=usr_...            that admin user's ID
  INGRESS_FAKE_CONTROL_TOKEN=...           the token of the control API

With -env ngrok the first two are NGROK_API_URL and NGROK_API_KEY, which
the ingress command reads:

  ingress-fake -addr 127.0.0.1:0 -env ngrok > fake.env &
  until [ "$(wc -l < fake.env)" -ge 4 ]; do sleep 0.1; done
  set -a; . ./fake.env; set +a; ingress plan -f a.yaml

The control API, on the same address under /_ingress/ and described at
/_ingress/openapi.json, does what the hooks of ingresstest.Server do:
new isolated accounts, reset, faults, simulated agents, delivered events,
the clock. The control token controls everything; an account's admin key
controls that account alone.

With -load account.yaml, the server holds the account that the file
describes (the YAML of package setup, which the ingress command applies)
before it prints anything: a test suite gets its fixture from the file its
set-up tool uses. Secret values come from the environment variables or
files the description names; tokens shown once go to -token-dir. A reset
(POST /_ingress/reset) brings the server back to that account.

With -state FILE, the whole state (every account, resource, key and
token, and the ID generators) survives a restart: the server restores FILE
at start when it exists (and then does not apply -load again), and writes
it at shutdown and on POST /_ingress/state, atomically, with mode 0600. A
damaged FILE, or one of another version, stops the start with exit status
1 and is left as it is.

Progress and errors go to standard error. An -addr with no host, like
":8080", listens on every interface; the URL still names 127.0.0.1.

Flags:
`

// usage returns the function that prints -h's text for fs.
func usage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), usageText)
		fs.PrintDefaults()
	}
}

// everyInterface reports whether listening on addr accepts connections on
// every interface, as ":8080", "0.0.0.0:8080" and "[::]:8080" do.
func everyInterface(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return host == "" || (ip != nil && ip.IsUnspecified())
}
