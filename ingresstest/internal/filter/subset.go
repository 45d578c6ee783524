package filter

import (
	"reflect"
	"strings"
	"time"

	"cel.dev/cel-go/common/ast"
	"cel.dev/cel-go/common/operators"
	"cel.dev/cel-go/common/types"
)

// allowedCall reports whether name is a function or operator of the
// subset of CEL that the API filtering reference (https://ngrok.com/docs/api/api-filtering)
// documents: logical and comparison operators, in, size, timestamp, and
// the add and subtract methods of timestamps.
func allowedCall(name string) bool {
	switch name {
	case operators.LogicalNot, operators.LogicalAnd, operators.LogicalOr,
		operators.Equals, operators.NotEquals, operators.Less, operators.LessEquals,
		operators.Greater, operators.GreaterEquals, operators.In,
		"size", "timestamp", "add", "subtract":
		return true
	}
	return false
}

// comingSoon reports whether name is a substring function, which the
// reference lists as coming soon.
func comingSoon(name string) bool {
	return name == "startsWith" || name == "contains" || name == "endsWith"
}

// checkSubset refuses, with the API's error, what e holds beyond the
// documented subset: other functions and operators, the substring
// functions, map literals, list literals tested for membership, members
// that records of type record do not have, and timestamp and duration
// literals that do not parse.
func checkSubset(e ast.Expr, record reflect.Type) error {
	switch e.Kind() {
	case ast.LiteralKind, ast.IdentKind:
		return nil
	case ast.SelectKind:
		return checkMember(e, record)
	case ast.ListKind:
		for _, el := range e.AsList().Elements() {
			if err := checkSubset(el, record); err != nil {
				return err
			}
		}
		return nil
	case ast.CallKind:
		return checkCall(e.AsCall(), record)
	}
	return invalidFilter("map, message and comprehension expressions are not supported")
}

// checkCall checks a call and its arguments.
func checkCall(call ast.CallExpr, record reflect.Type) error {
	name := call.FunctionName()
	switch {
	case comingSoon(name):
		return invalidFilter("%s() is not supported yet: the API lists substring checks as coming soon", name)
	case !allowedCall(name):
		return invalidFilter("%s is not supported in filters", operatorName(name))
	}
	args := call.Args()
	if call.IsMemberFunction() {
		args = append([]ast.Expr{call.Target()}, args...)
	}
	if err := checkLiteralArg(name, args); err != nil {
		return err
	}
	if name == operators.In {
		if err := checkInLeft(args[0], record); err != nil {
			return err
		}
	}
	for _, a := range args {
		if err := checkSubset(a, record); err != nil {
			return err
		}
	}
	return nil
}

// checkInLeft refuses a list on the left of in, a literal or a member of
// the records that is a list, like obj.bindings in ["public", "internal"]:
// the filtering reference lists both as not valid.
func checkInLeft(left ast.Expr, record reflect.Type) error {
	const hint = "compare fields of the instance, like \"x\" in obj.list"
	if left.Kind() == ast.ListKind {
		return invalidFilter("a list on the left of in: %s", hint)
	}
	path, rooted := memberPath(left)
	if !rooted || left.Kind() != ast.SelectKind {
		return nil
	}
	t, err := memberType(path, record)
	if err != nil || t == nil || (t.Kind() != reflect.Slice && t.Kind() != reflect.Array) {
		return err
	}
	return invalidFilter("obj.%s is a list, which in takes only on its right: %s", joinPath(path), hint)
}

// operatorName returns how a filter writes the function or operator
// name: "==" for "_==_", "the index operator [ ]" for "_[_]".
func operatorName(name string) string {
	switch name {
	case operators.Index:
		return "the index operator [ ]"
	case operators.Conditional:
		return "the conditional operator ? :"
	}
	if display, ok := operators.FindReverse(name); ok {
		return display
	}
	return name
}

// checkLiteralArg parses the literal argument of timestamp, add and
// subtract when there is one, so that a malformed one is refused whatever
// the list holds.
func checkLiteralArg(name string, args []ast.Expr) error {
	last := args[len(args)-1]
	if last.Kind() != ast.LiteralKind {
		return nil
	}
	s, ok := last.AsLiteral().(types.String)
	if !ok {
		return nil
	}
	switch name {
	case "timestamp":
		if _, err := time.Parse(time.RFC3339, string(s)); err != nil {
			return invalidFilter("timestamp(%q): not an RFC 3339 time", string(s))
		}
	case "add", "subtract":
		if _, err := parseFilterDuration(string(s)); err != nil {
			return invalidFilter("%v", err)
		}
	}
	return nil
}

// checkMember checks that a selection obj.a.b names members that records
// of type record have. Members of maps and of values of interface type
// are not known in advance and are not checked.
func checkMember(e ast.Expr, record reflect.Type) error {
	path, rooted := memberPath(e)
	if !rooted {
		return checkSubset(e.AsSelect().Operand(), record)
	}
	_, err := memberType(path, record)
	return err
}

// memberType returns the type of the member of records of type record
// that path names from obj, or nil when it is not known in advance: a
// member of a map or of a value of interface type.
func memberType(path []string, record reflect.Type) (reflect.Type, error) {
	t := record
	for i, name := range path {
		t = indirect(t)
		switch {
		case t.Kind() == reflect.Map || t.Kind() == reflect.Interface:
			return nil, nil
		case t.Kind() != reflect.Struct || t == reflect.TypeFor[time.Time]():
			return nil, invalidFilter("unsupported field: obj.%s has no member %q", joinPath(path[:i]), name)
		}
		index, ok := membersOf(t)[name]
		if !ok {
			return nil, invalidFilter("unsupported field: obj.%s", joinPath(path[:i+1]))
		}
		t = t.FieldByIndex(index).Type
	}
	return indirect(t), nil
}

// checkCondition refuses a filter e that is obj itself or a member of it
// that is not a bool, like obj.domain: a value, not a condition. A
// member whose type is not known in advance may be a bool and passes.
func checkCondition(e ast.Expr, record reflect.Type) error {
	if e.Kind() != ast.IdentKind && e.Kind() != ast.SelectKind {
		return nil
	}
	path, rooted := memberPath(e)
	if !rooted {
		return nil
	}
	t, err := memberType(path, record)
	if err != nil || t == nil || t.Kind() == reflect.Bool {
		return err
	}
	name := joinPath(append([]string{"obj"}, path...))
	return invalidFilter("%s is a value, not a condition: compare it, like %s == ...", name, name)
}

// memberPath returns the member names of a selection from obj, like
// ["a", "b"] for obj.a.b, and whether it starts at obj.
func memberPath(e ast.Expr) ([]string, bool) {
	switch e.Kind() {
	case ast.IdentKind:
		return nil, e.AsIdent() == "obj"
	case ast.SelectKind:
		sel := e.AsSelect()
		path, ok := memberPath(sel.Operand())
		return append(path, sel.FieldName()), ok
	}
	return nil, false
}

// joinPath joins member names with dots.
func joinPath(path []string) string { return strings.Join(path, ".") }
