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
}

// checks collects the problems of a config.
type checks []problem

// checker is a typed config that checks its own fields.
type checker interface {
	check(c *checks)
}

// require notes field as missing unless present.
func (c *checks) require(field string, present bool) {
	if !present {
		*c = append(*c, problem{field, ErrMissingField, "is required"})
	}
}

// invalid notes a field with a value out of its rules.
func (c *checks) invalid(field, format string, args ...any) {
	*c = append(*c, problem{field, ErrInvalidField, fmt.Sprintf(format, args...)})
}

// oneOf notes field when v is set and is not one of allowed.
func (c *checks) oneOf(field, v string, allowed ...string) {
	if v != "" && !slices.Contains(allowed, v) {
		c.invalid(field, "%q is not one of %s", v, strings.Join(allowed, ", "))
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
	if n < lo || n > hi {
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
		c.invalid(field, "%d is not between %d and %d", *v, lo, hi)
	}
}

// maxLen notes field when v is longer than max bytes.
func (c *checks) maxLen(field, v string, max int) {
	if len(v) > max {
		c.invalid(field, "is %d characters long, want at most %d", len(v), max)
	}
}

// duration notes field when v is set and is not a duration from lo to hi.
func (c *checks) duration(field, v string, lo, hi time.Duration) {
	if v == "" {
		return
	}
	if d, err := time.ParseDuration(v); err != nil || d < lo || d > hi {
		c.invalid(field, "%q is not a duration from %s to %s", v, short(lo), short(hi))
	}
}

// parsesAsDuration notes field when v is set and is not a duration.
func (c *checks) parsesAsDuration(field, v string) {
	if _, err := time.ParseDuration(v); v != "" && err != nil {
		c.invalid(field, "%q is not a duration", v)
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
