package ingresstest_test

import (
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestNewServer(t *testing.T) {
	srv, c := newServer(t)
	assert.True(t, strings.HasPrefix(srv.URL, "http://127.0.0.1:"), srv.URL)
	assert.Equal(t, srv.URL, c.BaseURL())
	assert.NotEmpty(t, srv.APIKey)
	k, err := apikeys.NewClient(c).Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, srv.AdminID, k.OwnerID, "the client uses the admin's key")

	// A user of the new server may create keys for others: it is an admin.
	userID, _ := srv.AddUser(false)
	_, err = apikeys.NewClient(c).Create(t.Context(), &apikeys.CreateParams{OwnerID: &userID})
	assert.NoError(t, err)
}

func TestServersAreIndependent(t *testing.T) {
	a, ca := newServer(t)
	b, _ := newServer(t)
	assert.NotEqual(t, a.URL, b.URL)
	_, err := apikeys.NewClient(ca).Create(t.Context(), nil)
	require.NoError(t, err)
	_, err = apikeys.NewClient(a.Client(ingress.WithAPIKey(b.APIKey), ingress.WithoutRetries())).Get(t.Context(), "ak_x")
	testkit.RequireAPIError(t, err, http.StatusUnauthorized, "", "one server's key is unknown to another")
}

func TestClose(t *testing.T) {
	srv := ingresstest.NewServer()
	c := srv.Client(ingress.WithoutRetries())
	srv.Close()
	_, err := apikeys.NewClient(c).Get(t.Context(), "ak_x")
	require.Error(t, err)
	var apiErr *ingress.Error
	assert.NotErrorAs(t, err, &apiErr, "no server answers")
}

func TestNewServerOn(t *testing.T) {
	srv, err := ingresstest.NewServerOn("127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	assert.True(t, strings.HasPrefix(srv.URL, "http://127.0.0.1:"), srv.URL)
	k, err := apikeys.NewClient(srv.Client()).Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, srv.URL+"/api_keys/"+k.ID, k.URI)

	// The address is taken now.
	_, port, err := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	require.NoError(t, err)
	_, err = ingresstest.NewServerOn("127.0.0.1:" + port)
	assert.ErrorContains(t, err, "ingresstest: listening on 127.0.0.1:"+port)

	// An unspecified host is reached through loopback.
	wild, err := ingresstest.NewServerOn(":0", ingresstest.WithPageLimits(1, 1))
	require.NoError(t, err)
	t.Cleanup(wild.Close)
	assert.True(t, strings.HasPrefix(wild.URL, "http://127.0.0.1:"), wild.URL)
	var page keyPage
	require.NoError(t, wild.Client().Do(t.Context(), "GET", "/api_keys", nil, &page))
	assert.Len(t, page.Keys, 1)
}

func TestHandlerServesElsewhere(t *testing.T) {
	srv, _ := newServer(t)
	other := httptest.NewServer(srv.Handler())
	t.Cleanup(other.Close)
	c, err := ingress.NewClient(ingress.WithBaseURL(other.URL), ingress.WithAPIKey(srv.APIKey))
	require.NoError(t, err)
	k, err := apikeys.NewClient(c).Create(t.Context(), nil)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(k.URI, srv.URL), "URIs name the server's own URL")
	_, err = apikeys.NewClient(srv.Client()).Get(t.Context(), k.ID)
	assert.NoError(t, err, "the same state behind both")
}
