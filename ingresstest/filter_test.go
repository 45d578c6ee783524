package ingresstest_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// filterStart is when the first key of filterKeys is created.
var filterStart = time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)

// filterKeys returns a client of a server holding three API keys besides
// the admin's: "ci" with metadata, created at filterStart; "deploy", ten
// days later; and one without a description, ten days after that, which
// is the server's time.
func filterKeys(t *testing.T) (*ingresstest.Server, *ingress.Client) {
	t.Helper()
	clk := ingresstest.NewClock(filterStart)
	srv, c := newServer(t, ingresstest.WithClock(clk.Now))
	keys := apikeys.NewClient(c)
	_, err := keys.Create(t.Context(), &apikeys.CreateParams{Description: new("ci"), Metadata: new(`{"team":"infra"}`)})
	require.NoError(t, err)
	clk.Advance(10 * 24 * time.Hour)
	_, err = keys.Create(t.Context(), &apikeys.CreateParams{Description: new("deploy")})
	require.NoError(t, err)
	clk.Advance(10 * 24 * time.Hour)
	_, err = keys.Create(t.Context(), &apikeys.CreateParams{})
	require.NoError(t, err)
	return srv, c
}

// listDescriptions lists the API keys that filter selects, except the
// admin's, and returns their descriptions, newest first.
func listDescriptions(t *testing.T, c *ingress.Client, filter string) ([]string, error) {
	t.Helper()
	got := []string{}
	for k, err := range apikeys.NewClient(c).List(t.Context(), &ingress.ListParams{Filter: &filter}).All() {
		if err != nil {
			return nil, err
		}
		if k.CreatedAt.After(filterStart) || k.Description != "" {
			got = append(got, k.Description)
		}
	}
	return got, nil
}

