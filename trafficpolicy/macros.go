package trafficpolicy

import "cel.dev/cel-go/cel"

// macros declares the functions that ngrok adds to CEL in Traffic Policy
// expressions (https://ngrok.com/docs/traffic-policy/macros/) that this
// package knows: header, query and cookie look-ups and CIDR matching.
// They are declared for type checking only; nothing here evaluates them.
func macros() []cel.EnvOption {
	str, strList := cel.StringType, cel.ListType(cel.StringType)
	dyn := cel.DynType
	unary := func(name string, result *cel.Type) cel.EnvOption {
		return cel.Function(name, cel.Overload(name+"_string", []*cel.Type{str}, result))
	}
	return []cel.EnvOption{
		unary("hasReqHeader", cel.BoolType),
		unary("getReqHeader", strList),
		unary("hasResHeader", cel.BoolType),
		unary("getResHeader", strList),
		unary("hasQueryParam", cel.BoolType),
		unary("getQueryParam", strList),
		unary("hasReqCookie", cel.BoolType),
		unary("getReqCookie", dyn),
		unary("hasResCookie", cel.BoolType),
		unary("getResCookie", dyn),
		cel.Function("inCidrRange", cel.Overload("inCidrRange_string_string", []*cel.Type{str, str}, cel.BoolType)),
		cel.Function("inCidrRanges", cel.Overload("inCidrRanges_string_list", []*cel.Type{str, strList}, cel.BoolType)),
	}
}
