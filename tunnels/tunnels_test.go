package tunnels_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/sessions"
	"github.com/ingresskit/ingress/tunnels"
)

// startSession starts a tunnel session of an agent in region.
func startSession(t *testing.T, srv *ingresstest.Server, region string) string {
	t.Helper()
	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(context.Background(), nil)
	require.NoError(t, err)
	id, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID, Region: region})
	require.NoError(t, err)
	return id
}

func listIDs(t *testing.T, it *ingress.Iter[*tunnels.Tunnel]) []string {
	t.Helper()
	var ids []string
	for tn, err := range it.All() {
		require.NoError(t, err)
		ids = append(ids, tn.ID)
	}
	return ids
}

// drain walks a list to its end and returns its error.
func drain(it *ingress.Iter[*tunnels.Tunnel]) error {
	for it.Next() {
	}
	return it.Err()
}

func TestTunnelRoundTrip(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, tunnels.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()
	sess := startSession(t, srv, "eu")

	id, err := srv.StartTunnel(sess, ingresstest.TunnelSpec{PublicURL: "tcp://1.tcp.ngrok.io:20000", ForwardsTo: "localhost:22", Metadata: "ssh"})
	require.NoError(t, err)
	got, err := c.Get(ctx, id)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(got.ID, "tn_"), got.ID)
	assert.Equal(t, "tcp://1.tcp.ngrok.io:20000", got.PublicURL)
	assert.Equal(t, tunnels.ProtoTCP, got.Proto)
	assert.Equal(t, "localhost:22", got.ForwardsTo)
	assert.Equal(t, "ssh", got.Metadata)
	assert.Equal(t, "eu", got.Region, "a tunnel runs in its session's region")
	assert.Equal(t, clock.Now(), got.StartedAt)
	assert.Equal(t, &ingress.Ref{ID: sess, URI: srv.URL + "/tunnel_sessions/" + sess}, got.TunnelSession)
	assert.Nil(t, got.Endpoint)
	assert.Empty(t, got.Labels)
	assert.NotNil(t, got.Labels, "an empty map, not null")
	assert.NotNil(t, got.Backends, "an empty list, not null")

	generated, err := srv.StartTunnel(sess, ingresstest.TunnelSpec{})
	require.NoError(t, err)
	g, err := c.Get(ctx, generated)
	require.NoError(t, err)
	assert.Equal(t, tunnels.ProtoHTTPS, g.Proto)
	assert.True(t, strings.HasSuffix(g.PublicURL, ".ngrok-free.app"), g.PublicURL)
	assert.Equal(t, "http://localhost:80", g.ForwardsTo)

	assert.Equal(t, []string{generated, id}, listIDs(t, c.List(ctx, &ingress.ListParams{Limit: new(1)})), "newest first, across pages")
	assert.Equal(t, []string{id}, listIDs(t, c.List(ctx, &ingress.ListParams{Filter: new(`obj.proto == "tcp"`)})), "the list takes a filter")

	require.NoError(t, srv.StopTunnel(generated))
	_, err = c.Get(ctx, generated)
	assert.True(t, ingress.IsNotFound(err), "a stopped tunnel is gone: %v", err)
	assert.Error(t, srv.StopTunnel(generated), "a tunnel stops once")
}

func TestBackendTunnel(t *testing.T) {
	srv, c, _ := testkit.Start(t, tunnels.NewClient)
	sess := startSession(t, srv, "")
	labels := map[string]string{"app": "web", "env": "prod"}
	id, err := srv.StartTunnel(sess, ingresstest.TunnelSpec{Labels: labels})
	require.NoError(t, err)
	labels["app"] = "changed"

	got, err := c.Get(context.Background(), id)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"app": "web", "env": "prod"}, got.Labels, "the tunnel keeps its own copy")
	assert.Empty(t, got.PublicURL)
	assert.Empty(t, got.Proto)
	assert.Nil(t, got.Endpoint)
	assert.Equal(t, "us", got.Region)
}

