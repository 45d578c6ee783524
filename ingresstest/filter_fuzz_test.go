package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// FuzzFilter sends filter expressions to the list of API keys and of IP
// policy rules: the server answers 200 with a list, or 400 with
// CodeInvalidFilter, never a 5xx.
func FuzzFilter(f *testing.F) {
	for _, seed := range []string{
		`obj.description == "ci"`,
		`!(obj.id in ["ak_1", "ak_2"]) && size(obj.metadata) > 0`,
		`obj.created_at >= timestamp(time.now).subtract("7d") || obj.created_at < timestamp("2025-10-31T09:23:45-07:00")`,
		`timestamp(time.now).add("1d12h30m") > obj.created_at`,
		`obj.ip_policy.id == "ipp_1" && obj.action != "allow"`,
		`obj.token == null`,
		`obj.description.startsWith("c")`,
		`obj.x.y.z == 1`,
		`((((obj.metadata == ""))))`,
		`1 < 2.0 && 3u <= 4 && b"x" != b"y" && null == null`,
	} {
		f.Add("/api_keys", seed)
		f.Add("/ip_policy_rules", seed)
	}
	srv, c := newServer(f)
	ingresstest.SeedAPIKeys(srv, srv.AdminID, 3)
	seedRule(f, c)
	h := srv.Handler()
	f.Fuzz(func(t *testing.T, path, filter string) {
		if path != "/api_keys" {
			path = "/ip_policy_rules"
		}
		req := httptest.NewRequest(http.MethodGet, path+"?filter="+url.QueryEscape(filter), nil)
		req.Header.Set("Authorization", "Bearer "+srv.APIKey)
		req.Header.Set("Ngrok-Version", "2")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		switch rec.Code {
		case http.StatusOK:
			var page map[string]any
			if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil {
				t.Fatalf("filter %q: 200 with a body that is not JSON: %v", filter, err)
			}
		case http.StatusBadRequest:
			var doc errorDoc
			if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || doc.ErrorCode != ingresstest.CodeInvalidFilter {
				t.Fatalf("filter %q: 400 with %s", filter, rec.Body)
			}
		default:
			t.Fatalf("filter %q: status %d: %s", filter, rec.Code, rec.Body)
		}
	})
}

// seedRule creates an IP policy with one rule.
func seedRule(tb testing.TB, c *ingress.Client) {
	tb.Helper()
	pols := ippolicies.NewClient(c)
	p, err := pols.Policies.Create(tb.Context(), &ippolicies.PolicyCreateParams{})
	if err != nil {
		tb.Fatal(err)
	}
	_, err = pols.Rules.Create(tb.Context(), &ippolicies.RuleCreateParams{IPPolicyID: p.ID, CIDR: "10.0.0.0/8", Action: ippolicies.ActionDeny})
	if err != nil {
		tb.Fatal(err)
	}
}
