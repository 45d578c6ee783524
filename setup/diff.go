package setup

import (
	"fmt"
	"io"
	"strings"
)

// sign returns the sign the diff shows an action with.
func (a Action) sign() string {
	switch a {
	case Create:
		return "+"
	case Delete:
		return "-"
	case Replace:
		return "-/+"
	}
	return "~"
}

// String returns the plan's diff: a line per change, "+" for a create,
// "~" for an update or adoption, "-/+" for a replacement and "-" for a
// delete, each followed by its fields, and a summary line.
func (p *Plan) String() string {
	var b strings.Builder
	p.WriteDiff(&b)
	return b.String()
}

// WriteDiff writes the plan's diff, as String returns it, to w.
func (p *Plan) WriteDiff(w io.Writer) error {
	counts := make(map[Action]int)
	for _, c := range p.Changes {
		counts[c.Action]++
		if _, err := io.WriteString(w, c.String()); err != nil {
			return err
		}
	}
	if p.Empty() {
		_, err := io.WriteString(w, "No changes.\n")
		return err
	}
	_, err := fmt.Fprintf(w, "Plan: %d to create, %d to update, %d to replace, %d to delete.\n",
		counts[Create], counts[Update]+counts[Adopt], counts[Replace], counts[Delete])
	return err
}

// String returns the change as the diff shows it: its sign, kind, name
// and ID, then a line per field.
func (c *Change) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s %s", c.Action.sign(), c.Kind, c.Name)
	if c.ID != "" {
		fmt.Fprintf(&b, " (%s)", c.ID)
	}
	if c.Action == Adopt {
		b.WriteString(" adopted")
	}
	b.WriteString("\n")
	for _, f := range c.Fields {
		if isPolicy(f.Field) && writePolicy(&b, c.Action, f) {
			continue
		}
		switch {
		case f.sent:
			fmt.Fprintf(&b, "    %s = %s (sent again)\n", f.Field, f.New)
		case c.Action == Create:
			fmt.Fprintf(&b, "    %s = %s\n", f.Field, f.New)
		case c.Action == Delete:
			fmt.Fprintf(&b, "    %s = %s\n", f.Field, f.Old)
		case f.Old == "":
			fmt.Fprintf(&b, "    + %s = %s\n", f.Field, f.New)
		case f.New == "":
			fmt.Fprintf(&b, "    - %s = %s\n", f.Field, f.Old)
		default:
			fmt.Fprintf(&b, "    ~ %s: %s -> %s\n", f.Field, f.Old, f.New)
		}
	}
	return b.String()
}
