package edges_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/edges"
)

// TestEnumerations checks that the rules accept every typed constant of
// the package, which hands them to the shared rules.
func TestEnumerations(t *testing.T) {
	for _, v := range []edges.TLSVersion{edges.TLS10, edges.TLS11, edges.TLS12, edges.TLS13} {
		assert.NoError(t, (&edges.TLSTerminationParams{TerminateAt: edges.TerminateAtEdge, MinVersion: &v}).Validate(), v)
		assert.NoError(t, (&edges.TLSTerminationAtEdgeParams{MinVersion: &v}).Validate(), v)
	}
	assert.Error(t, (&edges.TLSTerminationAtEdgeParams{MinVersion: new(edges.TLSVersion("1.4"))}).Validate())
	for _, at := range []edges.TerminateAt{edges.TerminateAtEdge, edges.TerminateAtUpstream} {
		assert.NoError(t, (&edges.TLSTerminationParams{TerminateAt: at}).Validate(), at)
	}
	for _, m := range []edges.MatchType{edges.MatchExactPath, edges.MatchPathPrefix} {
		assert.NoError(t, (&edges.RouteCreateParams{MatchType: m, Match: "/"}).Validate(), m)
	}
	const md = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"><md:IDPSSODescriptor/></md:EntityDescriptor>`
	for _, f := range []edges.NameIDFormat{edges.NameIDPersistent, edges.NameIDTransient, edges.NameIDEmail, edges.NameIDUnspecified} {
		assert.NoError(t, (&edges.SAMLParams{IdPMetadata: md, NameIDFormat: &f}).Validate(), f)
	}
	assert.Contains(t, edges.WebhookProviders(), edges.WebhookProviderSNS)
	assert.NoError(t, (&edges.WebhookVerificationParams{Provider: edges.WebhookProviderSNS}).Validate())
	for _, p := range edges.WebhookProviders() {
		if p != edges.WebhookProviderSNS {
			assert.NoError(t, (&edges.WebhookVerificationParams{Provider: p, Secret: new("x")}).Validate(), p)
		}
	}
}
