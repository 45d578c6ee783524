package validate

// The error codes of the description and metadata of TLS certificates and
// certificate authorities that the API's public error reference gives
// (errors/err_ngrok_<code>); the pages count characters.
const (
	// CodeCertDescriptionLength: a TLS certificate's description over 255
	// characters.
	CodeCertDescriptionLength = "ERR_NGROK_1914"
	// CodeCertMetadataLength: a TLS certificate's metadata over 4096
	// characters.
	CodeCertMetadataLength = "ERR_NGROK_1915"
	// CodeAuthorityDescriptionLength: a certificate authority's description
	// over 255 characters.
	CodeAuthorityDescriptionLength = "ERR_NGROK_1916"
	// CodeAuthorityMetadataLength: a certificate authority's metadata over
	// 4096 characters.
	CodeAuthorityMetadataLength = "ERR_NGROK_1917"
)

// TLSCertificateFields checks the description and metadata of a TLS
// certificate.
func TLSCertificateFields(description, metadata *string) error {
	return certificateFields(CodeCertDescriptionLength, CodeCertMetadataLength, description, metadata)
}

// AuthorityFields checks the description and metadata of a certificate
// authority.
func AuthorityFields(description, metadata *string) error {
	return certificateFields(CodeAuthorityDescriptionLength, CodeAuthorityMetadataLength, description, metadata)
}

// certificateFields checks a description and metadata against the limits
// of the certificate families, failing with their codes.
func certificateFields(descriptionCode, metadataCode string, description, metadata *string) error {
	return First(
		MaxCharsCoded(descriptionCode, "description", description, MaxDescriptionBytes,
			"the description is limited to %d characters, but the provided value had %d characters"),
		MaxCharsCoded(metadataCode, "metadata", metadata, MaxMetadataBytes,
			"metadata is limited to %d characters, but the provided value had %d characters"),
	)
}
