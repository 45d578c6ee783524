package validate

// The error codes of the rules of uploaded certificates, certificate
// authorities and private keys that the API's public error reference
// gives (errors/err_ngrok_<code>), the values of ingresstest's constants
// of the same names.
const (
	// CodeInvalidCertificate: a CERTIFICATE block that does not parse as
	// an X.509 certificate (errors/err_ngrok_1900).
	CodeInvalidCertificate = "ERR_NGROK_1900"
	// CodeNoPrivateKey: a TLS certificate upload whose private_key_pem
	// holds no PEM block (errors/err_ngrok_1901).
	CodeNoPrivateKey = "ERR_NGROK_1901"
	// CodeEncryptedPrivateKey: an encrypted private key
	// (errors/err_ngrok_1902).
	CodeEncryptedPrivateKey = "ERR_NGROK_1902"
	// CodeInvalidPrivateKey: a private key that does not parse, of a type
	// other than rsa, ecdsa or ed25519, or given with other PEM blocks
	// (errors/err_ngrok_1903).
	CodeInvalidPrivateKey = "ERR_NGROK_1903"
	// CodePEMHeaders: a PEM block with headers (errors/err_ngrok_1910).
	CodePEMHeaders = "ERR_NGROK_1910"
	// CodeNotCertificateBlock: a PEM block of a type other than
	// CERTIFICATE where certificates are expected, and not a private key
	// (errors/err_ngrok_1911).
	CodeNotCertificateBlock = "ERR_NGROK_1911"
	// CodeAuthorityCount: a certificate authority upload that holds more
	// than one certificate (errors/err_ngrok_1912).
	CodeAuthorityCount = "ERR_NGROK_1912"
	// CodeNotCA: an uploaded certificate authority whose basic
	// constraints do not mark it as a CA (errors/err_ngrok_1913).
	CodeNotCA = "ERR_NGROK_1913"
	// CodeNoAuthorityPEM: a certificate authority upload whose ca_pem is
	// empty (errors/err_ngrok_1919).
	CodeNoAuthorityPEM = "ERR_NGROK_1919"
	// CodeNotPEM: certificate data that holds no PEM block, or text
	// after its blocks that is not one (errors/err_ngrok_1920).
	CodeNotPEM = "ERR_NGROK_1920"
	// CodeNoCertificate: a TLS certificate upload whose certificate_pem
	// is empty (errors/err_ngrok_1922).
	CodeNoCertificate = "ERR_NGROK_1922"
	// CodeKeyMismatch: a private key that is not the leaf certificate's
	// (errors/err_ngrok_1923).
	CodeKeyMismatch = "ERR_NGROK_1923"
	// CodeKeyIsCertificate: a private_key_pem that holds a certificate
	// (errors/err_ngrok_1924).
	CodeKeyIsCertificate = "ERR_NGROK_1924"
	// CodeCertificateIsKey: certificate data that holds a private key
	// (errors/err_ngrok_1925).
	CodeCertificateIsKey = "ERR_NGROK_1925"
	// CodeChainOrder: a chain in which a certificate is not signed by the
	// next (errors/err_ngrok_1926).
	CodeChainOrder = "ERR_NGROK_1926"
)
