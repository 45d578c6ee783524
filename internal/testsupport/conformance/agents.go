package conformance

import (
	"net/http"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/wire"
)

// tunnelCredential creates a tunnel credential, which the agents that the
// server simulates sign in with, and returns its ID.
func tunnelCredential(env *Env) string {
	var cred struct {
		ID string `json:"id"`
	}
	require.NoError(env.T, env.Client.Do(env.Ctx, http.MethodPost, wire.Credentials.Path, struct{}{}, &cred))
	return cred.ID
}

// agentSession starts the tunnel session of an agent that signs in with a
// new tunnel credential, and returns the session's ID.
func agentSession(env *Env) string {
	session, err := env.Server.StartTunnelSession(ingresstest.Agent{CredentialID: tunnelCredential(env)})
	require.NoError(env.T, err)
	return session
}
