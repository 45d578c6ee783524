package edges_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/internal/validate"
)

// TestEnumerations checks that the typed constants of the package are
// exactly the values the shared rules accept.
func TestEnumerations(t *testing.T) {
	assert.Equal(t, validate.TLSVersions(), []string{string(edges.TLS10), string(edges.TLS11), string(edges.TLS12), string(edges.TLS13)})
	assert.Equal(t, []string{validate.TerminateAtEdge, validate.TerminateAtUpstream},
		[]string{string(edges.TerminateAtEdge), string(edges.TerminateAtUpstream)})
	assert.Equal(t, []string{validate.MatchExactPath, validate.MatchPathPrefix},
		[]string{string(edges.MatchExactPath), string(edges.MatchPathPrefix)})
	assert.Equal(t, []string{validate.NameIDPersistent, validate.NameIDTransient, validate.NameIDEmail, validate.NameIDUnspecified},
		[]string{string(edges.NameIDPersistent), string(edges.NameIDTransient), string(edges.NameIDEmail), string(edges.NameIDUnspecified)})
	assert.Equal(t, validate.WebhookProviderSNS, string(edges.WebhookProviderSNS))
	assert.Len(t, edges.WebhookProviders(), len(validate.WebhookProviders()))
}
