package ingresstest

import (
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicyRules returns the rules of the IP policies with the given IDs,
// oldest first. A policy that does not exist, or no longer does, has no
// rules, so an object that references a deleted policy sees it as a policy
// with zero rules; evaluate the result with ippolicies.Allows. The caller
// holds the lock.
func (s *Server) ipPolicyRules(policyIDs ...string) []*ippolicies.Rule {
	return routing.IPPolicyRules(s.engine, policyIDs...)
}

// samlSigningCertificate makes a self-signed certificate for the key that
// signs the SAML requests of a route, in PEM, as a SAML module does.
func samlSigningCertificate(routeID string, now time.Time) (string, error) {
	return routing.SAMLSigningCertificate(routeID, now)
}
