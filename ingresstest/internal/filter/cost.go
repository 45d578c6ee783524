package filter

import (
	"errors"

	"cel.dev/cel-go/cel"
	"cel.dev/cel-go/common/cost"
	"cel.dev/cel-go/interpreter"
)

// maxFilterNesting is the deepest nesting of parentheses, lists and calls
// that a filter may have, as cel-go's parser counts it: 32. Type checking
// nested list literals grows fast with their depth (240 levels took
// seconds), and no sensible filter nests more than a few levels.
const maxFilterNesting = 32

// maxFilterFieldSize is the size, in bytes or elements, that the cost
// estimate of a filter assumes of any member of a record: 1 MiB, the
// largest request body the server accepts by default, from which every
// stored string and list comes.
const maxFilterFieldSize = 1 << 20

// maxFilterEstimatedCost is the most a filter may cost on one record, in
// cel-go's cost units, as estimated when it is compiled with members of
// maxFilterFieldSize: 1<<24 (16,777,216). Comparing a member with a
// literal costs a few units and "x" in obj.list about a million, so
// ordinary filters stay far below it; an expression comparing members
// with members a hundred times over is refused before it runs.
const maxFilterEstimatedCost = 1 << 24

// maxFilterCost is the most one evaluation of a filter may cost, on one
// record, in cel-go's cost units counted as it runs: 100,000, a hundred
// times what comparing a 4 KiB metadata costs. A filter that goes beyond
// it is refused (400) rather than taken as not matching, so that no
// record is left out of a list without a word.
const maxFilterCost = 100_000

// maxFilterScanCost is the most the filters of one list request may
// cost in all, in cel-go's cost units: 10,000,000. The page then ends at
// the last record read, with a next_page_uri from which the list goes on.
const maxFilterScanCost = 10_000_000

// MaxScan is the most records that one filtered list request reads:
// 10,000. The page then ends at the last record read, with a
// next_page_uri from which the list goes on, so that a filter that
// matches nothing in a large store costs a bounded amount per request.
const MaxScan = 10_000

// memberSizes is the cost estimator of filters: every member of obj is
// assumed to hold up to maxFilterFieldSize bytes or elements.
type memberSizes struct{}

// EstimateSize returns the size assumed of a member of obj, or nil to let
// cel-go size other nodes.
func (memberSizes) EstimateSize(n cost.AstNode) *cost.SizeEstimate {
	if p := n.Path(); len(p) > 1 && p[0] == "obj" {
		return &cost.SizeEstimate{Min: 0, Max: maxFilterFieldSize}
	}
	return nil
}

// EstimateCallCost returns nil: calls cost what cel-go says they do.
func (memberSizes) EstimateCallCost(string, string, *cost.AstNode, []cost.AstNode) *cost.CallEstimate {
	return nil
}

// checkEstimatedCost refuses checked when its estimated cost on one
// record is above maxFilterEstimatedCost.
func checkEstimatedCost(env *cel.Env, checked *cel.Ast) error {
	est, err := env.EstimateCost(checked, memberSizes{})
	if err != nil {
		return invalidFilter("estimating its cost: %v", err)
	}
	if est.Max > maxFilterEstimatedCost {
		return invalidFilter("its estimated cost on one record, up to %d units, is above the limit of %d (maxFilterEstimatedCost)", est.Max, uint64(maxFilterEstimatedCost))
	}
	return nil
}

// Meter counts the cost units that the filters of one list request have
// spent. Its zero value has spent nothing.
type Meter struct {
	spent uint64
}

// add counts units spent by one evaluation. A nil meter, of a filter
// that is only checked, counts nothing.
func (m *Meter) add(units uint64) {
	if m != nil {
		m.spent += units
	}
}

// overLimit reports whether err is cel-go's refusal of an evaluation that
// went beyond its cost limit.
func overLimit(err error) bool {
	var cancelled interpreter.EvalCancelledError
	return errors.As(err, &cancelled) && cancelled.Cause == interpreter.CostLimitExceeded
}
