package setup_test

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// heldFailure is a transport that holds a 500 response until released is
// closed or the request's context ends.
type heldFailure struct {
	base     http.RoundTripper
	released <-chan struct{}
}

func (h heldFailure) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := h.base.RoundTrip(req)
	if err == nil && resp.StatusCode == http.StatusInternalServerError {
		select {
		case <-h.released:
		case <-req.Context().Done():
		}
	}
	return resp, err
}

// TestApplyReportsFirstError makes two creates of one step fail: the
// server refuses the first request with a 500, which reaches the client
// once the other create has succeeded, and that create then fails to keep
// its token. Apply returns the first error, joined with the token error
// that holds the second create's token, in that order.
func TestApplyReportsFirstError(t *testing.T) {
	srv, _ := counted(t)
	created, refused := make(chan struct{}), make(chan struct{})
	c := srv.Client(ingress.WithoutRetries(), ingress.WithHTTPClient(&http.Client{
		Transport: heldFailure{base: http.DefaultTransport, released: created},
	}))
	var failed []setup.Progress
	progress := setup.OnProgress(func(p setup.Progress) {
		if p.Err == nil {
			return
		}
		failed = append(failed, p)
		if len(failed) == 1 {
			close(refused)
		}
	})
	token := setup.OnToken(func(setup.Token) error {
		close(created)
		select {
		case <-refused:
		case <-t.Context().Done():
		}
		return errors.New("disk full")
	})
	want := setup.Account{TunnelCredentials: []setup.TunnelCredential{{Name: "a"}, {Name: "b"}}}
	plan, err := setup.NewPlan(t.Context(), c, want, progress, token)
	require.NoError(t, err)
	require.Len(t, plan.Changes, 2)

	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.Fault500}})
	err = plan.Apply(t.Context())
	require.Error(t, err)
	require.Len(t, failed, 2, "both creates fail: %v", err)
	first, second := failed[0].Change.Name, failed[1].Change.Name
	assert.NotEqual(t, first, second)

	msg := err.Error()
	assert.True(t, strings.HasPrefix(msg, "create tunnel_credential "+first+": "), "the first error comes first: %s", msg)
	assert.Contains(t, strings.SplitN(msg, "\n", 2)[0], "500", msg)
	tes := tokenErrors(err)
	require.Len(t, tes, 1, "the second create's token is kept in the error: %v", err)
	assert.Equal(t, second, tes[0].Token.Name)
	assert.NotEmpty(t, tes[0].Token.Value())
}

// TestApplyStopsAtFirstError makes one create of the first step fail: the
// steps after it are not run, and the error names the failed change.
func TestApplyStopsAtFirstError(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client(ingress.WithoutRetries())
	want := setup.Account{
		IPPolicies:     []setup.IPPolicy{{Name: "office"}},
		IPRestrictions: []setup.IPRestriction{{Name: "dashboard", Type: "dashboard", IPPolicies: []string{"office"}}},
	}
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.Fault500}})
	err = plan.Apply(t.Context())
	require.ErrorContains(t, err, "create ip_policy office: ")
	assert.Zero(t, writes.Load(), "the restriction, which refers to the policy, is not created")
}
