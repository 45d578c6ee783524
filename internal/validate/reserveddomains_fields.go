package validate

// The error codes of the rules of a reserved domain's other fields that
// the API's public error reference gives (errors/err_ngrok_<code>).
const (
	// CodeDomainDescriptionLength: a description over
	// MaxDescriptionBytes characters.
	CodeDomainDescriptionLength = "ERR_NGROK_420"
	// CodeDomainMetadataLength: metadata over MaxMetadataBytes
	// characters.
	CodeDomainMetadataLength = "ERR_NGROK_421"
	// CodeDomainUpdateEmpty: an update that supplies no value.
	CodeDomainUpdateEmpty = "ERR_NGROK_422"
	// CodeDomainCertificateSources: both an uploaded certificate and a
	// certificate management policy.
	CodeDomainCertificateSources = "ERR_NGROK_434"
	// CodePolicyAuthority: a certificate management policy whose
	// authority is not the supported one.
	CodePolicyAuthority = "ERR_NGROK_435"
	// CodePolicyOnServiceDomain: a certificate management policy for one
	// of the service's own domains.
	CodePolicyOnServiceDomain = "ERR_NGROK_439"
)

// DomainCommon checks the description and metadata of a reserved domain:
// valid UTF-8 and, as errors/err_ngrok_420 and err_ngrok_421 count them,
// at most MaxDescriptionBytes and MaxMetadataBytes characters; the
// message gives the limit and the length, as the pages' do.
func DomainCommon(description, metadata *string) error {
	return First(
		MaxCharsCoded(CodeDomainDescriptionLength, "description", description, MaxDescriptionBytes,
			"a description is limited to %d characters; you have entered %d characters"),
		MaxCharsCoded(CodeDomainMetadataLength, "metadata", metadata, MaxMetadataBytes,
			"metadata is limited to %d characters; you have entered %d characters"),
	)
}

// DomainUpdate checks that an update of a reserved domain supplies a
// value (errors/err_ngrok_422); supplied says whether any field is set.
func DomainUpdate(supplied bool) error {
	if !supplied {
		return FailCoded(CodeDomainUpdateEmpty, "description",
			"the reserved domain update failed because no values were provided: give at least one value")
	}
	return nil
}

// DomainPolicy checks that a reserved domain's certificate management
// policy is absent for the service's own domains, whose certificates the
// service manages (errors/err_ngrok_439); policy says whether one is
// given.
func DomainPolicy(field, domain string, policy bool) error {
	if policy && IsServiceDomain(domain) {
		return FailCoded(CodePolicyOnServiceDomain, field,
			"must be null for %s, a domain owned by the service", domain)
	}
	return nil
}
