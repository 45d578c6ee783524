// Package cel holds what the project's two users of CEL share: the list
// filters that ingresstest evaluates and the Traffic Policy expressions
// that package trafficpolicy checks. It describes compile problems and
// finds the closest of a set of names, for "did you mean" hints.
package cel

import (
	"fmt"
	"strings"

	"cel.dev/cel-go/cel"
)

// IssueText describes the first problem that compiling found, with its
// column (counted from 1).
func IssueText(iss *cel.Issues) string {
	errs := iss.Errors()
	if len(errs) == 0 {
		return strings.TrimSpace(iss.Err().Error())
	}
	return fmt.Sprintf("%s (at column %d)", errs[0].Message, errs[0].Location.Column()+1)
}
