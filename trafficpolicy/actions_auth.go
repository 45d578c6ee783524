package trafficpolicy

import "strings"

// BasicAuth is the config of the basic-auth action, which requires HTTP
// Basic credentials. Credentials is required. Allowed in on_http_request.
type BasicAuth struct {
	// Credentials lists 1 to 10 "username:password" pairs; a password has
	// 8 to 128 characters.
	Credentials []string `json:"credentials,omitzero"`
	// Realm is the realm of the challenge, at most 128 ASCII characters;
	// "" means "ngrok".
	Realm string `json:"realm,omitempty"`
	// Enforce, when false, lets unauthenticated requests go on; nil means
	// true.
	Enforce *bool `json:"enforce,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "basic-auth".
func (BasicAuth) ActionType() string { return "basic-auth" }

// MarshalJSON writes the config with its Extra members.
func (c BasicAuth) MarshalJSON() ([]byte, error) {
	type plain BasicAuth
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *BasicAuth) UnmarshalJSON(data []byte) error {
	type plain BasicAuth
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks the credential pairs and the realm.
func (c *BasicAuth) check(ch *checks) {
	ch.requireCount("credentials", len(c.Credentials), 10)
	for _, cred := range c.Credentials {
		if interpolated(cred) {
			continue
		}
		_, pass, ok := strings.Cut(cred, ":")
		if !ok || len(pass) < 8 || len(pass) > 128 {
			ch.invalid("credentials", "each entry is username:password with a password of 8 to 128 characters")
			return
		}
	}
	ch.maxLen("realm", c.Realm, 128)
}

// OAuth is the config of the oauth action, which requires a login with
// an OAuth provider. Provider is required. Allowed in on_http_request.
type OAuth struct {
	// Provider is the identity provider: "amazon", "facebook", "github",
	// "gitlab", "google", "linkedin", "microsoft" or "twitch".
	Provider string `json:"provider,omitempty"`
	// AuthID identifies this login for its cookie, redirects and
	// logout; /ngrok/login?auth_id=... starts a login.
	AuthID string `json:"auth_id,omitempty"`
	// ClientID is the client ID of your own application at the provider.
	ClientID string `json:"client_id,omitempty"`
	// ClientSecret is the client secret of that application.
	ClientSecret string `json:"client_secret,omitempty"`
	// Scopes lists scopes requested beyond the defaults.
	Scopes []string `json:"scopes,omitzero"`
	// AuthzURLParams adds parameters to the authorization URL.
	AuthzURLParams map[string]string `json:"authz_url_params,omitzero"`
	// MaxSessionDuration bounds a session regardless of activity, as a
	// duration like "24h".
	MaxSessionDuration string `json:"max_session_duration,omitempty"`
	// IdleSessionTimeout ends a session after this long without
	// activity.
	IdleSessionTimeout string `json:"idle_session_timeout,omitempty"`
	// UserinfoRefreshInterval is how often the user's data is fetched
	// again from the provider.
	UserinfoRefreshInterval string `json:"userinfo_refresh_interval,omitempty"`
	// AllowCORSPreflight lets CORS preflight requests through
	// unauthenticated; nil means false.
	AllowCORSPreflight *bool `json:"allow_cors_preflight,omitempty"`
	// AuthCookieDomain is the domain of the session cookie.
	AuthCookieDomain string `json:"auth_cookie_domain,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "oauth".
func (OAuth) ActionType() string { return "oauth" }

// MarshalJSON writes the config with its Extra members.
func (c OAuth) MarshalJSON() ([]byte, error) {
	type plain OAuth
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *OAuth) UnmarshalJSON(data []byte) error {
	type plain OAuth
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the provider.
func (c *OAuth) check(ch *checks) {
	ch.require("provider", c.Provider != "")
}

// OpenIDConnect is the config of the openid-connect action, which
// requires a login with an OpenID Connect provider. IssuerURL is required.
// Allowed in on_http_request.
type OpenIDConnect struct {
	// IssuerURL is the provider's base URL, which serves
	// /.well-known/openid-configuration.
	IssuerURL string `json:"issuer_url,omitempty"`
	// AuthID identifies this login for its cookie, redirects and
	// logout; /ngrok/login?auth_id=... starts a login.
	AuthID string `json:"auth_id,omitempty"`
	// ClientID is the client ID of your own application at the provider.
	ClientID string `json:"client_id,omitempty"`
	// ClientSecret is the client secret of that application.
	ClientSecret string `json:"client_secret,omitempty"`
	// Scopes lists scopes requested beyond the defaults.
	Scopes []string `json:"scopes,omitzero"`
	// AuthzURLParams adds parameters to the authorization URL.
	AuthzURLParams map[string]string `json:"authz_url_params,omitzero"`
	// MaxSessionDuration bounds a session regardless of activity, as a
	// duration like "24h".
	MaxSessionDuration string `json:"max_session_duration,omitempty"`
	// IdleSessionDuration ends a session after this long without
	// activity.
	IdleSessionDuration string `json:"idle_session_duration,omitempty"`
	// UserinfoRefreshInterval is how often the user's data is fetched
	// again from the provider.
	UserinfoRefreshInterval string `json:"userinfo_refresh_interval,omitempty"`
	// AllowCORSPreflight lets CORS preflight requests through
	// unauthenticated; nil means false.
	AllowCORSPreflight *bool `json:"allow_cors_preflight,omitempty"`
	// AuthCookieDomain is the domain of the session cookie.
	AuthCookieDomain string `json:"auth_cookie_domain,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "openid-connect".
func (OpenIDConnect) ActionType() string { return "openid-connect" }

// MarshalJSON writes the config with its Extra members.
func (c OpenIDConnect) MarshalJSON() ([]byte, error) {
	type plain OpenIDConnect
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *OpenIDConnect) UnmarshalJSON(data []byte) error {
	type plain OpenIDConnect
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the issuer URL.
func (c *OpenIDConnect) check(ch *checks) {
	ch.require("issuer_url", c.IssuerURL != "")
}

// VerifyWebhook is the config of the verify-webhook action, which checks
// the signature of a webhook request. Provider and Secret are required.
// Allowed in on_http_request.
type VerifyWebhook struct {
	// Provider is the sender, like "github", "stripe" or "slack".
	Provider string `json:"provider,omitempty"`
	// Secret is the shared secret the signature is made with.
	Secret string `json:"secret,omitempty"`
	// Enforce, when false, lets requests with a bad signature go on; nil
	// means true.
	Enforce *bool `json:"enforce,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "verify-webhook".
func (VerifyWebhook) ActionType() string { return "verify-webhook" }

// MarshalJSON writes the config with its Extra members.
func (c VerifyWebhook) MarshalJSON() ([]byte, error) {
	type plain VerifyWebhook
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *VerifyWebhook) UnmarshalJSON(data []byte) error {
	type plain VerifyWebhook
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires the provider and the secret.
func (c *VerifyWebhook) check(ch *checks) {
	ch.require("provider", c.Provider != "")
	ch.require("secret", c.Secret != "")
}
