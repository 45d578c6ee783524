package validate

import (
	"slices"
	"strings"
)

// DomainName checks that v is a DNS hostname: two labels or more, each of
// 1 to 63 letters, digits and hyphens that neither starts nor ends with a
// hyphen, 253 characters in all, the last label not all digits (so that
// an IP address is refused). When wildcard is true the first label may be
// "*", as in "*.example.com".
func DomainName(field, v string, wildcard bool) error {
	if v == "" {
		return Fail(field, "is required")
	}
	if len(v) > MaxDomainChars {
		return Fail(field, "must be at most %d characters, got %d", MaxDomainChars, len(v))
	}
	name, isWildcard := strings.CutPrefix(v, "*.")
	if isWildcard && !wildcard {
		return Fail(field, "%q: wildcard domains are not allowed here", v)
	}
	if err := hostname(name); err != nil {
		return Fail(field, "%q %v", v, err)
	}
	lastDot := strings.LastIndexByte(name, '.')
	switch {
	case lastDot < 0 && isWildcard:
		return Fail(field, "%q: a wildcard must cover a domain of two labels or more", v)
	case lastDot < 0:
		return Fail(field, "%q is not a fully qualified domain name", v)
	case strings.Trim(name[lastDot+1:], "0123456789") == "":
		return Fail(field, "%q is not a domain name: its last label is a number", v)
	}
	return nil
}

// ServiceDomains returns the service's own domains: a reserved subdomain
// of one of them needs no DNS record of the caller's (its cname_target is
// null), and none of them may itself be reserved or delegated.
func ServiceDomains() []string {
	return []string{"ngrok.app", "ngrok.dev", "ngrok.io", "ngrok.pizza", "ngrok-free.app", "ngrok-free.dev", "ngrok-free.pizza"}
}

// IsServiceDomain reports whether domain is one of the service's own
// domains or a subdomain of one (wildcards included), ignoring case.
func IsServiceDomain(domain string) bool {
	domain = strings.ToLower(domain)
	for _, own := range ServiceDomains() {
		if domain == own || strings.HasSuffix(domain, "."+own) {
			return true
		}
	}
	return false
}

// CertificatePolicy checks a certificate management policy, whose fields
// field names: authority empty (the default) or only, the one supported
// authority (errors/err_ngrok_435), and private key type empty (the default) or one of keyTypes.
// The family defines the values.
func CertificatePolicy[A, K ~string](field string, authority, only A, keyType K, keyTypes ...K) error {
	if authority != "" && authority != only {
		return FailCoded(CodePolicyAuthority, field+".authority", "invalid authority %q: the only supported one is %q", string(authority), string(only))
	}
	if keyType != "" && !slices.Contains(keyTypes, keyType) {
		return Fail(field+".private_key_type", "must be %s, got %q", quoteOr(keyTypes), string(keyType))
	}
	return nil
}

// CertificateSource checks that a reserved domain's certificate comes from
// at most one source: an uploaded certificate or automatic management
// (errors/err_ngrok_434).
func CertificateSource(certificateID, policy bool) error {
	if certificateID && policy {
		return FailCoded(CodeDomainCertificateSources, "certificate_id", "is mutually exclusive with certificate_management_policy: give one or neither")
	}
	return nil
}
