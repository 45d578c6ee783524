package main

import (
	"context"
	"slices"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
)

// ensureEdge finds the HTTPS edge that serves the domain on port 443 or
// creates it, corrects its description and TLS termination, and then its
// route.
func ensureEdge(ctx context.Context, c *ingress.Client, cfg Config, policyID, backendID string, r *Report) error {
	ed := edges.NewClient(c)
	hostport := cfg.Domain + ":443"
	what := "HTTPS edge " + hostport
	edge, err := find(ed.HTTPS.List(ctx, nil), func(e *edges.HTTPSEdge) bool {
		return slices.Contains(e.Hostports, hostport)
	})
	if err != nil {
		return err
	}
	termination := &edges.TLSTerminationAtEdgeParams{MinVersion: new(cfg.MinTLSVersion)}
	if edge == nil {
		edge, err = ed.HTTPS.Create(ctx, &edges.HTTPSEdgeCreateParams{
			Description: new(edgeDescription), Hostports: []string{hostport}, TLSTermination: termination,
		})
		if err != nil {
			return err
		}
		r.note(Created, what, edge.ID)
	} else {
		changed := false
		if edge.Description != edgeDescription {
			if _, err := ed.HTTPS.Update(ctx, edge.ID, &edges.HTTPSEdgeUpdateParams{Description: new(edgeDescription)}); err != nil {
				return err
			}
			changed = true
		}
		if t := edge.TLSTermination; t == nil || !t.Enabled || t.MinVersion == nil || *t.MinVersion != cfg.MinTLSVersion {
			if _, err := ed.HTTPS.TLSTermination.Replace(ctx, edge.ID, termination); err != nil {
				return err
			}
			changed = true
		}
		r.note(outcome(changed), what, edge.ID)
	}
	return ensureRoute(ctx, ed.Routes, edge, policyID, backendID, r)
}

// ensureRoute finds the edge's route for every path or adds it, and makes
// its backend module send traffic to the backend and its IP restriction
// module apply the policy.
func ensureRoute(ctx context.Context, routes *edges.RouteClient, edge *edges.HTTPSEdge, policyID, backendID string, r *Report) error {
	what := "route / of " + edge.ID
	backend := &edges.BackendParams{BackendID: backendID}
	restriction := &edges.IPRestrictionParams{IPPolicyIDs: []string{policyID}}
	i := slices.IndexFunc(edge.Routes, func(rt edges.Route) bool {
		return rt.MatchType == edges.MatchPathPrefix && rt.Match == "/"
	})
	if i < 0 {
		rt, err := routes.Create(ctx, edge.ID, &edges.RouteCreateParams{
			MatchType: edges.MatchPathPrefix, Match: "/", Description: new(routeDescription),
			Backend: backend, IPRestriction: restriction,
		})
		if err != nil {
			return err
		}
		r.note(Created, what, rt.ID)
		return nil
	}
	rt := edge.Routes[i]
	changed := false
	if rt.Description != routeDescription {
		if _, err := routes.Update(ctx, edge.ID, rt.ID, &edges.RouteUpdateParams{Description: new(routeDescription)}); err != nil {
			return err
		}
		changed = true
	}
	if b := rt.Backend; b == nil || !b.Enabled || b.Backend == nil || b.Backend.ID != backendID {
		if _, err := routes.Backend.Replace(ctx, edge.ID, rt.ID, backend); err != nil {
			return err
		}
		changed = true
	}
	if ipr := rt.IPRestriction; ipr == nil || !ipr.Enabled || len(ipr.IPPolicies) != 1 || ipr.IPPolicies[0].ID != policyID {
		if _, err := routes.IPRestriction.Replace(ctx, edge.ID, rt.ID, restriction); err != nil {
			return err
		}
		changed = true
	}
	r.note(outcome(changed), what, rt.ID)
	return nil
}

// outcome is Updated when changed is set, else Unchanged.
func outcome(changed bool) Outcome {
	if changed {
		return Updated
	}
	return Unchanged
}
