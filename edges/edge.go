package edges

import (
	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// bindEdge sets up client (a pointer to the client of one kind of edge):
// its collection edges of the kind res, the wire table's entry for the
// edges T, and its module fields below res's item path.
func bindEdge[T, C, U any](c *ingress.Client, client any, edges *rest.Collection[T, C, U], res wire.Resource) {
	*edges = rest.NewCollection[T, C, U](c, res)
	bindModules[T](c, client, res.Item)
}

// checkEdge checks the rules that the create and update params of every
// kind of edge share: description and metadata, hostports, and each
// module that params (a pointer to the params) supply.
func checkEdge(params any, description, metadata *string, hostports []string) error {
	return validate.First(
		validate.Common(description, metadata),
		validate.HostPorts("hostports", hostports),
		checkModules(params),
	)
}
