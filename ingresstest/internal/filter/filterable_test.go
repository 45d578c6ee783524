package filter

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/wire"
)

// TestFilterableHoldsOnEveryListOfAType checks that a resource type's
// fields hold on each list of its records, and nowhere else: the
// endpoints bound to a Kubernetes operator are endpoints, and the
// selectors of an operator are no list.
func TestFilterableHoldsOnEveryListOfAType(t *testing.T) {
	assert.Same(t, filterable["GET "+wire.Endpoints.Path], filterable["GET "+wire.KubernetesOperatorBoundEndpoints])
	assert.Same(t, filterable["GET "+wire.Secrets.Path], filterable["GET "+wire.VaultSecrets])
	var env Environment
	_, err := env.Compile("GET "+wire.KubernetesOperatorBoundEndpoints, `obj.count == 1`, reflect.TypeFor[record](), now, nil)
	require.EqualError(t, err, "Invalid CEL query: unsupported field: endpoint.count (must be endpoint.id, endpoint.created_at, endpoint.description, endpoint.metadata, endpoint.principal.id, endpoint.type, endpoint.bindings, endpoint.url, endpoint.pooling_enabled, endpoint.scheme, endpoint.region, or endpoint.name).")
	_, err = env.Compile("k8s_operators.binding.endpoint_selectors", `obj.count == 1`, reflect.TypeFor[record](), now, nil)
	assert.NoError(t, err, "a list the reference does not name takes any member")
}

// TestFilterableRefusesInEveryPosition checks that a member that is not
// a field is refused wherever the expression names it.
func TestFilterableRefusesInEveryPosition(t *testing.T) {
	var env Environment
	for _, src := range []string{
		`obj.id == "x" || obj.count == 1`,
		`!(obj.count == 1)`,
		`"a" in [obj.description, obj.labels]`,
		`size(obj.tags) == 1`,
		`obj.description.size() == 1 && obj.ref.uri == ""`,
	} {
		_, err := env.Compile("GET "+wire.Vaults.Path, src, reflect.TypeFor[record](), now, nil)
		assert.ErrorContains(t, err, "unsupported field: vault.", src)
	}
	_, err := env.Compile("GET "+wire.Vaults.Path, `obj.id == "x" && obj.created_at < timestamp(time.now) && obj.description != ""`, reflect.TypeFor[record](), now, nil)
	assert.NoError(t, err)
}
