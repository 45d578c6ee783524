package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/ingresskit/ingress/setup"
)

// tokenPlace is where apply puts the tokens that the API shows once: the
// directory of --token-dir, or nowhere when --drop-tokens says that they
// may be dropped.
type tokenPlace struct {
	dir  string
	drop bool
}

// option returns the option of what apply does with a token shown once:
// write it to a file in the directory, made if missing, or, with no
// directory, say on stderr that it is not kept. It refuses --token-dir
// and --drop-tokens together.
func (t tokenPlace) option(c *cli) (setup.Option, error) {
	if t.dir == "" {
		return setup.OnToken(func(tok setup.Token) error {
			fmt.Fprintf(c.stderr, "ingress: the %s is not kept: give --token-dir to keep tokens\n", tok)
			return nil
		}), nil
	}
	if t.drop {
		return nil, fmt.Errorf("give --token-dir or --drop-tokens, not both; nothing was changed")
	}
	if err := os.MkdirAll(t.dir, 0o700); err != nil {
		return nil, fmt.Errorf("making the token directory: %w", err)
	}
	return setup.KeepTokens(t.dir), nil
}

// check refuses p, before any change, when it makes resources whose
// tokens the API shows once and they have nowhere to go: neither
// --token-dir nor --drop-tokens was given.
func (t tokenPlace) check(p *setup.Plan) error {
	made := p.Tokens()
	if t.dir != "" || t.drop || len(made) == 0 {
		return nil
	}
	return fmt.Errorf("%s would have a token that the API shows once and that nothing keeps: give --token-dir DIR to keep it in a file, or --drop-tokens to drop it; nothing was changed", resources(made))
}

// resources names the resources of changes, like "tunnel_credential ci
// and api_key deploy".
func resources(changes []*setup.Change) string {
	names := make([]string, len(changes))
	for i, ch := range changes {
		names[i] = ch.Kind + " " + ch.Name
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// showTokens writes to stdout, after the plan's diff, a line for each
// resource that p makes whose token the API shows once, naming the flag
// that keeps it.
func (c *cli) showTokens(p *setup.Plan) error {
	for _, ch := range p.Tokens() {
		if _, err := fmt.Fprintf(c.stdout, "Token: %s %s has a token the API shows once; \"ingress apply --token-dir DIR\" keeps it in a file.\n", ch.Kind, ch.Name); err != nil {
			return fmt.Errorf("writing the plan: %w", err)
		}
	}
	return nil
}
