package ingresstest_test

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

func ExampleServer_NewAccount() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()

	// Two workers of one test suite, each on an account of its own.
	a, err := srv.NewAccount()
	if err != nil {
		panic(err)
	}
	b, err := srv.NewAccount()
	if err != nil {
		panic(err)
	}
	p, err := ippolicies.NewClient(a.Client()).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("a's")})
	if err != nil {
		panic(err)
	}
	_, err = ippolicies.NewClient(b.Client()).Policies.Get(ctx, p.ID)
	fmt.Println("b sees a's policy:", !ingress.IsNotFound(err))

	a.ResetAccount()
	_, err = ippolicies.NewClient(a.Client()).Policies.Get(ctx, p.ID)
	fmt.Println("a's policy after a reset:", !ingress.IsNotFound(err))
	// Output:
	// b sees a's policy: false
	// a's policy after a reset: false
}
