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
		validate.CertificateValidity(after, until),
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
