package cel

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClosest(t *testing.T) {
	names := []string{"req.url.path", "req.url.query", "conn.client_ip", "res.status_code"}
	assert.Equal(t, "req.url.path", Closest("req.url.paht", names))
	assert.Equal(t, "conn.client_ip", Closest("conn.clientip", names))
	assert.Equal(t, "res.status_code", Closest("res.status", names))
	assert.Empty(t, Closest("something.else.entirely", names), "nothing near enough")
	assert.Empty(t, Closest("x", nil))
}

func TestDistance(t *testing.T) {
	assert.Equal(t, 0, distance("abc", "abc"))
	assert.Equal(t, 3, distance("", "abc"))
	assert.Equal(t, 2, distance("paht", "path"))
	assert.Equal(t, 1, distance("kitten", "kitte"))
}
