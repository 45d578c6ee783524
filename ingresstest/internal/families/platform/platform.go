// Package platform serves the families of the platform group: vaults and
// their secrets, the API keys of the AI gateway, application users and
// sessions (and the logins that make them), and abuse reports with their
// review on the engine's clock. Each reaches the
// records of other families only through the engine's store and
// references.
package platform

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves the families of the group on the engine e, in the
// order their references need: vaults, then the AI gateway's keys; then
// application users and sessions, and abuse reports.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerVaults(s)
	registerAIGateway(s)
	registerApplications(s)
	registerAbuseReports(s)
}
