package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/ingresskit/ingress/setup"
)

// destroyCommand is "ingress destroy".
func destroyCommand() command {
	return command{
		name:     "destroy",
		synopsis: "destroy -f account.yaml [--yes] [--json]",
		summary:  "delete the resources that the description\nmanages, after showing them and asking",
		text: `Deletes what the description manages: each resource it describes that the
account holds with the marker of its name (a reserved domain or a vault by
its domain or name, and the marker), its rules, routes and secrets with it,
those that refer to others first. A resource without the marker, or one
that the description does not describe, is never deleted; nor are bot users
and service users, which carry no marker. It shows the plan of deletions
(or with --json its JSON form) and asks as apply does: only "yes" on the
terminal deletes, --yes deletes without asking, and without --yes, when
standard input is not a terminal, it refuses and deletes nothing.

Before showing the plan, it checks what uses the resources it would
delete: an edge or cloud endpoint on a reserved domain or address, a
route, edge, weighted or failover backend naming a backend, an IP
restriction, route or edge naming an IP policy, a reserved domain's TLS
certificate, mutual TLS naming a certificate authority, an event
subscription's destination, an SSH certificate signed by an authority.
When a resource that it does not delete (one made by hand, one that
another description manages, one that this description does not list)
uses one, it refuses with exit status 1 and deletes nothing, listing
each such use, one a line: the resource, and the kind and ID of its user
(and its name and description). Delete or change those users first, or
leave what they use out of the description. Agent endpoints are not
checked.

Unlike "apply --prune" of an empty description, which deletes every
managed resource of the account, destroy deletes only those of this
description, leaving those that other descriptions manage.
`,
		exits: "0 deleted, or nothing to delete; 1 failure, or not confirmed.\n",
		api:   true,
		flags: func(c *cli, fs *flag.FlagSet) runFunc {
			var f descriptionFlags
			f.register(fs)
			yes := fs.Bool("yes", false, "delete without asking")
			return func(ctx context.Context, _ []string) (int, error) { return exitOK, c.destroy(ctx, &f, *yes) }
		},
	}
}

// destroy runs "ingress destroy".
func (c *cli) destroy(ctx context.Context, f *descriptionFlags, yes bool) error {
	want, err := f.load()
	if err != nil {
		return err
	}
	p, done, err := c.newPlan(ctx, f.file, want, "destroying in", setup.NewDestroyPlan, setup.From(f.src), setup.OnProgress(c.progress))
	if err != nil {
		return err
	}
	defer done()
	if err := c.show(p, f.json); err != nil || p.Empty() {
		return err
	}
	if err := c.execute(ctx, p, f.file, yes, destroying); err != nil {
		return err
	}
	fmt.Fprintf(c.stderr, "ingress: deleted %d resources\n", len(p.Changes))
	return nil
}
