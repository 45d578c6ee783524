package ippolicies_test

import (
	"context"
	"fmt"
	"log"
	"net/netip"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := ippolicies.NewClient(srv.Client())

	pol, err := c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range []ippolicies.RuleCreateParams{
		{IPPolicyID: pol.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: new("office network")},
		{IPPolicyID: pol.ID, CIDR: "203.0.113.99", Action: ippolicies.ActionDeny, Description: new("guest wifi")},
	} {
		rule, err := c.Rules.Create(ctx, &r)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(rule.Action, rule.CIDR, rule.Description)
	}
	// Output:
	// allow 203.0.113.0/24 office network
	// deny 203.0.113.99/32 guest wifi
}

// ExampleRuleClient_List_onePolicy lists the rules of one policy only, with
// a filter on the policy's ID.
func ExampleRuleClient_List_onePolicy() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := ippolicies.NewClient(srv.Client())

	var office string
	for _, p := range []struct{ name, cidr string }{{"office", "203.0.113.0/24"}, {"lab", "198.51.100.0/24"}} {
		pol, err := c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new(p.name)})
		if err != nil {
			log.Fatal(err)
		}
		if p.name == "office" {
			office = pol.ID
		}
		if _, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: p.cidr, Action: ippolicies.ActionAllow}); err != nil {
			log.Fatal(err)
		}
	}
	filter := fmt.Sprintf("obj.ip_policy.id == %q", office)
	for rule, err := range c.Rules.List(ctx, &ingress.ListParams{Filter: &filter}).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(rule.CIDR, rule.IPPolicy.ID == office)
	}
	// Output:
	// 203.0.113.0/24 true
}

func ExampleAllows() {
	rules := []*ippolicies.Rule{
		{Action: ippolicies.ActionAllow, CIDR: "10.0.0.0/8"},
		{Action: ippolicies.ActionDeny, CIDR: "10.6.6.0/24"},
	}
	for _, addr := range []string{"10.1.2.3", "10.6.6.6", "192.0.2.1"} {
		fmt.Println(addr, ippolicies.Allows(rules, netip.MustParseAddr(addr)))
	}
	// Output:
	// 10.1.2.3 true
	// 10.6.6.6 false
	// 192.0.2.1 false
}

func ExampleParseCIDR() {
	for _, s := range []string{"192.0.2.7", "2001:DB8::/32", "10.1.2.3/8"} {
		p, err := ippolicies.ParseCIDR(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(p)
	}
	// Output:
	// 192.0.2.7/32
	// 2001:db8::/32
	// error: "10.1.2.3/8" must be written from the lowest address of its range: did you mean "10.0.0.0/8"?
}

func ExampleRuleClient_Update() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := ippolicies.NewClient(srv.Client())

	pol, err := c.Policies.Create(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	rule, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "192.0.2.0/24", Action: ippolicies.ActionAllow})
	if err != nil {
		log.Fatal(err)
	}
	// The range and description can change; the action cannot.
	rule, err = c.Rules.Update(ctx, rule.ID, &ippolicies.RuleUpdateParams{CIDR: new("198.51.100.0/24"), Description: new("moved")})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(rule.Action, rule.CIDR, rule.Description)
	// Output:
	// allow 198.51.100.0/24 moved
}
