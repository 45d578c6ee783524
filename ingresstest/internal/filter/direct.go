package filter

import (
	"reflect"
	"time"
	"unicode/utf8"

	"cel.dev/cel-go/common/ast"
	"cel.dev/cel-go/common/cost"
	"cel.dev/cel-go/common/operators"
	"cel.dev/cel-go/common/types"
	"cel.dev/cel-go/common/types/ref"
)

// direct is a filter evaluated by Go code of its own rather than by
// cel-go's interpreter, for the shape most lists are filtered with: a
// member of obj compared with a literal by == or !=, such comparisons
// joined by &&, || and !. It gives what CEL gives, and counts the cost
// that cel-go would count, so that the limits of filters hold alike; a
// differential test over generated expressions and records holds it to
// that (TestDirectAgreesWithCEL). cel-go spends most of an evaluation on
// its interpreter and cost tracker; this does without both.
type direct interface {
	// eval evaluates the filter on rec, a record struct, and returns
	// what it gives and the units it costs.
	eval(rec reflect.Value) (outcome, uint64)
}

// outcome is what a direct filter gives: false, true, or an error (a
// member of a null, say), which CEL's && and || may absorb.
type outcome uint8

const (
	isFalse outcome = iota
	isTrue
	isError
)

// directOf returns e as a direct filter over records of type record, or
// nil when e, or a part of it, has another shape.
func directOf(e ast.Expr, record reflect.Type) direct {
	if e.Kind() != ast.CallKind {
		return nil
	}
	call := e.AsCall()
	args := call.Args()
	switch call.FunctionName() {
	case operators.LogicalAnd, operators.LogicalOr:
		lhs, rhs := directOf(args[0], record), directOf(args[1], record)
		if lhs == nil || rhs == nil {
			return nil
		}
		return &junction{lhs: lhs, rhs: rhs, or: call.FunctionName() == operators.LogicalOr}
	case operators.LogicalNot:
		if arg := directOf(args[0], record); arg != nil {
			return &negation{arg: arg}
		}
	case operators.Equals, operators.NotEquals:
		return comparisonOf(args[0], args[1], record, call.FunctionName() == operators.NotEquals)
	}
	return nil
}

// junction is lhs && rhs, or lhs || rhs: evaluated left to right, it
// stops at the first false (at the first true for ||), and an error
// counts only when no operand decides, as CEL's logical operators do.
type junction struct {
	lhs, rhs direct
	or       bool
}

func (j *junction) eval(rec reflect.Value) (outcome, uint64) {
	decides := isFalse
	if j.or {
		decides = isTrue
	}
	lhs, spent := j.lhs.eval(rec)
	if lhs == decides {
		return decides, spent
	}
	rhs, more := j.rhs.eval(rec)
	spent += more
	switch {
	case rhs == decides:
		return decides, spent
	case lhs == isError || rhs == isError:
		return isError, spent
	}
	return lhs, spent
}

// negation is !arg. cel-go counts a unit for it, even on an error.
type negation struct{ arg direct }

func (n *negation) eval(rec reflect.Value) (outcome, uint64) {
	out, spent := n.arg.eval(rec)
	switch out {
	case isTrue:
		out = isFalse
	case isFalse:
		out = isTrue
	}
	return out, spent + 1
}

// comparison is obj.<path> == literal, or !=, either way round.
type comparison struct {
	// path holds the index of each member of the path, as
	// reflect.Value.FieldByIndex takes it.
	path [][]int
	// lit is the literal, and litText its text when it is a string.
	lit      ref.Val
	litText  string
	isString bool
	// litSize is the literal's size as cel-go sizes it.
	litSize uint64
	// litFirst says the literal is on the left of the operator.
	litFirst bool
	// differ says the operator is !=.
	differ bool
}

// comparisonOf returns the comparison of a and b, one a member of obj
// whose type is a scalar (or a pointer to one) and the other a literal,
// or nil.
func comparisonOf(a, b ast.Expr, record reflect.Type, differ bool) direct {
	litFirst := a.Kind() == ast.LiteralKind
	member, lit := a, b
	if litFirst {
		member, lit = b, a
	}
	if lit.Kind() != ast.LiteralKind {
		return nil
	}
	path, ok := scalarPath(member, record)
	if !ok {
		return nil
	}
	c := &comparison{path: path, lit: lit.AsLiteral(), litFirst: litFirst, differ: differ}
	c.litSize = cost.ActualSize(c.lit)
	if s, ok := c.lit.(types.String); ok {
		c.litText, c.isString = string(s), true
	}
	return c
}

// scalarPath returns the field indexes of e, a selection obj.a.b, when
// every member but the last is a struct (or a pointer to one) and the
// last is a string, bool or number (or a pointer to one).
func scalarPath(e ast.Expr, record reflect.Type) ([][]int, bool) {
	names, rooted := memberPath(e)
	if !rooted || len(names) == 0 || e.Kind() != ast.SelectKind {
		return nil, false
	}
	path := make([][]int, len(names))
	t := record
	for i, name := range names {
		t = indirect(t)
		if t.Kind() != reflect.Struct || t == reflect.TypeFor[time.Time]() {
			return nil, false
		}
		index, ok := membersOf(t)[name]
		if !ok {
			return nil, false
		}
		path[i], t = index, t.FieldByIndex(index).Type
	}
	switch indirect(t).Kind() {
	case reflect.String, reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return path, true
	}
	return nil, false
}

func (c *comparison) eval(rec reflect.Value) (outcome, uint64) {
	v, spent, ok := c.member(rec)
	if !ok {
		// cel-go counts the operator on an error too, as on operands
		// of size 1.
		return isError, spent + scaledMin(1, 1)
	}
	var equal bool
	switch {
	case v.IsValid() && v.Kind() == reflect.String && c.isString:
		s := v.String()
		spent += scaledMin(uint64(utf8.RuneCountInString(s)), c.litSize)
		equal = s == c.litText
	default:
		val := ref.Val(types.NullValue)
		if v.IsValid() {
			val = celValue(v)
		}
		spent += scaledMin(cost.ActualSize(val), c.litSize)
		if c.litFirst {
			equal = types.Equal(c.lit, val) == types.True
		} else {
			equal = types.Equal(val, c.lit) == types.True
		}
	}
	if equal != c.differ {
		return isTrue, spent
	}
	return isFalse, spent
}

// member returns the value of the member at c.path in rec, with nil
// pointers as the invalid reflect.Value (null), and the units cel-go
// counts for it: one for the attribute and one for each member read. It
// reports false when a member is read from a null.
func (c *comparison) member(rec reflect.Value) (v reflect.Value, spent uint64, ok bool) {
	spent++
	v = rec
	for _, index := range c.path {
		spent++
		if !v.IsValid() {
			return v, spent, false
		}
		f, err := v.FieldByIndexErr(index)
		if err != nil {
			f = reflect.Value{}
		}
		for f.IsValid() && f.Kind() == reflect.Pointer {
			if f.IsNil() {
				f = reflect.Value{}
			} else {
				f = f.Elem()
			}
		}
		v = f
	}
	return v, spent, true
}

// scaledMin is what cel-go counts for == and != on operands of sizes a
// and b: a tenth of the smaller, rounded up, and at least a unit.
func scaledMin(a, b uint64) uint64 {
	return max((min(a, b)+9)/10, 1)
}
