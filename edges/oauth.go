package edges

import "github.com/ingresskit/ingress/internal/validate"

// OAuth is the OAuth module: visitors sign in with an identity provider
// before they reach the upstream.
type OAuth struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// Provider is the identity provider and who it lets in.
	Provider OAuthProvider `json:"provider"`
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
	// AuthCheckInterval is how many seconds pass at most before the
	// service checks again with the provider that a user may still come
	// in; 0 when unset.
	AuthCheckInterval uint32 `json:"auth_check_interval"`
}

// OAuthParams configure the OAuth module.
type OAuthParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// Provider is the identity provider: exactly one of its members.
	Provider OAuthProvider `json:"provider"`
	// OptionsPassthrough lets HTTP OPTIONS requests through without
	// authentication, as CORS needs.
	OptionsPassthrough *bool `json:"options_passthrough,omitempty"`
	// CookiePrefix is the prefix of the session cookie.
	CookiePrefix *string `json:"cookie_prefix,omitempty"`
	// InactivityTimeout is how many seconds of inactivity end a session.
	InactivityTimeout *uint32 `json:"inactivity_timeout,omitempty"`
	// MaximumDuration is how many seconds a session lasts at most.
	MaximumDuration *uint32 `json:"maximum_duration,omitempty"`
	// AuthCheckInterval is how many seconds pass at most before the
	// service checks again with the provider that a user may still come
	// in.
	AuthCheckInterval *uint32 `json:"auth_check_interval,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *OAuthParams) Validate() error {
	return validate.First(p.Provider.exactlyOne(), validate.Within("provider", p.Provider.validate()), validate.SessionInactivity("inactivity_timeout", p.InactivityTimeout))
}

// OAuthProvider names the identity provider of the OAuth module: exactly
// one member is set.
type OAuthProvider struct {
	// GitHub signs visitors in with GitHub.
	GitHub *OAuthGitHub `json:"github,omitempty"`
	// Facebook signs visitors in with Facebook.
	Facebook *OAuthApp `json:"facebook,omitempty"`
	// Microsoft signs visitors in with Microsoft.
	Microsoft *OAuthApp `json:"microsoft,omitempty"`
	// Google signs visitors in with Google.
	Google *OAuthApp `json:"google,omitempty"`
	// LinkedIn signs visitors in with LinkedIn.
	LinkedIn *OAuthApp `json:"linkedin,omitempty"`
	// GitLab signs visitors in with GitLab.
	GitLab *OAuthApp `json:"gitlab,omitempty"`
	// Twitch signs visitors in with Twitch.
	Twitch *OAuthApp `json:"twitch,omitempty"`
	// Amazon signs visitors in with Amazon.
	Amazon *OAuthApp `json:"amazon,omitempty"`
}

// namedApp is a provider that takes an OAuthApp, with its JSON name.
type namedApp struct {
	name string
	app  *OAuthApp
}

// apps lists the providers that take an OAuthApp, by JSON name.
func (p *OAuthProvider) apps() []namedApp {
	return []namedApp{
		{"facebook", p.Facebook}, {"microsoft", p.Microsoft}, {"google", p.Google},
		{"linkedin", p.LinkedIn}, {"gitlab", p.GitLab}, {"twitch", p.Twitch}, {"amazon", p.Amazon},
	}
}

// exactlyOne checks that exactly one identity provider is set.
func (p *OAuthProvider) exactlyOne() error {
	choices := []validate.Choice{{Name: "github", Set: p.GitHub != nil}}
	for _, a := range p.apps() {
		choices = append(choices, validate.Choice{Name: a.name, Set: a.app != nil})
	}
	return validate.OAuthProvider("provider", choices...)
}

// validate checks the provider that is set.
func (p *OAuthProvider) validate() error {
	if p.GitHub != nil {
		return validate.Within("github", p.GitHub.validate())
	}
	for _, a := range p.apps() {
		if a.app != nil {
			return validate.Within(a.name, a.app.validate())
		}
	}
	return nil
}

// OAuthApp configures an identity provider of the OAuth module. Without a
// client ID and secret, the service's own managed app is used.
type OAuthApp struct {
	// ClientID is the client ID of your own OAuth app; it comes with
	// ClientSecret.
	ClientID string `json:"client_id,omitempty"`
	// ClientSecret is the client secret of your own OAuth app.
	ClientSecret string `json:"client_secret,omitempty"`
	// Scopes are the provider's OAuth scopes to ask for; only with your
	// own app.
	Scopes []string `json:"scopes,omitzero"`
	// EmailAddresses lets in the users with these email addresses.
	EmailAddresses []string `json:"email_addresses,omitzero"`
	// EmailDomains lets in the users with email addresses of these
	// domains.
	EmailDomains []string `json:"email_domains,omitzero"`
}

func (a *OAuthApp) validate() error { return validate.OAuthApp(a.ClientID, a.ClientSecret, a.Scopes) }

// OAuthGitHub configures GitHub as the identity provider of the OAuth
// module.
type OAuthGitHub struct {
	// OAuthApp holds the app's credentials and the allowed emails.
	OAuthApp
	// Teams lets in the members of these teams, named
	// "org-name/team-name" or by their numeric IDs.
	Teams []string `json:"teams,omitzero"`
	// Organizations lets in the members of these organizations, named by
	// their slugs.
	Organizations []string `json:"organizations,omitzero"`
}

func (g *OAuthGitHub) validate() error {
	return validate.First(g.OAuthApp.validate(), validate.GitHubTeams("teams", g.Teams))
}
