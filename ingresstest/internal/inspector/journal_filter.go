package inspector

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// maxFilterBytes is the most bytes the value of each parameter of the
// journal filter may hold: room for "not " and the longest name of an
// operation, which may be a route's pattern.
const maxFilterBytes = 128

// JournalFilter selects the requests of an account's journal that its
// page lists: by method, by status or class of status, and by operation,
// each condition possibly negated. Its zero value keeps every request.
type JournalFilter struct {
	method, operation textCondition
	status            statusCondition
}

// Keeps reports whether the filter keeps a request of the method, status
// and operation given, as the journal names them (see Request).
func (f JournalFilter) Keeps(method string, status int, operation string) bool {
	return f.method.keeps(upperASCII(method)) && f.status.keeps(status) && f.operation.keeps(operation)
}

// textCondition keeps the requests whose field is value, or, when not is
// set, those whose field is another; an empty value keeps them all.
type textCondition struct {
	value string
	not   bool
}

// keeps reports whether the condition keeps a request whose field is s.
func (c textCondition) keeps(s string) bool {
	return c.value == "" || (s == c.value) != c.not
}

// statusCondition keeps the requests of status exact, or, when class is
// from 1 to 5, those of a status from class*100 to class*100+99; when not
// is set, it keeps the others. Both zero keep every request.
type statusCondition struct {
	exact, class int
	not          bool
}

// keeps reports whether the condition keeps a request answered with
// status.
func (c statusCondition) keeps(status int) bool {
	switch {
	case c.exact != 0:
		return (status == c.exact) != c.not
	case c.class != 0:
		return (status/100 == c.class) != c.not
	}
	return true
}

// journalForm is the journal filter as the query of an account page
// gives it, and as the page's form shows it again: each value as given,
// but one that is too long, and what is wrong with them, if anything.
type journalForm struct {
	Method, Status, Operation string
	// Error says what is wrong with the values given, "" when nothing.
	Error string
}

// Active reports whether the form selects some requests only.
func (f journalForm) Active() bool {
	return f.Method != "" || f.Status != "" || f.Operation != ""
}

// parseJournalFilter reads the journal filter from the query q of an
// account page: method, status and operation, each optional and given at
// most once, other parameters being ignored. It returns the form to show
// again, whose Error is set, with a zero filter, when a value is refused.
func parseJournalFilter(q url.Values) (journalForm, JournalFilter) {
	var form journalForm
	var f JournalFilter
	var problems []string
	read := func(name string, into *string, parse func(v string) error) {
		vs := q[name]
		switch {
		case len(vs) == 0:
			return
		case len(vs) > 1:
			problems = append(problems, fmt.Sprintf("%s is given %d times; give it once.", name, len(vs)))
			return
		case len(vs[0]) > maxFilterBytes:
			problems = append(problems, fmt.Sprintf("%s is longer than %d bytes.", name, maxFilterBytes))
			return
		}
		*into = strings.TrimSpace(vs[0])
		if *into == "" {
			return
		}
		if err := parse(*into); err != nil {
			problems = append(problems, err.Error()+".")
		}
	}
	read("method", &form.Method, func(v string) (err error) { f.method, err = parseMethod(v); return err })
	read("status", &form.Status, func(v string) (err error) { f.status, err = parseStatus(v); return err })
	read("operation", &form.Operation, func(v string) (err error) { f.operation, err = parseOperation(v); return err })
	if len(problems) > 0 {
		form.Error = strings.Join(problems, " ")
		return form, JournalFilter{}
	}
	return form, f
}

// negated returns v without a leading "not " (in any letter case, then
// any spaces) or "!", and whether it had one.
func negated(v string) (string, bool) {
	if rest, ok := strings.CutPrefix(v, "!"); ok {
		return strings.TrimSpace(rest), true
	}
	if len(v) > 4 && strings.EqualFold(v[:4], "not ") {
		return strings.TrimSpace(v[4:]), true
	}
	return v, false
}

// parseMethod reads a method condition: a method of letters, like GET in
// any letter case, or "not GET" or "!GET".
func parseMethod(v string) (textCondition, error) {
	m, not := negated(v)
	if m == "" || strings.Trim(upperASCII(m), "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return textCondition{}, fmt.Errorf(`method %s is not an HTTP method like GET, or one after "not " or "!"`, strconv.Quote(v))
	}
	return textCondition{value: upperASCII(m), not: not}, nil
}

// parseStatus reads a status condition: a status like 404, a class like
// 4xx, or either after "not " or "!".
func parseStatus(v string) (statusCondition, error) {
	s, not := negated(v)
	bad := fmt.Errorf(`status %s is not a status from 100 to 599 like 404, a class like 4xx, or either after "not " or "!"`, strconv.Quote(v))
	if len(s) != 3 || s[0] < '1' || s[0] > '5' {
		return statusCondition{}, bad
	}
	if strings.EqualFold(s[1:], "xx") {
		return statusCondition{class: int(s[0] - '0'), not: not}, nil
	}
	if s[1] < '0' || s[1] > '9' || s[2] < '0' || s[2] > '9' {
		return statusCondition{}, bad
	}
	n, _ := strconv.Atoi(s)
	return statusCondition{exact: n, not: not}, nil
}

// parseOperation reads an operation condition: the name the journal
// gives an operation, like ReservedDomainsGet, matched exactly, or it
// after "not " or "!". A name holds printable ASCII only.
func parseOperation(v string) (textCondition, error) {
	op, not := negated(v)
	if op == "" || strings.ContainsFunc(op, func(r rune) bool { return r < ' ' || r > '~' }) {
		return textCondition{}, fmt.Errorf(`operation %s is not the name of an operation like ReservedDomainsGet, or one after "not " or "!"`, strconv.Quote(v))
	}
	return textCondition{value: op, not: not}, nil
}

// upperASCII returns s with its ASCII letters in upper case.
func upperASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, s)
}
