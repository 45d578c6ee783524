package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/serviceusers"
)

// serviceUsers adapts service users, known by their name (see ServiceUser).
func serviceUsers() family {
	return &kind[serviceusers.ServiceUser, ServiceUser]{
		name:   "service_user",
		byName: true,
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*serviceusers.ServiceUser, error] {
			return serviceusers.NewClient(c).List(ctx, nil).All()
		},
		id:       func(u *serviceusers.ServiceUser) string { return u.ID },
		identify: func(u *serviceusers.ServiceUser, _ *refs) (ident, bool) { return ident{name: u.Name}, true },
		want:     func(a *Account) []ServiceUser { return a.ServiceUsers },
		key:      func(d ServiceUser) ident { return ident{name: d.Name} },
		fields:   func(d ServiceUser) fields { return fields{}.add("active", isActive(d.Active)) },
		have:     func(u *serviceusers.ServiceUser, _ *refs) fields { return fields{}.add("active", u.Active) },
		create: func(ctx context.Context, e *env, d ServiceUser) (string, error) {
			got, err := serviceusers.NewClient(e.c).Create(ctx, &serviceusers.CreateParams{Name: d.Name, Active: new(isActive(d.Active))})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *serviceusers.ServiceUser, d ServiceUser, _ map[string]bool) error {
			_, err := serviceusers.NewClient(e.c).Update(ctx, have.ID, &serviceusers.UpdateParams{Active: new(isActive(d.Active))})
			return err
		},
		describe: func(u *serviceusers.ServiceUser, _ ident, _ *refs) ServiceUser {
			return ServiceUser{Name: u.Name, Active: describedActive(u.Active)}
		},
		add: func(a *Account, d ServiceUser) { a.ServiceUsers = append(a.ServiceUsers, d) },
	}
}
