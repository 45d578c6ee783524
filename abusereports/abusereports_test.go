package abusereports_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reserveddomains"
)

func TestReportRoundTrip(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, abusereports.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()
	_, err := reserveddomains.NewClient(srv.Client()).Create(ctx, &reserveddomains.CreateParams{Domain: "shop.example.com"})
	require.NoError(t, err)

	params := &abusereports.CreateParams{
		URLs: []string{
			"http://Legit-Login.ngrok.io/login", "https://legit-login.ngrok.io/other",
			"https://foo.ngrok-free.app:443", "https://shop.example.com/", "https://elsewhere.example.org/x",
		},
		Metadata: new(`{"incident":1}`),
	}
	created, err := c.Create(ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "abrp_"), created.ID)
	assert.Equal(t, srv.URL+"/abuse_reports/"+created.ID, created.URI)
	assert.Equal(t, clock.Now(), created.CreatedAt)
	assert.Equal(t, params.URLs, created.URLs)
	assert.Equal(t, `{"incident":1}`, created.Metadata)
	assert.Equal(t, abusereports.StatusPending, created.Status)
	assert.Equal(t, []abusereports.Hostname{
		{Hostname: "legit-login.ngrok.io", Status: abusereports.HostnamePending},
		{Hostname: "foo.ngrok-free.app:443", Status: abusereports.HostnamePending},
		{Hostname: "shop.example.com", Status: abusereports.HostnamePending},
		{Hostname: "elsewhere.example.org", Status: abusereports.HostnamePending},
	}, created.Hostnames, "each hostname once, in lower case, with its port when the URL names one")

	clock.Advance(ingresstest.DefaultAbuseReviewTime - time.Second)
	got, err := c.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got, "pending until its review time")

	clock.Advance(time.Second)
	got, err = c.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusProcessed, got.Status)
	assert.Equal(t, []abusereports.Hostname{
		{Hostname: "legit-login.ngrok.io", Status: abusereports.HostnameBanned},
		{Hostname: "foo.ngrok-free.app:443", Status: abusereports.HostnameBanned},
		{Hostname: "shop.example.com", Status: abusereports.HostnameBanned},
		{Hostname: "elsewhere.example.org", Status: abusereports.HostnameIgnore},
	}, got.Hostnames, "hosted hostnames are banned, others ignored")
}

func TestReviewTime(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	_, c, _ := testkit.Start(t, abusereports.NewClient, ingresstest.WithClock(clock.Now), ingresstest.WithAbuseReviewTime(time.Hour))
	ctx := context.Background()
	first, err := c.Create(ctx, &abusereports.CreateParams{URLs: []string{"https://a.ngrok.app"}})
	require.NoError(t, err)
	clock.Advance(30 * time.Minute)
	second, err := c.Create(ctx, &abusereports.CreateParams{URLs: []string{"https://b.ngrok.app"}})
	require.NoError(t, err)

	clock.Advance(30 * time.Minute)
	got, err := c.Get(ctx, first.ID)
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusProcessed, got.Status)
	got, err = c.Get(ctx, second.ID)
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusPending, got.Status, "each report has its own review time")

	immediate := testkit.NewServer(t, ingresstest.WithAbuseReviewTime(0))
	ic := abusereports.NewClient(immediate.Client())
	r, err := ic.Create(ctx, &abusereports.CreateParams{URLs: []string{"https://c.ngrok.app"}})
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusPending, r.Status, "a report is created pending")
	r, err = ic.Get(ctx, r.ID)
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusProcessed, r.Status, "0 reviews at the next request")
}

func TestHostnameStatusByHand(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, abusereports.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()
	r, err := c.Create(ctx, &abusereports.CreateParams{URLs: []string{"https://a.ngrok.app", "https://b.ngrok.app"}})
	require.NoError(t, err)

	require.NoError(t, srv.SetAbuseHostnameStatus(r.ID, "a.ngrok.app", abusereports.HostnameUnbanned))
	got, err := c.Get(ctx, r.ID)
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusPartiallyProcessed, got.Status)
	assert.Equal(t, abusereports.HostnameUnbanned, got.Hostnames[0].Status)
	assert.Equal(t, abusereports.HostnamePending, got.Hostnames[1].Status)

	clock.Advance(ingresstest.DefaultAbuseReviewTime)
	got, err = c.Get(ctx, r.ID)
	require.NoError(t, err)
	assert.Equal(t, abusereports.StatusProcessed, got.Status)
	assert.Equal(t, []abusereports.Hostname{
		{Hostname: "a.ngrok.app", Status: abusereports.HostnameUnbanned},
		{Hostname: "b.ngrok.app", Status: abusereports.HostnameBanned},
	}, got.Hostnames, "the review decides only what is pending")

	assert.ErrorContains(t, srv.SetAbuseHostnameStatus("abrp_unknown", "a.ngrok.app", abusereports.HostnameBanned), "no abuse report")
	assert.ErrorContains(t, srv.SetAbuseHostnameStatus(r.ID, "c.ngrok.app", abusereports.HostnameBanned), "has no hostname")
	assert.ErrorContains(t, srv.SetAbuseHostnameStatus(r.ID, "a.ngrok.app", "GONE"), "unknown status")
}

func TestReportBadInputs(t *testing.T) {
	_, c, raw := testkit.Start(t, abusereports.NewClient)
	ctx := context.Background()
	for name, tc := range map[string]struct {
		params *abusereports.CreateParams
		field  string
	}{
		"nil params":       {nil, "urls"},
		"no URL":           {&abusereports.CreateParams{URLs: []string{}}, "urls"},
		"empty URL":        {&abusereports.CreateParams{URLs: []string{""}}, "urls[0]"},
		"relative URL":     {&abusereports.CreateParams{URLs: []string{"https://a.ngrok.app", "/login"}}, "urls[1]"},
		"host only":        {&abusereports.CreateParams{URLs: []string{"a.ngrok.app"}}, "urls[0]"},
		"other scheme":     {&abusereports.CreateParams{URLs: []string{"ftp://a.ngrok.app"}}, "urls[0]"},
		"bad host":         {&abusereports.CreateParams{URLs: []string{"https://a_b.ngrok.app"}}, "urls[0]"},
		"bad port":         {&abusereports.CreateParams{URLs: []string{"https://a.ngrok.app:0"}}, "urls[0]"},
		"metadata too big": {&abusereports.CreateParams{URLs: []string{"https://a.ngrok.app"}, Metadata: new(strings.Repeat("m", 4097))}, "metadata"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := c.Create(ctx, tc.params)
			testkit.RequireValidation(t, err, tc.field, "refused before sending")
			_, err = raw.Create(ctx, tc.params)
			apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "the server runs the same rules")
			assert.Contains(t, apiErr.Msg, tc.field)
		})
	}

	_, err := c.Get(ctx, "")
	testkit.RequireValidation(t, err, "id")
	_, err = c.Get(ctx, "abrp_unknown")
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}
