package trafficpolicy_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestTheServerRefusesAnUnknownMember(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	_, err := endpoints.NewClient(srv.Client()).Create(context.Background(), &endpoints.CreateParams{
		URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new(`on_http_request: [{actions: [{type: custom-response, config: {status_code: 200, content: hello}}]}]`),
	})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodePolicyActionConfig,
		`invalid traffic policy: on_http_request[0]: actions[0] custom-response: content: unknown member of the config; did you mean body?`)
}
