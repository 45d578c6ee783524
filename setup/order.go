package setup

import "cmp"

// step is where a change runs: Apply runs the changes of one step in
// parallel, and the steps one after the other in the order of compare.
type step struct {
	// place is the place of the change's kind in families or, for a
	// delete, the reverse place after all of them.
	place int
	// depth orders the changes of the backends that nest within their
	// place (see order.stepOf); 0 for every other kind.
	depth int
}

// compare orders s and t: by place, then by depth.
func (s step) compare(t step) int {
	return cmp.Or(cmp.Compare(s.place, t.place), cmp.Compare(s.depth, t.depth))
}

// order places the changes of a plan in steps.
type order struct {
	// kinds is how many kinds families holds.
	kinds int
	// nested is the place that the kinds that nest share: the last of
	// theirs. families lists them next to each other, so no other kind
	// comes between them.
	nested int
	// described holds the depths of the described backends that nest, by
	// name; existing those of the ones in the account as read, by ID.
	described, existing map[string]int
}

// newOrder returns the order of the changes of the kinds fams, with the
// backends that nest as described and as read.
func newOrder(fams []family, described, existing *nesting) *order {
	o := &order{kinds: len(fams), described: described.depths(), existing: existing.depths()}
	for i, f := range fams {
		if nests(f.kindName()) {
			o.nested = i
		}
	}
	return o
}

// stepOf returns the step of c, a change of the kind at place in
// families. Creates, updates, adoptions and replacements run in the order
// of families, deletes after them in the reverse order. The backends that
// nest share one place: there a backend is created or updated after every
// one that its description names, so by the depth of the description,
// and deleted before every one it names in the account as read, so by the
// reverse of the depth of the account. Neither kind has replacements: a
// delete and a create in one change would wait for those it names, as a
// create, and for those that name it to stop, as a delete, which are
// updated after it.
func (o *order) stepOf(c *Change, place int) step {
	depth := 0
	if nests(c.Kind) {
		place = o.nested
		if c.Action == Delete {
			depth = -o.existing[c.ID]
		} else {
			depth = o.described[c.Name]
		}
	}
	if c.Action == Delete {
		place = 2*o.kinds - place
	}
	return step{place: place, depth: depth}
}
