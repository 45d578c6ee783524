package reservations

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/reserveddomains"
)

// agentIngressNameServers is how many NS targets an agent ingress gets.
const agentIngressNameServers = 4

func registerAgentIngresses(s *account) {
	api.ServeResource(s.engine, s.engine.Records.AgentIngresses, api.Resource[agentingresses.AgentIngress, agentingresses.CreateParams, agentingresses.UpdateParams]{
		Wire:   wire.AgentIngresses,
		Create: s.createAgentIngress, Update: s.updateAgentIngress,
		RelativeURI: true,
	})
}

// agentIngressFor returns the agent ingress of domain, or nil. The caller
// holds the lock.
func (s *account) agentIngressFor(domain string) *agentingresses.AgentIngress {
	return s.engine.Records.AgentIngresses.Find(func(a *agentingresses.AgentIngress) bool { return a.Domain == domain })
}

// nameServers returns the NS targets of the account's zone.
func (s *account) nameServers() []string {
	zone := s.engine.Records.Provisioning.Zone
	targets := make([]string, agentIngressNameServers)
	for i := range targets {
		targets[i] = fmt.Sprintf("ns%d.%s.", i+1, zone)
	}
	return targets
}

// regionDomains returns the regional ingress domains of domain, one per
// region.
func regionDomains(domain string) []string {
	var domains []string
	for _, region := range reserveddomains.Regions() {
		domains = append(domains, "tunnel."+string(region)+"."+domain)
	}
	return domains
}

// createAgentIngress is the create hook of agent ingresses: it builds the
// record of a new one.
func (s *account) createAgentIngress(c *api.Call, p *agentingresses.CreateParams) (*agentingresses.AgentIngress, error) {
	domain := strings.ToLower(p.Domain)
	if taken := s.agentIngressFor(domain); taken != nil {
		return nil, api.Errorf(http.StatusConflict, api.CodeAgentIngressTaken, "domain %q already has an agent ingress (%s)", domain, taken.ID)
	}
	a := &agentingresses.AgentIngress{
		Domain:    domain,
		NSTargets: s.nameServers(), RegionDomains: regionDomains(domain),
	}
	applyPolicy(&a.CertificateManagementPolicy, &a.CertificateManagementStatus, p.CertificateManagementPolicy, c.Now)
	return a, nil
}

// updateAgentIngress is the update hook of agent ingresses: it returns the
// record changed.
func (s *account) updateAgentIngress(c *api.Call, a agentingresses.AgentIngress, p *agentingresses.UpdateParams) (*agentingresses.AgentIngress, error) {
	applyPolicy(&a.CertificateManagementPolicy, &a.CertificateManagementStatus, p.CertificateManagementPolicy, c.Now)
	return &a, nil
}
