package ingress_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
)

func TestListFailed(t *testing.T) {
	refused := errors.New("refused")
	it := ingress.ListFailed[string](refused)
	assert.False(t, it.Next())
	assert.Equal(t, "", it.Item())
	assert.Same(t, refused, it.Err())

	var pairs int
	for item, err := range ingress.ListFailed[*int](refused).All() {
		pairs++
		assert.Nil(t, item)
		assert.Same(t, refused, err)
	}
	assert.Equal(t, 1, pairs, "All yields the error once")
}
