package edges

import "github.com/ingresskit/ingress/internal/validate"

// NameIDFormat is a SAML name identifier format.
type NameIDFormat string

// Name identifier formats the SAML module supports.
const (
	// NameIDPersistent identifies a subject by a stable opaque ID; it is
	// the default.
	NameIDPersistent NameIDFormat = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent"
	// NameIDTransient identifies a subject by an ID valid for one session.
	NameIDTransient NameIDFormat = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient"
	// NameIDEmail identifies a subject by an email address.
	NameIDEmail NameIDFormat = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"
	// NameIDUnspecified leaves the format to the IdP.
	NameIDUnspecified NameIDFormat = "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified"
)

// SAML is the SAML module: visitors sign in with a SAML identity provider
// (IdP) before they reach the upstream. The service is the service
// provider (SP); the SP fields are what the IdP needs to be told.
type SAML struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// OptionsPassthrough lets HTTP OPTIONS requests through without
	// authentication, as CORS needs.
	OptionsPassthrough bool `json:"options_passthrough"`
	// CookiePrefix is the prefix of the session cookie; empty for the
	// service's default.
	CookiePrefix string `json:"cookie_prefix"`
	// InactivityTimeout is how many seconds of inactivity end a session;
	// 0 when unset.
	InactivityTimeout uint32 `json:"inactivity_timeout"`
	// MaximumDuration is how many seconds a session lasts at most; 0 when
	// unset.
	MaximumDuration uint32 `json:"maximum_duration"`
	// IdPMetadata is the IdP's XML EntityDescriptor.
	IdPMetadata string `json:"idp_metadata"`
	// IdPMetadataURL is the URL the IdP's metadata was read from; empty
	// when it was given inline.
	IdPMetadataURL string `json:"idp_metadata_url"`
	// ForceAuthn makes the IdP ask for credentials on every sign-in.
	ForceAuthn bool `json:"force_authn"`
	// AllowIdPInitiated lets the IdP start a sign-in.
	AllowIdPInitiated bool `json:"allow_idp_initiated"`
	// AuthorizedGroups, when set, lets in only members of these groups.
	AuthorizedGroups []string `json:"authorized_groups"`
	// EntityID is the SP's entity ID, the same URL as MetadataURL.
	EntityID string `json:"entity_id"`
	// AssertionConsumerServiceURL is where the IdP sends its assertions.
	AssertionConsumerServiceURL string `json:"assertion_consumer_service_url"`
	// SingleLogoutURL is where the IdP sends single logout requests.
	SingleLogoutURL string `json:"single_logout_url"`
	// RequestSigningCertificatePEM is the PEM X.509 certificate of the key
	// that signs the SP's requests to the IdP.
	RequestSigningCertificatePEM string `json:"request_signing_certificate_pem"`
	// MetadataURL is the public URL of the SP's metadata.
	MetadataURL string `json:"metadata_url"`
	// NameIDFormat is the name identifier format the SP asks the IdP for.
	NameIDFormat NameIDFormat `json:"nameid_format"`
}

// SAMLParams configure the SAML module. The SP fields are made by the
// service and read back from the module.
type SAMLParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// OptionsPassthrough lets HTTP OPTIONS requests through without
	// authentication, as CORS needs.
	OptionsPassthrough *bool `json:"options_passthrough,omitempty"`
	// CookiePrefix is the prefix of the session cookie.
	CookiePrefix *string `json:"cookie_prefix,omitempty"`
	// InactivityTimeout is how many seconds of inactivity end a session.
	InactivityTimeout *uint32 `json:"inactivity_timeout,omitempty"`
	// MaximumDuration is how many seconds a session lasts at most.
	MaximumDuration *uint32 `json:"maximum_duration,omitempty"`
	// IdPMetadata is the IdP's metadata: a full XML EntityDescriptor of
	// the SAML 2.0 metadata namespace with an IDPSSODescriptor. Required.
	IdPMetadata string `json:"idp_metadata"`
	// ForceAuthn makes the IdP ask for credentials on every sign-in.
	ForceAuthn *bool `json:"force_authn,omitempty"`
	// AllowIdPInitiated lets the IdP start a sign-in.
	AllowIdPInitiated *bool `json:"allow_idp_initiated,omitempty"`
	// AuthorizedGroups, when set, lets in only members of these groups.
	AuthorizedGroups []string `json:"authorized_groups,omitzero"`
	// NameIDFormat is the name identifier format to ask the IdP for; nil
	// means NameIDPersistent.
	NameIDFormat *NameIDFormat `json:"nameid_format,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *SAMLParams) Validate() error {
	return validate.First(
		validate.SAMLIdPMetadata("idp_metadata", p.IdPMetadata),
		validate.OneOf("nameid_format", p.NameIDFormat, NameIDPersistent, NameIDTransient, NameIDEmail, NameIDUnspecified),
		validate.SessionInactivity("inactivity_timeout", p.InactivityTimeout),
	)
}
