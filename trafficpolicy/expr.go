package trafficpolicy

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"cel.dev/cel-go/cel"
	"cel.dev/cel-go/common/ast"
	"cel.dev/cel-go/ext"

	icel "github.com/ingresskit/ingress/internal/cel"
)

// The limits of one expression, which keep checking it cheap: the work of
// compiling an expression grows faster than its length and its depth (a
// list literal nested 240 deep took seconds and a gigabyte to check).
const (
	// maxExpressionLength is the most characters (Unicode code points)
	// one expression may have: 4096. The expressions of the documented
	// examples have under 200.
	maxExpressionLength = 4096
	// maxExpressionDepth is how deep one expression may nest, as cel-go's
	// parser counts it (each parenthesis, list or map literal, call
	// argument, selection and operand of arithmetic adds a level): 24.
	// The documented examples nest at most 8 deep, and a path of twenty
	// selections fits.
	maxExpressionDepth = 24
	// maxExpressionCost is the most that evaluating one expression may
	// cost, in cel-go's cost units, as estimated from the sizes that
	// exprSizes gives the variables: 100,000,000. The documented examples
	// estimate under 400,000, a regular expression matched against every
	// value of every query parameter about 40,000,000, while comprehensions
	// nested three deep over request values estimate in the billions.
	maxExpressionCost = 100_000_000
)

// exprEnvs holds the expression environment of each phase, built on first
// use and shared: building one allocates about 180 KB, and a checking
// environment is safe for concurrent use.
var exprEnvs = func() map[Phase]func() (*exprEnv, error) {
	envs := map[Phase]func() (*exprEnv, error){}
	for _, ph := range (&Policy{}).phases() {
		envs[ph.phase] = sync.OnceValues(func() (*exprEnv, error) { return newExprEnv(ph.phase) })
	}
	return envs
}()

// exprEnv checks the expressions of one phase.
type exprEnv struct {
	phase Phase
	env   *cel.Env
	// known maps the variables available in the phase to their types.
	known map[string]string
}

// newExprEnv returns the environment of the expressions of phase: its
// documented variables, the CEL standard library with the strings, lists
// and base64 extensions, and ngrok's macros (which declare json.encode as
// the reference writes it, in place of the encoders extension's own). Its
// parser refuses an expression longer than maxExpressionLength or deeper
// than maxExpressionDepth.
func newExprEnv(phase Phase) (*exprEnv, error) {
	e := &exprEnv{phase: phase, known: map[string]string{}}
	opts := []cel.EnvOption{
		ext.Strings(), ext.Lists(), ext.Encoders(ext.EncodersVersion(0)),
		cel.ParserExpressionSizeLimit(maxExpressionLength),
		cel.ParserRecursionLimit(maxExpressionDepth),
	}
	for _, v := range variables() {
		if availableIn(v.name, phase) {
			e.known[v.name] = v.typ
			opts = append(opts, cel.Variable(v.name, celType(v.typ)))
		}
	}
	env, err := cel.NewEnv(append(opts, macros(phase)...)...)
	if err != nil {
		return nil, fmt.Errorf("expression environment of %s: %w", phase, err)
	}
	e.env = env
	return e, nil
}

// check compiles src and returns what is wrong with it, or nil. A
// condition (cond) must be a bool. An expression over one of the limits of
// one expression is refused with ErrLimit.
func (e *exprEnv) check(src string, cond bool) *problem {
	parsed, iss := e.env.Parse(src)
	if iss.Err() != nil {
		return parseProblem(src, iss)
	}
	if msg := e.unknown(parsed.NativeRep().Expr(), nil); msg != "" {
		return &problem{err: ErrUnknownVariable, msg: msg}
	}
	checked, iss := e.env.Check(parsed)
	if iss.Err() != nil {
		return &problem{err: ErrExpression, msg: icel.IssueText(iss)}
	}
	if t := checked.OutputType(); cond && t != cel.BoolType && t != cel.DynType {
		return &problem{err: ErrExpression, msg: fmt.Sprintf("is a %s, not a condition", t)}
	}
	cost, err := e.env.EstimateCost(checked, exprSizes{})
	if err != nil {
		return &problem{err: ErrExpression, msg: fmt.Sprintf("its cost cannot be estimated: %v", err)}
	}
	if cost.Max > maxExpressionCost {
		return &problem{err: ErrLimit, msg: fmt.Sprintf("may cost up to %d to evaluate, over the limit of %d", cost.Max, maxExpressionCost)}
	}
	return nil
}

