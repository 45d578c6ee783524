package setup

import (
	"fmt"
	"strings"

	"github.com/ingresskit/ingress/edges"
)

// oauthGitHub is the name of the one OAuth provider with more than an
// OAuthApp: GitHub, which also lets in teams and organizations.
const oauthGitHub = "github"

// oauthApp is an OAuth provider that takes an edges.OAuthApp: its name in
// a description and its member of an edges.OAuthProvider.
type oauthApp struct {
	name string
	app  **edges.OAuthApp
}

// oauthApps returns the providers of p that take an edges.OAuthApp.
func oauthApps(p *edges.OAuthProvider) []oauthApp {
	return []oauthApp{
		{"google", &p.Google}, {"microsoft", &p.Microsoft}, {"gitlab", &p.GitLab}, {"linkedin", &p.LinkedIn},
		{"facebook", &p.Facebook}, {"twitch", &p.Twitch}, {"amazon", &p.Amazon},
	}
}

// oauthProviderNames lists the names of the OAuth providers.
func oauthProviderNames() string {
	names := []string{oauthGitHub}
	for _, a := range oauthApps(&edges.OAuthProvider{}) {
		names = append(names, a.name)
	}
	return strings.Join(names, ", ")
}

// oauthOf describes an existing OAuth module, nil for none; secret is
// where the description says the client secret of an app of one's own
// comes from.
func oauthOf(o *edges.OAuth, secret SecretSource) *OAuth {
	if o == nil || !o.Enabled {
		return nil
	}
	d := &OAuth{AuthCheckInterval: o.AuthCheckInterval,
		AuthSession: authSessionOf(o.OptionsPassthrough, o.CookiePrefix, o.InactivityTimeout, o.MaximumDuration)}
	p := o.Provider
	var app *edges.OAuthApp
	if p.GitHub != nil {
		d.Provider, app = oauthGitHub, &p.GitHub.OAuthApp
		d.Teams, d.Organizations = p.GitHub.Teams, p.GitHub.Organizations
	}
	for _, a := range oauthApps(&p) {
		if *a.app != nil {
			d.Provider, app = a.name, *a.app
		}
	}
	if app == nil {
		return d
	}
	d.ClientID, d.Scopes, d.EmailAddresses, d.EmailDomains = app.ClientID, app.Scopes, app.EmailAddresses, app.EmailDomains
	if app.ClientID != "" {
		d.ClientSecret = &secret
	}
	return d
}

// compared returns what of o is compared, nil for none: every field but
// the client secret, its lists sorted.
func (o *OAuth) compared() *OAuth {
	if o == nil {
		return nil
	}
	c := *o
	c.ClientSecret = nil
	c.Scopes, c.EmailAddresses, c.EmailDomains = sorted(o.Scopes), sorted(o.EmailAddresses), sorted(o.EmailDomains)
	c.Teams, c.Organizations = sorted(o.Teams), sorted(o.Organizations)
	return &c
}

// params returns the params of an OAuth module with its client secret
// read, nil for none.
func (o *OAuth) params() (*edges.OAuthParams, error) {
	if o == nil {
		return nil, nil
	}
	app := edges.OAuthApp{ClientID: o.ClientID, Scopes: o.Scopes, EmailAddresses: o.EmailAddresses, EmailDomains: o.EmailDomains}
	if o.ClientSecret != nil {
		v, err := readSecret("oauth.client_secret", *o.ClientSecret)
		if err != nil {
			return nil, err
		}
		app.ClientSecret = v
	}
	p := &edges.OAuthParams{AuthCheckInterval: nonZero(o.AuthCheckInterval)}
	p.OptionsPassthrough, p.CookiePrefix, p.InactivityTimeout, p.MaximumDuration = o.AuthSession.params()
	var err error
	p.Provider, err = o.provider(app)
	return p, err
}

// provider returns the identity provider of o with the app app.
func (o *OAuth) provider(app edges.OAuthApp) (edges.OAuthProvider, error) {
	var p edges.OAuthProvider
	if o.Provider == oauthGitHub {
		p.GitHub = &edges.OAuthGitHub{OAuthApp: app, Teams: o.Teams, Organizations: o.Organizations}
		return p, nil
	}
	if len(o.Teams) > 0 || len(o.Organizations) > 0 {
		return p, fmt.Errorf("oauth: teams and organizations are for the provider %s only", oauthGitHub)
	}
	for _, a := range oauthApps(&p) {
		if a.name == o.Provider {
			*a.app = &app
			return p, nil
		}
	}
	return p, fmt.Errorf("oauth.provider: %q is not one of %s", o.Provider, oauthProviderNames())
}
