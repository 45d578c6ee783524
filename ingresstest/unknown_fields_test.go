package ingresstest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnknownFieldsAreRefused checks that a body member the endpoint does
// not take is refused with the code the public reference has for it
// ("the request parameter is unknown and not expected"), naming it.
func TestUnknownFieldsAreRefused(t *testing.T) {
	srv, _ := newServer(t)
	for path, body := range map[string]string{
		"/api_keys":    `{"description":"d","surprise":1}`,
		"/ip_policies": `{"descripton":"typo"}`,
	} {
		doc := requireError(t, send(t, srv, rawCall{method: "POST", path: path, body: body}), 400, "ERR_NGROK_214")
		assert.Regexp(t, `surprise|descripton`, doc.Msg)
	}
}