func TestTunnelOfAgentEndpoint(t *testing.T) {
	srv, c, _ := testkit.Start(t, tunnels.NewClient)
	ctx := context.Background()
	sess := startSession(t, srv, "")
	ep, err := srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: sess})
	require.NoError(t, err)

	id, err := srv.StartTunnel(sess, ingresstest.TunnelSpec{EndpointID: ep})
	require.NoError(t, err)
	got, err := c.Get(ctx, id)
	require.NoError(t, err)
	require.NotNil(t, got.Endpoint)
	assert.Equal(t, ep, got.Endpoint.ID)
	assert.Equal(t, tunnels.ProtoHTTPS, got.Proto)
	assert.True(t, strings.HasPrefix(got.PublicURL, "https://"), got.PublicURL)

	require.NoError(t, srv.StopAgentEndpoint(ep))
	_, err = c.Get(ctx, id)
	assert.True(t, ingress.IsNotFound(err), "the tunnel of a stopped endpoint is gone: %v", err)
}

func TestTunnelsEndWithTheirSession(t *testing.T) {
	srv, c, _ := testkit.Start(t, tunnels.NewClient)
	ctx := context.Background()
	ending, staying := startSession(t, srv, ""), startSession(t, srv, "")
	_, err := srv.StartTunnel(ending, ingresstest.TunnelSpec{})
	require.NoError(t, err)
	_, err = srv.StartTunnel(ending, ingresstest.TunnelSpec{Labels: map[string]string{"a": "b"}})
	require.NoError(t, err)
	kept, err := srv.StartTunnel(staying, ingresstest.TunnelSpec{})
	require.NoError(t, err)

	require.NoError(t, sessions.NewClient(srv.Client()).Stop(ctx, ending))
	assert.Equal(t, []string{kept}, listIDs(t, c.List(ctx, nil)), "stopping a session ends its tunnels only")
}

func TestStartTunnelRefusals(t *testing.T) {
	srv := testkit.NewServer(t)
	sess, other := startSession(t, srv, ""), startSession(t, srv, "")
	ep, err := srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: other})
	require.NoError(t, err)
	for name, tc := range map[string]struct {
		session string
		spec    ingresstest.TunnelSpec
		want    string
	}{
		"unknown session":        {"ts_unknown", ingresstest.TunnelSpec{}, "no online tunnel session"},
		"URL without scheme":     {sess, ingresstest.TunnelSpec{PublicURL: "app.example.com"}, "absolute http, https, tcp or tls URL"},
		"URL of another scheme":  {sess, ingresstest.TunnelSpec{PublicURL: "ftp://app.example.com"}, "absolute http, https, tcp or tls URL"},
		"labels and URL":         {sess, ingresstest.TunnelSpec{PublicURL: "https://a.example.com", Labels: map[string]string{"a": "b"}}, "backend tunnel"},
		"endpoint and URL":       {other, ingresstest.TunnelSpec{EndpointID: ep, PublicURL: "https://a.example.com"}, "leave PublicURL empty"},
		"endpoint of another":    {sess, ingresstest.TunnelSpec{EndpointID: ep}, "no agent endpoint"},
		"endpoint that is no ID": {sess, ingresstest.TunnelSpec{EndpointID: "ep_unknown"}, "no agent endpoint"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := srv.StartTunnel(tc.session, tc.spec)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, strings.HasPrefix(err.Error(), "start tunnel: "), err.Error())
		})
	}
}

func TestTunnelBadInputs(t *testing.T) {
	_, c, raw := testkit.Start(t, tunnels.NewClient)
	ctx := context.Background()

	_, err := c.Get(ctx, "")
	testkit.RequireValidation(t, err, "id", "an empty ID is refused before sending")
	_, err = c.Get(ctx, "tn_unknown")
	assert.True(t, ingress.IsNotFound(err), "%v", err)

	err = drain(raw.List(ctx, &ingress.ListParams{Limit: new(0)}))
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBadLimit)
	err = drain(raw.List(ctx, &ingress.ListParams{BeforeID: new("ep_1")}))
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBadPaging, "a cursor of another kind")
	err = drain(raw.List(ctx, &ingress.ListParams{Filter: new(`obj.nothing == 1`)}))
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeInvalidFilter)
}
