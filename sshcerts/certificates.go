package sshcerts

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/ingresskit/ingress/internal/validate"
)

// certificateRules checks the parameters that host and user certificates
// share.
func certificateRules(authorityID, key string, principals []string, after, until *time.Time, description, metadata *string) error {
	return validate.First(
		validate.ID("ssh_certificate_authority_id", authorityID),
		publicKey(key),
		principalsRule(principals),
		Validity(after, until),
		validate.Common(description, metadata),
	)
}

// principalsRule checks each principal: not empty, without control
// characters.
func principalsRule(principals []string) error {
	for i, p := range principals {
		if strings.TrimSpace(p) == "" {
			return validate.Fail(fmt.Sprintf("principals[%d]", i), "must not be empty")
		}
		if strings.ContainsFunc(p, unicode.IsControl) {
			return validate.Fail(fmt.Sprintf("principals[%d]", i), "%q holds a control character", p)
		}
	}
	return nil
}

// Validity checks a certificate's requested validity: times from 1970 on,
// and, when both are given, validUntil after validAfter. The server makes
// the same check once it has applied the defaults.
func Validity(validAfter, validUntil *time.Time) error {
	if validAfter != nil && validAfter.Unix() < 0 {
		return validate.Fail("valid_after", "must not be before 1970, got %s", validAfter.Format(time.RFC3339))
	}
	if validUntil != nil && validUntil.Unix() < 0 {
		return validate.Fail("valid_until", "must not be before 1970, got %s", validUntil.Format(time.RFC3339))
	}
	if validAfter != nil && validUntil != nil && validUntil.Unix() <= validAfter.Unix() {
		return validate.Fail("valid_until", "must be after valid_after (%s), got %s", validAfter.Format(time.RFC3339), validUntil.Format(time.RFC3339))
	}
	return nil
}
