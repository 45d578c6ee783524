package setup

import (
	"context"

	"github.com/ingresskit/ingress"
)

// Export reads the account of c and describes it: every resource of the
// kinds an Account holds, except API keys the description does not manage
// (an account always holds the key the export runs with). A managed
// resource keeps its name; another is named by its ID. Applied to an empty
// account, the description recreates the resources. What the API never
// returns is not in it: a secret's value is read from the environment
// variable SECRET_<VAULT>_<NAME> (upper case, other characters as "_"),
// to be supplied when the description is applied.
func Export(ctx context.Context, c *ingress.Client) (Account, error) {
	fams := families()
	r := newRefs()
	states, err := readAll(ctx, c, fams, r, true)
	if err != nil {
		return Account{}, err
	}
	var a Account
	for i, f := range fams {
		f.export(states[i], r, &a)
	}
	return a, nil
}
