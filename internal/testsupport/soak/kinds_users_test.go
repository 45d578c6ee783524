package soak_test

import (
	"context"
	"net/http"
	"strings"
	"sync"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// serviceUserKind is the service user kind. Bot users are the same
// collection under another name, which a soak of its own would see grow
// with the service users' creations, so the soak runs through service
// users only.
func serviceUserKind(c *ingress.Client) *kind {
	return userKind("service user", wire.ServiceUsers.Path, serviceusers.NewClient(c),
		func(name string) *serviceusers.CreateParams { return &serviceusers.CreateParams{Name: name} },
		func(name string) *serviceusers.UpdateParams { return &serviceusers.UpdateParams{Name: &name} },
		func(u *serviceusers.ServiceUser) (string, string) { return u.ID, u.Name })
}

// userKind adapts the client of a kind of users, which have neither
// description nor metadata: the name holds both, "<description>
// <metadata>", and an update renames the user with a new metadata part.
// params and update build the parameters that set a name, and nameOf reads
// a user's ID and name.
func userKind[T, C, U any](name, path string, c collection[T, C, U],
	params func(name string) *C, update func(name string) *U, nameOf func(*T) (id, name string),
) *kind {
	read := func(t *T) item {
		id, n := nameOf(t)
		desc, metadata, _ := strings.Cut(n, " ")
		return meta(id, desc, metadata)
	}
	k := newKind(name, path, c, func(_ *worker, d, m string) *C { return params(d + " " + m) }, nil, read)
	// descs holds the description of every user created, by ID, for the
	// updates, which keep it.
	var descs sync.Map
	create := k.create
	k.create = func(ctx context.Context, w *worker, desc string) (item, error) {
		it, err := create(ctx, w, desc)
		if err == nil {
			descs.Store(it.id, desc)
		}
		return it, err
	}
	k.updaters = []updater{{
		field: "metadata", method: http.MethodPatch,
		path: func(id string) string { return path + "/" + id },
		do: func(ctx context.Context, id, value string) (string, error) {
			desc, _ := descs.Load(id)
			it, err := reader(read)(c.Update(ctx, id, update(desc.(string)+" "+value)))
			return it.values["metadata"], err
		},
	}}
	return k
}
