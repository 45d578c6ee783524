package setup

import (
	"context"

	"github.com/ingresskit/ingress/edges"
)

// routeAuthOf describes the modules of an existing route whose secrets
// the API never shows in a description: each secret is named by the
// environment variable of the route's edge and match, like
// ROUTE_WEB_PATH_PREFIX__API_OIDC_SECRET.
func routeAuthOf(rt *edges.Route, edge string) (*WebhookVerification, *OIDC) {
	var wv *WebhookVerification
	if w := rt.WebhookVerification; w != nil && w.Enabled {
		wv = &WebhookVerification{Provider: w.Provider}
		if w.Provider != edges.WebhookProviderSNS {
			wv.Secret = new(envSource("ROUTE", edge, string(rt.MatchType), rt.Match, "WEBHOOK_SECRET"))
		}
	}
	var oidc *OIDC
	if o := rt.OIDC; o != nil && o.Enabled {
		oidc = &OIDC{Issuer: o.Issuer, ClientID: o.ClientID, Scopes: o.Scopes,
			ClientSecret: envSource("ROUTE", edge, string(rt.MatchType), rt.Match, "OIDC_SECRET")}
	}
	return wv, oidc
}

// authFields appends the compared fields of the modules with secrets:
// everything but the secrets.
func (fs fields) authFields(wv *WebhookVerification, oidc *OIDC) fields {
	if wv != nil {
		fs = fs.add("webhook_verification", string(wv.Provider))
	}
	if oidc != nil {
		fs = fs.add("oidc", struct {
			Issuer   string   `json:"issuer"`
			ClientID string   `json:"client_id"`
			Scopes   []string `json:"scopes,omitempty"`
		}{oidc.Issuer, oidc.ClientID, sorted(oidc.Scopes)})
	}
	return fs
}

// webhookModule returns the params of a webhook verification module with
// its secret read, nil for none.
func webhookModule(wv *WebhookVerification) (*edges.WebhookVerificationParams, error) {
	if wv == nil {
		return nil, nil
	}
	p := &edges.WebhookVerificationParams{Provider: wv.Provider}
	if wv.Secret != nil {
		v, err := wv.Secret.read()
		if err != nil {
			return nil, err
		}
		p.Secret = &v
	}
	return p, nil
}

// oidcModule returns the params of an OIDC module with its client secret
// read, nil for none.
func oidcModule(o *OIDC) (*edges.OIDCParams, error) {
	if o == nil {
		return nil, nil
	}
	secret, err := o.ClientSecret.read()
	if err != nil {
		return nil, err
	}
	return &edges.OIDCParams{Issuer: o.Issuer, ClientID: o.ClientID, ClientSecret: secret, Scopes: o.Scopes}, nil
}

// setRouteAuth sets the modules with secrets of route create params.
func setRouteAuth(p *edges.RouteCreateParams, m RouteModules) error {
	var err error
	if p.WebhookVerification, err = webhookModule(m.WebhookVerification); err != nil {
		return err
	}
	p.OIDC, err = oidcModule(m.OIDC)
	return err
}

// updateRouteAuth brings the modules with secrets of an existing route to
// m; changed names the fields that differ.
func updateRouteAuth(ctx context.Context, rc *edges.RouteClient, rt *edges.Route, m RouteModules, changed map[string]bool) error {
	if changed["webhook_verification"] {
		p, err := webhookModule(m.WebhookVerification)
		if err != nil {
			return err
		}
		if err := setRouteModule(ctx, rc.WebhookVerification, rt, p); err != nil {
			return err
		}
	}
	if !changed["oidc"] {
		return nil
	}
	p, err := oidcModule(m.OIDC)
	if err != nil {
		return err
	}
	return setRouteModule(ctx, rc.OIDC, rt, p)
}
