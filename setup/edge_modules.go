package setup

import (
	"context"

	"github.com/ingresskit/ingress/edges"
)

// backendOf returns the ID of the backend a backend module sends traffic
// to, or "" when it sends none.
func backendOf(b *edges.Backend) string {
	if b != nil && b.Enabled && b.Backend != nil {
		return b.Backend.ID
	}
	return ""
}

// policiesOf returns the IDs of the IP policies of an IP restriction
// module.
func policiesOf(ipr *edges.IPRestriction) []string {
	var ids []string
	if ipr != nil && ipr.Enabled {
		for _, p := range ipr.IPPolicies {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// trafficPolicyOf returns the document of a traffic policy module, or ""
// when there is none.
func trafficPolicyOf(tp *edges.TrafficPolicy) string {
	if tp != nil && tp.Enabled {
		return tp.Value
	}
	return ""
}

// backendModule returns the backend module that sends traffic to the
// backend named name, nil for none.
func backendModule(r *refs, name string) (*edges.BackendParams, error) {
	if name == "" {
		return nil, nil
	}
	id, err := r.id("backend", name)
	if err != nil {
		return nil, err
	}
	return &edges.BackendParams{BackendID: id}, nil
}

// restrictionModule returns the IP restriction module of the IP policies
// named names, nil for none.
func restrictionModule(r *refs, names []string) (*edges.IPRestrictionParams, error) {
	return idsModule(r, "ip_policy", names, func(ids []string) *edges.IPRestrictionParams {
		return &edges.IPRestrictionParams{IPPolicyIDs: ids}
	})
}

// idsModule returns the module that params makes of the IDs of the
// resources of namespace ns named names, nil for none.
func idsModule[P any](r *refs, ns string, names []string, params func(ids []string) *P) (*P, error) {
	if len(names) == 0 {
		return nil, nil
	}
	ids, err := r.idList(ns, names)
	if err != nil {
		return nil, err
	}
	return params(ids), nil
}

// trafficPolicyModule returns the traffic policy module of a document,
// nil for none.
func trafficPolicyModule(text string) *edges.TrafficPolicyParams {
	if text == "" {
		return nil
	}
	return &edges.TrafficPolicyParams{Value: text}
}

// referringModules returns the backend and IP restriction modules of an
// edge or a route that name backend and ipPolicies, nil for none.
func referringModules(r *refs, backend string, ipPolicies []string) (*edges.BackendParams, *edges.IPRestrictionParams, error) {
	b, err := backendModule(r, backend)
	if err != nil {
		return nil, nil, err
	}
	ipr, err := restrictionModule(r, ipPolicies)
	if err != nil {
		return nil, nil, err
	}
	return b, ipr, nil
}

// moduleRefs returns the resources that the backend and IP restriction
// modules of an edge or a route refer to.
func moduleRefs(backend string, ipPolicies []string) []ref {
	var out []ref
	if backend != "" {
		out = append(out, ref{"backend", backend})
	}
	return append(out, refsTo("ip_policy", ipPolicies)...)
}

// moduleFields appends the compared fields of described modules.
func (fs fields) moduleFields(m EdgeModules) fields {
	return fs.add("backend", m.Backend).add("ip_policies", sorted(m.IPPolicies)).
		add("traffic_policy", comparablePolicy(m.TrafficPolicy))
}

// haveModules returns the modules of an existing edge, naming the
// resources they refer to through r.
func haveModules(b *edges.Backend, ipr *edges.IPRestriction, tp *edges.TrafficPolicy, r *refs) EdgeModules {
	m := EdgeModules{IPPolicies: namesOf(r, policiesOf(ipr)), TrafficPolicy: trafficPolicyOf(tp)}
	if id := backendOf(b); id != "" {
		m.Backend = r.name(id)
	}
	return m
}

// edgeModuleClients are the module clients of an edge that EdgeModules
// configure.
type edgeModuleClients struct {
	backend       edges.EdgeModule[edges.BackendParams, edges.Backend]
	ipRestriction edges.EdgeModule[edges.IPRestrictionParams, edges.IPRestriction]
	trafficPolicy edges.EdgeModule[edges.TrafficPolicyParams, edges.TrafficPolicy]
}

// update brings the modules of the edge edgeID to m; changed names the
// fields that differ.
func (mc edgeModuleClients) update(ctx context.Context, r *refs, edgeID string, m EdgeModules, changed map[string]bool) error {
	steps := referringSteps(r, m.Backend, m.IPPolicies,
		func(p *edges.BackendParams) error { return setModule(ctx, mc.backend, edgeID, p) },
		func(p *edges.IPRestrictionParams) error { return setModule(ctx, mc.ipRestriction, edgeID, p) })
	steps = append(steps, updateStep{"traffic_policy", func() error {
		return setModule(ctx, mc.trafficPolicy, edgeID, trafficPolicyModule(m.TrafficPolicy))
	}})
	return runSteps(steps, changed)
}

// referringSteps returns the steps that bring the backend and IP
// restriction modules of an edge or a route to those that name backend
// and ipPolicies, which setBackend and setRestriction set.
func referringSteps(r *refs, backend string, ipPolicies []string,
	setBackend func(*edges.BackendParams) error, setRestriction func(*edges.IPRestrictionParams) error,
) []updateStep {
	return []updateStep{
		{"backend", func() error {
			p, err := backendModule(r, backend)
			if err != nil {
				return err
			}
			return setBackend(p)
		}},
		{"ip_policies", func() error {
			p, err := restrictionModule(r, ipPolicies)
			if err != nil {
				return err
			}
			return setRestriction(p)
		}},
	}
}

// updateStep sets one part of an existing resource (its own fields, a
// module) to its description: the step of the compared field named field.
type updateStep struct {
	field string
	set   func() error
}

// runSteps runs, in order, the steps whose fields changed names.
func runSteps(steps []updateStep, changed map[string]bool) error {
	for _, s := range steps {
		if !changed[s.field] {
			continue
		}
		if err := s.set(); err != nil {
			return err
		}
	}
	return nil
}

// setModule replaces a module of the edge edgeID with p, or deletes it
// when p is nil.
func setModule[P, R any](ctx context.Context, m edges.EdgeModule[P, R], edgeID string, p *P) error {
	if p == nil {
		return m.Delete(ctx, edgeID)
	}
	_, err := m.Replace(ctx, edgeID, p)
	return err
}
