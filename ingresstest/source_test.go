package ingresstest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
)

func TestSourceAddrOf(t *testing.T) {
	s := newServer("http://127.0.0.1:1", config{})
	req := func(remote, header string) *http.Request {
		r := httptest.NewRequest(http.MethodGet, "/api_keys", nil)
		r.RemoteAddr = remote
		if header != "" {
			r.Header.Set("X-Source", header)
		}
		return r
	}
	for remote, want := range map[string]string{
		"192.0.2.1:1234":          "192.0.2.1",
		"[2001:db8::1]:443":       "2001:db8::1",
		"[::ffff:192.0.2.9]:80":   "192.0.2.9",
		"[fe80::1%eth0]:80":       "fe80::1",
		"192.0.2.1":               "192.0.2.1",
		"pipe":                    "invalid IP",
		"":                        "invalid IP",
		"example.com:80":          "invalid IP",
		"[2001:db8::1%zone]:8080": "2001:db8::1",
	} {
		assert.Equal(t, want, s.sourceAddrOf(req(remote, "")).String(), remote)
	}

	s.source.of = SourceAddrHeader("X-Source")
	for header, want := range map[string]string{
		"203.0.113.5":              "203.0.113.5",
		" 203.0.113.5 , 10.0.0.1 ": "203.0.113.5",
		"2001:db8::9":              "2001:db8::9",
		"203.0.113.5:80":           "192.0.2.1", // a port: not an address
		"unknown":                  "192.0.2.1",
		"":                         "192.0.2.1",
	} {
		assert.Equal(t, want, s.sourceAddrOf(req("192.0.2.1:1", header)).String(), "header %q", header)
	}

	s.SetSourceAddr(netip.MustParseAddr("198.51.100.1"))
	assert.Equal(t, "198.51.100.1", s.sourceAddrOf(req("192.0.2.1:1", "203.0.113.5")).String(), "SetSourceAddr wins")
	s.SetSourceAddr(netip.Addr{})
	assert.Equal(t, "203.0.113.5", s.sourceAddrOf(req("192.0.2.1:1", "203.0.113.5")).String())
}

// TestLiftEmitsAnUpdate checks that lifting a lockout is announced like
// the update it is, and that the lock is read as each request arrives.
func TestLiftEmitsAnUpdate(t *testing.T) {
	f, client := newFake(t)
	var seen []api.Event
	f.engine.OnEvent(func(ev api.Event) { seen = append(seen, ev) })
	ctx := context.Background()
	ipp := ippolicies.NewClient(client)
	pol, err := ipp.Policies.Create(ctx, nil)
	require.NoError(t, err)
	x, err := iprestrictions.NewClient(client).Create(ctx, &iprestrictions.CreateParams{
		Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{pol.ID}, Enforced: new(true),
	})
	require.NoError(t, err)
	_, err = ipp.Policies.Get(ctx, pol.ID)
	require.Error(t, err, "a policy without rules allows nothing: locked out")

	require.Equal(t, []string{x.ID}, f.LiftIPRestrictions())
	require.Len(t, seen, 3)
	assert.Equal(t, "ip_restriction_created.v0", string(seen[1].Type))
	assert.Equal(t, "ip_restriction_updated.v0", string(seen[2].Type))
	lifted, ok := seen[2].Object.(*iprestrictions.IPRestriction)
	require.True(t, ok)
	assert.False(t, lifted.Enforced)
	assert.Equal(t, x.ID, lifted.ID)
	_, err = ipp.Policies.Get(ctx, pol.ID)
	require.NoError(t, err)
}
