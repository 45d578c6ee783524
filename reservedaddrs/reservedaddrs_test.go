package reservedaddrs_test

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// addrForm is the documented form of an address: "<n>.tcp.ngrok.io:<port>"
// in us, "<n>.tcp.<region>.ngrok.io:<port>" elsewhere.
var addrForm = regexp.MustCompile(`^[0-9]+\.tcp\.(?:([a-z]{2})\.)?ngrok\.io:([0-9]{4,5})$`)

func newEnv(t *testing.T) (*ingresstest.Server, *ingresstest.Clock, *reservedaddrs.Client, *reservedaddrs.Client) {
	t.Helper()
	clk := ingresstest.NewClock(time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	srv, addrs, raw := testkit.Start(t, reservedaddrs.NewClient, ingresstest.WithClock(clk.Now))
	return srv, clk, addrs, raw
}

func TestRoundTrip(t *testing.T) {
	srv, clk, addrs, _ := newEnv(t)
	ctx := context.Background()
	params := &reservedaddrs.CreateParams{Description: new("ssh"), Metadata: new(`{"svc":"ssh"}`)}
	created, err := addrs.Create(ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ra_"), created.ID)
	assert.Equal(t, srv.URL+"/reserved_addrs/"+created.ID, created.URI)
	assert.Equal(t, clk.Now(), created.CreatedAt)
	assert.Equal(t, reservedaddrs.RegionUS, created.Region, "us is the default region")
	m := addrForm.FindStringSubmatch(created.Addr)
	require.NotNil(t, m, created.Addr)
	assert.Empty(t, m[1], "an address in us names no region")
	assert.Equal(t, "ssh", created.Description)

	got, err := addrs.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	update := &reservedaddrs.UpdateParams{Description: new("bastion")}
	updated, err := addrs.Update(ctx, created.ID, update)
	require.NoError(t, err)
	assert.Equal(t, "bastion", updated.Description)
	assert.Equal(t, `{"svc":"ssh"}`, updated.Metadata, "fields not supplied keep their value")
	assert.Equal(t, created.Addr, updated.Addr, "the address never changes")
	assert.Nil(t, update.Metadata, "Update does not change the caller's params")

	eu, err := addrs.Create(ctx, &reservedaddrs.CreateParams{Region: new(reservedaddrs.RegionEU)})
	require.NoError(t, err)
	assert.Equal(t, reservedaddrs.RegionEU, eu.Region)
	assert.Equal(t, "eu", addrForm.FindStringSubmatch(eu.Addr)[1], eu.Addr)

	var ids []string
	for a, err := range addrs.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, a.ID)
	}
	assert.Equal(t, []string{eu.ID, created.ID}, ids, "newest first, over two pages")

	require.NoError(t, addrs.Delete(ctx, created.ID))
	_, err = addrs.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	assert.True(t, ingress.IsNotFound(addrs.Delete(ctx, created.ID)))
}

func TestAddressesAreUniqueAndNeverReused(t *testing.T) {
	_, _, addrs, _ := newEnv(t)
	ctx := context.Background()
	seen := make(map[string]bool)
	for i := range 200 {
		a, err := addrs.Create(ctx, &reservedaddrs.CreateParams{Region: new(reservedaddrs.RegionJP)})
		require.NoError(t, err)
		require.Regexp(t, addrForm, a.Addr)
		require.False(t, seen[a.Addr], "address %s assigned twice", a.Addr)
		seen[a.Addr] = true
		if i%2 == 0 {
			require.NoError(t, addrs.Delete(ctx, a.ID), "released addresses stay used")
		}
	}
}

// TestInvalidParams checks each rule on both sides, the server's with the
// codes of errors/err_ngrok_500 (a region it does not know, listing the
// valid ones), err_ngrok_504 (a description over the limit, giving the
// limit and the length) and err_ngrok_506 (an update without values).
func TestInvalidParams(t *testing.T) {
	_, _, addrs, raw := newEnv(t)
	ctx := context.Background()
	for name, tc := range map[string]struct {
		p         *reservedaddrs.CreateParams
		code, msg string
	}{
		"region":       {&reservedaddrs.CreateParams{Region: new(reservedaddrs.Region("mars"))}, ingresstest.CodeUnknownRegion, `"mars", is invalid; use one of "au", "eu", "ap", "us", "jp", "in", "sa"`},
		"empty region": {&reservedaddrs.CreateParams{Region: new(reservedaddrs.Region(""))}, ingresstest.CodeUnknownRegion, `"", is invalid`},
		"description":  {&reservedaddrs.CreateParams{Description: new(strings.Repeat("é", 256))}, ingresstest.CodeAddrDescriptionTooLong, "limited to 255 characters; you have entered 256 characters"},
		"metadata":     {&reservedaddrs.CreateParams{Metadata: new(strings.Repeat("m", 4097))}, ingresstest.CodeAddrMetadataTooLong, "metadata"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := addrs.Create(ctx, tc.p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = raw.Create(ctx, tc.p)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tc.code, tc.msg)
		})
	}
	a, err := addrs.Create(ctx, &reservedaddrs.CreateParams{Description: new(strings.Repeat("é", 255))})
	require.NoError(t, err, "the limit counts characters, as the page says, not bytes")
	_, err = addrs.Create(ctx, nil)
	require.NoError(t, err, "nil params reserve an address in us")
	_, err = raw.Update(ctx, a.ID, &reservedaddrs.UpdateParams{Description: new(strings.Repeat("d", 256))})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeAddrDescriptionTooLong)
	for _, p := range []*reservedaddrs.UpdateParams{nil, {}} {
		_, err = addrs.Update(ctx, a.ID, p)
		assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
		_, err = raw.Update(ctx, a.ID, p)
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeAddrUpdateEmpty, "no values were provided")
	}
	_, err = addrs.Update(ctx, "ra_0000000000000000000000000", &reservedaddrs.UpdateParams{Metadata: new("m")})
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	_, err = addrs.Get(ctx, "")
	assert.True(t, ingress.IsValidation(err), "an empty ID is refused before sending: %v", err)
}

func TestDeleteInUse(t *testing.T) {
	srv, _, addrs, _ := newEnv(t)
	ctx := context.Background()
	a, err := addrs.Create(ctx, nil)
	require.NoError(t, err)
	eps := endpoints.NewClient(srv.Client())
	ep, err := eps.Create(ctx, &endpoints.CreateParams{URL: "tcp://" + a.Addr, TrafficPolicy: new("on_tcp_connect: [{actions: [{type: deny}]}]")})
	require.NoError(t, err)
	require.NotNil(t, ep.TCPAddr)
	assert.Equal(t, a.ID, ep.TCPAddr.ID)

	err = addrs.Delete(ctx, a.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeAddrInUse, ep.ID)
	require.NoError(t, eps.Delete(ctx, ep.ID))
	require.NoError(t, addrs.Delete(ctx, a.ID), "free once its endpoint is gone")
}
