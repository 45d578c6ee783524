// Command quickstart walks through the SDK, printing each step as a row of
// a table. With NGROK_API_KEY unset it starts the embedded server of
// package ingresstest in-process and needs no account; with it set (and
// optionally NGROK_API_URL) it calls the real API, and deletes everything
// it created before it exits. A request refused on purpose (by the API, or
// by the SDK's own check of the API's rule before it is sent), to show how
// a refusal reads, is announced on the row before it ("Next: a request
// refused on purpose") and its refusal marked as expected.
//
//	go run ./examples/quickstart
//
// Each resource family adds a section: a function in a file of its own,
// listed in sections below.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"text/tabwriter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// section is one part of the walk-through, for one resource family.
type section struct {
	name string
	run  func(ctx context.Context, t *tour) error
}

// sections returns the walk-through's sections, in order.
func sections() []section {
	return []section{
		{"API keys", apiKeys},
		{"IP policies", ipPolicies},
		{"Domains", domains},
		{"Edges", edgesSection},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Stdout, os.Getenv(ingress.EnvAPIKey) != ""); err != nil {
		fmt.Fprintln(os.Stderr, "quickstart:", err)
		os.Exit(1)
	}
}

// run walks through every section against the real API when realAPI is
// set, or else against an embedded server, writing the table to out.
func run(ctx context.Context, out io.Writer, realAPI bool) error {
	var client *ingress.Client
	if realAPI {
		c, err := ingress.NewClient(ingress.FromEnv())
		if err != nil {
			return err
		}
		client = c
		fmt.Fprintf(out, "Using the API at %s (%s is set).\n\n", c.BaseURL(), ingress.EnvAPIKey)
	} else {
		srv := ingresstest.NewServer()
		defer srv.Close()
		client = srv.Client()
		fmt.Fprintf(out, "Using an embedded server at %s (%s is unset).\n\n", srv.URL, ingress.EnvAPIKey)
	}
	t := newTour(client, out)
	var err error
	for _, s := range sections() {
		t.section = s.name
		if err = s.run(ctx, t); err != nil {
			err = fmt.Errorf("%s: %w", s.name, err)
			break
		}
	}
	// Clean up even after a failure or an interrupt, with a context of
	// its own.
	err = errors.Join(err, t.cleanUp(context.WithoutCancel(ctx)))
	return errors.Join(err, t.table.Flush())
}

// tour is the state of a walk-through: the client, the table it prints and
// what it must delete at the end.
type tour struct {
	client  *ingress.Client
	table   *tabwriter.Writer
	section string
	undo    []undo
}

// newTour returns a walk-through with client that prints its table to
// out, starting with the table's header.
func newTour(client *ingress.Client, out io.Writer) *tour {
	t := &tour{client: client, table: tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)}
	fmt.Fprintln(t.table, "SECTION\tSTEP\tRESULT")
	return t
}

// undo deletes one resource the walk-through created.
type undo struct {
	section, what string
	delete        func(context.Context) error
}

// step prints a row of the table.
func (t *tour) step(step, format string, args ...any) {
	fmt.Fprintf(t.table, "%s\t%s\t%s\n", t.section, step, fmt.Sprintf(format, args...))
}

// deleteLater arranges for delete to run when the walk-through ends.
func (t *tour) deleteLater(what string, delete func(context.Context) error) {
	t.undo = append(t.undo, undo{section: t.section, what: what, delete: delete})
}

// cleanUp deletes what the sections created, newest first. A resource that
// is already gone counts as deleted.
func (t *tour) cleanUp(ctx context.Context) error {
	var errs []error
	for i := len(t.undo) - 1; i >= 0; i-- {
		u := t.undo[i]
		t.section = u.section
		err := u.delete(ctx)
		switch {
		case err == nil:
			t.step("clean up", "deleted %s", u.what)
		case ingress.IsNotFound(err):
			t.step("clean up", "%s was already gone", u.what)
		default:
			t.step("clean up", "could not delete %s: %v", u.what, err)
			errs = append(errs, err)
		}
	}
	t.undo = nil
	return errors.Join(errs...)
}
