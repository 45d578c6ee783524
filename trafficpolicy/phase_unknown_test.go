package trafficpolicy_test

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// undefinedPhases is a policy with two phases that the documentation does
// not define and a member that is not a phase.
const undefinedPhases = `{
  "on_http_requst": [{"actions": [{"type": "deny"}]}],
  "on_foo": [{"expressions": ["req.nope"]}],
  "on_http_request": [{"actions": [{"type": "deny"}]}],
  "version": 2
}`

func TestValidateReportsAnUndefinedPhase(t *testing.T) {
	p, err := trafficpolicy.Parse([]byte(undefinedPhases))
	require.NoError(t, err)
	out, err := p.JSON()
	require.NoError(t, err)
	assert.JSONEq(t, undefinedPhases, out, "Parse keeps the undefined phases")

	err = p.Validate()
	require.ErrorIs(t, err, trafficpolicy.ErrUnknownPhase)
	errs := err.(interface{ Unwrap() []error }).Unwrap()
	require.Len(t, errs, 2, "version is not a phase, and the rules of an undefined phase are not checked")
	assert.EqualError(t, errs[0], `on_foo: unknown phase "on_foo"`)
	assert.EqualError(t, errs[1], `on_http_requst: unknown phase "on_http_requst"; did you mean on_http_request?`)
	var first *trafficpolicy.Error
	require.True(t, errors.As(errs[0], &first))
	assert.Equal(t, trafficpolicy.Error{Phase: "on_foo", Rule: -1, Action: -1, Err: trafficpolicy.ErrUnknownPhase, Msg: `unknown phase "on_foo"`}, *first)
}

func TestTheServerRefusesAnUndefinedPhase(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	_, err := endpoints.NewClient(srv.Client()).Create(context.Background(), &endpoints.CreateParams{
		URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new(`on_http_requst: [{actions: [{type: deny}]}]`),
	})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeEndpointPolicy,
		`invalid traffic policy: on_http_requst: unknown phase "on_http_requst"; did you mean on_http_request?`)
}
