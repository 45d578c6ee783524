package ingresstest

import (
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"sync"
	"time"
	"unicode/utf8"

	"cel.dev/cel-go/cel"
	"cel.dev/cel-go/common/types"
	"cel.dev/cel-go/interpreter"

	icel "github.com/ingresskit/ingress/internal/cel"
)

// maxFilterSize is the largest filter expression accepted, in characters.
// The API documents no limit but says it may limit the size of queries.
const maxFilterSize = 4096

// newFilterEnv returns the CEL environment of list filters: the
// standard library without macros, obj for the item, time.now for the
// server's time, and the add and subtract methods of timestamps, which
// take duration strings like "7d". Which of its functions a filter may
// use is decided after type checking, by checkSubset.
func newFilterEnv() (*cel.Env, error) {
	env, err := cel.NewEnv(
		cel.ClearMacros(),
		cel.Variable("obj", cel.DynType),
		cel.Variable("time.now", cel.TimestampType),
		cel.ParserExpressionSizeLimit(maxFilterSize),
		cel.ParserRecursionLimit(maxFilterNesting),
		timestampArithmetic(),
	)
	if err != nil {
		return nil, fmt.Errorf("filter environment: %w", err)
	}
	return env, nil
}

// filterEnvironment builds the CEL environment of filters on first use
// and keeps it for the server's life. Its zero value is ready.
type filterEnvironment struct {
	once sync.Once
	env  *cel.Env
	err  error
}

// get returns the environment.
func (fe *filterEnvironment) get() (*cel.Env, error) {
	fe.once.Do(func() { fe.env, fe.err = newFilterEnv() })
	return fe.env, fe.err
}

// filter is a list filter compiled for one request: a program evaluated
// once per item, with the activation it reuses.
type filter struct {
	prg cel.Program
	act *filterActivation
	// fields caches the JSON fields of the struct types seen.
	fields fieldCache
	// meter counts what the evaluations cost.
	meter *costMeter
}

// compileFilter compiles the filter expression src of a request listing
// records of type record, at the server time now; its evaluations charge
// meter. It answers 400 with CodeInvalidFilter when src is not UTF-8,
// does not compile, is not a condition, names a field that record does
// not have, goes beyond the subset of CEL the API documents, or is
// estimated to cost more than maxFilterEstimatedCost.
func (s *Server) compileFilter(src string, record reflect.Type, now time.Time, meter *costMeter) (*filter, error) {
	env, err := s.filters.get()
	if err != nil {
		return nil, err
	}
	if !utf8.ValidString(src) {
		return nil, invalidFilter("the expression is not valid UTF-8")
	}
	checked, iss := env.Compile(src)
	if iss.Err() != nil {
		return nil, invalidFilter("%s", icel.IssueText(iss))
	}
	if checked.OutputType() != cel.BoolType && checked.OutputType() != cel.DynType {
		return nil, invalidFilter("the expression is a %s, not a condition", checked.OutputType())
	}
	f := &filter{fields: fieldCache{}, meter: meter}
	expr := checked.NativeRep().Expr()
	if err := checkSubset(expr, record, f.fields); err != nil {
		return nil, err
	}
	if err := checkCondition(expr, record, f.fields); err != nil {
		return nil, err
	}
	if err := checkEstimatedCost(env, checked); err != nil {
		return nil, err
	}
	prg, err := env.Program(checked, cel.EvalOptions(cel.OptOptimize), cel.CostLimit(maxFilterCost))
	if err != nil {
		return nil, invalidFilter("%v", err)
	}
	f.prg = prg
	f.act = &filterActivation{now: types.Timestamp{Time: now}, obj: &object{fields: f.fields}}
	return f, nil
}

// listFilter returns the match function of the filter query parameter of
// a request listing records of type T, or nil when there is no filter or
// it is empty. It compiles the filter once for the request, whose
// evaluations charge meter.
func listFilter[T any](s *Server, q url.Values, meter *costMeter) (func(*T) (bool, error), error) {
	src := q.Get("filter")
	if src == "" {
		return nil, nil
	}
	f, err := s.compileFilter(src, reflect.TypeFor[T](), s.now(), meter)
	if err != nil {
		return nil, err
	}
	return func(v *T) (bool, error) { return f.match(v) }, nil
}

// match reports whether the filter is true of record, a pointer to a
// struct. An expression that fails on the record, like an order
// comparison with a null, does not match; one that costs more than
// maxFilterCost is refused.
func (f *filter) match(record any) (bool, error) {
	f.act.obj.v = reflect.ValueOf(record).Elem()
	out, det, err := f.prg.Eval(f.act)
	f.meter.charge(det)
	if overLimit(err) {
		return false, invalidFilter("evaluating it on one record costs more than the limit of %d units (maxFilterCost)", maxFilterCost)
	}
	return err == nil && out == types.True, nil
}

// filterActivation binds obj and time.now.
type filterActivation struct {
	obj *object
	now types.Timestamp
}

// ResolveName returns the value of a variable of the filter.
func (a *filterActivation) ResolveName(name string) (any, bool) {
	switch name {
	case "obj":
		return a.obj, true
	case "time.now":
		return a.now, true
	}
	return nil, false
}

// Parent returns nil: there is no enclosing activation.
func (a *filterActivation) Parent() interpreter.Activation { return nil }

// invalidFilter is the API's error for a filter it refuses.
func invalidFilter(format string, args ...any) error {
	return apiErrorf(http.StatusBadRequest, CodeInvalidFilter, "Invalid CEL query: "+format, args...)
}
