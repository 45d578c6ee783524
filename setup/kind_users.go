package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/serviceusers"
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

// botUsers adapts bot users, known by their name (see BotUser). They are
// the API's service users under their older name, so Export describes
// them as service users only.
func botUsers() family {
	return users("bot_user", "service_user", botusers.NewClient, func(a *Account) *[]BotUser { return &a.BotUsers })
}

// serviceUsers adapts service users, known by their name (see ServiceUser).
func serviceUsers() family {
	return users("service_user", "", serviceusers.NewClient, func(a *Account) *[]ServiceUser { return &a.ServiceUsers })
}

// describedUser is the description of a user. Bot users and service users
// are the same resource on the wire, described alike: a ServiceUser
// converts to a BotUser, through which the fields are read.
type describedUser interface{ BotUser | ServiceUser }

// usersClient is the client of a family of users.
type usersClient = collection[serviceusers.ServiceUser, serviceusers.CreateParams, serviceusers.UpdateParams]

// users adapts the users of the family that open reaches, named name in
// plans and listed in an Account by slice; Export describes them as the
// family seenAs instead when it is set.
func users[D describedUser, S usersClient](name, seenAs string, open func(*ingress.Client) S, slice func(*Account) *[]D) family {
	return complete(&kind[serviceusers.ServiceUser, D]{
		name:     name,
		ns:       "user",
		seenAs:   seenAs,
		byName:   true,
		identify: func(u *serviceusers.ServiceUser, _ *refs) (ident, bool) { return ident{name: u.Name}, true },
		slice:    slice,
		fields:   func(d D) fields { return fields{}.add("active", isActive(BotUser(d).Active)) },
		describe: func(u *serviceusers.ServiceUser, _ ident, _ *refs) D {
			return D{Name: u.Name, Active: describedActive(u.Active)}
		},
		api: through(open,
			func(_ context.Context, _ *env, d D) (*serviceusers.CreateParams, error) {
				return &serviceusers.CreateParams{Name: BotUser(d).Name, Active: new(isActive(BotUser(d).Active))}, nil
			},
			func(_ context.Context, _ *env, d D) (*serviceusers.UpdateParams, error) {
				return &serviceusers.UpdateParams{Active: new(isActive(BotUser(d).Active))}, nil
			}),
	})
}
