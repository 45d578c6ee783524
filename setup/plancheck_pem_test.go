package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPlanRefusesABadPEM checks that the PEM rules of the SDK reach the
// plan: a private key source that holds a certificate, and a certificate
// authority that is not a CA, are refused at their fields before anything
// is written, not when the plan is applied.
func TestPlanRefusesABadPEM(t *testing.T) {
	assert.Equal(t, []string{
		`account.yaml:5: tls_certificates[0].private_key_pem: holds a certificate, not a private key; the certificate goes in certificate_pem`,
		`account.yaml:8: certificate_authorities[0].ca_pem: the certificate "app.example.com" is not a certificate authority: its x509 basic constraints do not mark it as a CA (RFC 5280, 4.2.1.9)`,
	}, planProblems(t, `
tls_certificates:
  - name: web
    certificate_pem: {env: SETUP_TEST_CERT_PEM}
    private_key_pem: {env: SETUP_TEST_CERT_PEM}
certificate_authorities:
  - name: clients
    ca_pem: {env: SETUP_TEST_CERT_PEM}
`))
}
