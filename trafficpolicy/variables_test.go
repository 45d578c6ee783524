package trafficpolicy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// requestRule returns a policy of one on_http_request rule with exprs.
func requestRule(exprs ...string) trafficpolicy.Policy {
	return trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Expressions: exprs}}}
}

// The examples of the variables reference: conn, conn.geo, conn.tls,
// endpoint and time.
func TestValidateAcceptsDocumentedVariables(t *testing.T) {
	for _, expr := range []string{
		"conn.bytes_in > 1000",
		"conn.server_port == 80",
		"double(conn.geo.latitude) >= 45.0",
		"conn.geo.radius <= '5'",
		"conn.geo.subdivision == 'California'",
		"conn.tls.cipher_suite == 'TLS_AES_128_GCM_SHA256'",
		"conn.tls.ja4_fingerprint == 't13d1717h2_5b57614c22b0_f0fc7018f8e8'",
		"conn.tls.negotiated_alpn == 'h2'",
		"conn.tls.session_resumed == false",
		"conn.tls.version == '1.3'",
		"size(conn.tls.client.extensions) > 0",
		"conn.tls.client.subject.common_name == 'www.example.com'",
		"conn.tls.server.validity.not_after > timestamp('2023-01-01T00:00:00Z')",
		"endpoint.addr == 'my-subdomain.ngrok.app:443'",
		"endpoint.protocol == 'https'",
		"endpoint.port == 443",
		"endpoint.url == 'https://my-subdomain.ngrok.app'",
		"time.now > '2024-01-01T00:00:00Z'",
		"timestamp(time.now) > conn.ts.start",
	} {
		p := requestRule(expr)
		assert.NoError(t, p.Validate(), expr)
	}
}

// Variables the reference does not have, or has with another type.
func TestValidateRefusesUndocumentedVariables(t *testing.T) {
	for expr, want := range map[string]error{
		"endpoint.scheme == 'https'":       trafficpolicy.ErrUnknownVariable,
		"endpoint.binding == 'public'":     trafficpolicy.ErrUnknownVariable,
		"conn.geo.postal_code == '94107'":  trafficpolicy.ErrUnknownVariable,
		"conn.tls.sni_name == 'a'":         trafficpolicy.ErrUnknownVariable,
		"time.now > conn.ts.start":         trafficpolicy.ErrExpression,
		"conn.tls.session_resumed == 'no'": trafficpolicy.ErrExpression,
	} {
		p := requestRule(expr)
		assert.ErrorIs(t, p.Validate(), want, expr)
	}
}
