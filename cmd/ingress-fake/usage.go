package main

import (
	"flag"
	"fmt"
	"net"
)

// usageText is what -h prints before the flags.
const usageText = `Usage: ingress-fake [flags]

Serves the in-memory management API of package ingresstest until SIGINT or
SIGTERM. Once listening, it prints three shell assignments, one per line,
on standard output, and nothing else there:

  INGRESS_FAKE_URL=http://127.0.0.1:8080   the base URL of the API
  INGRESS_FAKE_API_KEY=...                 the API key of an admin user
  INGRESS_FAKE_ADMIN_ID=usr_...            that admin user's ID

With -load account.yaml, the server holds the account that the file
describes (the YAML of package setup, which the ingress command applies)
before it prints anything: a test suite gets its fixture from the file its
set-up tool uses. Secret values come from the environment variables or
files the description names; tokens shown once go to -token-dir.

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
