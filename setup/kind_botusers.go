package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
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
	return &kind[botusers.BotUser, BotUser]{
		name:   "bot_user",
		byName: true,
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*botusers.BotUser, error] {
			return botusers.NewClient(c).List(ctx, nil).All()
		},
		id:       func(u *botusers.BotUser) string { return u.ID },
		identify: func(u *botusers.BotUser, _ *refs) (ident, bool) { return ident{name: u.Name}, true },
		want:     func(a *Account) []BotUser { return a.BotUsers },
		key:      func(d BotUser) ident { return ident{name: d.Name} },
		fields:   func(d BotUser) fields { return fields{}.add("active", isActive(d.Active)) },
		have:     func(u *botusers.BotUser, _ *refs) fields { return fields{}.add("active", u.Active) },
		create: func(ctx context.Context, e *env, d BotUser) (string, error) {
			got, err := botusers.NewClient(e.c).Create(ctx, &botusers.CreateParams{Name: d.Name, Active: new(isActive(d.Active))})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *botusers.BotUser, d BotUser, _ map[string]bool) error {
			_, err := botusers.NewClient(e.c).Update(ctx, have.ID, &botusers.UpdateParams{Active: new(isActive(d.Active))})
			return err
		},
		describe: func(u *botusers.BotUser, _ ident, _ *refs) BotUser {
			return BotUser{Name: u.Name, Active: describedActive(u.Active)}
		},
		add: func(a *Account, d BotUser) { a.BotUsers = append(a.BotUsers, d) },
	}
}
