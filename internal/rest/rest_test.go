package rest_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/ippolicies"
)

func TestExpand(t *testing.T) {
	tests := []struct {
		pattern string
		ids     []string
		want    string
	}{
		{"/api_keys/{id}", []string{"ak_1"}, "/api_keys/ak_1"},
		{"/edges/https/{edge_id}/routes/{id}/oidc", []string{"edghts_1", "edghtsrt_2"}, "/edges/https/edghts_1/routes/edghtsrt_2/oidc"},
		{"/x/{id}", []string{"a b"}, "/x/a%20b"},
		{"/x/{id}", []string{"50%"}, "/x/50%25"},
		{"/x/{id}", []string{"a?b#c"}, "/x/a%3Fb%23c"},
		{"/event_subscriptions/{subscription_id}/sources/{type}", []string{"esb_1", "ip_policy_created.v0"}, "/event_subscriptions/esb_1/sources/ip_policy_created.v0"},
	}
	for _, tt := range tests {
		got, err := rest.Expand(tt.pattern, tt.ids...)
		require.NoError(t, err, tt.pattern)
		assert.Equal(t, tt.want, got)
	}
}

func TestExpandRefuses(t *testing.T) {
	for _, ids := range [][]string{{""}, {"a/b"}, {".."}, {"."}, {`a\b`}, {"a\nb"}, {"ok", ""}} {
		_, err := rest.Expand("/x/{a}/y/{b}", ids...)
		var ve *ingress.ValidationError
		require.ErrorAs(t, err, &ve, "ids %q", ids)
		assert.Equal(t, "id", ve.Field)
	}
	_, err := rest.Expand("/x/{a}/y/{b}", "only-one")
	assert.True(t, ingress.IsValidation(err), "a missing ID is refused: %v", err)
	_, err = rest.Expand("/x/{id}", "one", "two")
	assert.True(t, ingress.IsValidation(err), "a surplus ID is refused: %v", err)
}

func TestNilParamsAreZeroParams(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	ctx := context.Background()

	k, err := apikeys.NewClient(srv.Client()).Create(ctx, nil)
	require.NoError(t, err, "every field of an API key is optional")
	assert.NotNil(t, k.Token)

	_, err = ippolicies.NewClient(srv.Client()).Rules.Create(ctx, nil)
	assert.True(t, ingress.IsValidation(err), "a rule's required fields are checked before sending: %v", err)
}
