package iprestrictions_test

import (
	"context"
	"fmt"
	"log"
	"net/netip"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
)

// restrictAPI is the code under test: it allows API requests only from
// the given ranges, with an enforced restriction of type api.
func restrictAPI(ctx context.Context, c *ingress.Client, cidrs ...string) (*iprestrictions.IPRestriction, error) {
	ipp := ippolicies.NewClient(c)
	pol, err := ipp.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("API allowlist")})
	if err != nil {
		return nil, err
	}
	for _, cidr := range cidrs {
		if _, err := ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: cidr, Action: ippolicies.ActionAllow}); err != nil {
			return nil, err
		}
	}
	return iprestrictions.NewClient(c).Create(ctx, &iprestrictions.CreateParams{
		Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{pol.ID}, Enforced: new(true),
	})
}

// An allowlist test: the server sees each request as coming from the
// address SetSourceAddr names, so a test can prove that the machines an
// allowlist names keep their access to the API, and that others lose it.
func Example_allowlistTest() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	restrictions := iprestrictions.NewClient(srv.Client())

	// The machines that must keep access, and one that must not.
	machines := []struct {
		name string
		addr netip.Addr
	}{
		{"office", netip.MustParseAddr("203.0.113.7")},
		{"ci runner", netip.MustParseAddr("2001:db8::42")},
		{"elsewhere", netip.MustParseAddr("198.51.100.9")},
	}

	// The requests of restrictAPI come from loopback, which the allowlist
	// does not name: the create succeeds, and the next request of the
	// account from loopback is refused.
	x, err := restrictAPI(ctx, srv.Client(), "203.0.113.0/24", "2001:db8::/64")
	if err != nil {
		log.Fatal(err)
	}
	_, err = restrictions.Get(ctx, x.ID)
	fmt.Println("loopback locked out:", ingress.IsErrorCode(err, ingresstest.CodeIPNotAllowed))

	for _, m := range machines {
		srv.SetSourceAddr(m.addr)
		_, err := restrictions.Get(ctx, x.ID)
		fmt.Printf("%s (%s) served: %t\n", m.name, m.addr, err == nil)
	}

	// A test that locked itself out lifts the lockout to carry on.
	srv.SetSourceAddr(netip.Addr{})
	fmt.Println("lifted:", srv.LiftIPRestrictions()[0] == x.ID)
	x, err = restrictions.Get(ctx, x.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("still there, enforced:", x.Enforced)
	// Output:
	// loopback locked out: true
	// office (203.0.113.7) served: true
	// ci runner (2001:db8::42) served: true
	// elsewhere (198.51.100.9) served: false
	// lifted: true
	// still there, enforced: false
}

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()

	pol, err := ippolicies.NewClient(srv.Client()).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	if err != nil {
		log.Fatal(err)
	}
	// Not enforced, the restriction only warns: a way to try a policy out.
	x, err := iprestrictions.NewClient(srv.Client()).Create(ctx, &iprestrictions.CreateParams{
		Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{pol.ID}, Description: new("office only"),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(x.Type, x.Enforced, x.IPPolicies[0].ID == pol.ID)
	// Output:
	// dashboard false true
}
