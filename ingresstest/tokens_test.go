package ingresstest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
)

func TestWithoutTokenKeepsAllButTheToken(t *testing.T) {
	token := "secret"
	created := &apikeys.APIKey{ID: "ak_1", Description: "d", Token: &token}
	stored := api.WithoutToken[apikeys.APIKey]()(created)
	assert.Equal(t, &apikeys.APIKey{ID: "ak_1", Description: "d"}, stored)
	assert.Equal(t, &token, created.Token, "the created record, which the response shows, keeps its token")
}

func TestWithoutTokenRefusesKindsWithoutOne(t *testing.T) {
	assert.Panics(t, func() { api.WithoutToken[struct{ ID string }]() })
}
