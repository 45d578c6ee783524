package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// botUserRows returns the rows of bot users.
func botUserRows(c *ingress.Client) []endpoint {
	bots := botusers.NewClient(c)
	return []endpoint{
		{"botusers", "POST", wire.BotUsers.Path, "Create", func(ctx context.Context) error { return ignore(bots.Create(ctx, nil)) }},
		{"botusers", "GET", wire.BotUsers.Path, "List", func(ctx context.Context) error { return first(bots.List(ctx, nil)) }},
		{"botusers", "GET", wire.BotUsers.Item, "Get", func(ctx context.Context) error { return ignore(bots.Get(ctx, anID)) }},
		{"botusers", "PATCH", wire.BotUsers.Item, "Update", func(ctx context.Context) error { return ignore(bots.Update(ctx, anID, nil)) }},
		{"botusers", "DELETE", wire.BotUsers.Item, "Delete", func(ctx context.Context) error { return bots.Delete(ctx, anID) }},
	}
}

// serviceUserRows returns the rows of service users.
func serviceUserRows(c *ingress.Client) []endpoint {
	users := serviceusers.NewClient(c)
	return []endpoint{
		{"serviceusers", "POST", wire.ServiceUsers.Path, "Create", func(ctx context.Context) error { return ignore(users.Create(ctx, nil)) }},
		{"serviceusers", "GET", wire.ServiceUsers.Path, "List", func(ctx context.Context) error { return first(users.List(ctx, nil)) }},
		{"serviceusers", "GET", wire.ServiceUsers.Item, "Get", func(ctx context.Context) error { return ignore(users.Get(ctx, anID)) }},
		{"serviceusers", "PATCH", wire.ServiceUsers.Item, "Update", func(ctx context.Context) error { return ignore(users.Update(ctx, anID, nil)) }},
		{"serviceusers", "DELETE", wire.ServiceUsers.Item, "Delete", func(ctx context.Context) error { return users.Delete(ctx, anID) }},
	}
}
