// Package certs serves the families of the certs group: SSH certificate
// authorities, with the real key pairs they hold, the SSH host and user
// certificates they sign, and TLS certificates and certificate
// authorities. Each reaches the records of other families only through
// the engine's store and references.
package certs

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves the families of the group on the engine e.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerSSHCerts(s)
	registerCertificates(s)
}
