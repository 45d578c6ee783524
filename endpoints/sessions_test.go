package endpoints_test

import "github.com/ingresskit/ingress/sessions"

// sessionsStop stops a tunnel session through the API.
func sessionsStop(e *env, id string) error {
	return sessions.NewClient(e.srv.Client()).Stop(e.ctx, id)
}
