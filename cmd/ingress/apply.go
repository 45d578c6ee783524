package main

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/ingresskit/ingress/setup"
)

// applyCommand is "ingress apply".
func applyCommand() command {
	return command{
		name:     "apply",
		synopsis: "apply -f account.yaml [--yes] [--prune] [--json] [--token-dir dir | --drop-tokens]",
		summary:  "make those changes, after showing them and\nasking (or at once with --yes)",
		text: `Plans as "ingress plan" does, shows the plan, and makes its changes: after
asking on the terminal, or at once with --yes. Without --yes, when standard
input is not a terminal, it refuses and changes nothing. Independent
changes run in parallel, paced at the API's limit of 120 requests per
minute; progress goes to standard error. It stops at the first error with
every finished change whole: run it again to finish.

Tokens that the API shows once (of new tunnel credentials and API keys) are
written to --token-dir, one new file of mode 0600 each, like
tunnel_credential.ci.token. Without it, apply refuses a plan that makes
such a token, before any change and with exit status 1, unless
--drop-tokens says that the tokens may be dropped: then standard error
says of each that it is not kept. In a file's name, each byte of the
resource's name other than a letter, a digit, ".", "_" and "-" is written
as "%" and two hex digits: ci/prod is in
tunnel_credential.ci%2Fprod.token. Before it changes anything, apply
refuses when the directory cannot be written in or a token's file exists
already. A token whose file still cannot be written goes to a new file
beside it or in the temporary directory, or at last to standard error, and
apply fails with exit status 1, naming where the token is.
`,
		exits: "0 applied, or nothing to change; 1 failure, or not confirmed.\n",
		api:   true,
		flags: func(c *cli, fs *flag.FlagSet) runFunc {
			var f planFlags
			f.register(fs)
			yes := fs.Bool("yes", false, "apply without asking")
			var t tokenPlace
			fs.StringVar(&t.dir, "token-dir", "", "write each token shown once to a file of mode 0600 in this `directory`, made if missing")
			fs.BoolVar(&t.drop, "drop-tokens", false, "apply a plan that makes tokens shown once without keeping them")
			return func(ctx context.Context, _ []string) (int, error) { return exitOK, c.apply(ctx, &f, *yes, t) }
		},
	}
}

// apply runs "ingress apply".
func (c *cli) apply(ctx context.Context, f *planFlags, yes bool, t tokenPlace) error {
	want, err := f.load()
	if err != nil {
		return err
	}
	keep, err := t.option(c)
	if err != nil {
		return err
	}
	p, done, err := c.newPlan(ctx, f.file, want, "applying to", setup.NewPlan, append(f.options(), setup.OnProgress(c.progress), keep)...)
	if err != nil {
		return err
	}
	defer done()
	if err := c.show(p, f.json); err != nil || p.Empty() {
		return err
	}
	if err := t.check(p); err != nil {
		return err
	}
	if err := p.CheckTokens(); err != nil {
		return fmt.Errorf("--token-dir %s: %w; nothing was changed", t.dir, err)
	}
	if err := c.execute(ctx, p, f.file, yes, applying); err != nil {
		return err
	}
	fmt.Fprintf(c.stderr, "ingress: applied %d changes\n", len(p.Changes))
	return nil
}

// execute makes the changes of p, the plan of the description file, shown
// already: after asking on the terminal unless yes, as the command w.
func (c *cli) execute(ctx context.Context, p *setup.Plan, file string, yes bool, w work) error {
	if !yes {
		if err := c.confirm(w); err != nil {
			return err
		}
	}
	if err := p.Apply(ctx); err != nil {
		return fmt.Errorf("%s %s: %w%s", w.doing, file, err, whatNow(err, w))
	}
	return nil
}

// progress reports a finished change on stderr, with the ID of its
// resource: the new one of a create or replacement. A token that the
// change could not keep in a file goes there too (see lastResort).
func (c *cli) progress(p setup.Progress) {
	status := "done"
	if p.Err != nil {
		status = "failed"
		c.lastResort(p.Err)
	}
	id := p.ID
	if id != "" {
		id = " (" + id + ")"
	}
	fmt.Fprintf(c.stderr, "[%d/%d] %s %s %s%s: %s\n", p.Done, p.Total, p.Change.Action, p.Change.Kind, p.Change.Name, id, status)
}

// lastResort writes to stderr the token of err, a failed change's error,
// when no file could be made to hold it: the API never shows it again.
func (c *cli) lastResort(err error) {
	var te *setup.TokenError
	if errors.As(err, &te) && te.Path == "" {
		fmt.Fprintf(c.stderr, "ingress: no file could hold the %s, which the API never shows again; here it is:\n%s\n", te.Token, te.Token.Value())
	}
}

// whatNow says, after the error of the command w, what was done, what was
// not and what to do: run the command again when that can help (the API
// was busy or did not answer), otherwise change what the API refused.
func whatNow(err error, w work) string {
	var ae *setup.ApplyError
	if !errors.As(err, &ae) {
		return ""
	}
	done := fmt.Sprintf("; %d of %d changes were made, each whole, and %d were not", ae.Made, ae.Total, ae.Total-ae.Made)
	if ae.Transient() {
		return done + ": " + w.verb + " again to finish"
	}
	return done + ": the API refused this change, so change the description or the account as its error says, then plan again"
}
