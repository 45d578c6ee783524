package iprestrictions_test

import (
	"net/http"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/iprestrictions"
)

// Addresses of the machines in the tests.
var (
	officeAddr = netip.MustParseAddr("203.0.113.7")
	ciAddr     = netip.MustParseAddr("2001:db8::42")
	strayAddr  = netip.MustParseAddr("198.51.100.9")
)

// reachable reports whether a request of c gets through, and fails the
// test on any error other than the IP restriction's refusal.
func (e *env) reachable(c *ingress.Client) bool {
	e.t.Helper()
	it := iprestrictions.NewClient(c).List(e.ctx, nil)
	it.Next()
	err := it.Err()
	if err == nil {
		return true
	}
	testkit.RequireAPIErrorContains(e.t, err, http.StatusForbidden, ingresstest.CodeIPNotAllowed, "IP restriction")
	return false
}

// from makes the server see the next requests as coming from addr.
func (e *env) from(addr netip.Addr) *env {
	e.srv.SetSourceAddr(addr)
	return e
}

func TestEnforcedAPIRestrictionLocksOutFromTheNextRequest(t *testing.T) {
	e := newEnv(t)
	office := e.newPolicy(allow("203.0.113.0/24"))
	admin := e.srv.Client()
	assert.True(t, e.reachable(admin), "no restriction: loopback is served")

	x, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{office}, Enforced: new(true)})
	require.NoError(t, err, "the API does not refuse a restriction that locks its caller out")
	assert.True(t, x.Enforced)

	_, err = e.c.Get(e.ctx, x.ID)
	apiErr := testkit.RequireAPIError(t, err, http.StatusForbidden, ingresstest.CodeIPNotAllowed, "the very next request is refused")
	assert.Contains(t, apiErr.Msg, "127.0.0.1")
	assert.Contains(t, apiErr.Msg, x.ID)
	assert.NotEmpty(t, apiErr.OperationID)
	assert.False(t, ingress.IsNotFound(err))

	_, otherKey := e.srv.AddUser(false)
	other := e.srv.Client(ingress.WithAPIKey(otherKey))
	assert.False(t, e.reachable(other), "the restriction is the account's: every key is refused")
	assert.True(t, e.from(officeAddr).reachable(admin), "an address the policy allows is served")
	assert.True(t, e.reachable(other))

	bad := e.srv.Client(ingress.WithAPIKey("2NoSuchKeyNoSuchKeyNoSuchKe_NOSUCHSECRET"))
	e.from(strayAddr)
	_, err = iprestrictions.NewClient(bad).Get(e.ctx, x.ID)
	testkit.RequireAPIError(t, err, http.StatusUnauthorized, ingresstest.CodeInvalidAuth, "a key is checked before the restriction")

	assert.Equal(t, []string{x.ID}, e.srv.LiftIPRestrictions())
	assert.True(t, e.reachable(admin), "lifted: every address is served again")
	got, err := e.c.Get(e.ctx, x.ID)
	require.NoError(t, err)
	assert.False(t, got.Enforced, "the restriction stays, no longer enforced")
	assert.Equal(t, []string{office}, refIDs(got.IPPolicies))
	assert.Empty(t, e.srv.LiftIPRestrictions(), "nothing left to lift")
}

func TestPoliciesDecideAsAllowsDoes(t *testing.T) {
	e := newEnv(t)
	office := e.newPolicy(allow("203.0.113.0/24"), deny("203.0.113.66"))
	ci := e.newPolicy(allow("2001:db8::/64"))
	admin := e.srv.Client()
	x, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{office, ci}})
	require.NoError(t, err)
	assert.True(t, e.from(strayAddr).reachable(admin), "not enforced: it only warns")

	_, err = e.from(officeAddr).c.Update(e.ctx, x.ID, &iprestrictions.UpdateParams{Enforced: new(true)})
	require.NoError(t, err)
	for addr, want := range map[string]bool{
		"203.0.113.7":          true,
		"203.0.113.66":         false, // a deny rule wins
		"::ffff:203.0.113.7":   true,  // an IPv4-mapped address is its IPv4 address
		"2001:db8::42":         true,  // the rules of every policy are united
		"2001:db8:1::42":       false,
		"198.51.100.9":         false,
		"127.0.0.1":            false,
		"fe80::1%eth0":         false,
		"2001:db8::42%ignored": true,
	} {
		assert.Equal(t, want, e.from(netip.MustParseAddr(addr)).reachable(admin), addr)
		assert.Equal(t, want, e.srv.IPRestrictionAllows(iprestrictions.TypeAPI, netip.MustParseAddr(addr)), addr)
	}

	// Removing the rule that lets the office in locks it out.
	e.from(ciAddr)
	for r, err := range e.policies.Rules.List(e.ctx, nil).All() {
		require.NoError(t, err)
		if r.IPPolicy.ID == office && r.Action == "allow" {
			require.NoError(t, e.policies.Rules.Delete(e.ctx, r.ID))
		}
	}
	assert.False(t, e.from(officeAddr).reachable(admin))
	assert.True(t, e.from(ciAddr).reachable(admin))

	// Deleting the restriction from an allowed machine lifts it.
	require.NoError(t, e.c.Delete(e.ctx, x.ID))
	assert.True(t, e.from(strayAddr).reachable(admin))
}

