package filter

import (
	"errors"
	"fmt"
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

// Environment builds the CEL environment of filters on first use and
// keeps it, with the filters it compiled (see programs), for its own
// life, a server's. Its zero value is ready, and it is safe for
// concurrent use.
type Environment struct {
	once     sync.Once
	env      *cel.Env
	err      error
	programs programs
}

// get returns the environment.
func (fe *Environment) get() (*cel.Env, error) {
	fe.once.Do(func() { fe.env, fe.err = newFilterEnv() })
	return fe.env, fe.err
}

// program is a filter checked and compiled for the records of one list.
// Requests that send the same filter share it, so it holds nothing of a
// request's own.
type program struct {
	prg cel.Program
	// direct, when not nil, evaluates the filter without cel-go's
	// interpreter (see direct).
	direct direct
}

// Filter is a list filter bound to one request: its program, the server
// time of the request and the activation it reuses, and the meter its
// evaluations charge. It is not safe for concurrent use.
type Filter struct {
	prog *program
	act  *filterActivation
	// meter counts what the evaluations cost.
	meter *Meter
}

// Compile returns the filter expression src of a request to list, a
// list's route, whose records are of type record, a struct type, at the
// server time now; its evaluations charge meter, which may be nil for a
// filter that is only checked. It refuses with an *Error src that is not
// UTF-8, does not compile, is not a condition, names a field that record
// does not have or, on a list the reference names, a field it does not
// name there (see filterable), goes beyond the subset of CEL the API
// documents, or is estimated to cost more than maxFilterEstimatedCost.
// The program, or the refusal, is kept for the next request that sends
// src to list.
func (fe *Environment) Compile(list, src string, record reflect.Type, now time.Time, meter *Meter) (*Filter, error) {
	key := programKey{list: list, record: record, src: src}
	out, ok := fe.programs.get(key)
	if !ok {
		prog, err := fe.compile(src, record, filterable[list])
		if err != nil && !isRefusal(err) {
			return nil, err // the environment failed: nothing to keep
		}
		out = fe.programs.put(&compiled{key: key, prog: prog, err: err})
	}
	if out.err != nil {
		return nil, out.err
	}
	act := &filterActivation{now: types.Timestamp{Time: now}, obj: &object{}}
	return &Filter{prog: out.prog, act: act, meter: meter}, nil
}

// compile checks and compiles src for records of type record, of which
// it may name only the fields fs, or any member when fs is nil.
func (fe *Environment) compile(src string, record reflect.Type, fs *fields) (*program, error) {
	env, err := fe.get()
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
	expr := checked.NativeRep().Expr()
	if err := fs.check(expr); err != nil {
		return nil, err
	}
	if err := checkSubset(expr, record); err != nil {
		return nil, err
	}
	if err := checkCondition(expr, record); err != nil {
		return nil, err
	}
	if err := checkEstimatedCost(env, checked); err != nil {
		return nil, err
	}
	prg, err := env.Program(checked, cel.EvalOptions(cel.OptOptimize), cel.CostLimit(maxFilterCost))
	if err != nil {
		return nil, invalidFilter("%v", err)
	}
	return &program{prg: prg, direct: directOf(expr, record)}, nil
}

// Match reports whether the filter is true of record, a pointer to a
// struct of the type it was compiled for. An expression that fails on
// the record, like an order comparison with a null, does not match; one
// that costs more than maxFilterCost is refused with an *Error.
func (f *Filter) Match(record any) (bool, error) {
	if f.prog.direct != nil {
		return f.matchDirect(record)
	}
	return f.matchCEL(record)
}

// matchDirect is Match by the filter's direct evaluation.
func (f *Filter) matchDirect(record any) (bool, error) {
	out, spent := f.prog.direct.eval(reflect.ValueOf(record).Elem())
	f.meter.add(spent)
	if spent > maxFilterCost {
		return false, overCost()
	}
	return out == isTrue, nil
}

// matchCEL is Match by cel-go's interpreter.
func (f *Filter) matchCEL(record any) (bool, error) {
	f.act.obj.v = reflect.ValueOf(record).Elem()
	out, det, err := f.prog.prg.Eval(f.act)
	if det != nil && det.ActualCost() != nil {
		f.meter.add(*det.ActualCost())
	}
	if overLimit(err) {
		return false, overCost()
	}
	return err == nil && out == types.True, nil
}

// overCost is the refusal of a filter whose evaluation on one record
// costs more than maxFilterCost.
func overCost() error {
	return invalidFilter("evaluating it on one record costs more than the limit of %d units (maxFilterCost)", maxFilterCost)
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

// Error is the refusal of a filter. ingresstest answers it 400 with its
// CodeInvalidFilter and the message Error returns.
type Error struct {
	// reason says what is wrong with the filter.
	reason string
}

// Error returns the message of the answer: "Invalid CEL query: " and the
// reason, as the API words it.
func (e *Error) Error() string { return "Invalid CEL query: " + e.reason }

// isRefusal reports whether err is the refusal of a filter.
func isRefusal(err error) bool {
	var refusal *Error
	return errors.As(err, &refusal)
}

// invalidFilter is the refusal of a filter for the reason that format
// and args give.
func invalidFilter(format string, args ...any) error {
	return &Error{reason: fmt.Sprintf(format, args...)}
}
