package validate

import (
	"errors"
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
)

// The error codes of the rules of HTTPS edge routes that the API's public
// error reference gives (errors/err_ngrok_<code>).
const (
	// CodeRouteMatchMissing: a route without a match expression.
	CodeRouteMatchMissing = "ERR_NGROK_7123"
	// CodeRouteMatchType: a route's match type missing, or neither
	// exact_path nor path_prefix.
	CodeRouteMatchType = "ERR_NGROK_7130"
	// CodeRouteMatchInvalid: a route's match expression that is not a path
	// starting with "/", a host, or a host and a path.
	CodeRouteMatchInvalid = "ERR_NGROK_7131"
)

// RouteMatchType checks a route's match type, which must be one of kinds
// (errors/err_ngrok_7130).
func RouteMatchType[T ~string](field string, v T, kinds ...T) error {
	if !slices.Contains(kinds, v) {
		return FailCoded(CodeRouteMatchType, field, "%q is an invalid match type, valid values are %s", v, joinQuoted(kinds))
	}
	return nil
}

// RouteMatch checks a route's match expression: required
// (errors/err_ngrok_7123), and a path starting with "/", a host, or a host
// followed by a path, without spaces or control characters
// (errors/err_ngrok_7131).
func RouteMatch(field, v string) error {
	if v == "" {
		return FailCoded(CodeRouteMatchMissing, field, "edge routes require a match expression")
	}
	var invalid *ingress.ValidationError
	if errors.As(Match(field, v), &invalid) {
		return FailCoded(CodeRouteMatchInvalid, field, "%s; valid route selector match expressions are of the form /path (e.g. \"/foo\" or \"/foo/bar\"), a host, or a host and a path", invalid.Rule)
	}
	return nil
}

// joinQuoted lists values quoted and joined by "and", as the API's
// messages list valid values.
func joinQuoted[T ~string](values []T) string {
	quoted := make([]string, len(values))
	for i, v := range values {
		quoted[i] = `"` + string(v) + `"`
	}
	if len(quoted) < 2 {
		return strings.Join(quoted, "")
	}
	return strings.Join(quoted[:len(quoted)-1], ", ") + " and " + quoted[len(quoted)-1]
}
