package edges

import (
	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
)

// bindEdge sets up client (a pointer to the client of one kind of edge):
// its collection edges at path, item and member, as the wire table gives
// them for the edges T, and its module fields below item.
func bindEdge[T, C, U any](c *ingress.Client, client any, edges *rest.Collection[T, C, U], path, item, member string) {
	*edges = rest.NewCollection[T, C, U](c, path, item, member)
	bindModules[T](c, client, item)
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
