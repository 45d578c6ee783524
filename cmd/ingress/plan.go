package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/setup"
)

// planCommand is "ingress plan".
func planCommand() command {
	return command{
		name:     "plan",
		synopsis: "plan -f account.yaml [--prune] [--json]",
		summary:  "show the changes that bring the account to the\ndescription; change nothing",
		text: `Reads the account and shows the changes that bring it to the description:
a diff ("+" create, "~" update or adopt, "-/+" replace, "-" delete, with
the fields), in colour on a terminal, or with --json the plan's JSON form.
It changes nothing. A resource it would make whose token the API shows
once (a tunnel credential, an API key) gets a line after the diff that
names "ingress apply --token-dir DIR", which keeps the token; with --json,
the plan's "tokens" lists them by kind and name. Resources the description does not manage are never
planned; managed ones it no longer lists are deleted only with --prune.
`,
		exits: "0 no changes, 2 changes, 1 failure.\n",
		api:   true,
		flags: func(c *cli, fs *flag.FlagSet) runFunc {
			var f planFlags
			f.register(fs)
			return func(ctx context.Context, _ []string) (int, error) { return c.plan(ctx, &f) }
		},
	}
}

// plan runs "ingress plan" and returns exitChanges when the plan changes
// anything.
func (c *cli) plan(ctx context.Context, f *planFlags) (int, error) {
	want, err := f.load()
	if err != nil {
		return exitFailed, err
	}
	p, done, err := c.newPlan(ctx, f.file, want, "planning against", setup.NewPlan, f.options()...)
	if err != nil {
		return exitFailed, err
	}
	defer done()
	if err := c.show(p, f.json); err != nil {
		return exitFailed, err
	}
	if !f.json {
		if err := c.showTokens(p); err != nil {
			return exitFailed, err
		}
	}
	if p.Empty() {
		return exitOK, nil
	}
	return exitChanges, nil
}

// planner makes a plan of a description on a client: setup.NewPlan or
// setup.NewDestroyPlan.
type planner func(ctx context.Context, c *ingress.Client, want setup.Account, opts ...setup.Option) (*setup.Plan, error)

// newPlan opens the command's client (what names the command's work, see
// client) and plans want, the description read from file, on it with
// makePlan and opts. The returned function releases the client.
func (c *cli) newPlan(ctx context.Context, file string, want setup.Account, what string, makePlan planner, opts ...setup.Option) (*setup.Plan, func(), error) {
	cl, done, err := c.client(what)
	if err != nil {
		return nil, nil, err
	}
	p, err := makePlan(ctx, cl, want, opts...)
	var problem *setup.ProblemError
	switch {
	case errors.As(err, &problem):
		done() // each problem names the file and the line already
		return nil, nil, fmt.Errorf("the description is refused, and nothing was changed:\n%w", err)
	case err != nil:
		done()
		return nil, nil, fmt.Errorf("planning %s: %w", file, err)
	}
	return p, done, nil
}

// show writes the plan to stdout: its JSON form, or its diff, in colour
// when stdout is a terminal that takes colour.
func (c *cli) show(p *setup.Plan, asJSON bool) error {
	var err error
	switch {
	case asJSON:
		enc := json.NewEncoder(c.stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(p)
	case c.colour():
		_, err = c.stdout.Write([]byte(colourDiff(p.String())))
	default:
		err = p.WriteDiff(c.stdout)
	}
	if err != nil {
		return fmt.Errorf("writing the plan: %w", err)
	}
	return nil
}
