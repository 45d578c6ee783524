package validate

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The error codes of the rules of reserved domains that the API's public
// error reference gives (errors/err_ngrok_<code>).
const (
	// CodeDomainWildcardNotFirst: a "*" in a label other than the first.
	CodeDomainWildcardNotFirst = "ERR_NGROK_402"
	// CodeDomainWildcardLabel: a first label with a "*" that is not a
	// lone "*".
	CodeDomainWildcardLabel = "ERR_NGROK_403"
	// CodeDomainOnNgrokCom: a domain under ngrok.com.
	CodeDomainOnNgrokCom = "ERR_NGROK_404"
	// CodeDomainChar: a character other than a letter, a digit, ".", "*"
	// and "-".
	CodeDomainChar = "ERR_NGROK_406"
	// CodeDomainLabelStart: a label that begins with a hyphen.
	CodeDomainLabelStart = "ERR_NGROK_407"
	// CodeDomainLabelEnd: a label that ends with a hyphen.
	CodeDomainLabelEnd = "ERR_NGROK_408"
	// CodeDomainDoubleDot: two periods in a row.
	CodeDomainDoubleDot = "ERR_NGROK_409"
	// CodeDomainDoubleHyphen: "--" at positions 3 and 4 of a label that
	// is not punycode ("xn--").
	CodeDomainDoubleHyphen = "ERR_NGROK_410"
	// CodeDomainUnreachableTLD: a top-level domain of UnreachableTLDs.
	CodeDomainUnreachableTLD = "ERR_NGROK_411"
	// CodeDomainSuffixWildcard: a wildcard over a whole top-level domain
	// or over one of the service's own domains.
	CodeDomainSuffixWildcard = "ERR_NGROK_416"
	// CodeDomainLength: a domain over MaxDomainChars characters.
	CodeDomainLength = "ERR_NGROK_423"
	// CodeDomainUnderscore: an underscore in the domain.
	CodeDomainUnderscore = "ERR_NGROK_438"
	// CodeDomainNotQualified: a domain of a single label.
	CodeDomainNotQualified = "ERR_NGROK_448"
)

// UnreachableTLDs returns the top-level domains that a reserved domain may
// not end in (errors/err_ngrok_411: "not reachable over the public
// internet"): the special-use names of RFC 2606 and RFC 6761 (test,
// example, invalid, localhost), local (RFC 6762, mDNS), onion (RFC 7686),
// alt (RFC 9476), internal (set aside by ICANN for private use in 2024),
// and home, corp and mail, which ICANN resolved in 2018 never to delegate.
func UnreachableTLDs() []string {
	return []string{"alt", "corp", "example", "home", "internal", "invalid", "local", "localhost", "mail", "onion", "test"}
}

// ReservedDomain checks the domain of a reserved domain, each broken rule
// with the code of its page of the error reference: at most
// MaxDomainChars characters; only letters, digits, ".", "*" and "-", no
// "_"; no empty label; "*" only as the whole first label; labels of at
// most MaxLabelChars that neither begin nor end with "-", nor hold "--" at
// positions 3 and 4 unless they start "xn--"; two labels or more beside
// the wildcard; not a wildcard over a top-level domain or over one of the
// service's own domains, and not one of those domains itself; not under
// ngrok.com; a top-level domain that is not a number nor one of
// UnreachableTLDs.
func ReservedDomain(field, v string) error {
	if v == "" {
		return Fail(field, "is required")
	}
	if n := utf8.RuneCountInString(v); n > MaxDomainChars {
		return FailCoded(CodeDomainLength, field, "the reserved domain name is limited to %d characters; %q has %d characters", MaxDomainChars, v, n)
	}
	if err := domainChars(field, v); err != nil {
		return err
	}
	labels := strings.Split(v, ".")
	for i, label := range labels {
		if err := domainLabel(field, v, i, label); err != nil {
			return err
		}
	}
	return domainSuffix(field, v, labels)
}

