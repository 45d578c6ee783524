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
	if len(names) == 0 {
		return nil, nil
	}
	ids, err := r.idList("ip_policy", names)
	if err != nil {
		return nil, err
	}
	return &edges.IPRestrictionParams{IPPolicyIDs: ids}, nil
}

// trafficPolicyModule returns the traffic policy module of a document,
// nil for none.
func trafficPolicyModule(text string) *edges.TrafficPolicyParams {
	if text == "" {
		return nil
	}
	return &edges.TrafficPolicyParams{Value: text}
}

// moduleRefs returns the resources that an edge's modules refer to.
func moduleRefs(m EdgeModules) []ref {
	var out []ref
	if m.Backend != "" {
		out = append(out, ref{"backend", m.Backend})
	}
	for _, p := range m.IPPolicies {
		out = append(out, ref{"ip_policy", p})
	}
	return out
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
	if changed["backend"] {
		p, err := backendModule(r, m.Backend)
		if err != nil {
			return err
		}
		if err := setModule(ctx, mc.backend, edgeID, p); err != nil {
			return err
		}
	}
	if changed["ip_policies"] {
		p, err := restrictionModule(r, m.IPPolicies)
		if err != nil {
			return err
		}
		if err := setModule(ctx, mc.ipRestriction, edgeID, p); err != nil {
			return err
		}
	}
	if changed["traffic_policy"] {
		return setModule(ctx, mc.trafficPolicy, edgeID, trafficPolicyModule(m.TrafficPolicy))
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
