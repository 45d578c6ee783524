package setup_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// Example plans a description read from YAML, applies it, and plans again:
// the second plan has nothing to do.
func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	c := srv.Client() // for a real account: ingress.WithRateLimit(120, time.Minute)
	ctx := context.Background()

	want, err := setup.Parse("account.yaml", []byte(`
reserved_domains:
  - domain: app.example.com
ip_policies:
  - name: office
    description: trusted networks
    rules:
      - {cidr: 203.0.113.0/24, action: allow, description: office}
http_response_backends:
  - {name: welcome, status_code: 200, body: "Hello."}
https_edges:
  - name: web
    hostports: ["app.example.com:443"]
    routes:
      - {match_type: path_prefix, match: /, backend: welcome, ip_policies: [office]}
`))
	if err != nil {
		log.Fatal(err)
	}
	plan, err := setup.NewPlan(ctx, c, want)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(plan)
	if err := plan.Apply(ctx); err != nil {
		log.Fatal(err)
	}
	again, err := setup.NewPlan(ctx, c, want)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(again)
	// Output:
	// + reserved_domain app.example.com
	// + ip_policy office
	//     description = "trusted networks"
	// + ip_policy_rule office/203.0.113.0/24
	//     action = "allow"
	//     description = "office"
	// + http_response_backend welcome
	//     status_code = 200
	//     body = "Hello."
	// + https_edge web
	//     hostports = ["app.example.com:443"]
	// + https_edge_route web/path_prefix:/
	//     backend = "welcome"
	//     ip_policies = ["office"]
	// Plan: 6 to create, 0 to update, 0 to replace, 0 to delete.
	// No changes.
}

// ExampleExport describes an account that was set up by hand.
func ExampleExport() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{
		{Name: "db", Value: setup.SecretSource{File: "testdata/db-password"}},
	}}}}
	plan, err := setup.NewPlan(ctx, srv.Client(), want)
	if err != nil {
		log.Fatal(err)
	}
	if err := plan.Apply(ctx); err != nil {
		log.Fatal(err)
	}
	got, err := setup.Export(ctx, srv.Client())
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %s from %s\n", got.Vaults[0].Name, got.Vaults[0].Secrets[0].Name, got.Vaults[0].Secrets[0].Value)
	// Output:
	// prod: db from env SECRET_PROD_DB
}
