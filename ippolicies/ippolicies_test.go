package ippolicies_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/ippolicies"
)

func TestPolicyRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()

	created, err := c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office"), Metadata: new(`{"site":"nyc"}`)})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ipp_"), created.ID)
	assert.Equal(t, srv.URL+"/ip_policies/"+created.ID, created.URI)
	assert.Equal(t, "office", created.Description)
	assert.Equal(t, `{"site":"nyc"}`, created.Metadata)
	assert.False(t, created.CreatedAt.IsZero())

	got, err := c.Policies.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	params := &ippolicies.PolicyUpdateParams{Metadata: new("m2")}
	updated, err := c.Policies.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, "office", updated.Description, "fields not supplied keep their value")
	assert.Nil(t, params.Description, "Update does not change the caller's params")

	empty, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	assert.Empty(t, empty.Description)

	var ids []string
	for p, err := range c.Policies.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, p.ID)
	}
	assert.Equal(t, []string{empty.ID, created.ID}, ids, "newest first")

	require.NoError(t, c.Policies.Delete(ctx, created.ID))
	_, err = c.Policies.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = c.Policies.Delete(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "a second delete finds nothing: %v", err)
}

func TestRuleRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	pol, err := c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	require.NoError(t, err)

	r, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{
		IPPolicyID: pol.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow,
		Description: new("nyc"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(r.ID, "ipr_"), r.ID)
	assert.Equal(t, srv.URL+"/ip_policy_rules/"+r.ID, r.URI)
	assert.Equal(t, "203.0.113.0/24", r.CIDR)
	assert.Equal(t, ippolicies.ActionAllow, r.Action)
	assert.Equal(t, &ingress.Ref{ID: pol.ID, URI: pol.URI}, r.IPPolicy)
	assert.Equal(t, "nyc", r.Description)
	assert.Equal(t, "m", r.Metadata)

	got, err := c.Rules.Get(ctx, r.ID)
	require.NoError(t, err)
	assert.Equal(t, r, got)

	updated, err := c.Rules.Update(ctx, r.ID, &ippolicies.RuleUpdateParams{CIDR: new("198.51.100.0/24"), Description: new("moved")})
	require.NoError(t, err)
	assert.Equal(t, "198.51.100.0/24", updated.CIDR)
	assert.Equal(t, "moved", updated.Description)
	assert.Equal(t, "m", updated.Metadata)
	assert.Equal(t, ippolicies.ActionAllow, updated.Action)

	deny, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "198.51.100.7", Action: ippolicies.ActionDeny})
	require.NoError(t, err)
	var ids []string
	for rule, err := range c.Rules.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, rule.ID)
	}
	assert.Equal(t, []string{deny.ID, r.ID}, ids, "newest first, across pages")

	require.NoError(t, c.Rules.Delete(ctx, r.ID))
	_, err = c.Rules.Get(ctx, r.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	_, err = c.Rules.Get(ctx, deny.ID)
	require.NoError(t, err, "deleting a rule leaves the others")
}

func TestRuleCIDRForms(t *testing.T) {
	_, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	pol, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)

	for in, want := range map[string]string{
		"192.0.2.7":            "192.0.2.7/32",
		"2001:DB8:0::1":        "2001:db8::1/128",
		"2001:db8:0:0::/48":    "2001:db8::/48",
		"0.0.0.0/0":            "0.0.0.0/0",
		"::/0":                 "::/0",
		"::ffff:192.0.2.0/120": "::ffff:192.0.2.0/120",
	} {
		r, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: in, Action: ippolicies.ActionDeny})
		require.NoError(t, err, in)
		assert.Equal(t, want, r.CIDR, "%s reads back in canonical form", in)
	}
}

func TestDuplicateCIDR(t *testing.T) {
	_, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	pol, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	other, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)

	first, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "192.0.2.7", Action: ippolicies.ActionAllow})
	require.NoError(t, err)

	_, err = c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "192.0.2.7/32", Action: ippolicies.ActionDeny})
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeDuplicateCIDR)
	assert.Contains(t, err.Error(), first.ID, "the error names the rule that has the range")

	_, err = c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: other.ID, CIDR: "192.0.2.7", Action: ippolicies.ActionAllow})
	require.NoError(t, err, "another policy may have the same range")

	second, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "192.0.2.8", Action: ippolicies.ActionAllow})
	require.NoError(t, err)
	_, err = c.Rules.Update(ctx, second.ID, &ippolicies.RuleUpdateParams{CIDR: new("192.0.2.7/32")})
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeDuplicateCIDR)
	_, err = c.Rules.Update(ctx, second.ID, &ippolicies.RuleUpdateParams{CIDR: new("192.0.2.8/32")})
	require.NoError(t, err, "a rule may be updated to its own range")
}

