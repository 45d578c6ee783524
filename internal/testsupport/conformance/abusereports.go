package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/abusereports"
)

// abuseReports exercises the create and get of abuse reports, pending and
// after a hostname is decided by hand.
func abuseReports(env *Env) {
	c := abusereports.NewClient(env.Client)
	r, err := c.Create(env.Ctx, &abusereports.CreateParams{
		URLs: []string{"https://phish.ngrok-free.app/login", "https://example.org/"}, Metadata: new(`{"ticket":1}`),
	})
	require.NoError(env.T, err)
	require.NoError(env.T, env.Server.SetAbuseHostnameStatus(r.ID, "phish.ngrok-free.app", abusereports.HostnameBanned))
	got, err := c.Get(env.Ctx, r.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, abusereports.StatusPartiallyProcessed, got.Status)
}
