package setup

import (
	"context"

	"github.com/ingresskit/ingress/apikeys"
)

// apiKeys adapts API keys, known by their marker. The token of a new one
// goes to OnToken. Export leaves out the unmanaged ones.
func apiKeys() family {
	return marked(&kind[apikeys.APIKey, APIKey]{
		name:        "api_key",
		managedOnly: true,
		slice:       func(a *Account) *[]APIKey { return &a.APIKeys },
		describe: func(k *apikeys.APIKey, id ident, _ *refs) APIKey {
			return APIKey{Name: id.name}
		},
		token: func(k *apikeys.APIKey) *string { return k.Token },
		api: through(apikeys.NewClient,
			func(_ context.Context, _ *env, d APIKey) (*apikeys.CreateParams, error) {
				return &apikeys.CreateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			},
			func(_ context.Context, _ *env, d APIKey) (*apikeys.UpdateParams, error) {
				return &apikeys.UpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}
