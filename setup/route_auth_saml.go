package setup

import (
	"crypto/sha256"
	"encoding/hex"

	"github.com/ingresskit/ingress/edges"
)

// samlOf describes an existing SAML module, nil for none. The
// service-provider fields are the API's, not described, and the default
// name identifier format is left out.
func samlOf(s *edges.SAML) *SAML {
	if s == nil || !s.Enabled {
		return nil
	}
	d := &SAML{IdPMetadata: s.IdPMetadata, ForceAuthn: s.ForceAuthn, AllowIdPInitiated: s.AllowIdPInitiated,
		AuthorizedGroups: s.AuthorizedGroups, NameIDFormat: s.NameIDFormat,
		AuthSession: authSessionOf(s.OptionsPassthrough, s.CookiePrefix, s.InactivityTimeout, s.MaximumDuration)}
	if d.NameIDFormat == edges.NameIDPersistent {
		d.NameIDFormat = ""
	}
	return d
}

// compared returns what of s is compared, nil for none: the IdP metadata
// by its SHA-256 digest, so that a plan stays readable, the groups
// sorted and the name identifier format with its default.
func (s *SAML) compared() *SAML {
	if s == nil {
		return nil
	}
	c := *s
	sum := sha256.Sum256([]byte(s.IdPMetadata))
	c.IdPMetadata = "sha256:" + hex.EncodeToString(sum[:])
	c.AuthorizedGroups = sorted(s.AuthorizedGroups)
	if c.NameIDFormat == "" {
		c.NameIDFormat = edges.NameIDPersistent
	}
	return &c
}

// params returns the params of a SAML module, nil for none.
func (s *SAML) params() *edges.SAMLParams {
	if s == nil {
		return nil
	}
	p := &edges.SAMLParams{IdPMetadata: s.IdPMetadata, ForceAuthn: nonZero(s.ForceAuthn), AllowIdPInitiated: nonZero(s.AllowIdPInitiated),
		AuthorizedGroups: s.AuthorizedGroups, NameIDFormat: nonZero(s.NameIDFormat)}
	p.OptionsPassthrough, p.CookiePrefix, p.InactivityTimeout, p.MaximumDuration = s.AuthSession.params()
	return p
}
