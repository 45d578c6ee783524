package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/tunnels"
)

// agentMadeRows returns the rows of tunnels, application sessions and
// users, and abuse reports.
func agentMadeRows(c *ingress.Client) []endpoint {
	tn := tunnels.NewClient(c)
	app := applications.NewClient(c)
	ar := abusereports.NewClient(c)
	return []endpoint{
		{"tunnels", "GET", wire.Tunnels.Path, "List", func(ctx context.Context) error { return first(tn.List(ctx, nil)) }},
		{"tunnels", "GET", wire.Tunnels.Item, "Get", func(ctx context.Context) error { return ignore(tn.Get(ctx, anID)) }},
		{"applications", "GET", wire.ApplicationSessions.Path, "Sessions.List", func(ctx context.Context) error { return first(app.Sessions.List(ctx, nil)) }},
		{"applications", "GET", wire.ApplicationSessions.Item, "Sessions.Get", func(ctx context.Context) error { return ignore(app.Sessions.Get(ctx, anID)) }},
		{"applications", "DELETE", wire.ApplicationSessions.Item, "Sessions.Delete", func(ctx context.Context) error { return app.Sessions.Delete(ctx, anID) }},
		{"applications", "GET", wire.ApplicationUsers.Path, "Users.List", func(ctx context.Context) error { return first(app.Users.List(ctx, nil)) }},
		{"applications", "GET", wire.ApplicationUsers.Item, "Users.Get", func(ctx context.Context) error { return ignore(app.Users.Get(ctx, anID)) }},
		{"applications", "DELETE", wire.ApplicationUsers.Item, "Users.Delete", func(ctx context.Context) error { return app.Users.Delete(ctx, anID) }},
		{"abusereports", "POST", wire.AbuseReports.Path, "Create", func(ctx context.Context) error { return ignore(ar.Create(ctx, nil)) }},
		{"abusereports", "GET", wire.AbuseReports.Item, "Get", func(ctx context.Context) error { return ignore(ar.Get(ctx, anID)) }},
	}
}
