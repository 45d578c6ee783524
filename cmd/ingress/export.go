package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/ingresskit/ingress/setup"
)

// exportCommand is "ingress export".
func exportCommand() command {
	return command{
		name:     "export",
		synopsis: "export [-o file]",
		summary:  "write the account as a description (YAML), to\nstandard output or a file",
		text: `Writes the account as a description, in the YAML that plan and apply read,
to standard output or to the file of -o. Resources the tool manages keep
their names; others are named by their IDs. What the API never returns is
not in it: each secret's value is named as an environment variable,
SECRET_<VAULT>_<NAME>, to be set when the description is applied. An
account with no resources is written as a comment that says so and {}.
`,
		exits: "0 written, 1 failure.\n",
		api:   true,
		flags: func(c *cli, fs *flag.FlagSet) runFunc {
			out := fs.String("o", "", "write the description to this `file` instead of standard output")
			return func(ctx context.Context, _ []string) (int, error) { return exitOK, c.export(ctx, *out) }
		},
	}
}

// emptyAccount is the description of an account with no resources: a
// comment that says so, for a reader, and the empty mapping, which plan
// and apply read as no changes.
const emptyAccount = "# The account holds no resources: applying this description changes nothing.\n{}\n"

// export runs "ingress export", writing to the file out, or to stdout
// when out is empty.
func (c *cli) export(ctx context.Context, out string) error {
	cl, done, err := c.client("exporting")
	if err != nil {
		return err
	}
	defer done()
	a, err := setup.Export(ctx, cl)
	if err != nil {
		return fmt.Errorf("exporting the account: %w", err)
	}
	var b bytes.Buffer
	if err := a.WriteYAML(&b); err != nil {
		return err
	}
	if string(bytes.TrimSpace(b.Bytes())) == "{}" {
		b.Reset()
		b.WriteString(emptyAccount)
	}
	if out != "" {
		if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
			return fmt.Errorf("writing the description: %w", err)
		}
		return nil
	}
	if _, err := c.stdout.Write(b.Bytes()); err != nil {
		return fmt.Errorf("writing the description: %w", err)
	}
	return nil
}
