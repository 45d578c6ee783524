package main

import (
	"bytes"
	"context"
	"fmt"
	"os"

	"github.com/ingresskit/ingress/setup"
)

// exportText is what "ingress export -h" says.
const exportText = `Writes the account as a description, in the YAML that plan and apply read,
to standard output or to the file of -o. Resources the tool manages keep
their names; others are named by their IDs. What the API never returns is
not in it: each secret's value is named as an environment variable,
SECRET_<VAULT>_<NAME>, to be set when the description is applied.
`

// export runs "ingress export".
func (c *cli) export(ctx context.Context, args []string) error {
	fs := c.flagSet("export", "export [-o account.yaml]", exportText)
	out := fs.String("o", "", "write the description to this `file` instead of standard output")
	if err := c.parse(fs, args); err != nil {
		return err
	}
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
	if *out != "" {
		if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
			return fmt.Errorf("writing the description: %w", err)
		}
		return nil
	}
	if _, err := c.stdout.Write(b.Bytes()); err != nil {
		return fmt.Errorf("writing the description: %w", err)
	}
	return nil
}