func TestRuleNeedsPolicy(t *testing.T) {
	_, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	for id, code := range map[string]string{
		"ipp_000000000000000000000000000": ingresstest.CodeIPPolicyMissing,
		"usr_x":                           ingresstest.CodeIPPolicyIDInvalid,
		"x":                               ingresstest.CodeIPPolicyIDInvalid,
	} {
		_, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: id, CIDR: "10.0.0.0/8", Action: ippolicies.ActionAllow})
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, code, id)
	}

	pol, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	require.NoError(t, c.Policies.Delete(ctx, pol.ID))
	_, err = c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "10.0.0.0/8", Action: ippolicies.ActionAllow})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeIPPolicyMissing)
}

func TestDeletePolicyDeletesItsRules(t *testing.T) {
	_, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	pol, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	keep, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	var gone []string
	for _, cidr := range []string{"10.0.0.0/8", "192.0.2.1"} {
		r, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: cidr, Action: ippolicies.ActionAllow})
		require.NoError(t, err)
		gone = append(gone, r.ID)
	}
	kept, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: keep.ID, CIDR: "10.0.0.0/8", Action: ippolicies.ActionAllow})
	require.NoError(t, err)

	require.NoError(t, c.Policies.Delete(ctx, pol.ID))
	for _, id := range gone {
		_, err := c.Rules.Get(ctx, id)
		assert.True(t, ingress.IsNotFound(err), "rule %s goes with its policy: %v", id, err)
	}
	var left []string
	for r, err := range c.Rules.List(ctx, nil).All() {
		require.NoError(t, err)
		left = append(left, r.ID)
	}
	assert.Equal(t, []string{kept.ID}, left, "rules of other policies stay")
}

func TestActionIsNotUpdatable(t *testing.T) {
	srv, c, _ := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	pol, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	other, err := c.Policies.Create(ctx, nil)
	require.NoError(t, err)
	r, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "10.0.0.0/8", Action: ippolicies.ActionAllow})
	require.NoError(t, err)

	// A raw PATCH that tries to change the action and the policy is
	// refused, as the API refuses parameters an endpoint does not take,
	// and changes nothing.
	body := map[string]string{"action": "deny", "ip_policy_id": other.ID, "description": "d"}
	err = srv.Client().Do(ctx, http.MethodPatch, "/ip_policy_rules/"+r.ID, body, nil)
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeUnknownField)
	got, err := c.Rules.Get(ctx, r.ID)
	require.NoError(t, err)
	assert.Equal(t, ippolicies.ActionAllow, got.Action)
	assert.Equal(t, pol.ID, got.IPPolicy.ID)
	assert.Empty(t, got.Description)
}

