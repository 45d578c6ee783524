package ingresstest_test

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"
)

// certsProvocations provoke the codes of TLS certificates, certificate
// authorities, SSH certificate authorities and SSH certificates.
var certsProvocations = map[string]provocation{
	"ERR_NGROK_1900": func(t *testing.T) rawResult {
		return postTLSCertificate(t, pemOf("CERTIFICATE", []byte("junk")), newPKI(t).leafKey)
	},
	"ERR_NGROK_1901": func(t *testing.T) rawResult {
		return postTLSCertificate(t, newPKI(t).leafCert, "")
	},
	"ERR_NGROK_1902": func(t *testing.T) rawResult {
		return postTLSCertificate(t, newPKI(t).leafCert, pemOf("ENCRYPTED PRIVATE KEY", []byte{1}))
	},
	"ERR_NGROK_1903": func(t *testing.T) rawResult {
		return postTLSCertificate(t, newPKI(t).leafCert, pemOf("PRIVATE KEY", []byte("junk")))
	},
	"ERR_NGROK_1910": func(t *testing.T) rawResult {
		p := newPKI(t)
		block, _ := pem.Decode([]byte(p.leafCert))
		block.Headers = map[string]string{"Comment": "uploaded"}
		return postTLSCertificate(t, string(pem.EncodeToMemory(block)), p.leafKey)
	},
	"ERR_NGROK_1911": func(t *testing.T) rawResult {
		return postAuthority(t, pemOf("PUBLIC KEY", []byte{1}))
	},
	"ERR_NGROK_1912": func(t *testing.T) rawResult {
		p := newPKI(t)
		return postAuthority(t, p.caCert+p.caCert)
	},
	"ERR_NGROK_1913": func(t *testing.T) rawResult {
		return postAuthority(t, newPKI(t).leafCert)
	},
	"ERR_NGROK_1919": func(t *testing.T) rawResult {
		return postAuthority(t, "")
	},
	"ERR_NGROK_1920": func(t *testing.T) rawResult {
		return postAuthority(t, "not a certificate")
	},
	"ERR_NGROK_1922": func(t *testing.T) rawResult {
		return postTLSCertificate(t, "", newPKI(t).leafKey)
	},
	"ERR_NGROK_1923": func(t *testing.T) rawResult {
		p := newPKI(t)
		return postTLSCertificate(t, p.leafCert, p.caKey)
	},
	"ERR_NGROK_1924": func(t *testing.T) rawResult {
		p := newPKI(t)
		return postTLSCertificate(t, p.leafCert, p.leafCert)
	},
	"ERR_NGROK_1925": func(t *testing.T) rawResult {
		p := newPKI(t)
		return postTLSCertificate(t, p.leafKey, p.leafKey)
	},
	"ERR_NGROK_1926": func(t *testing.T) rawResult {
		p := newPKI(t)
		return postTLSCertificate(t, p.caCert+p.leafCert, p.leafKey)
	},
	"ERR_NGROK_1914": func(t *testing.T) rawResult {
		return postNew(t, "/tls_certificates", jsonOf(t, map[string]string{"description": strings.Repeat("é", 256)}))
	},
	"ERR_NGROK_1915": func(t *testing.T) rawResult {
		return postNew(t, "/tls_certificates", jsonOf(t, map[string]string{"metadata": longText(4097)}))
	},
	"ERR_NGROK_1916": func(t *testing.T) rawResult {
		return postNew(t, "/certificate_authorities", jsonOf(t, map[string]string{"description": longText(256)}))
	},
	"ERR_NGROK_1917": func(t *testing.T) rawResult {
		return postNew(t, "/certificate_authorities", jsonOf(t, map[string]string{"metadata": longText(4097)}))
	},
	"ERR_NGROK_1964": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		ca := createRaw(t, srv, "/ssh_certificate_authorities", `{"private_key_type":"ed25519"}`)
		createRaw(t, srv, "/ssh_host_certificates", jsonOf(t, map[string]string{"ssh_certificate_authority_id": ca, "public_key": sshPublicKey(t)}))
		return deleteRaw(t, srv, "/ssh_certificate_authorities/"+ca)
	},
	"ERR_NGROK_1966": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		domain := createRaw(t, srv, "/reserved_domains", `{"domain":"app.example.com","certificate_management_policy":{"private_key_type":"ecdsa"}}`)
		require.NoError(t, srv.CompleteProvisioning(domain))
		res := send(t, srv, rawCall{method: http.MethodGet, path: "/reserved_domains/" + domain})
		var got struct {
			Certificate struct {
				ID string `json:"id"`
			} `json:"certificate"`
		}
		require.NoError(t, json.Unmarshal(res.body, &got), "body: %s", res.body)
		require.NotEmpty(t, got.Certificate.ID, "body: %s", res.body)
		return deleteRaw(t, srv, "/tls_certificates/"+got.Certificate.ID)
	},
}

// sshPublicKey returns a new Ed25519 public key in the authorized_keys
// format.
func sshPublicKey(t *testing.T) string {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	return string(ssh.MarshalAuthorizedKey(key))
}

// postTLSCertificate uploads a TLS certificate by a raw POST on a server
// of its own.
func postTLSCertificate(t *testing.T, certPEM, keyPEM string) rawResult {
	t.Helper()
	return postNew(t, "/tls_certificates", jsonOf(t, map[string]string{"certificate_pem": certPEM, "private_key_pem": keyPEM}))
}

// postAuthority uploads a certificate authority by a raw POST on a server
// of its own.
func postAuthority(t *testing.T, caPEM string) rawResult {
	t.Helper()
	return postNew(t, "/certificate_authorities", jsonOf(t, map[string]string{"ca_pem": caPEM}))
}

// testPKI is a CA and a leaf it signed, each with its key, in PEM.
type testPKI struct {
	caCert, caKey, leafCert, leafKey string
}

// newPKI makes a CA and a leaf certificate for app.example.com that it
// signed.
func newPKI(t *testing.T) testPKI {
	t.Helper()
	caKey, caDER := newCertificate(t, &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}, nil, nil)
	ca, err := x509.ParseCertificate(caDER)
	require.NoError(t, err)
	leafKey, leafDER := newCertificate(t, &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "app.example.com"},
		DNSNames:  []string{"app.example.com"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
	}, ca, caKey)
	return testPKI{
		caCert: pemOf("CERTIFICATE", caDER), caKey: keyPEMOf(t, caKey),
		leafCert: pemOf("CERTIFICATE", leafDER), leafKey: keyPEMOf(t, leafKey),
	}
}

// newCertificate makes a key and a certificate of template for it,
// signed by parent with parentKey, or self-signed where parent is nil.
func newCertificate(t *testing.T, template, parent *x509.Certificate, parentKey *ecdsa.PrivateKey) (*ecdsa.PrivateKey, []byte) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	if parent == nil {
		parent, parentKey = template, key
	}
	der, err := x509.CreateCertificate(rand.Reader, template, parent, key.Public(), parentKey)
	require.NoError(t, err)
	return key, der
}

// keyPEMOf encodes key as a PKCS #8 PEM block.
func keyPEMOf(t *testing.T, key *ecdsa.PrivateKey) string {
	t.Helper()
	der, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	return pemOf("PRIVATE KEY", der)
}

// pemOf encodes one PEM block of typ holding der.
func pemOf(typ string, der []byte) string {
	return string(pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}))
}
