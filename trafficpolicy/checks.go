package trafficpolicy

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// problem is one mistake found in an action's config.
type problem struct {
	field string
	err   error
	msg   string
	// code is the API's error code of the mistake, when the error
	// reference gives one (see Error.Code).
	code string
}

// The API's error codes of mistakes in an action's config, from the
// error reference (errors/err_ngrok_N).
const (
	codeCompressAlgorithm = "ERR_NGROK_2214" // an algorithm compress-response does not support
	codeOutOfRange        = "ERR_NGROK_2215" // a number, or a duration, outside its range
	codeCIDR              = "ERR_NGROK_2217" // a CIDR range that does not parse
	codeTooManyEntries    = "ERR_NGROK_2218" // a list over its number of entries
	codeTooLong           = "ERR_NGROK_2221" // a value longer than its limit
	codeNotAllowed        = "ERR_NGROK_2222" // a value outside the set of allowed values
	codeDurationTooLong   = "ERR_NGROK_2225" // a duration over its maximum
	codeUnparsed          = "ERR_NGROK_2228" // a value that does not parse
	codePhaseProtocol     = "ERR_NGROK_2230" // a phase the endpoint's protocol does not run
	codeDependsOn         = "ERR_NGROK_2240" // a field given without one it depends on
	codeSetVarsShape      = "ERR_NGROK_2252" // set-vars' vars not single-entry maps
	codeSecondAIGateway   = "ERR_NGROK_2266" // a second ai-gateway action in a policy
)

// checks collects the problems of a config.
type checks []problem

// checker is a typed config that checks its own fields.
type checker interface {
	check(c *checks)
}

// require notes field as missing unless present.
func (c *checks) require(field string, present bool) {
	if !present {
		*c = append(*c, problem{field: field, err: ErrMissingField, msg: "is required"})
	}
}

// invalid notes a field with a value out of its rules, for which the
// error reference gives no code of its own.
func (c *checks) invalid(field, format string, args ...any) {
	c.invalidCoded(field, "", format, args...)
}

// invalidCoded notes a field with a value out of its rules, a mistake of
// the API's error code.
func (c *checks) invalidCoded(field, code, format string, args ...any) {
	*c = append(*c, problem{field: field, err: ErrInvalidField, msg: fmt.Sprintf(format, args...), code: code})
}

// oneOf notes field when v is set and is not one of allowed.
func (c *checks) oneOf(field, v string, allowed ...string) {
	c.oneOfCoded(field, codeNotAllowed, v, allowed...)
}

// oneOfCoded is oneOf for a field whose mistake has a code of its own.
func (c *checks) oneOfCoded(field, code, v string, allowed ...string) {
	if v != "" && !slices.Contains(allowed, v) {
		c.invalidCoded(field, code, "%q is not one of %s", v, strings.Join(allowed, ", "))
	}
}

// requireOneOf notes field as missing when v is empty, and as invalid
// when it is not one of allowed.
func (c *checks) requireOneOf(field, v string, allowed ...string) {
	c.require(field, v != "")
	c.oneOf(field, v, allowed...)
}

// onError notes the on_error field when v is set and is neither
// OnErrorHalt nor OnErrorContinue.
func (c *checks) onError(v string) {
	c.oneOf("on_error", v, OnErrorHalt, OnErrorContinue)
}

// count notes field when it holds fewer than lo or more than hi entries.
func (c *checks) count(field string, n, lo, hi int) {
	switch {
	case n > hi:
		c.invalidCoded(field, codeTooManyEntries, "has %d entries, over the limit of %d", n, hi)
	case n < lo:
		c.invalid(field, "has %d entries, want %d to %d", n, lo, hi)
	}
}

// requireCount notes field as missing when it holds no entry, and as
// invalid when it holds more than hi.
func (c *checks) requireCount(field string, n, hi int) {
	c.require(field, n > 0)
	c.count(field, n, 0, hi)
}

// intRange notes field when v is set and out of lo to hi.
func (c *checks) intRange(field string, v *int, lo, hi int) {
	if v != nil && (*v < lo || *v > hi) {
		c.invalidCoded(field, codeOutOfRange, "must be between %d and %d inclusive, was %d", lo, hi, *v)
	}
}

// maxLen notes field when v is longer than max bytes.
func (c *checks) maxLen(field, v string, max int) {
	if len(v) > max {
		c.invalidCoded(field, codeTooLong, "length of %d exceeds the limit of %d", len(v), max)
	}
}

// duration notes field when v is set and is not a duration from lo to hi.
func (c *checks) duration(field, v string, lo, hi time.Duration) {
	if v == "" {
		return
	}
	d, err := time.ParseDuration(v)
	switch {
	case err != nil:
		c.invalidCoded(field, codeUnparsed, "%q is not a duration from %s to %s", v, short(lo), short(hi))
	case d > hi:
		c.invalidCoded(field, codeDurationTooLong, "duration of %s exceeds the limit of %s", v, short(hi))
	case d < lo:
		c.invalidCoded(field, codeOutOfRange, "%q is not a duration from %s to %s", v, short(lo), short(hi))
	}
}

// parsesAsDuration notes field when v is set and is not a duration.
func (c *checks) parsesAsDuration(field, v string) {
	if _, err := time.ParseDuration(v); v != "" && err != nil {
		c.invalidCoded(field, codeUnparsed, "%q is not a duration", v)
	}
}

// short writes d as the reference does, like "1s" or "2m".
func short(d time.Duration) string {
	if d%time.Minute == 0 {
		return fmt.Sprintf("%dm", d/time.Minute)
	}
	return fmt.Sprintf("%ds", d/time.Second)
}

// interpolated reports whether s holds a CEL interpolation like
// "${conn.client_ip}", whose value is known only when traffic flows.
func interpolated(s string) bool {
	return strings.Contains(s, "${")
}

// didYouMean writes hint, the closest of the names known to one that is
// not (icel.Closest), as the end of a message, or "" when there is none.
func didYouMean(hint string) string {
	if hint == "" {
		return ""
	}
	return "; did you mean " + hint + "?"
}
