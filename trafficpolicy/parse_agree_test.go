package trafficpolicy_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// TestParseAgreesWithTheShapeCheck checks that the shape check the client
// and the fake run before Parse refuses what Parse refuses for its
// reading, and accepts what Parse accepts, so that a document never
// passes one and fails the other.
func TestParseAgreesWithTheShapeCheck(t *testing.T) {
	for _, tt := range refusedDocuments {
		err := validate.TrafficPolicy("traffic_policy", new(tt.doc))
		assert.ErrorContains(t, err, tt.msg, tt.name)
	}
	for name, doc := range map[string]string{"wide aliases": wideAliases(), "nested aliases": nestedAliases()} {
		assert.ErrorContains(t, validate.TrafficPolicy("traffic_policy", new(doc)), "expands to more than", name)
	}
	for _, name := range []string{"every-action.json", "every-action.yaml", "future.json"} {
		b, err := os.ReadFile("testdata/" + name)
		require.NoError(t, err)
		_, err = trafficpolicy.Parse(b)
		require.NoError(t, err, name)
		assert.NoError(t, validate.TrafficPolicy("traffic_policy", new(string(b))), name)
	}
}
