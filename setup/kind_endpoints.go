package setup

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// policyText returns the Traffic Policy of a described endpoint as the
// text to send. The plan has checked a typed policy with
// trafficpolicy.Validate, as it checks a policy given as text.
func policyText(d CloudEndpoint) (string, error) {
	switch {
	case d.Policy != nil && d.TrafficPolicy != "":
		return "", errors.New("give traffic_policy or policy, not both")
	case d.Policy != nil:
		text, err := d.Policy.JSON()
		if err != nil {
			return "", fmt.Errorf("policy: %w", err)
		}
		return text, nil
	}
	return d.TrafficPolicy, nil
}

// checkEndpoint refuses a described endpoint whose policy policyText
// refuses: both forms given, or a typed policy that does not encode. It
// runs while planning, so that Apply meets neither.
func checkEndpoint(d CloudEndpoint) error {
	_, err := policyText(d)
	return err
}

// comparablePolicy returns a policy's text in the form compared: its JSON
// encoding when it parses, the text itself otherwise.
func comparablePolicy(text string) string {
	if text == "" {
		return ""
	}
	p, err := trafficpolicy.Parse([]byte(text))
	if err != nil {
		return text
	}
	s, err := p.JSON()
	if err != nil {
		return text
	}
	return s
}

// describedPolicy returns the compared form of a described endpoint's
// policy, which checkEndpoint has accepted.
func describedPolicy(d CloudEndpoint) string {
	text, _ := policyText(d)
	return comparablePolicy(text)
}

// endpointParams returns the params that create the described endpoint d.
func endpointParams(d CloudEndpoint) (*endpoints.CreateParams, error) {
	policy, err := policyText(d)
	if err != nil {
		return nil, err
	}
	return &endpoints.CreateParams{
		URL: d.URL, Type: endpoints.TypeCloud, Bindings: bindingsOf(d.Bindings), PoolingEnabled: new(d.PoolingEnabled),
		TrafficPolicy: new(policy), Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
	}, nil
}

// bindingsOf returns the bindings of a described endpoint: public when
// it gives none, as the API chooses.
func bindingsOf(bs []endpoints.Binding) []endpoints.Binding {
	if len(bs) == 0 {
		return []endpoints.Binding{endpoints.BindingPublic}
	}
	return bs
}

// cloudEndpoints adapts cloud endpoints, known by their marker. Agent
// endpoints are the agents' doing and are left out, but for the plan's
// check of URLs shared without pooling. They come after the
// reserved domains and addresses their URLs are on.
func cloudEndpoints() family {
	return marked(&kind[endpoints.Endpoint, CloudEndpoint]{
		name: "cloud_endpoint",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*endpoints.Endpoint, error] {
			return endpoints.NewClient(c).List(ctx, nil).All()
		},
		ofKind:   func(ep *endpoints.Endpoint) bool { return ep.Type == endpoints.TypeCloud },
		replace:  replaceEndpoint,
		slice:    func(a *Account) *[]CloudEndpoint { return &a.CloudEndpoints },
		validate: checkEndpoint,
		fields: func(d CloudEndpoint) fields {
			return fields{}.add("url", canonicalURL(d.URL)).add("bindings", sorted(bindingsOf(d.Bindings))).add("pooling_enabled", d.PoolingEnabled).add("traffic_policy", describedPolicy(d))
		},
		have: func(ep *endpoints.Endpoint, _ *refs) fields {
			return fields{}.add("url", canonicalURL(ep.URL)).add("bindings", sorted(ep.Bindings)).add("pooling_enabled", ep.PoolingEnabled).add("traffic_policy", comparablePolicy(ep.TrafficPolicy))
		},
		params: func(_ context.Context, e *env, d CloudEndpoint, _ bool) error {
			// An update sends what changed, but the endpoint it leaves
			// must be one the API takes whole (a binding with the URL it
			// allows): its create params, which hold no secret, say so.
			p, err := endpointParams(d)
			if err != nil {
				return err
			}
			return e.validParams(p)
		},
		create: func(ctx context.Context, e *env, d CloudEndpoint) (string, error) {
			p, err := endpointParams(d)
			if err != nil {
				return "", err
			}
			got, err := endpoints.NewClient(e.c).Create(ctx, p)
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *endpoints.Endpoint, d CloudEndpoint, changed map[string]bool) error {
			policy, err := policyText(d)
			if err != nil {
				return err
			}
			p := &endpoints.UpdateParams{PoolingEnabled: new(d.PoolingEnabled), TrafficPolicy: new(policy),
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}
			if changed["url"] {
				p.URL = new(d.URL)
			}
			if changed["bindings"] {
				p.Bindings = bindingsOf(d.Bindings)
			}
			_, err = endpoints.NewClient(e.c).Update(ctx, have.ID, p)
			return err
		},
		remove: func(ctx context.Context, e *env, have *endpoints.Endpoint) error {
			return endpoints.NewClient(e.c).Delete(ctx, have.ID)
		},
		describe: func(ep *endpoints.Endpoint, id ident, _ *refs) CloudEndpoint {
			return CloudEndpoint{Name: id.name, URL: ep.URL, Bindings: ep.Bindings, PoolingEnabled: ep.PoolingEnabled,
				TrafficPolicy: ep.TrafficPolicy}
		},
	})
}

// replaceEndpoint reports whether the described endpoint d replaces ep:
// when it changes what the API does not change in place, the URL's scheme
// or pooling_enabled, which the endpoint pooling page says "may not be
// updated after an endpoint has been created".
func replaceEndpoint(ep *endpoints.Endpoint, d CloudEndpoint) bool {
	return schemeOf(ep.URL) != schemeOf(d.URL) || ep.PoolingEnabled != d.PoolingEnabled
}

// schemeOf returns the scheme of an endpoint's URL, in lower case, which
// the API does not change in place: a new scheme replaces the endpoint.
func schemeOf(url string) string {
	scheme, _, _ := strings.Cut(url, "://")
	return strings.ToLower(scheme)
}
