package setup

import (
	"context"

	"github.com/ingresskit/ingress/botusers"
)

// isActive returns whether a described user is active: nil means true.
func isActive(active *bool) bool { return active == nil || *active }

// describedActive returns the Active of a description of a user: nil for
// an active one.
func describedActive(active bool) *bool {
	if active {
		return nil
	}
	return new(false)
}

// botUsers adapts bot users, known by their name (see BotUser).
func botUsers() family {
	return complete(&kind[botusers.BotUser, BotUser]{
		name:     "bot_user",
		byName:   true,
		id:       func(u *botusers.BotUser) string { return u.ID },
		identify: func(u *botusers.BotUser, _ *refs) (ident, bool) { return ident{name: u.Name}, true },
		slice:    func(a *Account) *[]BotUser { return &a.BotUsers },
		key:      func(d BotUser) ident { return ident{name: d.Name} },
		fields:   func(d BotUser) fields { return fields{}.add("active", isActive(d.Active)) },
		describe: func(u *botusers.BotUser, _ ident, _ *refs) BotUser {
			return BotUser{Name: u.Name, Active: describedActive(u.Active)}
		},
		api: through(botusers.NewClient,
			func(_ context.Context, _ *env, d BotUser) (*botusers.CreateParams, error) {
				return &botusers.CreateParams{Name: d.Name, Active: new(isActive(d.Active))}, nil
			},
			func(_ context.Context, _ *env, d BotUser) (*botusers.UpdateParams, error) {
				return &botusers.UpdateParams{Active: new(isActive(d.Active))}, nil
			}),
	})
}
