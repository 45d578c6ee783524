package certificates

// KeyUsage is an action that a certificate's key may be used for, from
// the certificate's key usage extension.
type KeyUsage string

// The key usages, named after the bits of the extension (RFC 5280).
const (
	KeyUsageDigitalSignature  KeyUsage = "digital_signature"
	KeyUsageContentCommitment KeyUsage = "content_commitment"
	KeyUsageKeyEncipherment   KeyUsage = "key_encipherment"
	KeyUsageDataEncipherment  KeyUsage = "data_encipherment"
	KeyUsageKeyAgreement      KeyUsage = "key_agreement"
	KeyUsageCertSign          KeyUsage = "cert_sign"
	KeyUsageCRLSign           KeyUsage = "crl_sign"
	KeyUsageEncipherOnly      KeyUsage = "encipher_only"
	KeyUsageDecipherOnly      KeyUsage = "decipher_only"
)

// ExtKeyUsage is a purpose that a certificate's key may be used for, from
// the certificate's extended key usage extension. A purpose without a name
// below reads as its object identifier in dotted form.
type ExtKeyUsage string

// The extended key usages.
const (
	ExtKeyUsageAny                            ExtKeyUsage = "any"
	ExtKeyUsageServerAuth                     ExtKeyUsage = "server_auth"
	ExtKeyUsageClientAuth                     ExtKeyUsage = "client_auth"
	ExtKeyUsageCodeSigning                    ExtKeyUsage = "code_signing"
	ExtKeyUsageEmailProtection                ExtKeyUsage = "email_protection"
	ExtKeyUsageIPSECEndSystem                 ExtKeyUsage = "ipsec_end_system"
	ExtKeyUsageIPSECTunnel                    ExtKeyUsage = "ipsec_tunnel"
	ExtKeyUsageIPSECUser                      ExtKeyUsage = "ipsec_user"
	ExtKeyUsageTimeStamping                   ExtKeyUsage = "time_stamping"
	ExtKeyUsageOCSPSigning                    ExtKeyUsage = "ocsp_signing"
	ExtKeyUsageMicrosoftServerGatedCrypto     ExtKeyUsage = "microsoft_server_gated_crypto"
	ExtKeyUsageNetscapeServerGatedCrypto      ExtKeyUsage = "netscape_server_gated_crypto"
	ExtKeyUsageMicrosoftCommercialCodeSigning ExtKeyUsage = "microsoft_commercial_code_signing"
	ExtKeyUsageMicrosoftKernelCodeSigning     ExtKeyUsage = "microsoft_kernel_code_signing"
)

// PrivateKeyType is the type of a TLS certificate's private key.
type PrivateKeyType string

// The private key types.
const (
	PrivateKeyTypeRSA     PrivateKeyType = "rsa"
	PrivateKeyTypeECDSA   PrivateKeyType = "ecdsa"
	PrivateKeyTypeEd25519 PrivateKeyType = "ed25519"
)
