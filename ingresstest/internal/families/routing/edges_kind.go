package routing

import (
	"net/http"
	"reflect"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/internal/wire"
)

// edgeKind is one kind of edge, for serveEdge: records E, created with
// params C and updated with params U, each with a field Hostports. The
// kinds differ only in how their hostports are checked and in the checks
// of a whole edge that some add.
type edgeKind[E, C, U any] struct {
	// server serves the kind; serveEdge sets it.
	server *account
	// wire is the kind, like wire.TLSEdges.
	wire wire.Resource
	// records holds the edges.
	records *store.Table[E]
	// checkHostports checks the hostports of the edge self. The lock is
	// held.
	checkHostports func(self string, hostports []string) error
	// check, when set, checks an edge whose hostports or modules changed.
	check func(*E) error
	// fresh, when set, returns a new edge before its hostports and
	// modules are set; without it a new edge starts empty.
	fresh func() *E
	// hostports is the index of the field Hostports in E, C and U, which
	// serveEdge finds.
	hostports struct{ edge, create, update []int }
}

// serveEdge serves an edge kind: its records, as serveResource does, with
// create and update hooks that set the hostports and modules their params
// supply and check them, and the modules of each edge, as
// serveEdgeModules does, with the kind's check run on an edge whose module
// changed.
func serveEdge[E, C, U any](s *account, kind edgeKind[E, C, U]) {
	kind.server = s
	kind.hostports.edge = api.FieldOfType[[]string](reflect.TypeFor[E](), "Hostports")
	kind.hostports.create = api.FieldOfType[[]string](reflect.TypeFor[C](), "Hostports")
	kind.hostports.update = api.FieldOfType[[]string](reflect.TypeFor[U](), "Hostports")
	api.ServeResource(s.engine, kind.records, api.Resource[E, C, U]{Wire: kind.wire, Create: kind.create, Update: kind.update})
	serveEdgeModules[E, C](s, edgeModuleHost[E]{
		res:   kind.wire,
		load:  func(r *http.Request) (*E, error) { return api.Load(kind.records, kind.wire.Kind, r.PathValue("id")) },
		store: func(r *http.Request, rec *E) { kind.records.Put(r.PathValue("id"), rec) },
		check: kind.check,
	})
}

// create is the create hook of the kind: it builds the record of a new
// edge.
func (kind edgeKind[E, C, U]) create(c *api.Call, p *C) (*E, error) {
	e := new(E)
	if kind.fresh != nil {
		e = kind.fresh()
	}
	return e, kind.set(c, e, p, *api.FieldAt[[]string](reflect.ValueOf(p).Elem(), kind.hostports.create))
}

// update is the update hook of the kind: it returns the record changed.
func (kind edgeKind[E, C, U]) update(c *api.Call, e E, p *U) (*E, error) {
	return &e, kind.set(c, &e, p, *api.FieldAt[[]string](reflect.ValueOf(p).Elem(), kind.hostports.update))
}

// set sets the hostports of e, the edge that c creates or updates, to
// those its params p supply (see setHostports) and checks them, replaces
// the modules that p supplies, and checks the edge. The lock is held.
func (kind edgeKind[E, C, U]) set(c *api.Call, e *E, p any, supplied []string) error {
	hostports := api.FieldAt[[]string](reflect.ValueOf(e).Elem(), kind.hostports.edge)
	setHostports(hostports, supplied)
	return edgeFirst(
		func() error { return kind.checkHostports(c.ID, *hostports) },
		func() error { return kind.server.setEdgeModules(e, p) },
		func() error {
			if kind.check == nil {
				return nil
			}
			return kind.check(e)
		},
	)
}
