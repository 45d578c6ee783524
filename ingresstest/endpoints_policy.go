package ingresstest

import (
	"errors"
	"net/http"

	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// policyRule checks an endpoint's traffic_policy as the API does: a JSON
// object or a YAML mapping, whose rules trafficpolicy.Validate accepts.
// It answers CodeEndpointPolicy with the first mistake, which names the
// phase, the rule and the action or expression at fault.
func policyRule(v *string) error {
	if err := validate.TrafficPolicy("traffic_policy", v); err != nil || v == nil {
		return coded(CodeEndpointPolicy, err)
	}
	p, err := trafficpolicy.Parse([]byte(*v))
	if err == nil {
		err = p.Validate()
	}
	if err == nil {
		return nil
	}
	var first *trafficpolicy.Error
	if errors.As(err, &first) {
		err = first
	}
	return apiErrorf(http.StatusBadRequest, CodeEndpointPolicy, "invalid traffic policy: %v", err)
}
