package setup

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// InUseError is the error of NewDestroyPlan when resources that the plan
// does not delete use resources that it would delete. The API refuses to
// delete some of those (a reserved domain an edge is on, a backend that a
// weighted backend lists), so the destroy would stop half-way; the others
// it deletes and leaves the users broken (a route whose backend is gone).
// NewDestroyPlan returns no plan then, and nothing is deleted.
type InUseError struct {
	// Uses are every such use, ordered by the kind, name and ID of the
	// resource used, then by the user's kind and ID and the field.
	Uses []Use
}

// Use is a resource of the account that uses one that a destroy plan
// would delete, and that the plan does not delete before it.
type Use struct {
	// Kind, Name and ID are those of the resource that the plan would
	// delete, as its change shows them.
	Kind, Name, ID string
	// ByKind is the user's kind: a kind of a plan, like "https_edge", or
	// "ssh_host_certificate" and "ssh_user_certificate", which setup
	// does not manage.
	ByKind string
	// ByID is the user's ID.
	ByID string
	// ByParent is the ID of the user's parent: the HTTPS edge of a route,
	// empty for a resource of its own.
	ByParent string
	// ByName is the user's name: that of its marker, a reserved domain's
	// domain, or a route's match type and match; empty when it has none.
	ByName string
	// ByDescription is the user's description, empty when it has none.
	ByDescription string
	// Field is the field of the user that names the resource, like
	// "hostports" or "backend".
	Field string
	// DeletedAfter says that the plan deletes the user too, but only
	// after the resource it uses, which is too late.
	DeletedAfter bool
}

// Error lists every use, one a line, and what to do about them.
func (e *InUseError) Error() string {
	uses := "uses"
	if len(e.Uses) == 1 {
		uses = "use"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "destroy refused, nothing was deleted: resources that it keeps use resources that it would delete (%d %s, below); "+
		"delete or change those users first, or leave what they use out of the description:", len(e.Uses), uses)
	for _, u := range e.Uses {
		b.WriteString("\n  ")
		b.WriteString(u.String())
	}
	return b.String()
}

// String describes the use on one line.
func (u Use) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s (%s) is used by %s %s", u.Kind, u.Name, u.ID, u.ByKind, u.ByID)
	var about []string
	if u.ByName != "" {
		about = append(about, fmt.Sprintf("name %q", u.ByName))
	}
	if u.ByDescription != "" {
		about = append(about, fmt.Sprintf("description %q", u.ByDescription))
	}
	if u.ByParent != "" {
		about = append(about, "of "+u.ByParent)
	}
	if len(about) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(about, ", "))
	}
	fmt.Fprintf(&b, " in its %s", u.Field)
	if u.DeletedAfter {
		b.WriteString(", which this destroy deletes only after it")
	}
	return b.String()
}

// compareUses orders uses by the resource used, then by the user and the
// field.
func compareUses(a, b Use) int {
	return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID),
		cmp.Compare(a.ByKind, b.ByKind), cmp.Compare(a.ByID, b.ByID), cmp.Compare(a.Field, b.Field))
}

// sortUses sorts uses in the order of InUseError.Uses and drops repeats.
func sortUses(uses []Use) []Use {
	slices.SortFunc(uses, compareUses)
	return slices.Compact(uses)
}
