package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// apiKeys adapts API keys, known by their marker. The token of a new one
// goes to OnToken. Export leaves out the unmanaged ones.
func apiKeys() family {
	return &kind[apikeys.APIKey, APIKey]{
		name:        "api_key",
		managedOnly: true,
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*apikeys.APIKey, error] {
			return apikeys.NewClient(c).List(ctx, nil).All()
		},
		id:       func(k *apikeys.APIKey) string { return k.ID },
		identify: func(k *apikeys.APIKey, _ *refs) (ident, bool) { return byMarker(k.Metadata) },
		want:     func(a *Account) []APIKey { return a.APIKeys },
		key:      func(d APIKey) ident { return ident{name: d.Name} },
		common:   func(d APIKey) Common { return d.Common },
		fields:   func(d APIKey) fields { return fields{}.withCommon(d.Common) },
		have: func(k *apikeys.APIKey, _ *refs) fields {
			return fields{}.haveCommon(k.Description, k.Metadata)
		},
		create: func(ctx context.Context, e *env, d APIKey) (string, error) {
			got, err := apikeys.NewClient(e.c).Create(ctx, &apikeys.CreateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, e.handToken("api_key", d.Name, got.ID, got.Token)
		},
		update: func(ctx context.Context, e *env, have *apikeys.APIKey, d APIKey, _ map[string]bool) error {
			_, err := apikeys.NewClient(e.c).Update(ctx, have.ID, &apikeys.UpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *apikeys.APIKey) error {
			return apikeys.NewClient(e.c).Delete(ctx, have.ID)
		},
		describe: func(k *apikeys.APIKey, id ident, _ *refs) APIKey {
			return APIKey{Name: id.name, Common: describeCommon(k.Description, k.Metadata)}
		},
		add: func(a *Account, d APIKey) { a.APIKeys = append(a.APIKeys, d) },
	}
}