func TestOtherTypesAreStoredNotEnforced(t *testing.T) {
	e := newEnv(t)
	office := e.newPolicy(allow("203.0.113.0/24"))
	admin := e.srv.Client()
	for _, typ := range []iprestrictions.Type{iprestrictions.TypeDashboard, iprestrictions.TypeAgent, iprestrictions.TypeEndpoints} {
		_, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: typ, IPPolicyIDs: []string{office}, Enforced: new(true)})
		require.NoError(t, err)
		assert.False(t, e.srv.IPRestrictionAllows(typ, strayAddr), typ)
		assert.True(t, e.srv.IPRestrictionAllows(typ, officeAddr), typ)
	}
	assert.True(t, e.from(strayAddr).reachable(admin), "only an api restriction refuses API requests")
	assert.True(t, e.srv.IPRestrictionAllows(iprestrictions.TypeAPI, strayAddr), "without an api restriction, every address passes")
	assert.Empty(t, e.srv.LiftIPRestrictions(), "lifting leaves the other types alone")
	got, err := e.c.Get(e.ctx, firstOf(t, e, iprestrictions.TypeAgent))
	require.NoError(t, err)
	assert.True(t, got.Enforced)
}

func firstOf(t *testing.T, e *env, typ iprestrictions.Type) string {
	t.Helper()
	for x, err := range e.c.List(e.ctx, nil).All() {
		require.NoError(t, err)
		if x.Type == typ {
			return x.ID
		}
	}
	t.Fatalf("no restriction of type %s", typ)
	return ""
}

func TestSourceAddrFromHeader(t *testing.T) {
	e := newEnv(t, ingresstest.WithSourceAddr(ingresstest.SourceAddrHeader("X-Forwarded-For")))
	office := e.newPolicy(allow("203.0.113.0/24"))
	_, err := e.c.Create(e.ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{office}, Enforced: new(true)})
	require.NoError(t, err)

	call := func(forwarded string) error {
		c := e.srv.Client(ingress.WithHTTPClient(&http.Client{Transport: headerTransport{"X-Forwarded-For", forwarded}}))
		_, err := apikeys.NewClient(c).Create(e.ctx, nil)
		return err
	}
	assert.NoError(t, call("203.0.113.7"))
	assert.NoError(t, call("203.0.113.7, 10.0.0.1"), "the first address of a list")
	testkit.RequireAPIError(t, call("198.51.100.9"), http.StatusForbidden, ingresstest.CodeIPNotAllowed)
	testkit.RequireAPIError(t, call(""), http.StatusForbidden, ingresstest.CodeIPNotAllowed, "no header: the connection's address")
	testkit.RequireAPIError(t, call("office"), http.StatusForbidden, ingresstest.CodeIPNotAllowed, "not an address: the connection's")

	e.srv.SetSourceAddr(officeAddr)
	assert.NoError(t, call("198.51.100.9"), "SetSourceAddr takes precedence")
	e.srv.SetSourceAddr(netip.Addr{})
	testkit.RequireAPIError(t, call("198.51.100.9"), http.StatusForbidden, ingresstest.CodeIPNotAllowed, "and the zero address undoes it")
}

// headerTransport sets a header on every request.
type headerTransport struct{ name, value string }

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	if h.value != "" {
		r.Header.Set(h.name, h.value)
	}
	return http.DefaultTransport.RoundTrip(r)
}