func TestRuleValidation(t *testing.T) {
	long := strings.Repeat("é", 128) // 256 bytes
	valid := func() *ippolicies.RuleCreateParams {
		return &ippolicies.RuleCreateParams{IPPolicyID: "ipp_x", CIDR: "10.0.0.0/8", Action: ippolicies.ActionAllow}
	}
	cases := []struct {
		name   string
		create func(p *ippolicies.RuleCreateParams)
		update *ippolicies.RuleUpdateParams
		field  string
		says   string
		code   string
	}{
		{name: "host bits set", create: func(p *ippolicies.RuleCreateParams) { p.CIDR = "10.1.2.3/8" }, field: "cidr", says: "10.0.0.0/8", code: ingresstest.CodeCIDRNotLowest},
		{name: "not an address", create: func(p *ippolicies.RuleCreateParams) { p.CIDR = "example.com" }, field: "cidr", code: ingresstest.CodeCIDRInvalid},
		{name: "empty cidr", create: func(p *ippolicies.RuleCreateParams) { p.CIDR = "" }, field: "cidr", code: ingresstest.CodeIPRuleParamMissing},
		{name: "prefix too long", create: func(p *ippolicies.RuleCreateParams) { p.CIDR = "::/129" }, field: "cidr", code: ingresstest.CodeCIDRInvalid},
		{name: "unknown action", create: func(p *ippolicies.RuleCreateParams) { p.Action = "block" }, field: "action", code: ingresstest.CodeIPRuleAction},
		{name: "action case", create: func(p *ippolicies.RuleCreateParams) { p.Action = "Allow" }, field: "action", code: ingresstest.CodeIPRuleAction},
		{name: "missing action", create: func(p *ippolicies.RuleCreateParams) { p.Action = "" }, field: "action", code: ingresstest.CodeIPRuleAction},
		{name: "missing policy", create: func(p *ippolicies.RuleCreateParams) { p.IPPolicyID = "" }, field: "ip_policy_id", code: ingresstest.CodeIPRuleParamMissing},
		{name: "long description", create: func(p *ippolicies.RuleCreateParams) { p.Description = &long }, field: "description", says: "255", code: ingresstest.CodeIPRuleDescriptionTooLong},
		{name: "update cidr", update: &ippolicies.RuleUpdateParams{CIDR: new("2001:db8::1/64")}, field: "cidr", says: "2001:db8::/64", code: ingresstest.CodeCIDRNotLowest},
		{name: "update metadata", update: &ippolicies.RuleUpdateParams{Metadata: new(strings.Repeat("m", 4097))}, field: "metadata", code: ingresstest.CodeValidation},
		{name: "update nothing", update: &ippolicies.RuleUpdateParams{}, field: "description", code: ingresstest.CodeIPRuleUpdateEmpty},
		{name: "update long description", update: &ippolicies.RuleUpdateParams{Description: &long}, field: "description", says: "got 256", code: ingresstest.CodeIPRuleDescriptionTooLong},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			_, c, raw := testkit.Start(t, ippolicies.NewClient)
			call := func(c *ippolicies.Client, policyID, ruleID string) error {
				if tc.update != nil {
					_, err := c.Rules.Update(ctx, ruleID, tc.update)
					return err
				}
				p := valid()
				p.IPPolicyID = policyID
				tc.create(p)
				_, err := c.Rules.Create(ctx, p)
				return err
			}
			err := call(c, "ipp_x", "ipr_x")
			testkit.RequireValidationContains(t, err, tc.field, tc.says)

			// The server refuses the same request with a 400, even for a
			// policy and rule that exist.
			pol, err := raw.Policies.Create(ctx, nil)
			require.NoError(t, err)
			r, err := raw.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "192.0.2.0/24", Action: ippolicies.ActionAllow})
			require.NoError(t, err)
			policyID := pol.ID
			if tc.name == "missing policy" {
				policyID = ""
			}
			err = call(raw, policyID, r.ID)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tc.code, tc.field)
			assert.Contains(t, err.Error(), tc.says)
		})
	}
}

func TestPolicyValidation(t *testing.T) {
	long := strings.Repeat("é", 128)
	_, c, raw := testkit.Start(t, ippolicies.NewClient)
	ctx := context.Background()
	_, err := c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: &long})
	assert.True(t, ingress.IsValidation(err), "got %v", err)
	_, err = c.Policies.Update(ctx, "ipp_x", &ippolicies.PolicyUpdateParams{Metadata: new(strings.Repeat("m", 4097))})
	assert.True(t, ingress.IsValidation(err), "got %v", err)
	_, err = c.Policies.Get(ctx, "ipp_1/x")
	assert.True(t, ingress.IsValidation(err), "got %v", err)

	_, err = raw.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: &long})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)
	_, err = raw.Policies.Update(ctx, "ipp_x", &ippolicies.PolicyUpdateParams{Metadata: new("m")})
	testkit.RequireAPIError(t, err, http.StatusNotFound, ingresstest.CodeNotFound)

	// An update that changes nothing is refused before the policy is
	// looked up, by the SDK and by the server.
	_, err = c.Policies.Update(ctx, "ipp_x", &ippolicies.PolicyUpdateParams{})
	testkit.RequireValidation(t, err, "description")
	pol, err := raw.Policies.Create(ctx, nil)
	require.NoError(t, err)
	_, err = raw.Policies.Update(ctx, pol.ID, &ippolicies.PolicyUpdateParams{})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeIPPolicyUpdateEmpty, "no values")

	_, err = c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{
		Description: new(strings.Repeat("d", 255)), Metadata: new(strings.Repeat("m", 4096)),
	})
	require.NoError(t, err, "limits are inclusive")
}
