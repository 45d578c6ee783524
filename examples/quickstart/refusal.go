package main

import "fmt"

// demonstrateRefusal prints, before a request that is meant to be
// refused (by the API, or by the SDK's check of the API's rule before it
// is sent), a row that says so and why, so that the refusal printed after it
// does not read as a failure.
func (t *tour) demonstrateRefusal(step, why string) {
	t.step(step, "Next: a request refused on purpose (%s):", why)
}

// refusedAsExpected prints the refusal err of the request announced by
// demonstrateRefusal as the expected outcome. A request that was not
// refused is an error of the walk-through.
func (t *tour) refusedAsExpected(step string, err error) error {
	if err == nil {
		return fmt.Errorf("%s: the request was accepted, though it should be refused", step)
	}
	t.step(step, "refused, as expected: %v", err)
	return nil
}
