package agents

import (
	"errors"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// policyRule checks an endpoint's traffic_policy as the API does for the
// endpoint e: a JSON object or a YAML mapping, whose rules
// trafficpolicy.ValidateFor accepts. It answers the first mistake, which
// names the phase, the rule and the action or expression at fault, with
// its code (see policyCode). A cloud endpoint's policy given empty or
// blank is api.CodeEndpointPolicyEmpty (errors/err_ngrok_18011: "Traffic
// policy configuration is required").
func policyRule(v *string, e trafficpolicy.Endpoint) error {
	if e.Cloud && v != nil && strings.TrimSpace(*v) == "" {
		return api.Errorf(http.StatusBadRequest, api.CodeEndpointPolicyEmpty,
			"traffic_policy: traffic policy configuration is required: a cloud endpoint's traffic policy is empty")
	}
	if err := validate.TrafficPolicy("traffic_policy", v); err != nil || v == nil {
		return coded(api.CodeEndpointPolicy, err)
	}
	p, err := trafficpolicy.Parse([]byte(*v))
	if err != nil {
		return policyError(err)
	}
	return policyError(p.ValidateFor(e))
}

// policyError answers the first mistake that err holds, from
// trafficpolicy's Parse, Validate or CheckEndpoint, with its code, or
// returns nil for nil.
func policyError(err error) error {
	if err == nil {
		return nil
	}
	var first *trafficpolicy.Error
	if !errors.As(err, &first) {
		code := api.CodeEndpointPolicy
		if errors.Is(err, trafficpolicy.ErrInvalidField) {
			code = api.CodePolicyActionConfig
		}
		return api.Errorf(http.StatusBadRequest, code, "invalid traffic policy: %v", err)
	}
	return api.Errorf(http.StatusBadRequest, policyCode(first), "invalid traffic policy: %v", first)
}

// policyCode returns the code of the error reference for the mistake e:
// its own Code where the reference gives it one, else the ERR_NGROK_22xx
// code of its kind, or api.CodeEndpointPolicy for the
// kinds that have none (an unknown phase, an unknown member of a rule).
func policyCode(e *trafficpolicy.Error) string {
	if e.Code != "" {
		return e.Code
	}
	is := func(kinds ...error) bool {
		for _, k := range kinds {
			if errors.Is(e, k) {
				return true
			}
		}
		return false
	}
	switch {
	case is(trafficpolicy.ErrExpression, trafficpolicy.ErrUnknownVariable, trafficpolicy.ErrLimit):
		return api.CodePolicyExpression
	case is(trafficpolicy.ErrUnknownAction):
		return api.CodePolicyActionType
	case is(trafficpolicy.ErrPhase):
		return api.CodePolicyActionPhase
	case is(trafficpolicy.ErrInvalidField) && e.Field == "config",
		is(trafficpolicy.ErrUnknownMember) && e.Action >= 0:
		return api.CodePolicyActionConfig
	case is(trafficpolicy.ErrMissingField, trafficpolicy.ErrInvalidField):
		return api.CodePolicyActionField
	case is(trafficpolicy.ErrProtocol):
		return api.CodePolicyActionProtocol
	case is(trafficpolicy.ErrNoActions):
		return api.CodePolicyNoActions
	case is(trafficpolicy.ErrUnreachable):
		return api.CodePolicyUnreachable
	}
	return api.CodeEndpointPolicy
}
