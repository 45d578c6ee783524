package certificates_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"log"
	"math/big"
	"time"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
)

// selfSigned returns a self-signed certificate for name and its private
// key, PEM-encoded; ca makes it a certificate authority.
func selfSigned(name string, ca bool) (certPEM, keyPEM string) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		log.Fatal(err)
	}
	template := &x509.Certificate{
		SerialNumber: big.NewInt(42),
		Subject:      pkix.Name{CommonName: name, Organization: []string{"Example Org"}},
		DNSNames:     []string{name},
		NotBefore:    time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		NotAfter:     time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	if ca {
		template.DNSNames, template.ExtKeyUsage = nil, nil
		template.KeyUsage |= x509.KeyUsageCertSign
		template.BasicConstraintsValid, template.IsCA = true, true
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	if err != nil {
		log.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		log.Fatal(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	certs := certificates.NewClient(srv.Client())

	certPEM, keyPEM := selfSigned("app.example.com", false)
	cert, err := certs.TLS.Create(ctx, &certificates.TLSCertificateCreateParams{
		CertificatePEM: certPEM,
		PrivateKeyPEM:  keyPEM,
		Description:    new("app"),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(cert.SubjectCommonName, cert.SubjectOrganization, cert.PrivateKeyType, cert.SerialNumber)
	fmt.Println(cert.SubjectAlternativeNames.DNSNames, cert.KeyUsages, cert.ExtendedKeyUsages)
	fmt.Println(cert.NotAfter.Format(time.DateOnly), cert.IssuedAt == nil)
	// Output:
	// app.example.com Example Org ecdsa 2a
	// [app.example.com] [digital_signature] [server_auth]
	// 2027-01-01 true
}

func ExampleAuthorityClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	certs := certificates.NewClient(srv.Client())

	caPEM, _ := selfSigned("Example Client CA", true)
	ca, err := certs.Authorities.Create(ctx, &certificates.AuthorityCreateParams{CAPEM: caPEM, Description: new("device clients")})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ca.SubjectCommonName, ca.KeyUsages, ca.Description)

	// A certificate that is not a CA is refused.
	leafPEM, _ := selfSigned("app.example.com", false)
	_, err = certs.Authorities.Create(ctx, &certificates.AuthorityCreateParams{CAPEM: leafPEM})
	fmt.Println(err != nil)
	// Output:
	// Example Client CA [digital_signature cert_sign] device clients
	// true
}
