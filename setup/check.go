package setup

import "fmt"

// checkAccount refuses, before anything is read or changed, what the
// description alone shows that Apply would fail on: rules of the API on
// what a resource may configure or name, and the order in which Apply
// makes changes. Each error names the resource and the field at fault.
func checkAccount(a *Account) error {
	for _, d := range a.CloudEndpoints {
		if err := checkEndpoint(d); err != nil {
			return fmt.Errorf("cloud_endpoint %q: %w", d.Name, err)
		}
	}
	composite := compositeBackends(a)
	for _, d := range a.WeightedBackends {
		if err := checkWeighted(d, composite); err != nil {
			return fmt.Errorf("weighted_backend %q: %w", d.Name, err)
		}
	}
	for _, d := range a.FailoverBackends {
		if err := checkFailover(d, composite); err != nil {
			return fmt.Errorf("failover_backend %q: %w", d.Name, err)
		}
	}
	for _, d := range a.TLSEdges {
		if err := checkTLSEdge(d); err != nil {
			return fmt.Errorf("tls_edge %q: %w", d.Name, err)
		}
	}
	return nil
}

// compositeBackends returns the kinds of the described backends that name
// other backends, by their names.
func compositeBackends(a *Account) map[string]string {
	out := make(map[string]string)
	for _, d := range a.WeightedBackends {
		out[d.Name] = "weighted_backend"
	}
	for _, d := range a.FailoverBackends {
		out[d.Name] = "failover_backend"
	}
	return out
}
