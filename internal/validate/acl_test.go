package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestParseACLRuleAccepts(t *testing.T) {
	tests := []struct {
		rule string
		want validate.ACLRule
	}{
		{"*", validate.ACLRule{Kind: validate.ACLAll}},
		{"bind:example.ngrok.io", validate.ACLRule{Kind: validate.ACLDomain, Host: "example.ngrok.io"}},
		{"bind:*.example.com", validate.ACLRule{Kind: validate.ACLDomain, Host: "*.example.com"}},
		{"bind:localhost", validate.ACLRule{Kind: validate.ACLDomain, Host: "localhost"}},
		{"bind:Xn--80ak6aa92e.com", validate.ACLRule{Kind: validate.ACLDomain, Host: "Xn--80ak6aa92e.com"}},
		{"bind:1.tcp.ngrok.io:20002", validate.ACLRule{Kind: validate.ACLHostPort, Host: "1.tcp.ngrok.io", Port: 20002}},
		{"bind:10.0.0.1:1", validate.ACLRule{Kind: validate.ACLHostPort, Host: "10.0.0.1", Port: 1}},
		{"bind:h:65535", validate.ACLRule{Kind: validate.ACLHostPort, Host: "h", Port: 65535}},
		{"bind:env=prod", validate.ACLRule{Kind: validate.ACLLabel, Key: "env", Value: "prod"}},
		{"bind:*=example", validate.ACLRule{Kind: validate.ACLLabel, Key: "*", Value: "example"}},
		{"bind:team=*", validate.ACLRule{Kind: validate.ACLLabel, Key: "team", Value: "*"}},
		{"bind:*=*", validate.ACLRule{Kind: validate.ACLLabel, Key: "*", Value: "*"}},
		{"bind:app.k8s.io/name=web:v2", validate.ACLRule{Kind: validate.ACLLabel, Key: "app.k8s.io/name", Value: "web:v2"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			got, err := validate.ParseACLRule(tt.rule)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.rule, got.String())
		})
	}
}

func TestParseACLRuleRefuses(t *testing.T) {
	tests := map[string]string{
		"":                             `start with "bind:"`,
		"**":                           `start with "bind:"`,
		"connect:example.com":          `start with "bind:"`,
		"BIND:example.com":             `start with "bind:"`,
		" bind:example.com":            `start with "bind:"`,
		"bind:":                        "nothing to bind",
		"bind:*":                       `the rule "*" permits everything`,
		"bind:*.":                      "empty domain",
		"bind:a.*.com":                 "'*' in the domain",
		"bind:example..com":            "domain label of 0 bytes",
		"bind:example.com.":            "domain label of 0 bytes",
		"bind:-a.com":                  "starts or ends with a hyphen",
		"bind:a-.com":                  "starts or ends with a hyphen",
		"bind:exa mple.com":            "' ' in the domain",
		"bind:ex_ample.com":            "'_' in the domain",
		"bind:" + aclLong(64) + ".com": "domain label of 64 bytes",
		"bind:" + aclLongHost():        "longer than 253 bytes",
		"bind:example.com:":            `port ""`,
		"bind:example.com:0":           `port "0"`,
		"bind:example.com:080":         `port "080"`,
		"bind:example.com:+80":         `port "+80"`,
		"bind:example.com:65536":       `port "65536"`,
		"bind:example.com:123456":      `port "123456"`,
		"bind:example.com:8o":          `port "8o"`,
		"bind:a:b:80":                  `port "b:80"`,
		"bind::80":                     "empty domain",
		"bind:*.example.com:80":        "'*' in the domain",
		"bind:=x":                      "empty label key",
		"bind:x=":                      "empty label value",
		"bind:a=b=c":                   `'=' in the label value`,
		"bind:a b=c":                   `' ' in the label key`,
		"bind:a:1=c":                   `':' in the label key`,
		"bind:k=v\n":                   `'\n' in the label value`,
		"bind:k*=v":                    `'*' in the label key`,
	}
	for rule, want := range tests {
		t.Run(rule, func(t *testing.T) {
			_, err := validate.ParseACLRule(rule)
			require.Error(t, err)
			assert.Contains(t, err.Error(), want)
		})
	}
}

func TestACLNamesTheRule(t *testing.T) {
	require.NoError(t, validate.ACL(nil))
	require.NoError(t, validate.ACL([]string{}))
	require.NoError(t, validate.ACL([]string{"*", "bind:a.com", "bind:b.com:80", "bind:x=y"}))

	testkit.RequireValidationContains(t, validate.ACL([]string{"bind:a.com", "bind:bad host"}), "acl[1]", `"bind:bad host"`)
}

func aclLong(n int) string { return strings.Repeat("a", n) }

// aclLongHost is a well-formed name of 255 bytes: too long as a whole.
func aclLongHost() string { return strings.Repeat(aclLong(63)+".", 4)[:255] }

// FuzzACLRule checks that every rule the parser accepts prints back as
// itself and parses to the same rule, and that ACL agrees with the parser.
func FuzzACLRule(f *testing.F) {
	for _, seed := range []string{
		"*", "bind:example.ngrok.io", "bind:*.example.com", "bind:1.tcp.ngrok.io:20002",
		"bind:*=example", "bind:env=*", "bind:k=v:1", "bind:", "bind:a..b", "bind:a:080",
		"bind:a=b=c", "bind:*.*.x", "bind:x:65536", "grant:x", "bind:" + aclLong(64),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rule, err := validate.ParseACLRule(s)
		aclErr := validate.ACL([]string{s})
		if err != nil {
			require.Error(t, aclErr)
			assert.True(t, ingress.IsValidation(aclErr))
			return
		}
		require.NoError(t, aclErr)
		require.Equal(t, s, rule.String())
		again, err := validate.ParseACLRule(rule.String())
		require.NoError(t, err)
		require.Equal(t, rule, again)
	})
}
