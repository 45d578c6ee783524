package setup

import (
	"context"

	"github.com/ingresskit/ingress/serviceusers"
)

// serviceUsers adapts service users, known by their name (see ServiceUser).
func serviceUsers() family {
	return complete(&kind[serviceusers.ServiceUser, ServiceUser]{
		name:     "service_user",
		byName:   true,
		id:       func(u *serviceusers.ServiceUser) string { return u.ID },
		identify: func(u *serviceusers.ServiceUser, _ *refs) (ident, bool) { return ident{name: u.Name}, true },
		slice:    func(a *Account) *[]ServiceUser { return &a.ServiceUsers },
		key:      func(d ServiceUser) ident { return ident{name: d.Name} },
		fields:   func(d ServiceUser) fields { return fields{}.add("active", isActive(d.Active)) },
		describe: func(u *serviceusers.ServiceUser, _ ident, _ *refs) ServiceUser {
			return ServiceUser{Name: u.Name, Active: describedActive(u.Active)}
		},
		api: through(serviceusers.NewClient,
			func(_ context.Context, _ *env, d ServiceUser) (*serviceusers.CreateParams, error) {
				return &serviceusers.CreateParams{Name: d.Name, Active: new(isActive(d.Active))}, nil
			},
			func(_ context.Context, _ *env, d ServiceUser) (*serviceusers.UpdateParams, error) {
				return &serviceusers.UpdateParams{Active: new(isActive(d.Active))}, nil
			}),
	})
}
