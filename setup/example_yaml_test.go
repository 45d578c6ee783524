package setup_test

import (
	"log"
	"os"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
)

// ExampleAccount_WriteYAML writes a description as the YAML that Load and
// Parse read.
func ExampleAccount_WriteYAML() {
	a := setup.Account{
		IPPolicies: []setup.IPPolicy{{
			Name: "office", Common: setup.Common{Description: "trusted networks"},
			Rules: []setup.IPRule{{CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow}},
		}},
		HTTPSEdges: []setup.HTTPSEdge{{Name: "web", Hostports: []string{"app.example.com:443"}, MinTLSVersion: edges.TLS12}},
		Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{
			{Name: "db", Value: setup.SecretSource{Env: "DB_PASSWORD"}},
		}}},
	}
	if err := a.WriteYAML(os.Stdout); err != nil {
		log.Fatal(err)
	}
	// Output:
	// ip_policies:
	//   - name: office
	//     description: trusted networks
	//     rules:
	//       - cidr: 203.0.113.0/24
	//         action: allow
	// https_edges:
	//   - name: web
	//     hostports:
	//       - app.example.com:443
	//     min_tls_version: "1.2"
	// vaults:
	//   - name: prod
	//     secrets:
	//       - name: db
	//         value:
	//           env: DB_PASSWORD
}