func TestFilterOperators(t *testing.T) {
	srv, c := filterKeys(t)
	tests := []struct {
		filter string
		want   []string
	}{
		{`obj.description == "ci"`, []string{"ci"}},
		{`obj.description != "ci"`, []string{"", "deploy"}},
		{`!(obj.description == "ci")`, []string{"", "deploy"}},
		{`obj.description == "ci" || obj.description == "deploy"`, []string{"deploy", "ci"}},
		{`obj.description == "ci" && obj.metadata == ""`, []string{}},
		{`(obj.description == "ci" || obj.description == "deploy") && obj.metadata == ""`, []string{"deploy"}},
		{`obj.description == "ci" || obj.description == "deploy" && obj.metadata == ""`, []string{"deploy", "ci"}},
		{`obj.description < "d" && obj.description != ""`, []string{"ci"}},
		{`obj.description <= "ci" && obj.description != ""`, []string{"ci"}},
		{`obj.description > "ci"`, []string{"deploy"}},
		{`obj.description >= "ci"`, []string{"deploy", "ci"}},
		{`obj.description in ["ci", "deploy"]`, []string{"deploy", "ci"}},
		{`size(obj.description) == 2`, []string{"ci"}},
		{`obj.description.size() > 2`, []string{"deploy"}},
		{`obj.description == "" && obj.created_at > timestamp("2026-05-01T08:00:00Z")`, []string{""}},
		{`obj.metadata != null && obj.description != ""`, []string{"deploy", "ci"}},
		{`obj.description == null`, []string{}},
		{`obj.owner_id == "` + srv.AdminID + `" && obj.description == "ci"`, []string{"ci"}},
		{`obj.created_at < timestamp("2026-05-05T00:00:00Z") && obj.description != ""`, []string{"ci"}},
		{`obj.created_at <= timestamp("2026-05-11T10:00:00+02:00")`, []string{"deploy", "ci"}},
		{`obj.created_at >= timestamp(time.now).subtract("15d")`, []string{"", "deploy"}},
		{`obj.created_at > timestamp(time.now).subtract("1d12h")`, []string{""}},
		{`obj.created_at == timestamp(time.now)`, []string{""}},
		{`timestamp(time.now).add("24h") > obj.created_at && obj.description == "ci"`, []string{"ci"}},
		{`obj.created_at.add("10d") == timestamp(time.now)`, []string{"deploy"}},
		{`true`, []string{"", "deploy", "ci"}},
	}
	for _, tt := range tests {
		t.Run(tt.filter, func(t *testing.T) {
			got, err := listDescriptions(t, c, tt.filter)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestFilterMembersOfOtherKinds filters on a list member and on a member
// of a reference.
func TestFilterMembersOfOtherKinds(t *testing.T) {
	_, c := newServer(t)
	ctx := t.Context()
	creds := credentials.NewClient(c).Tunnel
	_, err := creds.Create(ctx, &credentials.TunnelCreateParams{Description: new("a"), ACL: []string{"bind:a.example.com"}})
	require.NoError(t, err)
	_, err = creds.Create(ctx, &credentials.TunnelCreateParams{Description: new("none")})
	require.NoError(t, err)
	var got []string
	for cr, err := range creds.List(ctx, &ingress.ListParams{Filter: new(`"bind:a.example.com" in obj.acl`)}).All() {
		require.NoError(t, err)
		got = append(got, cr.Description)
	}
	assert.Equal(t, []string{"a"}, got)

	pols := ippolicies.NewClient(c)
	p1, err := pols.Policies.Create(ctx, &ippolicies.PolicyCreateParams{})
	require.NoError(t, err)
	p2, err := pols.Policies.Create(ctx, &ippolicies.PolicyCreateParams{})
	require.NoError(t, err)
	for _, p := range []*ippolicies.Policy{p1, p2} {
		_, err = pols.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: p.ID, CIDR: "10.0.0.0/8", Action: ippolicies.ActionDeny})
		require.NoError(t, err)
	}
	var policies []string
	for r, err := range pols.Rules.List(ctx, &ingress.ListParams{Filter: new(`obj.ip_policy.id == "` + p2.ID + `" && obj.action == "deny"`)}).All() {
		require.NoError(t, err)
		policies = append(policies, r.IPPolicy.ID)
	}
	assert.Equal(t, []string{p2.ID}, policies)
}

func TestFilterRefusals(t *testing.T) {
	srv, _ := filterKeys(t)
	tests := []struct {
		filter, msg string
	}{
		{`obj.description.startsWith("c")`, "startsWith() is not supported yet"},
		{`obj.description.contains("c")`, "contains() is not supported yet"},
		{`obj.description.endsWith("i")`, "endsWith() is not supported yet"},
		{`obj.description + "x" == "cix"`, "+ is not supported"},
		{`obj.description[0] == "c"`, "not supported"},
		{`obj.description == "ci" ? true : false`, "not supported"},
		{`type(obj.description) == string`, "type is not supported"},
		{`obj.description.matches("c.*")`, "matches is not supported"},
		{`int(obj.metadata) == 1`, "int is not supported"},
		{`obj.created_at < timestamp(time.now) - duration("1h")`, "not supported"},
		{`["ci"] in obj.description`, "a list on the left of in"},
		{`{"a": "b"} == obj.metadata`, "map, message and comprehension"},
		{`has(obj.description)`, "undeclared reference to 'has'"},
		{`obj.nope == "x"`, "unsupported field: api_key.nope (must be api_key.id, "},
		{`obj.created_at.seconds == 1`, "unsupported field: api_key.created_at.seconds (must be "},
		{`obj.description ==`, "Syntax error"},
		{`obj.description`, "obj.description is a value, not a condition"},
		{`"ci"`, "not a condition"},
		{`undefined == 1`, "undeclared reference"},
		{`obj.created_at < timestamp("2025-05-10Z")`, "not an RFC 3339 time"},
		{`obj.created_at > timestamp(time.now).subtract("7w")`, `unknown unit 'w'`},
		{`obj.created_at > timestamp(time.now).add("")`, "empty duration"},
		{strings.Repeat(`obj.description == "ci" || `, 200) + "true", "expression code point size exceeds limit"},
	}
	for _, tt := range tests {
		t.Run(tt.filter[:min(len(tt.filter), 60)], func(t *testing.T) {
			res := send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys?filter=" + url.QueryEscape(tt.filter)})
			doc := requireError(t, res, http.StatusBadRequest, ingresstest.CodeInvalidFilter)
			assert.True(t, strings.HasPrefix(doc.Msg, "Invalid CEL query: "), doc.Msg)
			assert.Contains(t, doc.Msg, tt.msg)
		})
	}
}
