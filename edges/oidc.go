package edges

import "github.com/ingresskit/ingress/internal/validate"

// OIDC is the OpenID Connect module: visitors sign in with an OpenID
// provider before they reach the upstream.
type OIDC struct {
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
	// Issuer is the URL of the OpenID provider, the base of discovery.
	Issuer string `json:"issuer"`
	// ClientID is the app's client ID, also the audience.
	ClientID string `json:"client_id"`
	// ClientSecret is the app's client secret.
	ClientSecret string `json:"client_secret"`
	// Scopes are the scopes asked of the provider.
	Scopes []string `json:"scopes"`
}

// OIDCParams configure the OpenID Connect module.
type OIDCParams struct {
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
	// Issuer is the absolute URL of the OpenID provider. Required.
	Issuer string `json:"issuer"`
	// ClientID is the app's client ID, also the audience. Required.
	ClientID string `json:"client_id"`
	// ClientSecret is the app's client secret. Required.
	ClientSecret string `json:"client_secret"`
	// Scopes are the scopes to ask of the provider.
	Scopes []string `json:"scopes,omitzero"`
}

// Validate checks the documented rules of the parameters.
func (p *OIDCParams) Validate() error {
	return validate.First(validate.OIDC(p.Issuer, p.ClientID, p.ClientSecret), validate.SessionInactivity("inactivity_timeout", p.InactivityTimeout))
}
