package validate

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Limits of DNS names, in bytes (which, for the letters, digits, hyphens
// and dots a name may hold, are characters).
const (
	MaxDomainChars = 253
	MaxLabelChars  = 63
)

// MaxPort is the highest TCP port.
const MaxPort = 65535

// hostname checks a DNS name: dot-separated labels of 1 to 63 letters,
// digits and hyphens, none starting or ending with a hyphen, at most 253
// bytes in all. A single label and an all-digit label are accepted; the
// callers that refuse them check that themselves. The error says what is
// wrong, worded to follow the name or the rule that holds it.
func hostname(host string) error {
	if host == "" {
		return errors.New("has an empty domain")
	}
	if len(host) > MaxDomainChars {
		return fmt.Errorf("has a domain longer than %d bytes", MaxDomainChars)
	}
	for label := range strings.SplitSeq(host, ".") {
		if label == "" || len(label) > MaxLabelChars {
			return fmt.Errorf("has a domain label of %d bytes; labels are 1 to %d bytes", len(label), MaxLabelChars)
		}
		if label[0] == '-' || label[len(label)-1] == '-' {
			return fmt.Errorf("has a domain label %q that starts or ends with a hyphen", label)
		}
		for i := 0; i < len(label); i++ {
			if c := label[i]; !isAlnum(c) && c != '-' {
				return fmt.Errorf("has %q in the domain; only letters, digits, hyphens and dots are allowed", c)
			}
		}
	}
	return nil
}

// parsePort reads a port: a decimal number from 1 to 65535, written
// without sign or leading zeros.
func parsePort(port string) (int, error) {
	n, err := strconv.Atoi(port)
	if err != nil || n < 1 || n > MaxPort || strconv.Itoa(n) != port {
		return 0, fmt.Errorf("has the port %q; a port is a number from 1 to %d", port, MaxPort)
	}
	return n, nil
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
