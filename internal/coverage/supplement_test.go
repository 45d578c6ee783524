package coverage_test

// supplementOnly are the rows whose operation reference/supplement.yaml
// describes and the published description, which the conformance
// validator loads, does not. TestOpenAPIOperationsAreRows accepts them.
var supplementOnly = map[string]bool{
	key("GET", "/vaults/{id}/secrets"): true,
}
