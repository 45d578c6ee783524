package ingresstest

import (
	"fmt"

	"github.com/ingresskit/ingress/edges"
)

// The modules of edges and routes name backends, IP policies and
// certificate authorities, which must exist when the module is set. When
// one of them is deleted later, the module keeps its reference, as the
// API does: a deleted IP policy then acts as a policy with no rules, a
// deleted certificate authority validates no client certificate, and a
// deleted backend leaves the traffic nowhere to go. Setting the module
// again with the dangling ID is refused like any unknown ID.

// edgeEnabled reads a module's optional enabled flag, true by default.
func edgeEnabled(p *bool) bool { return p == nil || *p }

// setHostports sets the hostports of an edge to those its create or update
// params supply; nil keeps them. Hostports are stored as nil when there
// are none, which reads back as null.
func setHostports(hostports *[]string, supplied []string) {
	switch {
	case len(supplied) > 0:
		*hostports = append([]string(nil), supplied...)
	case supplied != nil:
		*hostports = nil
	}
}

// edgeList returns a list to store in a module: the API reads back an
// unset list as an empty one.
func edgeList(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// edgeModule builds the module that p, a module's params, configures on
// rec, the edge or route it is set on; at prefixes the names of fields in
// errors, like "backend.". The lock is held.
func (s *Server) edgeModule(rec, p any, at string) (any, error) {
	switch p := p.(type) {
	case *edges.BackendParams:
		return s.edgeBackend(at)(p)
	case *edges.IPRestrictionParams:
		return s.edgeIPRestriction(at)(p)
	case *edges.MutualTLSParams:
		return s.edgeMutualTLS(at)(p)
	case *edges.TLSTerminationParams:
		return edgeTLSTermination(p)
	case *edges.TLSTerminationAtEdgeParams:
		return edgeTLSTerminationAtEdge(p)
	case *edges.TrafficPolicyParams:
		return edgeTrafficPolicy(p)
	case *edges.CircuitBreakerParams:
		return edgeCircuitBreaker(p)
	case *edges.CompressionParams:
		return edgeCompression(p)
	case *edges.HeadersParams:
		return edgeHeaders(p)
	case *edges.WebhookVerificationParams:
		return edgeWebhookVerification(p)
	case *edges.OAuthParams:
		return edgeOAuth(p)
	case *edges.SAMLParams:
		return s.edgeSAML(rec.(*edges.Route))(p)
	case *edges.OIDCParams:
		return edgeOIDC(p)
	case *edges.WebsocketTCPConverterParams:
		return edgeWebsocketTCPConverter(p)
	case *edges.UserAgentFilterParams:
		return edgeUserAgentFilter(p)
	}
	panic(fmt.Sprintf("ingresstest: no builder of the edge module %T", p))
}

// edgeFirst runs steps in order until one fails.
func edgeFirst(steps ...func() error) error {
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// edgeBackend returns the builder of backend modules; at prefixes the
// names of fields in errors, like "backend.".
func (s *Server) edgeBackend(at string) func(*edges.BackendParams) (*edges.Backend, error) {
	return func(p *edges.BackendParams) (*edges.Backend, error) {
		ref, err := s.existingRef(at+"backend_id", p.BackendID, backendPrefixes()...)
		if err != nil {
			return nil, err
		}
		return &edges.Backend{Enabled: edgeEnabled(p.Enabled), Backend: ref}, nil
	}
}

// edgeIPRestriction returns the builder of IP restriction modules.
func (s *Server) edgeIPRestriction(at string) func(*edges.IPRestrictionParams) (*edges.IPRestriction, error) {
	return func(p *edges.IPRestrictionParams) (*edges.IPRestriction, error) {
		refs, err := s.existingRefs(at+"ip_policy_ids", p.IPPolicyIDs, ipPolicyPrefix)
		if err != nil {
			return nil, err
		}
		return &edges.IPRestriction{Enabled: edgeEnabled(p.Enabled), IPPolicies: refs}, nil
	}
}

// edgeMutualTLS returns the builder of mutual TLS modules.
func (s *Server) edgeMutualTLS(at string) func(*edges.MutualTLSParams) (*edges.MutualTLS, error) {
	return func(p *edges.MutualTLSParams) (*edges.MutualTLS, error) {
		refs, err := s.existingRefs(at+"certificate_authority_ids", p.CertificateAuthorityIDs, "ca")
		if err != nil {
			return nil, err
		}
		return &edges.MutualTLS{Enabled: edgeEnabled(p.Enabled), CertificateAuthorities: refs}, nil
	}
}

func edgeTLSTermination(p *edges.TLSTerminationParams) (*edges.TLSTermination, error) {
	return &edges.TLSTermination{Enabled: edgeEnabled(p.Enabled), TerminateAt: p.TerminateAt, MinVersion: p.MinVersion}, nil
}

func edgeTLSTerminationAtEdge(p *edges.TLSTerminationAtEdgeParams) (*edges.TLSTermination, error) {
	return &edges.TLSTermination{Enabled: edgeEnabled(p.Enabled), TerminateAt: edges.TerminateAtEdge, MinVersion: p.MinVersion}, nil
}

func edgeTrafficPolicy(p *edges.TrafficPolicyParams) (*edges.TrafficPolicy, error) {
	return &edges.TrafficPolicy{Enabled: edgeEnabled(p.Enabled), Value: p.Value}, nil
}

func edgeCircuitBreaker(p *edges.CircuitBreakerParams) (*edges.CircuitBreaker, error) {
	return &edges.CircuitBreaker{
		Enabled:                  edgeEnabled(p.Enabled),
		TrippedDuration:          deref(p.TrippedDuration),
		RollingWindow:            deref(p.RollingWindow),
		NumBuckets:               deref(p.NumBuckets),
		VolumeThreshold:          deref(p.VolumeThreshold),
		ErrorThresholdPercentage: deref(p.ErrorThresholdPercentage),
	}, nil
}

func edgeCompression(p *edges.CompressionParams) (*edges.Compression, error) {
	return &edges.Compression{Enabled: edgeEnabled(p.Enabled)}, nil
}

func edgeHeaders(p *edges.HeadersParams) (*edges.Headers, error) {
	add := p.Add
	if add == nil {
		add = map[string]string{}
	}
	return &edges.Headers{Enabled: edgeEnabled(p.Enabled), Add: add, Remove: edgeList(p.Remove)}, nil
}

func edgeWebhookVerification(p *edges.WebhookVerificationParams) (*edges.WebhookVerification, error) {
	return &edges.WebhookVerification{Enabled: edgeEnabled(p.Enabled), Provider: p.Provider, Secret: deref(p.Secret)}, nil
}

func edgeOAuth(p *edges.OAuthParams) (*edges.OAuth, error) {
	return &edges.OAuth{
		Enabled:            edgeEnabled(p.Enabled),
		Provider:           p.Provider,
		OptionsPassthrough: deref(p.OptionsPassthrough),
		CookiePrefix:       deref(p.CookiePrefix),
		InactivityTimeout:  deref(p.InactivityTimeout),
		MaximumDuration:    deref(p.MaximumDuration),
		AuthCheckInterval:  deref(p.AuthCheckInterval),
	}, nil
}

func edgeOIDC(p *edges.OIDCParams) (*edges.OIDC, error) {
	return &edges.OIDC{
		Enabled:            edgeEnabled(p.Enabled),
		OptionsPassthrough: deref(p.OptionsPassthrough),
		CookiePrefix:       deref(p.CookiePrefix),
		InactivityTimeout:  deref(p.InactivityTimeout),
		MaximumDuration:    deref(p.MaximumDuration),
		Issuer:             p.Issuer,
		ClientID:           p.ClientID,
		ClientSecret:       p.ClientSecret,
		Scopes:             edgeList(p.Scopes),
	}, nil
}

func edgeWebsocketTCPConverter(p *edges.WebsocketTCPConverterParams) (*edges.WebsocketTCPConverter, error) {
	return &edges.WebsocketTCPConverter{Enabled: edgeEnabled(p.Enabled)}, nil
}

func edgeUserAgentFilter(p *edges.UserAgentFilterParams) (*edges.UserAgentFilter, error) {
	return &edges.UserAgentFilter{Enabled: edgeEnabled(p.Enabled), Allow: edgeList(p.Allow), Deny: edgeList(p.Deny)}, nil
}
