package setup_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// TestDocsExample reads the YAML description of docs/CLI.md: it parses,
// and every list of it is filled.
func TestDocsExample(t *testing.T) {
	a, err := setup.Parse("docs/CLI.md", []byte(docsDescription(t)))
	require.NoError(t, err)
	assert.Equal(t, 35, countResources(a))
	require.NotNil(t, a.HTTPSEdges[0].Routes[3].OAuth)
	assert.Equal(t, "github", a.HTTPSEdges[0].Routes[3].OAuth.Provider)
	require.NotNil(t, a.CloudEndpoints[1].Policy)
	assert.NoError(t, a.CloudEndpoints[1].Policy.Validate())
	for where, text := range docsPolicies(a) {
		p, err := trafficpolicy.Parse([]byte(text))
		if assert.NoError(t, err, where) {
			assert.NoError(t, p.Validate(), where)
		}
	}
	assert.Equal(t, "vault_2abc...", a.Vaults[1].Adopt)
}

// docsPolicies returns the Traffic Policies given as text in a, by where
// they are: edges, routes and cloud endpoints.
func docsPolicies(a setup.Account) map[string]string {
	texts := map[string]string{}
	add := func(where, text string) {
		if text != "" {
			texts[where] = text
		}
	}
	for i, e := range a.HTTPSEdges {
		for j, r := range e.Routes {
			add(fmt.Sprintf("https_edges[%d].routes[%d]", i, j), r.TrafficPolicy)
		}
	}
	for i, e := range a.TCPEdges {
		add(fmt.Sprintf("tcp_edges[%d]", i), e.TrafficPolicy)
	}
	for i, e := range a.TLSEdges {
		add(fmt.Sprintf("tls_edges[%d]", i), e.TrafficPolicy)
	}
	for i, e := range a.CloudEndpoints {
		add(fmt.Sprintf("cloud_endpoints[%d]", i), e.TrafficPolicy)
	}
	return texts
}
