package setup

import "github.com/ingresskit/ingress/edges"

// WebhookVerification makes a route accept only requests signed by a
// webhook provider. Its secret is sent when the module is set; the
// provider alone is compared, so a secret changed at its source is not
// seen as drift.
type WebhookVerification struct {
	// Provider is the provider that sends the webhooks.
	Provider edges.WebhookProvider `json:"provider"`
	// Secret says where the secret that verifies the provider's
	// signatures comes from; nil for SNS, which takes none.
	Secret *SecretSource `json:"secret,omitempty"`
}

// OIDC makes visitors of a route sign in with an OpenID Connect provider.
// Its client secret is sent when the module is set and is not compared:
// a secret changed at its source is not seen as drift.
type OIDC struct {
	// Issuer is the URL of the provider.
	Issuer string `json:"issuer"`
	// ClientID is the route's client at the provider.
	ClientID string `json:"client_id"`
	// ClientSecret says where the client's secret comes from.
	ClientSecret SecretSource `json:"client_secret"`
	// Scopes are the scopes asked for.
	Scopes []string `json:"scopes,omitempty"`
	AuthSession
}

// AuthSession is the session that a sign-in module keeps with a visitor.
// Zero values leave the API's defaults.
type AuthSession struct {
	// OptionsPassthrough lets HTTP OPTIONS requests through without a
	// sign-in, as CORS needs.
	OptionsPassthrough bool `json:"options_passthrough,omitempty"`
	// CookiePrefix is the prefix of the session cookie.
	CookiePrefix string `json:"cookie_prefix,omitempty"`
	// InactivityTimeout is how many seconds without a request end a
	// session.
	InactivityTimeout uint32 `json:"inactivity_timeout,omitempty"`
	// MaximumDuration is how many seconds a session lasts at most.
	MaximumDuration uint32 `json:"maximum_duration,omitempty"`
}

// OAuth makes visitors of a route sign in with an OAuth identity
// provider: the service's own managed app when ClientID and ClientSecret
// are empty, else your app at the provider. Every field but the client
// secret is compared. The secret is sent whenever the module is set, when
// the route is created and on each update of the module; the API's copy
// is never compared, so a secret changed at its source is not seen as
// drift (change another field of the module to send it again).
type OAuth struct {
	// Provider is the identity provider: github, google, microsoft,
	// gitlab, linkedin, facebook, twitch or amazon.
	Provider string `json:"provider"`
	// ClientID is the client ID of your app at the provider; empty for
	// the managed app.
	ClientID string `json:"client_id,omitempty"`
	// ClientSecret says where your app's client secret comes from; nil
	// for the managed app.
	ClientSecret *SecretSource `json:"client_secret,omitempty"`
	// Scopes are the scopes your app asks for; the managed app takes
	// none.
	Scopes []string `json:"scopes,omitempty"`
	// EmailAddresses lets in the users with these email addresses.
	EmailAddresses []string `json:"email_addresses,omitempty"`
	// EmailDomains lets in the users with email addresses of these
	// domains.
	EmailDomains []string `json:"email_domains,omitempty"`
	// Teams lets in the members of these GitHub teams, named
	// "org-name/team-name"; github only.
	Teams []string `json:"teams,omitempty"`
	// Organizations lets in the members of these GitHub organizations,
	// named by their slugs; github only.
	Organizations []string `json:"organizations,omitempty"`
	AuthSession
	// AuthCheckInterval is how many seconds pass at most before the
	// provider is asked again whether a signed-in user may still come in.
	AuthCheckInterval uint32 `json:"auth_check_interval,omitempty"`
}

// SAML makes visitors of a route sign in with a SAML identity provider
// (IdP). Every field is compared; a plan shows the IdP metadata by its
// SHA-256 digest. The service-provider fields that the API makes when the
// module is first set (entity ID, assertion consumer service URL, request
// signing certificate, ...) are not described: they are the route's, read
// them from its module.
type SAML struct {
	// IdPMetadata is the IdP's XML EntityDescriptor, as text: it is a
	// public document that the API returns, so it is compared and Export
	// writes it. In YAML, a block scalar (idp_metadata: |) holds it.
	IdPMetadata string `json:"idp_metadata"`
	// ForceAuthn makes the IdP ask for credentials on every sign-in.
	ForceAuthn bool `json:"force_authn,omitempty"`
	// AllowIdPInitiated lets the IdP start a sign-in.
	AllowIdPInitiated bool `json:"allow_idp_initiated,omitempty"`
	// AuthorizedGroups, when set, lets in only members of these groups.
	AuthorizedGroups []string `json:"authorized_groups,omitempty"`
	// NameIDFormat is the name identifier format asked of the IdP; empty
	// means edges.NameIDPersistent, the API's default.
	NameIDFormat edges.NameIDFormat `json:"nameid_format,omitempty"`
	AuthSession
}
