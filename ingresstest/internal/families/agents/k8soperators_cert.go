package agents

import (
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net/http"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/k8soperators"
)

// OperatorCertValidity is how long a certificate issued to a Kubernetes
// operator is valid. The API documents no term.
const OperatorCertValidity = 365 * 24 * time.Hour

// SignOperatorCSR issues a client certificate, valid from now, for the
// PEM-encoded certificate signing request csr, signed by the authority of
// managed certificates. A csr that is not a signed request answers 400
// with api.CodeInvalidCSR. The creates and updates of operators' bindings
// sign with it; the caller holds e's lock.
func SignOperatorCSR(e *api.Engine, csr string, now time.Time) (*k8soperators.Cert, error) {
	block, _ := pem.Decode([]byte(csr))
	if block == nil || (block.Type != "CERTIFICATE REQUEST" && block.Type != "NEW CERTIFICATE REQUEST") {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeInvalidCSR, "binding.csr: the certificate signing request failed: not a PEM-encoded CERTIFICATE REQUEST")
	}
	req, err := x509.ParseCertificateRequest(block.Bytes)
	if err == nil {
		err = req.CheckSignature()
	}
	if err != nil {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeInvalidCSR, "binding.csr: the certificate signing request failed: %v", err)
	}
	issuerKey, issuerCert, err := e.Records.Provisioning.Keys.Issuer(now)
	if err != nil {
		return nil, err
	}
	template := &x509.Certificate{
		SerialNumber: store.SerialNumber(),
		Subject:      req.Subject,
		DNSNames:     req.DNSNames,
		NotBefore:    now,
		NotAfter:     now.Add(OperatorCertValidity),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, template, issuerCert, req.PublicKey, issuerKey)
	if err != nil {
		return nil, fmt.Errorf("issuing an operator certificate: %w", err)
	}
	pemCert := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	return &k8soperators.Cert{Cert: string(pemCert), NotBefore: template.NotBefore, NotAfter: template.NotAfter}, nil
}
