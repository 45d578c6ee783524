package ingress_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
)

// The SDK and ingresstest share their types, so a round trip through the
// fake cannot see a misspelt JSON name: both sides spell it the same way.
// These tests hold representative types against JSON written out by hand
// with the property names of the published description
// (reference/openapi.yaml): every name on the wire has its field, and the
// SDK writes no other.

// assertWire decodes wire into a T, refusing names T has no field for, and
// checks that T encodes back to the same JSON.
func assertWire[T any](t *testing.T, wire string) {
	t.Helper()
	var v T
	dec := json.NewDecoder(strings.NewReader(wire))
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(&v), "%T has a field for every name of the description", v)
	got, err := json.Marshal(v)
	require.NoError(t, err)
	assert.JSONEq(t, wire, string(got), "%T writes the description's names", v)
}

func TestWireNamesOfResponses(t *testing.T) {
	t.Run("APIKey", func(t *testing.T) {
		assertWire[apikeys.APIKey](t, `{
			"id": "ak_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"uri": "https://api.ngrok.com/api_keys/ak_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"description": "ci",
			"metadata": "{\"team\":\"infra\"}",
			"created_at": "2024-05-01T10:00:00Z",
			"token": "2a6YwX0tYHqgWk0Fz7b3eWkCcJr_7Hq2Zr9Lw4Xp1Kc8Vn3Bt",
			"owner_id": "usr_2a6YwX0tYHqgWk0Fz7b3eWkCcJs"
		}`)
	})
	t.Run("IPPolicy", func(t *testing.T) {
		assertWire[ippolicies.Policy](t, `{
			"id": "ipp_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"uri": "https://api.ngrok.com/ip_policies/ipp_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"created_at": "2024-05-01T10:00:00Z",
			"description": "office",
			"metadata": ""
		}`)
	})
	t.Run("IPPolicyRule", func(t *testing.T) {
		assertWire[ippolicies.Rule](t, `{
			"id": "ipr_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"uri": "https://api.ngrok.com/ip_policy_rules/ipr_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"created_at": "2024-05-01T10:00:00Z",
			"description": "office network",
			"metadata": "",
			"cidr": "192.0.2.0/24",
			"ip_policy": {"id": "ipp_2a6YwX0tYHqgWk0Fz7b3eWkCcJr", "uri": "https://api.ngrok.com/ip_policies/ipp_2a6YwX0tYHqgWk0Fz7b3eWkCcJr"},
			"action": "allow"
		}`)
	})
	t.Run("SSHCredential", func(t *testing.T) {
		assertWire[credentials.SSH](t, `{
			"id": "sshcr_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"uri": "https://api.ngrok.com/ssh_credentials/sshcr_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"created_at": "2024-05-01T10:00:00Z",
			"description": "laptop",
			"metadata": "",
			"public_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
			"acl": ["bind:example.com"],
			"owner_id": "usr_2a6YwX0tYHqgWk0Fz7b3eWkCcJs"
		}`)
	})
	t.Run("ReservedDomain", func(t *testing.T) {
		assertWire[reserveddomains.ReservedDomain](t, `{
			"id": "rd_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"uri": "https://api.ngrok.com/reserved_domains/rd_2a6YwX0tYHqgWk0Fz7b3eWkCcJr",
			"created_at": "2024-05-01T10:00:00Z",
			"description": "",
			"metadata": "",
			"domain": "app.example.com",
			"region": "us",
			"cname_target": "3bkx6u7n.cname.ngrok.app",
			"http_endpoint_configuration": null,
			"https_endpoint_configuration": null,
			"certificate": null,
			"certificate_management_policy": {"authority": "letsencrypt", "private_key_type": "ecdsa"},
			"certificate_management_status": {
				"renews_at": null,
				"provisioning_job": {
					"msg": "Managed certificate provisioning in progress.",
					"started_at": "2024-05-01T10:00:01Z",
					"retries_at": null
				}
			},
			"acme_challenge_cname_target": null,
			"resolves_to": [{"value": "global"}]
		}`)
	})
}

func TestWireNamesOfRequests(t *testing.T) {
	for _, tt := range []struct {
		name   string
		params any
		wire   string
	}{
		{"IPPolicyRuleCreate", &ippolicies.RuleCreateParams{
			IPPolicyID: "ipp_1", CIDR: "192.0.2.0/24", Action: ippolicies.ActionDeny,
			Description: new("d"), Metadata: new("m"),
		}, `{"ip_policy_id":"ipp_1","cidr":"192.0.2.0/24","action":"deny","description":"d","metadata":"m"}`},
		{"IPPolicyRuleUpdate", &ippolicies.RuleUpdateParams{CIDR: new("192.0.2.7/32"), Description: new("d"), Metadata: new("m")},
			`{"cidr":"192.0.2.7/32","description":"d","metadata":"m"}`},
		{"SSHCredentialCreate", &credentials.SSHCreateParams{
			PublicKey: "ssh-ed25519 AAAA", Description: new("d"), Metadata: new("m"), ACL: []string{}, OwnerID: new("usr_1"),
		}, `{"public_key":"ssh-ed25519 AAAA","description":"d","metadata":"m","acl":[],"owner_id":"usr_1"}`},
		{"APIKeyCreate", &apikeys.CreateParams{Description: new("d"), Metadata: new("m"), OwnerID: new("bot_1")},
			`{"description":"d","metadata":"m","owner_id":"bot_1"}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(tt.params)
			require.NoError(t, err)
			assert.JSONEq(t, tt.wire, string(got))
		})
	}
}
