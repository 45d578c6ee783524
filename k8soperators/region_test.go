package k8soperators_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/k8soperators"
)

// TestRegion checks that an operator's region is "global" or a point of
// presence: the SDK refuses another before sending, on create and update.
func TestRegion(t *testing.T) {
	for _, ok := range []string{"global", "eu", "jp"} {
		require.NoError(t, (&k8soperators.CreateParams{Region: new(ok)}).Validate(), ok)
		require.NoError(t, (&k8soperators.UpdateParams{Region: new(ok)}).Validate(), ok)
	}
	for _, bad := range []string{"", "mars", "EU", "eu\n"} {
		testkit.RequireValidation(t, (&k8soperators.CreateParams{Region: new(bad)}).Validate(), "region", "%q", bad)
		testkit.RequireValidation(t, (&k8soperators.UpdateParams{Region: new(bad)}).Validate(), "region", "%q", bad)
	}
}

// TestRegionOnTheServer checks that ingresstest refuses an unknown
// region with 400 and the validation code, and stores none.
func TestRegionOnTheServer(t *testing.T) {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := t.Context()
	raw := k8soperators.NewClient(srv.Client(ingress.WithoutValidation()))

	_, err := raw.Create(ctx, &k8soperators.CreateParams{Region: new("mars")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, `region: must be "global" or one of`)

	op, err := raw.Create(ctx, &k8soperators.CreateParams{Region: new("eu")})
	require.NoError(t, err)
	_, err = raw.Update(ctx, op.ID, &k8soperators.UpdateParams{Region: new("")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "region")
	got, err := raw.Get(ctx, op.ID)
	require.NoError(t, err)
	require.Equal(t, "eu", got.Region, "a refused update changes nothing")
}
