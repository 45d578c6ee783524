package validate

import (
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
)

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

// HeaderNames checks a list of HTTP header names (errors/err_ngrok_7023).
func HeaderNames(field string, names []string) error {
	for i, name := range names {
		if !isToken(name) {
			return FailCoded(CodeHeaderName, Elem(field, i), "%q is not a valid HTTP header name because it contains at least one invalid character", name)
		}
	}
	return nil
}

// Headers checks a map of HTTP headers: names are HTTP tokens
// (errors/err_ngrok_7023), unique regardless of case
// (errors/err_ngrok_7069), and values hold no control characters other
// than tab (errors/err_ngrok_7024). It reads the names in sorted order,
// so that the error it reports is always the same, and names the header
// in the error's field (field.name).
func Headers(field string, headers map[string]string) error {
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