// parseProblem describes why src does not parse: over one of the limits
// the parser enforces, or a mistake of syntax.
func parseProblem(src string, iss *cel.Issues) *problem {
	msg := icel.IssueText(iss)
	if n := utf8.RuneCountInString(src); n > maxExpressionLength {
		return &problem{err: ErrLimit, msg: fmt.Sprintf("is %d characters long, over the limit of %d", n, maxExpressionLength)}
	}
	// cel-go's parsers say "max recursion depth exceeded" or "expression
	// recursion limit exceeded".
	if strings.Contains(msg, "recursion") {
		return &problem{err: ErrLimit, msg: fmt.Sprintf("nests deeper than the limit of %d levels", maxExpressionDepth)}
	}
	return &problem{err: ErrExpression, msg: msg}
}

// unknown walks x and describes the first variable it names that the
// phase does not have, or returns "". Names in scope are the variables of
// enclosing comprehensions.
func (e *exprEnv) unknown(x ast.Expr, scope []string) string {
	var kids []ast.Expr
	switch x.Kind() {
	case ast.IdentKind:
		return e.name([]string{x.AsIdent()}, scope)
	case ast.SelectKind:
		if parts, ok := qualified(x); ok {
			return e.name(parts, scope)
		}
		kids = []ast.Expr{x.AsSelect().Operand()}
	case ast.CallKind:
		call := x.AsCall()
		if call.IsMemberFunction() && !e.namespaced(call) {
			kids = append(kids, call.Target())
		}
		kids = append(kids, call.Args()...)
	case ast.ListKind:
		kids = x.AsList().Elements()
	case ast.MapKind:
		for _, en := range x.AsMap().Entries() {
			kids = append(kids, en.AsMapEntry().Key(), en.AsMapEntry().Value())
		}
	case ast.StructKind:
		for _, f := range x.AsStruct().Fields() {
			kids = append(kids, f.AsStructField().Value())
		}
	case ast.ComprehensionKind:
		c := x.AsComprehension()
		if msg := e.unknown(c.IterRange(), scope); msg != "" {
			return msg
		}
		if msg := e.unknown(c.AccuInit(), scope); msg != "" {
			return msg
		}
		inner := append(slices.Clip(scope), c.IterVar(), c.AccuVar())
		if c.HasIterVar2() {
			inner = append(inner, c.IterVar2())
		}
		for _, k := range []ast.Expr{c.LoopCondition(), c.LoopStep(), c.Result()} {
			if msg := e.unknown(k, inner); msg != "" {
				return msg
			}
		}
	}
	for _, k := range kids {
		if msg := e.unknown(k, scope); msg != "" {
			return msg
		}
	}
	return ""
}

// qualified returns the parts of a chain of selections from an
// identifier, like req.url.path, and whether x is one.
func qualified(x ast.Expr) ([]string, bool) {
	var parts []string
	for x.Kind() == ast.SelectKind {
		parts = append(parts, x.AsSelect().FieldName())
		x = x.AsSelect().Operand()
	}
	if x.Kind() != ast.IdentKind {
		return nil, false
	}
	parts = append(parts, x.AsIdent())
	slices.Reverse(parts)
	return parts, true
}

// namespaced reports whether call names a function of a namespace, like
// rand.int() or hash.md5(s), whose target is the namespace and not a
// variable.
func (e *exprEnv) namespaced(call ast.CallExpr) bool {
	parts, ok := qualified(call.Target())
	return ok && e.env.HasFunction(strings.Join(parts, ".")+"."+call.FunctionName())
}

// isTypeName reports whether name is an identifier CEL gives a type,
// which expressions may name, as in type(x) == string.
func isTypeName(name string) bool {
	switch name {
	case "bool", "bytes", "double", "duration", "int", "list", "map", "null_type", "string", "timestamp", "type", "uint":
		return true
	}
	return false
}

// name describes the variable named by parts when the phase does not have
// it, or returns "". A name is known when it is a variable of the phase,
// or selects into one whose type has members of its own (a map, vars,
// actions).
func (e *exprEnv) name(parts []string, scope []string) string {
	if slices.Contains(scope, parts[0]) || (len(parts) == 1 && isTypeName(parts[0])) {
		return ""
	}
	full := strings.Join(parts, ".")
	for i := len(parts); i > 0; i-- {
		typ, ok := e.known[strings.Join(parts[:i], ".")]
		if !ok {
			continue
		}
		if i == len(parts) || selectable(typ) {
			return ""
		}
		break
	}
	if slices.ContainsFunc(variables(), func(v variable) bool { return v.name == full }) {
		return fmt.Sprintf("%s is not available in %s", full, e.phase)
	}
	names := make([]string, 0, len(e.known))
	for _, v := range variables() {
		if _, ok := e.known[v.name]; ok {
			names = append(names, v.name)
		}
	}
	return "unknown variable " + full + didYouMean(icel.Closest(full, names))
}
