// Command cloudendpoint reserves a domain and puts a cloud endpoint on it
// whose Traffic Policy, built and checked with package trafficpolicy,
// answers every request itself, then reads the endpoint back by its URL.
// Unless -keep is given it deletes both again, the endpoint first: a
// reserved domain is not deleted while a cloud endpoint is on it.
//
// With NGROK_API_KEY set it works on that account (and NGROK_API_URL,
// when set); without it, on an embedded in-memory server.
//
//	cloudendpoint -domain hello.example.com -keep
package main

import (
	"context"
	"crypto/rand"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

func main() {
	domain := flag.String("domain", "", "domain to reserve; a new subdomain of ngrok.app when empty")
	keep := flag.Bool("keep", false, "keep the endpoint and the domain instead of deleting them")
	flag.Parse()
	if err := run(*domain, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "cloudendpoint:", err)
		os.Exit(1)
	}
}

func run(domain string, keep bool) error {
	if domain == "" {
		domain = "cloudendpoint-" + strings.ToLower(rand.Text()[:10]) + ".ngrok.app"
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	client, closeClient, err := newClient(os.Stderr)
	if err != nil {
		return err
	}
	defer closeClient()
	return publish(ctx, client, domain, keep, os.Stdout)
}

// newClient returns a client of the account in NGROK_API_KEY, or of an
// embedded server when it is not set, and a function that releases it.
func newClient(notice io.Writer) (*ingress.Client, func(), error) {
	if os.Getenv(ingress.EnvAPIKey) == "" {
		fmt.Fprintln(notice, ingress.EnvAPIKey+" is not set: using an embedded test server")
		srv := ingresstest.NewServer()
		return srv.Client(), srv.Close, nil
	}
	c, err := ingress.NewClient(ingress.FromEnv())
	return c, func() {}, err
}
