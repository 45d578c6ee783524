package testkit_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestNewServerClosesWhenTheTestEnds(t *testing.T) {
	at := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	var srv *ingresstest.Server
	t.Run("inner", func(t *testing.T) {
		srv = testkit.NewServer(t, ingresstest.WithClock(func() time.Time { return at }))
		k, err := apikeys.NewClient(srv.Client()).Create(t.Context(), nil)
		require.NoError(t, err)
		assert.Equal(t, at, k.CreatedAt, "the options reach the server")
	})
	_, err := apikeys.NewClient(srv.Client(ingress.WithoutRetries())).Get(t.Context(), "ak_x")
	require.Error(t, err)
	var apiErr *ingress.Error
	assert.NotErrorAs(t, err, &apiErr, "no server answers once the test has ended")
}

func TestStart(t *testing.T) {
	srv, c, raw := testkit.Start(t, apikeys.NewClient)
	long := &apikeys.CreateParams{Description: new(strings.Repeat("d", 256))}

	_, err := c.Create(t.Context(), long)
	testkit.RequireValidation(t, err, "description", "c checks before sending")
	_, err = raw.Create(t.Context(), long)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, "", "description", "raw lets the server check")

	k, err := raw.Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, srv.AdminID, k.OwnerID, "both clients are the admin")
	_, err = c.Get(t.Context(), k.ID)
	require.NoError(t, err, "both clients talk to the same server")
}
