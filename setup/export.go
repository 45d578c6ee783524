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
// returns, and no PEM, is in it: each is read from an environment
// variable (upper case, other characters than letters and digits as "_"),
// to be supplied when the description is applied: a secret's value from
// SECRET_<VAULT>_<NAME>, a TLS certificate's from TLS_CERTIFICATE_<NAME>_PEM
// and TLS_CERTIFICATE_<NAME>_KEY, a certificate authority's from
// CERTIFICATE_AUTHORITY_<NAME>_PEM, an event destination's target secret
// from EVENT_DESTINATION_<NAME>_DATADOG_API_KEY, _AZURE_CLIENT_SECRET or
// _AWS_SECRET_ACCESS_KEY, and a route module's secret from
// ROUTE_<EDGE>_<MATCH TYPE>_<MATCH>_WEBHOOK_SECRET, _OIDC_SECRET or
// _OAUTH_SECRET.
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
