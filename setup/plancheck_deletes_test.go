package setup_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/setup"
)

// planAfter applies first on a fresh account, lets byHand add what a
// user made by hand, then plans next, with opts, and returns its problems
// one a line; it checks that the second plan wrote nothing.
func planAfter(t *testing.T, first setup.Account, byHand func(c *ingress.Client), next setup.Account, opts ...setup.Option) []string {
	t.Helper()
	srv, writes := counted(t)
	c := srv.Client()
	apply(t, c, first)
	byHand(c)
	before := writes.Load()
	_, err := setup.NewPlan(t.Context(), c, next, opts...)
	assert.Equal(t, before, writes.Load(), "nothing was changed")
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// TestPlanRefusesDeletingWhatIsStillUsed checks that a plan whose
// deletes (with Prune) would remove what a resource it keeps still uses
// is refused, naming the user, and that a domain the plan deletes does
// not count as reserved for a described edge.
func TestPlanRefusesDeletingWhatIsStillUsed(t *testing.T) {
	domain := setup.Account{ReservedDomains: []setup.ReservedDomain{{Domain: "app.example.com"}}}
	withEdge := domain
	withEdge.HTTPSEdges = []setup.HTTPSEdge{{Name: "web", Hostports: []string{"app.example.com:443"}}}
	edgeOnly := setup.Account{HTTPSEdges: withEdge.HTTPSEdges}
	handEdge := func(c *ingress.Client) {
		_, err := edges.NewClient(c).TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
		require.NoError(t, err)
	}
	nothing := func(*ingress.Client) {}

	problems := planAfter(t, domain, handEdge, setup.Account{}, setup.Prune())
	require.Len(t, problems, 1, "%q", problems)
	assert.Regexp(t, `^reserved_domain "app.example.com": is deleted by the plan while tls_edge edgtls_\w+ uses it in its hostports`, problems[0])

	assert.Equal(t, []string{"https_edges[0].hostports[0]: the domain app.example.com is not reserved: describe it under reserved_domains"},
		planAfter(t, withEdge, nothing, edgeOnly, setup.Prune()), "a domain the plan deletes is not reserved")
	assert.Empty(t, planAfter(t, withEdge, nothing, edgeOnly), "without Prune, the domain stays")
	assert.Empty(t, planAfter(t, withEdge, nothing, setup.Account{}, setup.Prune()), "the edge goes before the domain")
}

// TestPlanRefusesASecondRestrictionOfAType checks that the plan refuses
// an IP restriction of a type that another described one, or one of the
// account, has, and accepts the same restriction planned again.
func TestPlanRefusesASecondRestrictionOfAType(t *testing.T) {
	policy := []setup.IPPolicy{{Name: "office", Rules: []setup.IPRule{{CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow}}}}
	restriction := func(name string) setup.IPRestriction {
		return setup.IPRestriction{Name: name, Type: iprestrictions.TypeDashboard, IPPolicies: []string{"office"}}
	}
	one := setup.Account{IPPolicies: policy, IPRestrictions: []setup.IPRestriction{restriction("console")}}
	two := setup.Account{IPPolicies: policy, IPRestrictions: []setup.IPRestriction{restriction("console"), restriction("again")}}
	renamed := setup.Account{IPPolicies: policy, IPRestrictions: []setup.IPRestriction{restriction("renamed")}}
	nothing := func(*ingress.Client) {}

	assert.Equal(t, []string{`ip_restrictions[1].type: dashboard is also the type of the ip_restriction "console" of the description: an account has one IP restriction of each type`},
		planAfter(t, setup.Account{}, nothing, two))
	problems := planAfter(t, one, nothing, renamed, setup.Prune())
	require.Len(t, problems, 1, "%q", problems)
	assert.Regexp(t, `^ip_restrictions\[0\]\.type: dashboard is the type of ip_restriction ipx_\w+, managed as "console": an account has one IP restriction of each type`, problems[0],
		"the plan deletes only after it creates")
	assert.Empty(t, planAfter(t, one, nothing, one), "the same restriction")
}
