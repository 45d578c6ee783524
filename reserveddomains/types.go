package reserveddomains

import (
	"time"

	"github.com/ingresskit/ingress/internal/validate"
)

// Region is the deprecated region of a reserved domain: traffic is handled
// globally, and a domain reads back with region "" unless one was given.
type Region string

// The regions a reserved domain may name.
const (
	RegionAU Region = "au"
	RegionEU Region = "eu"
	RegionAP Region = "ap"
	RegionUS Region = "us"
	RegionJP Region = "jp"
	RegionIN Region = "in"
	RegionSA Region = "sa"
)

// Regions returns the regions a reserved domain may name.
func Regions() []Region {
	return []Region{RegionAU, RegionEU, RegionAP, RegionUS, RegionJP, RegionIN, RegionSA}
}

// Authority is the certificate authority that automatic certificate
// management requests certificates from.
type Authority string

// AuthorityLetsEncrypt is Let's Encrypt, the only supported authority and
// the default.
const AuthorityLetsEncrypt Authority = "letsencrypt"

// PrivateKeyType is the type of private key that automatic certificate
// management requests certificates for.
type PrivateKeyType string

// The private key types of managed certificates; ecdsa is the default
// (the API reference: "Defaults to ecdsa").
const (
	PrivateKeyTypeRSA   PrivateKeyType = "rsa"
	PrivateKeyTypeECDSA PrivateKeyType = "ecdsa"
)

// CertificateManagementPolicy configures the automatic management of a
// domain's TLS certificates. In a request, empty fields take their
// defaults (letsencrypt, ecdsa); responses show the values in effect.
type CertificateManagementPolicy struct {
	// Authority is the certificate authority to request certificates
	// from: only AuthorityLetsEncrypt.
	Authority Authority `json:"authority,omitempty"`
	// PrivateKeyType is the type of private key to request certificates
	// for: PrivateKeyTypeECDSA (the default) or PrivateKeyTypeRSA.
	PrivateKeyType PrivateKeyType `json:"private_key_type,omitempty"`
}

// Validate checks the policy's documented rules: authority letsencrypt and
// private key type rsa or ecdsa, when given. A nil policy is valid.
func (p *CertificateManagementPolicy) Validate() error {
	if p == nil {
		return nil
	}
	return validate.CertificatePolicy("certificate_management_policy", p.Authority, AuthorityLetsEncrypt, p.PrivateKeyType, PrivateKeyTypeRSA, PrivateKeyTypeECDSA)
}

// ProvisioningErrorCode says why certificate provisioning is failing.
type ProvisioningErrorCode string

// The provisioning error codes.
const (
	// ProvisioningErrorInternal is a temporary failure: the job is retried
	// at its RetriesAt.
	ProvisioningErrorInternal ProvisioningErrorCode = "INTERNAL_ERROR"
	// ProvisioningErrorDNS is a permanent failure that the user must
	// correct, usually a missing or wrong DNS record.
	ProvisioningErrorDNS ProvisioningErrorCode = "DNS_ERROR"
)

// CertificateManagementStatus is the state of a domain's automatic
// certificate management.
type CertificateManagementStatus struct {
	// RenewsAt is when the next renewal will be requested; nil until a
	// certificate has been issued.
	RenewsAt *time.Time `json:"renews_at"`
	// ProvisioningJob is the running provisioning job, or nil when no
	// certificate is being provisioned or renewed.
	ProvisioningJob *ProvisioningJob `json:"provisioning_job"`
}

// ProvisioningJob is a certificate provisioning job.
type ProvisioningJob struct {
	// ErrorCode says why provisioning is failing; "" while it is not.
	ErrorCode ProvisioningErrorCode `json:"error_code,omitempty"`
	// Msg describes the current status or error.
	Msg string `json:"msg"`
	// StartedAt is when the job started.
	StartedAt time.Time `json:"started_at"`
	// RetriesAt is when a failing job is retried, or nil.
	RetriesAt *time.Time `json:"retries_at"`
}
