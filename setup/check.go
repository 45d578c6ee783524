package setup

import "fmt"

// checkBackends refuses weighted and failover backends that name
// backends Apply could not have made by then (see checkWeighted and
// checkFailover). Each error names the backend and the name at fault.
func checkBackends(a *Account) error {
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
