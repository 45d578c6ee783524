package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ingresskit/ingress/setup"
)

// planText is what "ingress plan -h" says.
const planText = `Reads the account and shows the changes that bring it to the description:
a diff ("+" create, "~" update or adopt, "-/+" replace, "-" delete, with
the fields), in colour on a terminal, or with --json the plan's JSON form.
It changes nothing. Resources the description does not manage are never
planned; managed ones it no longer lists are deleted only with --prune.
`

// plan runs "ingress plan" and reports whether the plan changes anything.
func (c *cli) plan(ctx context.Context, args []string) (bool, error) {
	fs := c.flagSet("plan", "plan -f account.yaml [--prune] [--json]", planText)
	var f planFlags
	f.register(fs)
	if err := c.parse(fs, args); err != nil {
		return false, err
	}
	want, err := f.load()
	if err != nil {
		return false, err
	}
	p, done, err := c.newPlan(ctx, &f, want, "planning against")
	if err != nil {
		return false, err
	}
	defer done()
	if err := c.show(p, f.json); err != nil {
		return false, err
	}
	return !p.Empty(), nil
}

// newPlan opens the command's client (what names the command's work, see
// client) and plans want, the description of f, on it with the options
// that f chooses and opts. The returned function releases the client.
func (c *cli) newPlan(ctx context.Context, f *planFlags, want setup.Account, what string, opts ...setup.Option) (*setup.Plan, func(), error) {
	cl, done, err := c.client(what)
	if err != nil {
		return nil, nil, err
	}
	p, err := setup.NewPlan(ctx, cl, want, append(f.options(), opts...)...)
	var problem *setup.ProblemError
	switch {
	case errors.As(err, &problem):
		done() // each problem names the file and the line already
		return nil, nil, fmt.Errorf("the description is refused, and nothing was changed:\n%w", err)
	case err != nil:
		done()
		return nil, nil, fmt.Errorf("planning %s: %w", f.file, err)
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
