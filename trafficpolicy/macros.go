package trafficpolicy

import "cel.dev/cel-go/cel"

// macros declares the functions that ngrok adds to CEL in Traffic Policy
// expressions, as the macros reference lists them
// (https://ngrok.com/docs/traffic-policy/macros/), for the phase: the
// request look-ups in the HTTP phases, the response look-ups where there
// is a response, and the others everywhere. The functions the reference
// takes from cel-go's own libraries (strings, lists, base64) come with
// those libraries in newExprEnv. They are declared for type checking
// only; nothing here evaluates them.
func macros(phase Phase) []cel.EnvOption {
	opts := []cel.EnvOption{
		global("basic_auth.encode", str, str, str),
		global("json.decode", dyn, str),
		cel.Function("json.encode",
			cel.Overload("json.encode_list", []*cel.Type{list}, str),
			cel.Overload("json.encode_map", []*cel.Type{dict}, str)),
		global("queryString.decode", dyn, str),
		global("queryString.encode", str, dict),
		cel.Function("rand.double", cel.Overload("rand.double_none", nil, cel.DoubleType)),
		cel.Function("rand.int",
			cel.Overload("rand.int_none", nil, cel.IntType),
			cel.Overload("rand.int_int_int", []*cel.Type{cel.IntType, cel.IntType}, cel.IntType)),
		global("secrets.get", str, str, str),
		global("url.escape", str, str),
		global("url.parse", dyn, str),
		global("url.unescape", str, str),
		global("inCidrRange", cel.BoolType, str, str),
		global("inCidrRanges", cel.BoolType, str, cel.ListType(str)),
		member("encodeJson", str, list),
		cel.Function("encodeJson", cel.MemberOverload("map_encodeJson", []*cel.Type{dict}, str)),
		member("encodeQueryString", str, dict),
		cel.Function("split", cel.MemberOverload("string_split_none", []*cel.Type{str}, cel.ListType(str))),
		member("decodeBase64", str, str),
		member("decodeJson", dyn, str),
		member("decodeQueryString", dyn, str),
		member("encodeBase64", str, str),
		member("escapeUrl", str, str),
		member("unescapeUrl", str, str),
		member("isJson", cel.BoolType, str),
		member("isPrivateIp", cel.BoolType, str),
		member("isQueryString", cel.BoolType, str),
		member("isURL", cel.BoolType, str),
		member("lower", str, str),
		member("upper", str, str),
		member("parseUrl", dyn, str),
	}
	for _, h := range []string{"crc32", "crc64", "md5", "sha1", "sha256", "sha512", "xxhash64"} {
		// Each hash is a function of the hash namespace and a method of
		// strings, both with an optional format ("hex" or "base64").
		opts = append(opts,
			cel.Function("hash."+h,
				cel.Overload("hash."+h+"_string", []*cel.Type{str}, str),
				cel.Overload("hash."+h+"_string_string", []*cel.Type{str, str}, str)),
			cel.Function(h,
				cel.MemberOverload("string_"+h, []*cel.Type{str}, str),
				cel.MemberOverload("string_"+h+"_string", []*cel.Type{str, str}, str)))
	}
	if phase != PhaseTCPConnect {
		opts = append(opts,
			global("getReqCookie", dyn, str),
			global("getReqHeader", cel.ListType(str), str),
			global("getQueryParam", cel.ListType(str), str),
			global("hasQueryParam", cel.BoolType, str),
			global("hasReqCookie", cel.BoolType, str),
			global("hasReqHeader", cel.BoolType, str))
	}
	if hasResponse(phase) {
		opts = append(opts,
			global("getResCookie", dyn, str),
			global("getResHeader", cel.ListType(str), str),
			global("hasResCookie", cel.BoolType, str),
			global("hasResHeader", cel.BoolType, str))
	}
	return opts
}

// The CEL types the declarations of macros use most.
var (
	str  = cel.StringType
	dyn  = cel.DynType
	list = cel.ListType(cel.DynType)
	dict = cel.MapType(cel.DynType, cel.DynType)
)

// global declares the function name with one overload taking args.
func global(name string, result *cel.Type, args ...*cel.Type) cel.EnvOption {
	return cel.Function(name, cel.Overload(name+overloadSuffix(args), args, result))
}

// member declares the method name of the receiver type recv, without
// arguments.
func member(name string, result, recv *cel.Type) cel.EnvOption {
	return cel.Function(name, cel.MemberOverload(recv.String()+"_"+name, []*cel.Type{recv}, result))
}

// overloadSuffix names an overload after the kinds of its arguments.
func overloadSuffix(args []*cel.Type) string {
	s := ""
	for _, a := range args {
		s += "_" + a.String()
	}
	return s
}
