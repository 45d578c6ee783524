package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// documentedFields are the filterable fields of each list that the table
// "Filterable resources and fields" of the filtering reference
// (https://ngrok.com/docs/api/api-filtering) names, with the name of its
// resource type in refusals. "{vault}" stands for a vault's ID.
var documentedFields = []struct {
	path, kind string
	fields     []string
}{
	{"/endpoints", "endpoint", []string{"id", "created_at", "description", "metadata", "principal.id", "type", "bindings", "url", "pooling_enabled", "scheme", "region", "name"}},
	{"/reserved_addrs", "reserved_addr", []string{"id", "created_at", "description", "metadata", "addr", "region"}},
	{"/reserved_domains", "reserved_domain", []string{"id", "created_at", "description", "metadata", "domain", "region", "cname_target", "certificate.id", "acme_challenge_cname_target"}},
	{"/tls_certificates", "tls_certificate", []string{"id", "created_at", "description", "metadata", "subject_common_name", "not_after", "not_before", "serial_number"}},
	{"/certificate_authorities", "certificate_authority", []string{"id", "created_at", "description", "metadata", "subject_common_name", "not_before", "not_after"}},
	{"/ip_policies", "ip_policy", []string{"id", "created_at", "description", "metadata"}},
	{"/ip_policy_rules", "ip_policy_rule", []string{"id", "created_at", "description", "metadata", "ip_policy.id", "cidr", "action"}},
	{"/agent_ingresses", "agent_ingress", []string{"id", "created_at", "description", "metadata", "domain"}},
	{"/tunnel_sessions", "tunnel_session", []string{"id", "metadata", "agent_version", "ip", "os", "region", "started_at", "credential.id"}},
	{"/event_destinations", "event_destination", []string{"id", "created_at", "description", "metadata"}},
	{"/event_subscriptions", "event_subscription", []string{"id", "created_at", "description", "metadata"}},
	{"/ip_restrictions", "ip_restriction", []string{"id", "created_at", "description", "metadata"}},
	{"/api_keys", "api_key", []string{"id", "created_at", "description", "metadata", "owner_id"}},
	{"/ssh_credentials", "ssh_credential", []string{"id", "created_at", "description", "metadata", "owner_id", "acl"}},
	{"/credentials", "credential", []string{"id", "created_at", "description", "metadata", "owner_id", "acl"}},
	{"/service_users", "service_user", []string{"id", "created_at"}},
	{"/ssh_certificate_authorities", "ssh_certificate_authority", []string{"id", "created_at", "description", "metadata"}},
	{"/vaults", "vault", []string{"id", "created_at", "description", "metadata", "name"}},
	{"/vault_secrets", "secret", []string{"id", "created_at", "description", "metadata", "name"}},
	{"/vaults/{vault}/secrets", "secret", []string{"id", "created_at", "description", "metadata", "name"}},
}

// filterStatus lists path on srv with filter and returns what it answered.
func filterStatus(t *testing.T, srv *ingresstest.Server, path, filter string) rawResult {
	t.Helper()
	return send(t, srv, rawCall{method: http.MethodGet, path: path + "?filter=" + url.QueryEscape(filter)})
}

// TestFilterDocumentedFields holds each list that the filtering reference
// names to its table: each field it names is accepted, and uri, a member
// of every one of these resources that the table names for none, is
// refused with the page's message, which names the fields allowed.
func TestFilterDocumentedFields(t *testing.T) {
	srv, _ := newServer(t)
	res := send(t, srv, rawCall{method: http.MethodPost, path: "/vaults", body: `{"name":"filtered"}`})
	require.Equal(t, http.StatusCreated, res.status, "%s", res.body)
	var vault struct{ ID string }
	require.NoError(t, json.Unmarshal(res.body, &vault))
	for _, list := range documentedFields {
		path := strings.ReplaceAll(list.path, "{vault}", vault.ID)
		t.Run(list.path, func(t *testing.T) {
			allowed := make([]string, len(list.fields))
			for i, f := range list.fields {
				allowed[i] = list.kind + "." + f
				res := filterStatus(t, srv, path, "obj."+f+" != null")
				assert.Equal(t, http.StatusOK, res.status, "obj.%s: %s", f, res.body)
			}
			last := len(allowed) - 1
			must := strings.Join(allowed[:last], ", ") + ", or " + allowed[last]
			if len(allowed) == 2 {
				must = allowed[0] + " or " + allowed[1]
			}
			doc := requireError(t, filterStatus(t, srv, path, `obj.uri != null`), http.StatusBadRequest, ingresstest.CodeInvalidFilter)
			assert.Equal(t, "Invalid CEL query: unsupported field: "+list.kind+".uri (must be "+must+").", doc.Msg)
		})
	}
}

// TestFilterUndocumentedListsTakeAnyMember checks that a list that the
// filtering reference does not name still takes any member of its
// resource.
func TestFilterUndocumentedListsTakeAnyMember(t *testing.T) {
	srv, _ := newServer(t)
	for path, member := range map[string]string{"/edges/https": "hostports", "/backends/static": "address", "/bot_users": "name", "/tunnels": "public_url", "/app/users": "email"} {
		res := filterStatus(t, srv, path, "obj."+member+" != null")
		assert.Equal(t, http.StatusOK, res.status, "%s: %s", path, res.body)
	}
}

// TestFilterReferenceByID checks that a reference that the filtering
// reference names is filtered on by its id: the reference itself is
// refused with a message that names its id.
func TestFilterReferenceByID(t *testing.T) {
	srv, _ := newServer(t)
	requireFilterRefused(t, srv, "/ip_policy_rules", `obj.ip_policy == "ipp_1"`, "unsupported field: ip_policy_rule.ip_policy (must be ")
	requireFilterRefused(t, srv, "/ip_policy_rules", `obj.ip_policy == "ipp_1"`, "obj.ip_policy is a reference: compare obj.ip_policy.id")
	requireFilterRefused(t, srv, "/tunnel_sessions", `obj.credential != null`, "compare obj.credential.id")
	requireFilterRefused(t, srv, "/endpoints", `obj.principal.uri != null`, "unsupported field: endpoint.principal.uri")
	requireFilterRefused(t, srv, "/endpoints", `"public" in obj.binding`, "unsupported field: endpoint.binding (must be ")
}
