package setup

import (
	"fmt"

	"github.com/ingresskit/ingress/iprestrictions"
)

// checkDeletes records the problems of the plan's deletes, which run
// after every create and update: a resource the plan deletes that a
// resource it keeps, and does not change, still uses (the API refuses
// some such deletes, and the others leave the user broken), as
// NewDestroyPlan checks its own. A user that the plan updates or
// replaces, or that the description describes, is left to the checks of
// its described state, which run against what the plan keeps (see
// deleted). The replacement of an SSH certificate authority deletes it
// first, and the certificates it signed, which setup does not manage,
// stop that as they stop a delete (ERR_NGROK_1964). fams are the kinds
// whose states were read.
func (p *planner) checkDeletes(fams []family, states []any) error {
	var deletes []*Change
	changed := make(map[string]bool)
	for _, c := range p.out {
		switch {
		case c.Action == Delete, c.Action == Replace && c.Kind == "ssh_certificate_authority":
			deletes = append(deletes, c)
		case c.ID != "":
			changed[c.ID] = true
		}
	}
	if len(deletes) == 0 {
		return nil
	}
	namespace := make(map[string]string, len(fams))
	for _, f := range fams {
		namespace[f.kindName()] = f.namespace()
	}
	var kept []reference
	for _, r := range references(states) {
		described := r.by.name != "" && p.described[namespace[r.by.kind]][r.by.name]
		if !changed[r.by.id] && !described {
			kept = append(kept, r)
		}
	}
	signed, err := sshCertificateRefs(p.ctx, p.env.c, deletes)
	if err != nil {
		return err
	}
	err = checkUses(deletes, append(kept, signed...))
	if err == nil {
		return nil
	}
	replaced := make(map[string]bool)
	for _, c := range deletes {
		replaced[c.ID] = c.Action == Replace
	}
	for _, u := range err.(*InUseError).Uses {
		what, fix := "deleted by the plan", "describe it again"
		if replaced[u.ID] {
			what, fix = "replaced by the plan, which deletes it first,", "keep what the API cannot change"
		}
		p.problems.add("", fmt.Sprintf("%s %q", u.Kind, u.Name),
			fmt.Errorf("is %s while %s: %s, or change or delete its user first", what, usedBy(u), fix))
	}
	return nil
}

// usedBy says who uses what a Use names, and where.
func usedBy(u Use) string {
	by := u.ByKind + " " + u.ByID
	if u.ByName != "" {
		by += fmt.Sprintf(" (%q)", u.ByName)
	}
	return fmt.Sprintf("%s uses it in its %s", by, u.Field)
}

// deleted reports whether the plan deletes the resource of kind known by
// name, so that a described resource cannot count on it.
func (p *planner) deleted(kind, name string) bool {
	for _, c := range p.out {
		if c.Action == Delete && c.Kind == kind && c.Name == name {
			return true
		}
	}
	return false
}

// checkRestrictionTypes records an IP restriction of a type that another
// has: another described one, or one of the account that is not the same
// described restriction, since an account has one restriction of each
// type (ERR_NGROK_1802) and the plan deletes only after it creates.
func (p *planner) checkRestrictionTypes() {
	held := make(map[iprestrictions.Type]holder)
	if st, ok := p.read["ip_restriction"].(*state[iprestrictions.IPRestriction]); ok {
		for _, it := range st.items {
			held[it.v.Type] = existingHolder("ip_restriction", it.v.ID, it.id, it.managed)
		}
	}
	described := make(map[iprestrictions.Type]holder)
	for i, r := range p.want.IPRestrictions {
		d := holder{kind: "ip_restriction", name: r.Name}
		path := fmt.Sprintf("ip_restrictions[%d].type", i)
		if other, ok := described[r.Type]; ok {
			p.problems.add(path, "", fmt.Errorf("%s is also the type of %s: an account has one IP restriction of each type", r.Type, other))
			continue
		}
		described[r.Type] = d
		if h, ok := held[r.Type]; ok && !h.same(d) {
			p.problems.add(path, "", fmt.Errorf("%s is the type of %s: an account has one IP restriction of each type; adopt it, or delete it first", r.Type, h))
		}
	}
}
