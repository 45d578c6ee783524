package coverage_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	endpointsfamily "github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/k8soperators"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/serviceusers"
	"github.com/ingresskit/ingress/sessions"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/ingresskit/ingress/vaults"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/tunnels"
)

// familyClients returns the value that each family's NewClient returns.
func familyClients(c *ingress.Client) map[string]any {
	return map[string]any{
		"apikeys":         apikeys.NewClient(c),
		"credentials":     credentials.NewClient(c),
		"sshcerts":        sshcerts.NewClient(c),
		"reserveddomains": reserveddomains.NewClient(c),
		"certificates":    certificates.NewClient(c),
		"ippolicies":      ippolicies.NewClient(c),
		"agentingresses":  agentingresses.NewClient(c),
		"backends":        backends.NewClient(c),
		"edges":           edges.NewClient(c),
		"sessions":        sessions.NewClient(c),
		"events":          events.NewClient(c),
		"botusers":        botusers.NewClient(c),
		"serviceusers":    serviceusers.NewClient(c),
		"vaults":          vaults.NewClient(c),
		"reservedaddrs":   reservedaddrs.NewClient(c),
		"endpoints":       endpointsfamily.NewClient(c),
		"k8soperators":    k8soperators.NewClient(c),
		"aigateway":       aigateway.NewClient(c),

		"tunnels":        tunnels.NewClient(c),
		"applications":   applications.NewClient(c),
		"abusereports":   abusereports.NewClient(c),
		"iprestrictions": iprestrictions.NewClient(c),
	}
}

// TestRowsNameRealMethods checks that the SDK method each row names, and
// docs/ENDPOINTS.md shows, exists: its fields lead from the family's client
// to a value with that method.
func TestRowsNameRealMethods(t *testing.T) {
	srv, _, rows := newTable(t)
	clients := familyClients(srv.Client())
	for _, row := range rows {
		client, ok := clients[row.family]
		if !assert.True(t, ok, "row %s %s names an unknown family %q", row.method, row.path, row.family) {
			continue
		}
		assert.True(t, hasMethod(reflect.ValueOf(client), strings.Split(row.sdk, ".")),
			"%s.NewClient(c) has no %s, which row %s %s names", row.family, row.sdk, row.method, row.path)
	}
}

// hasMethod reports whether v has, through the fields path[:len(path)-1],
// the method path[len(path)-1].
func hasMethod(v reflect.Value, path []string) bool {
	for _, field := range path[:len(path)-1] {
		if v.Kind() == reflect.Pointer {
			v = v.Elem()
		}
		if v.Kind() != reflect.Struct {
			return false
		}
		if v = v.FieldByName(field); !v.IsValid() {
			return false
		}
	}
	return v.MethodByName(path[len(path)-1]).IsValid()
}
