package setup

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress/edges"
)

// describeAuth describes in m the sign-in and verification modules of an
// existing route rt of the edge named edge. Each secret, which a
// description never holds, is named by an environment variable of the
// route's edge and match, like ROUTE_WEB_PATH_PREFIX__API_OIDC_SECRET.
func describeAuth(m *RouteModules, rt *edges.Route, edge string) {
	secret := func(name string) SecretSource {
		return envSource("ROUTE", edge, string(rt.MatchType), rt.Match, name)
	}
	if w := rt.WebhookVerification; w != nil && w.Enabled {
		m.WebhookVerification = &WebhookVerification{Provider: w.Provider}
		if w.Provider != edges.WebhookProviderSNS {
			m.WebhookVerification.Secret = new(secret("WEBHOOK_SECRET"))
		}
	}
	if o := rt.OIDC; o != nil && o.Enabled {
		m.OIDC = &OIDC{Issuer: o.Issuer, ClientID: o.ClientID, Scopes: o.Scopes, ClientSecret: secret("OIDC_SECRET"),
			AuthSession: authSessionOf(o.OptionsPassthrough, o.CookiePrefix, o.InactivityTimeout, o.MaximumDuration)}
	}
	m.OAuth = oauthOf(rt.OAuth, secret("OAUTH_SECRET"))
	m.SAML = samlOf(rt.SAML)
}

// authFields appends the compared fields of the sign-in and verification
// modules: everything but the secrets.
func (fs fields) authFields(m RouteModules) fields {
	if wv := m.WebhookVerification; wv != nil {
		fs = fs.add("webhook_verification", string(wv.Provider))
	}
	if oidc := m.OIDC; oidc != nil {
		fs = fs.add("oidc", struct {
			Issuer   string   `json:"issuer"`
			ClientID string   `json:"client_id"`
			Scopes   []string `json:"scopes,omitempty"`
			AuthSession
		}{oidc.Issuer, oidc.ClientID, sorted(oidc.Scopes), oidc.AuthSession})
	}
	return fs.add("oauth", m.OAuth.compared()).add("saml", m.SAML.compared())
}

// params returns the params of a session's settings, nil for each left
// at the API's default.
func (s AuthSession) params() (optionsPassthrough *bool, cookiePrefix *string, inactivityTimeout, maximumDuration *uint32) {
	return nonZero(s.OptionsPassthrough), nonZero(s.CookiePrefix), nonZero(s.InactivityTimeout), nonZero(s.MaximumDuration)
}

// authSessionOf describes the session settings of an existing module.
func authSessionOf(optionsPassthrough bool, cookiePrefix string, inactivityTimeout, maximumDuration uint32) AuthSession {
	return AuthSession{OptionsPassthrough: optionsPassthrough, CookiePrefix: cookiePrefix,
		InactivityTimeout: inactivityTimeout, MaximumDuration: maximumDuration}
}

// readSecret reads the value of the field named field from src. Its
// error names the field and the source, never a value.
func readSecret(field string, src SecretSource) (string, error) {
	v, err := src.read()
	if err != nil {
		return "", fmt.Errorf("%s from %s: %w", field, src, err)
	}
	return v, nil
}

// params returns the params of a webhook verification module with its
// secret read, nil for none.
func (wv *WebhookVerification) params() (*edges.WebhookVerificationParams, error) {
	if wv == nil {
		return nil, nil
	}
	p := &edges.WebhookVerificationParams{Provider: wv.Provider}
	if wv.Secret != nil {
		v, err := readSecret("webhook_verification.secret", *wv.Secret)
		if err != nil {
			return nil, err
		}
		p.Secret = &v
	}
	return p, nil
}

// params returns the params of an OIDC module with its client secret
// read, nil for none.
func (o *OIDC) params() (*edges.OIDCParams, error) {
	if o == nil {
		return nil, nil
	}
	secret, err := readSecret("oidc.client_secret", o.ClientSecret)
	if err != nil {
		return nil, err
	}
	p := &edges.OIDCParams{Issuer: o.Issuer, ClientID: o.ClientID, ClientSecret: secret, Scopes: o.Scopes}
	p.OptionsPassthrough, p.CookiePrefix, p.InactivityTimeout, p.MaximumDuration = o.AuthSession.params()
	return p, nil
}

// setRouteAuth sets the sign-in and verification modules of route create
// params, reading their secrets.
func setRouteAuth(p *edges.RouteCreateParams, m RouteModules) error {
	var err error
	if p.WebhookVerification, err = m.WebhookVerification.params(); err != nil {
		return err
	}
	if p.OIDC, err = m.OIDC.params(); err != nil {
		return err
	}
	p.OAuth, err = m.OAuth.params()
	p.SAML = m.SAML.params()
	return err
}

// authSteps are the steps that bring the sign-in and verification modules
// of an existing route rt to m, each reading its secrets when it runs.
func authSteps(ctx context.Context, rc *edges.RouteClient, rt *edges.Route, m RouteModules) []updateStep {
	return []updateStep{
		{"webhook_verification", func() error { return setBuiltModule(ctx, rc.WebhookVerification, rt, m.WebhookVerification.params) }},
		{"oidc", func() error { return setBuiltModule(ctx, rc.OIDC, rt, m.OIDC.params) }},
		{"oauth", func() error { return setBuiltModule(ctx, rc.OAuth, rt, m.OAuth.params) }},
		{"saml", func() error { return setRouteModule(ctx, rc.SAML, rt, m.SAML.params()) }},
	}
}

// setBuiltModule replaces a module of the route rt with the params that
// build returns, or deletes it when they are nil.
func setBuiltModule[P, R any](ctx context.Context, m edges.RouteModule[P, R], rt *edges.Route, build func() (*P, error)) error {
	p, err := build()
	if err != nil {
		return err
	}
	return setRouteModule(ctx, m, rt, p)
}
