package edges

import "github.com/ingresskit/ingress/internal/validate"

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
