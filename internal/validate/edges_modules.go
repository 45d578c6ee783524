package validate

import (
	"errors"
	"maps"
	"slices"
	"strings"
)

// The error codes of the rules of edge modules other than OAuth, OIDC and
// SAML that the API's public error reference gives
// (errors/err_ngrok_<code>).
const (
	// CodeCircuitBreakerThreshold: a circuit breaker error threshold
	// outside 0.0 to 1.0.
	CodeCircuitBreakerThreshold = "ERR_NGROK_7011"
	// CodeCircuitBreakerTripped: a circuit breaker tripped duration of 0.
	CodeCircuitBreakerTripped = "ERR_NGROK_7016"
	// CodeCircuitBreakerWindow: a circuit breaker rolling window of 0.
	CodeCircuitBreakerWindow = "ERR_NGROK_7017"
	// CodeCircuitBreakerBuckets: a circuit breaker bucket count of 0 or
	// above MaxCircuitBreakerBuckets.
	CodeCircuitBreakerBuckets = "ERR_NGROK_7018"
	// CodeHeaderName: a header name with a character an HTTP token may
	// not hold.
	CodeHeaderName = "ERR_NGROK_7023"
	// CodeHeaderValue: a header value with a control character.
	CodeHeaderValue = "ERR_NGROK_7024"
	// CodeHeaderTwice: a header added twice under names that differ only
	// in case.
	CodeHeaderTwice = "ERR_NGROK_7069"
	// CodeWebhookSNSSecret: webhook verification of SNS given a secret.
	CodeWebhookSNSSecret = "ERR_NGROK_7026"
	// CodeWebhookSecretMissing: webhook verification of a provider other
	// than SNS without a secret.
	CodeWebhookSecretMissing = "ERR_NGROK_7027"
	// CodeWebhookProviderMissing: webhook verification without a provider.
	CodeWebhookProviderMissing = "ERR_NGROK_7029"
	// CodeWebhookProviderUnsupported: webhook verification naming a
	// provider that is not supported.
	CodeWebhookProviderUnsupported = "ERR_NGROK_7030"
	// CodeHostPortForm: an edge hostport that is not hostname:port.
	CodeHostPortForm = "ERR_NGROK_7104"
	// CodeHostPortRange: an edge hostport whose port is a number outside 1
	// to 65535.
	CodeHostPortRange = "ERR_NGROK_7112"
	// CodeIPRestrictionEmpty: an IP restriction module naming no IP
	// policy.
	CodeIPRestrictionEmpty = "ERR_NGROK_7025"
	// CodeSessionInactivity: an OAuth, OIDC or SAML session inactivity
	// timeout longer than MaxSessionInactivity.
	CodeSessionInactivity = "ERR_NGROK_7092"
)

// MaxSessionInactivity is the longest session inactivity timeout of the
// OAuth, OIDC and SAML modules, in seconds: one year of 365 days
// (errors/err_ngrok_7092).
const MaxSessionInactivity = 365 * 24 * 60 * 60

// SessionInactivity checks an optional session inactivity timeout, in
// seconds: at most MaxSessionInactivity (errors/err_ngrok_7092).
func SessionInactivity(field string, seconds *uint32) error {
	if seconds != nil && *seconds > MaxSessionInactivity {
		return FailCoded(CodeSessionInactivity, field, "session inactivity timeout cannot be more than one year (%d seconds), was %d", MaxSessionInactivity, *seconds)
	}
	return nil
}

// IPRestrictionModulePolicies checks the IP policies of an IP restriction
// module: at least one (errors/err_ngrok_7025), each an ID, none twice.
func IPRestrictionModulePolicies(field string, ids []string) error {
	if len(ids) == 0 {
		return FailCoded(CodeIPRestrictionEmpty, field, "you must specify at least one IP Policy in the IP Restriction module")
	}
	return IDs(field, ids)
}

// MaxCircuitBreakerBuckets is the most buckets a circuit breaker keeps.
const MaxCircuitBreakerBuckets = 128

