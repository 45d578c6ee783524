package ingresstest_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/ingresstest"
)

// TestPoolingDisabledBesideAgentEndpoint pins the code of a cloud
// endpoint without pooling on the URL of an agent endpoint, which pools
// or not: ERR_NGROK_18017 with status 400 (errors/err_ngrok_18017:
// "pooling was set to disabled when another endpoint exists for this
// url"), as the endpoint pooling page lets agent and cloud endpoints share
// a URL only when both pool. ERR_NGROK_18009, with 409, says that the
// account has a cloud endpoint on the URL, which it does not.
func TestPoolingDisabledBesideAgentEndpoint(t *testing.T) {
	for _, pooling := range []bool{false, true} {
		srv, _ := newServer(t)
		cred := createRaw(t, srv, "/credentials", `{}`)
		session := requireID(t, sendControl(t, srv, "/tunnel_sessions", jsonOf(t, map[string]string{"credential_id": cred})))
		agent := requireID(t, sendControl(t, srv, "/agent_endpoints", jsonOf(t, map[string]any{
			"session_id": session, "url": "https://app.internal", "pooling_enabled": pooling,
		})))

		doc := requireError(t, postEndpoint(t, srv, nil), http.StatusBadRequest, ingresstest.CodePoolingDisabled)
		assert.Contains(t, doc.Msg, agent, "the message names the agent endpoint")
	}
}
