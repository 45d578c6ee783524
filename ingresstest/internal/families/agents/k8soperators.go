package agents

import (
	"net/http"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/k8soperators"
)

// registerK8sOperators serves Kubernetes operators and the list of the
// endpoints bound to one. Features are taken in any case and kept in
// lower case. An operator's binding is set up exactly while it enables
// the bindings feature (its certificate issued from the CSR it supplies,
// by the authority that signs managed certificates); otherwise it is
// empty, as the documented example response shows, not null.
func registerK8sOperators(s *account) {
	api.ServeResource(s.engine, s.engine.Records.K8sOperators, api.Resource[k8soperators.Operator, k8soperators.CreateParams, k8soperators.UpdateParams]{
		Wire:  wire.KubernetesOperators,
		Check: s.checkK8sOperatorCreate, CheckUpdate: s.checkK8sOperatorUpdate,
		Create: s.createK8sOperator, Update: s.updateK8sOperator,
	})
	s.engine.Serve("GET "+wire.KubernetesOperatorBoundEndpoints, s.engine.Answers.Handle(s.listBoundEndpoints))
}

// createK8sOperator is the create hook of Kubernetes operators: it builds
// the record of a new one, in the region "global" unless one is given.
// Validate has checked that a binding comes exactly with its feature.
func (s *account) createK8sOperator(c *api.Call, p *k8soperators.CreateParams) (*k8soperators.Operator, error) {
	op := &k8soperators.Operator{
		Principal:       s.engine.UserRef(c.Caller.ID),
		EnabledFeatures: k8soperators.LowerFeatures(p.EnabledFeatures),
		Region:          api.DerefOr(p.Region, "global"), Deployment: api.Deref(p.Deployment),
		Binding: offBinding(),
	}
	if p.Binding != nil {
		b, err := s.newOperatorBinding(c, p.Binding.EndpointSelectors, p.Binding.CSR)
		if err != nil {
			return nil, err
		}
		b.IngressEndpoint = api.Deref(p.Binding.IngressEndpoint)
		op.Binding = b
	}
	return op, nil
}

// updateK8sOperator is the update hook of Kubernetes operators: it
// returns the record changed. Turning the bindings feature off drops the
// binding; turning it on needs a binding with a CSR.
func (s *account) updateK8sOperator(c *api.Call, op k8soperators.Operator, p *k8soperators.UpdateParams) (*k8soperators.Operator, error) {
	api.SetIf(&op.Region, p.Region)
	wasOn := slices.Contains(op.EnabledFeatures, k8soperators.FeatureBindings)
	if p.EnabledFeatures != nil {
		op.EnabledFeatures = k8soperators.LowerFeatures(p.EnabledFeatures)
	}
	if p.Deployment != nil {
		api.SetIf(&op.Deployment.Name, p.Deployment.Name)
		api.SetIf(&op.Deployment.Version, p.Deployment.Version)
	}
	binding, err := s.updatedOperatorBinding(c, &op, wasOn, p.Binding)
	if err != nil {
		return nil, err
	}
	op.Binding, op.UpdatedAt = binding, c.Now
	return &op, nil
}

// updatedOperatorBinding returns the binding of op, whose features are
// already updated and had the bindings feature when wasOn, once p (which
// may be nil) is applied.
func (s *account) updatedOperatorBinding(c *api.Call, op *k8soperators.Operator, wasOn bool, p *k8soperators.BindingUpdateParams) (*k8soperators.Binding, error) {
	on := slices.Contains(op.EnabledFeatures, k8soperators.FeatureBindings)
	switch {
	case !on && p != nil:
		return nil, api.Errorf(http.StatusBadRequest, api.CodeOperatorBinding, "binding: the operator failed validation: operator %s does not enable the feature %q", op.ID, k8soperators.FeatureBindings)
	case !on:
		return offBinding(), nil
	case !wasOn && (p == nil || p.CSR == nil):
		return nil, api.Errorf(http.StatusBadRequest, api.CodeOperatorBinding, "binding.csr: the operator failed validation: turning on the feature %q needs a binding with a csr", k8soperators.FeatureBindings)
	case !wasOn:
		b, err := s.newOperatorBinding(c, p.EndpointSelectors, *p.CSR)
		if err != nil {
			return nil, err
		}
		b.IngressEndpoint = api.Deref(p.IngressEndpoint)
		return b, nil
	case p == nil:
		return op.Binding, nil
	}
	b := *op.Binding
	if p.EndpointSelectors != nil {
		b.EndpointSelectors = slices.Clone(p.EndpointSelectors)
	}
	if p.CSR != nil {
		cert, err := SignOperatorCSR(s.engine, *p.CSR, c.Now)
		if err != nil {
			return nil, err
		}
		b.Cert = *cert
	}
	api.SetIf(&b.IngressEndpoint, p.IngressEndpoint)
	return &b, nil
}

// newOperatorBinding returns a binding with the given selectors, which
// the create or update check has checked, and a certificate issued from
// csr.
func (s *account) newOperatorBinding(c *api.Call, selectors []string, csr string) (*k8soperators.Binding, error) {
	cert, err := SignOperatorCSR(s.engine, csr, c.Now)
	if err != nil {
		return nil, err
	}
	return &k8soperators.Binding{EndpointSelectors: append([]string{}, selectors...), Cert: *cert}, nil
}

// offBinding returns the binding of an operator without the bindings
// feature: an empty certificate and no selectors. The documented example
// sends the selectors as null; lists are never null here, as everywhere
// in the API's responses that the project checks (docs/BEHAVIOUR.md).
func offBinding() *k8soperators.Binding {
	return &k8soperators.Binding{EndpointSelectors: []string{}}
}
