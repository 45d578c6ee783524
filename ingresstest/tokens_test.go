package ingresstest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/apikeys"
)

func TestWithoutTokenKeepsAllButTheToken(t *testing.T) {
	token := "secret"
	created := &apikeys.APIKey{ID: "ak_1", Description: "d", Token: &token}
	stored := withoutToken[apikeys.APIKey]()(created)
	assert.Equal(t, &apikeys.APIKey{ID: "ak_1", Description: "d"}, stored)
	assert.Equal(t, &token, created.Token, "the created record, which the response shows, keeps its token")
}

func TestWithoutTokenRefusesKindsWithoutOne(t *testing.T) {
	assert.Panics(t, func() { withoutToken[struct{ ID string }]() })
}
