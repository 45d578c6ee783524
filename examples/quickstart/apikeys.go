package main

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// apiKeys creates an API key, lists keys with the iterator, updates the
// key, handles a key that does not exist, and leaves the key to clean up.
func apiKeys(ctx context.Context, t *tour) error {
	keys := apikeys.NewClient(t.client)

	k, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("quickstart"), Metadata: new(`{"example":"quickstart"}`)})
	if err != nil {
		return fmt.Errorf("create: %w", err)
	}
	t.deleteLater("API key "+k.ID, func(ctx context.Context) error { return keys.Delete(ctx, k.ID) })
	t.step("create", "%s %q, token shown only now (%d characters)", k.ID, k.Description, len(deref(k.Token)))

	n, found := 0, false
	for item, err := range keys.List(ctx, &ingress.ListParams{Limit: new(50)}).All() {
		if err != nil {
			return fmt.Errorf("list: %w", err)
		}
		n++
		found = found || item.ID == k.ID
	}
	t.step("list", "%d keys with the iterator, the new one included: %t", n, found)

	updated, err := keys.Update(ctx, k.ID, &apikeys.UpdateParams{Description: new("quickstart, updated")})
	if err != nil {
		return fmt.Errorf("update: %w", err)
	}
	t.step("update", "description is now %q", updated.Description)

	const missing = "ak_000000000000000000000000000"
	t.demonstrateRefusal("not found", "getting an API key that does not exist")
	switch _, err := keys.Get(ctx, missing); {
	case ingress.IsNotFound(err):
		t.step("not found", "refused, as expected: getting %s: ingress.IsNotFound reports true", missing)
	case err != nil:
		return fmt.Errorf("get: %w", err)
	default:
		return fmt.Errorf("get: %s exists", missing)
	}
	return nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