// domainChars checks the characters of the reserved domain v.
func domainChars(field, v string) error {
	for _, c := range v {
		switch {
		case c == '_':
			return FailCoded(CodeDomainUnderscore, field, "%q: a domain may not contain underscores", v)
		case c >= utf8.RuneSelf || !isAlnum(byte(c)) && c != '.' && c != '*' && c != '-':
			return FailCoded(CodeDomainChar, field, "%q: invalid character %q; a domain may contain only a-z, A-Z, 0-9, \".\", \"*\" and \"-\"", v, c)
		}
	}
	if strings.Contains(v, "..") {
		return FailCoded(CodeDomainDoubleDot, field, "%q: a domain may not contain repeated periods", v)
	}
	return nil
}

// domainLabel checks label, the i-th label of the reserved domain v.
func domainLabel(field, v string, i int, label string) error {
	switch {
	case label == "":
		return Fail(field, "%q: a domain may not begin or end with a period", v)
	case strings.Contains(label, "*") && i > 0:
		return FailCoded(CodeDomainWildcardNotFirst, field, "%q: only the first label of a domain may be a \"*\" wildcard", v)
	case label == "*":
		return nil
	case strings.Contains(label, "*"):
		return FailCoded(CodeDomainWildcardLabel, field, "%q: the first label of a wildcard domain must be a single \"*\", got %q", v, label)
	case len(label) > MaxLabelChars:
		return Fail(field, "%q has a label of %d characters; labels are 1 to %d characters", v, len(label), MaxLabelChars)
	case label[0] == '-':
		return FailCoded(CodeDomainLabelStart, field, "%q: the label %q begins with %q; a label must begin with a letter, a digit or \"*\"", v, label, label[0])
	case label[len(label)-1] == '-':
		return FailCoded(CodeDomainLabelEnd, field, "%q: the label %q ends with %q; a label must end with a letter or a digit", v, label, label[len(label)-1])
	case len(label) >= 4 && label[2:4] == "--" && !strings.EqualFold(label[:2], "xn"):
		return FailCoded(CodeDomainDoubleHyphen, field, "%q: the label %q has \"--\" at positions 3 and 4 but is not punycode (\"xn--\")", v, label)
	}
	return nil
}

// domainSuffix checks what the reserved domain v, made of labels, is
// under.
func domainSuffix(field, v string, labels []string) error {
	wildcard := labels[0] == "*"
	bare := strings.ToLower(strings.TrimPrefix(v, "*."))
	if wildcard {
		labels = labels[1:]
	}
	tld := strings.ToLower(labels[len(labels)-1])
	switch {
	case len(labels) < 2 && wildcard:
		return FailCoded(CodeDomainSuffixWildcard, field, "%q: a wildcard may not cover every domain of %s", v, bare)
	case len(labels) < 2:
		return FailCoded(CodeDomainNotQualified, field, "%q is not a fully qualified domain name", v)
	case strings.Trim(tld, "0123456789") == "":
		return Fail(field, "%q is not a domain name: its last label is a number", v)
	case slices.Contains(UnreachableTLDs(), tld):
		return FailCoded(CodeDomainUnreachableTLD, field, "%q: the top-level domain %s is not reachable over the public internet", v, tld)
	case bare == "ngrok.com" || strings.HasSuffix(bare, ".ngrok.com"):
		return FailCoded(CodeDomainOnNgrokCom, field, "%q: names on ngrok.com cannot be reserved; use a subdomain of one of the service's domains", v)
	case slices.Contains(ServiceDomains(), bare) && wildcard:
		return FailCoded(CodeDomainSuffixWildcard, field, "%q: a wildcard may not cover every domain of %s", v, bare)
	case slices.Contains(ServiceDomains(), bare):
		return Fail(field, "%q: the service's own domain %s cannot be reserved, only a subdomain of it", v, bare)
	}
	return nil
}
