package endpoints_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
)

// TestCreateSendsTheType checks that a create always names its type, which
// the API's reference requires (a create without one is ERR_NGROK_18015):
// params that leave Type empty send "cloud", so Validate takes them.
func TestCreateSendsTheType(t *testing.T) {
	p := endpoints.CreateParams{URL: "https://app.internal", TrafficPolicy: new(`{"on_http_request":[{"actions":[{"type":"deny"}]}]}`)}
	require.NoError(t, p.Validate())
	body, err := json.Marshal(p)
	require.NoError(t, err)
	var sent map[string]any
	require.NoError(t, json.Unmarshal(body, &sent))
	assert.Equal(t, "cloud", sent["type"])
	assert.Empty(t, p.Type, "the caller's params are not changed")
}
