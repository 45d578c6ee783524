package routing

import (
	"fmt"
	"reflect"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// The modules of edges and routes name backends, IP policies and
// certificate authorities, which must exist when the module is set. When
// one of them is deleted later, the module keeps its reference, as the
// API does: a deleted IP policy then acts as a policy with no rules, a
// deleted certificate authority validates no client certificate, and a
// deleted backend leaves the traffic nowhere to go. Setting the module
// again with the dangling ID is refused like any unknown ID.

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

// edgeModule builds the module that p, a module's params, configures on
// rec, the edge or route it is set on, as a value of type m, a pointer to
// the module; at prefixes the names of fields in errors, like "backend.".
// A module whose params name other resources or that has fields of its
// own has its own builder; the others are plain (see plainModule). The
// lock is held.
func (s *account) edgeModule(rec, p any, m reflect.Type, at string) (any, error) {
	switch p := p.(type) {
	case *edges.BackendParams:
		ref, err := s.engine.ExistingRef(api.CodeBackendMissing, at+"backend_id", p.BackendID, backendPrefixes()...)
		if err != nil {
			return nil, err
		}
		return &edges.Backend{Enabled: edgeEnabled(p.Enabled), Backend: ref}, nil
	case *edges.IPRestrictionParams:
		refs, err := s.engine.ExistingRefs(api.CodeEdgeIPPolicyMissing, at+"ip_policy_ids", p.IPPolicyIDs, wire.IPPolicies.Prefix)
		if err != nil {
			return nil, err
		}
		return &edges.IPRestriction{Enabled: edgeEnabled(p.Enabled), IPPolicies: refs}, nil
	case *edges.MutualTLSParams:
		refs, err := s.engine.ExistingRefs(api.CodeEdgeAuthorityMissing, at+"certificate_authority_ids", p.CertificateAuthorityIDs, "ca")
		if err != nil {
			return nil, err
		}
		return &edges.MutualTLS{Enabled: edgeEnabled(p.Enabled), CertificateAuthorities: refs}, nil
	case *edges.TLSTerminationAtEdgeParams:
		t := plainModule(p, m).(*edges.TLSTermination)
		t.TerminateAt = edges.TerminateAtEdge
		return t, nil
	case *edges.SAMLParams:
		return s.edgeSAML(rec.(*edges.Route), plainModule(p, m).(*edges.SAML))
	}
	return plainModule(p, m), nil
}

// edgeEnabled reads a module's optional enabled flag, true by default.
func edgeEnabled(p *bool) bool { return api.DerefOr(p, true) }

// plainModule builds the module of type m (a pointer to a struct) that p,
// a pointer to the module's params, configures, field by field: a field
// of the module takes the field of p of the same name. An optional field
// (a pointer in p to the module field's type) takes its value, or the
// zero value when unset, but Enabled, which is true unless set to false.
// An unset list or map is stored empty, as the API reads it back. A field
// p lacks is left zero.
func plainModule(p any, m reflect.Type) any {
	src, out := reflect.ValueOf(p).Elem(), reflect.New(m.Elem())
	dst := out.Elem()
	for i := range dst.NumField() {
		f, to := dst.Type().Field(i), dst.Field(i)
		from := src.FieldByName(f.Name)
		switch {
		case !from.IsValid():
		case from.Type() == f.Type:
			to.Set(emptyIfNil(from))
		case from.Type() == reflect.PointerTo(f.Type):
			if !from.IsNil() {
				to.Set(from.Elem())
			} else if f.Name == "Enabled" {
				to.SetBool(true)
			}
		default:
			panic(fmt.Sprintf("ingresstest: the module %s cannot hold the field %s of %T", m.Elem(), f.Name, p))
		}
	}
	return out.Interface()
}

// emptyIfNil returns v, or an empty list or map of its type when it is a
// nil one.
func emptyIfNil(v reflect.Value) reflect.Value {
	switch {
	case v.Kind() == reflect.Slice && v.IsNil():
		return reflect.MakeSlice(v.Type(), 0, 0)
	case v.Kind() == reflect.Map && v.IsNil():
		return reflect.MakeMap(v.Type())
	}
	return v
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
