package agents

import (
	"net/http"
	"reflect"
	"slices"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/k8soperators"
)

// listBoundEndpoints serves a page of the endpoints bound to one
// Kubernetes operator, paged like every list; an operator that does not
// exist is not found.
func (s *account) listBoundEndpoints(r *http.Request) (int, any, error) {
	id := r.PathValue("id")
	s.engine.Mu.RLock()
	op, ok := s.engine.Records.K8sOperators.Get(id)
	s.engine.Mu.RUnlock()
	if !ok {
		return 0, nil, api.NotFound(wire.KubernetesOperators.Kind, id)
	}
	meter := &filter.Meter{}
	bound, err := s.boundBy(op, meter)
	if err != nil {
		return 0, nil, err
	}
	path := wire.KubernetesOperators.Path + "/" + id + "/bound_endpoints"
	return api.ListPageWhere(s.engine, r, s.engine.Records.Endpoints, wire.Endpoints.Prefix, path, wire.Endpoints.Member, bound, meter, nil)
}

// boundBy returns the selection of the endpoints that op binds: none
// without the bindings feature; with one, the endpoints with the kubernetes binding
// that at least one of its selectors holds of, or all of them when it
// has no selector. The selectors' evaluations charge meter.
func (s *account) boundBy(op *k8soperators.Operator, meter *filter.Meter) (func(*endpoints.Endpoint) (bool, error), error) {
	if !slices.Contains(op.EnabledFeatures, k8soperators.FeatureBindings) {
		return func(*endpoints.Endpoint) (bool, error) { return false, nil }, nil
	}
	selectors := make([]*filter.Filter, len(op.Binding.EndpointSelectors))
	for i, src := range op.Binding.EndpointSelectors {
		f, err := s.engine.Config.Filters.Compile(endpointSelectors, src, reflect.TypeFor[endpoints.Endpoint](), s.engine.Now(), meter)
		if err != nil {
			return nil, err
		}
		selectors[i] = f
	}
	return func(ep *endpoints.Endpoint) (bool, error) {
		if !slices.Contains(ep.Bindings, endpoints.BindingKubernetes) {
			return false, nil
		}
		if len(selectors) == 0 {
			return true, nil
		}
		for _, f := range selectors {
			if ok, err := f.Match(ep); ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	}, nil
}

// endpointSelectors is the name under which the engine's filters keep
// the compiled endpoint selectors of Kubernetes operators.
const endpointSelectors = "k8s_operators.binding.endpoint_selectors"

// checkK8sOperatorCreate checks the endpoint selectors of a new
// operator's binding before the lock is taken (see checkSelectors).
func (s *account) checkK8sOperatorCreate(p *k8soperators.CreateParams) error {
	if p.Binding == nil {
		return nil
	}
	return s.checkSelectors(p.Binding.EndpointSelectors)
}

// checkK8sOperatorUpdate checks the endpoint selectors of an operator's
// update before the lock is taken (see checkSelectors).
func (s *account) checkK8sOperatorUpdate(p *k8soperators.UpdateParams) error {
	if p.Binding == nil {
		return nil
	}
	return s.checkSelectors(p.Binding.EndpointSelectors)
}

// checkSelectors answers 400 with api.CodeInvalidEndpointSelector unless
// every selector compiles as a condition over an endpoint, as list
// filters do. Compiling may be costly: the caller does not hold the lock.
func (s *account) checkSelectors(selectors []string) error {
	for i, src := range selectors {
		if _, err := s.engine.Config.Filters.Compile(endpointSelectors, src, reflect.TypeFor[endpoints.Endpoint](), s.engine.Now(), nil); err != nil {
			return api.Errorf(http.StatusBadRequest, api.CodeInvalidEndpointSelector, "binding.endpoint_selectors[%d]: the endpoint selectors failed validation: %v", i, err)
		}
	}
	return nil
}