// CircuitBreaker checks a circuit breaker's optional fields: a tripped
// duration and a rolling window, when given, are above 0
// (errors/err_ngrok_7016, 7017), a bucket count from 1 to 128
// (errors/err_ngrok_7018), and an error threshold a fraction from 0 to 1,
// not a percentage (errors/err_ngrok_7011).
func CircuitBreaker(trippedDuration, rollingWindow, numBuckets *uint32, errorThreshold *float64) error {
	switch {
	case trippedDuration != nil && *trippedDuration == 0:
		return FailCoded(CodeCircuitBreakerTripped, "tripped_duration", "circuit breaker tripped duration must be greater than 0, was 0")
	case rollingWindow != nil && *rollingWindow == 0:
		return FailCoded(CodeCircuitBreakerWindow, "rolling_window", "circuit breaker rolling window must be greater than 0, was 0")
	case numBuckets != nil && (*numBuckets == 0 || *numBuckets > MaxCircuitBreakerBuckets):
		return FailCoded(CodeCircuitBreakerBuckets, "num_buckets", "circuit breaker num buckets must be greater than 0 and at most %d, was %d", MaxCircuitBreakerBuckets, *numBuckets)
	case errorThreshold != nil && !(*errorThreshold >= 0 && *errorThreshold <= 1):
		return FailCoded(CodeCircuitBreakerThreshold, "error_threshold_percentage", "circuit breaker error threshold percentage must be between 0.0 and 1.0 inclusive, was %v", *errorThreshold)
	}
	return nil
}

// HeaderNames checks a list of HTTP header names, as ModuleHeaderNames
// does, without the codes of edge modules.
func HeaderNames(field string, names []string) error {
	return uncoded(ModuleHeaderNames(field, names))
}

// Headers checks a map of HTTP headers, as ModuleHeaders does, without
// the codes of edge modules.
func Headers(field string, headers map[string]string) error {
	return uncoded(ModuleHeaders(field, headers))
}

// uncoded returns the *ingress.ValidationError of a *CodedError, and any
// other error as it is.
func uncoded(err error) error {
	if ce, ok := errors.AsType[*CodedError](err); ok {
		return &ce.ValidationError
	}
	return err
}

// ModuleHeaderNames checks a list of HTTP header names of an edge module
// (errors/err_ngrok_7023).
func ModuleHeaderNames(field string, names []string) error {
	for i, name := range names {
		if !isToken(name) {
			return FailCoded(CodeHeaderName, Elem(field, i), "%q is not a valid HTTP header name because it contains at least one invalid character", name)
		}
	}
	return nil
}

// ModuleHeaders checks a map of HTTP headers of an edge module: names are HTTP tokens
// (errors/err_ngrok_7023), unique regardless of case
// (errors/err_ngrok_7069), and values hold no control characters other
// than tab (errors/err_ngrok_7024). It reads the names in sorted order,
// so that the error it reports is always the same, and names the header
// in the error's field (field.name).
func ModuleHeaders(field string, headers map[string]string) error {
	seen := make(map[string]string, len(headers))
	for _, name := range slices.Sorted(maps.Keys(headers)) {
		f := field + "." + name
		if !isToken(name) {
			return FailCoded(CodeHeaderName, f, "%q is not a valid HTTP header name because it contains at least one invalid character", name)
		}
		lower := strings.ToLower(name)
		if other, dup := seen[lower]; dup {
			return FailCoded(CodeHeaderTwice, f, "duplicate 'add' header, %q was provided twice with different casings: names %q and %q differ only in case", lower, other, name)
		}
		seen[lower] = name
		if i := strings.IndexFunc(headers[name], func(r rune) bool { return r < ' ' && r != '\t' || r == 0x7f }); i >= 0 {
			return FailCoded(CodeHeaderValue, f, "%q is not a valid HTTP header value: the value holds a control character at byte %d", headers[name], i)
		}
	}
	return nil
}

// WebhookVerification checks a webhook verification module: a provider
// is given (errors/err_ngrok_7029) and is one of providers (sorted;
// errors/err_ngrok_7030), and a secret is given for every provider but
// noSecret (errors/err_ngrok_7027), which refuses one
// (errors/err_ngrok_7026). The family defines the providers.
func WebhookVerification(provider string, secret *string, providers []string, noSecret string) error {
	if strings.TrimSpace(provider) == "" {
		return FailCoded(CodeWebhookProviderMissing, "provider", "you must specify a supported provider name")
	}
	if _, found := slices.BinarySearch(providers, provider); !found {
		return FailCoded(CodeWebhookProviderUnsupported, "provider", "webhook provider %q is not supported", provider)
	}
	if provider == noSecret {
		if secret != nil && *secret != "" {
			return FailCoded(CodeWebhookSNSSecret, "secret", "must be empty for provider %q: SNS webhook verification does not accept a secret", provider)
		}
		return nil
	}
	if secret == nil || strings.TrimSpace(*secret) == "" {
		return FailCoded(CodeWebhookSecretMissing, "secret", "webhook verification for %q requires a secret", provider)
	}
	return nil
}

// isToken reports whether s is an HTTP token (RFC 9110), as header names
// are.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}
