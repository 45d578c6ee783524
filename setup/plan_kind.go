package setup

import (
	"context"
	"fmt"
	"slices"
)

// plan adds the changes that bring the kind to the description: a create
// for a described resource that does not exist, an update for one that
// differs, an adoption for one the description takes over, and a delete
// for a managed child its parent no longer lists or, with Prune, for a
// managed resource the description no longer lists.
func (k *kind[T, D]) plan(p *planner, s any) error {
	st := s.(*state[T])
	ns := k.namespace()
	byName := make(map[string]*found[T])
	byID := make(map[string]*found[T])
	for i := range st.items {
		it := &st.items[i]
		byID[k.id(it.v)] = it
		if it.managed || k.natural {
			if prev, ok := byName[it.id.String()]; ok && prev.managed && it.managed && (!k.byName || p.described[ns][it.id.String()]) {
				return fmt.Errorf("%s %q is held by both %s and %s: delete one", k.name, it.id, k.id(prev.v), k.id(it.v))
			}
			if byName[it.id.String()] == nil || it.managed {
				byName[it.id.String()] = it
			}
		}
	}
	used := make(map[*found[T]]bool)
	for _, d := range k.want(p.want) {
		id := k.key(d)
		if err := k.check(p, d); err != nil {
			return fmt.Errorf("%s %q: %w", k.name, id, err)
		}
		have := byName[id.String()]
		var adopt string
		if k.common != nil {
			adopt = k.common(d).Adopt
		}
		switch {
		case have != nil && have.managed:
			used[have] = true
			k.updateChange(p, id, have.v, d, Update)
		case adopt != "":
			have = byID[adopt]
			if have == nil || (have.managed && have.id != id) {
				return fmt.Errorf("%s %q: adopt: no unmanaged %s has the ID %s", k.name, id, k.name, adopt)
			}
			used[have] = true
			p.refs.set(ns, id.String(), adopt)
			k.updateChange(p, id, have.v, d, Adopt)
		case have != nil:
			return fmt.Errorf("%s %q exists (%s) but is not managed by the description: adopt it with adopt: %s", k.name, id, k.id(have.v), k.id(have.v))
		default:
			p.add(&Change{Action: Create, Kind: k.name, Name: id.String(), Fields: created(k.fields(d)),
				run: func(ctx context.Context, e *env) (string, error) {
					newID, err := k.create(ctx, e, d)
					if err != nil {
						return "", err
					}
					e.refs.set(ns, id.String(), newID)
					return newID, nil
				}})
		}
	}
	for i := range st.items {
		it := &st.items[i]
		if !it.managed || used[it] || k.byName {
			continue
		}
		if it.id.parent == "" && !p.opts.prune {
			continue
		}
		if it.id.parent != "" && !p.described[k.parent][it.id.parent] {
			continue // the parent goes, or stays as it is
		}
		p.add(&Change{Action: Delete, Kind: k.name, Name: it.id.String(), ID: k.id(it.v), Fields: removed(k.have(it.v, p.refs)),
			run: func(ctx context.Context, e *env) (string, error) { return k.id(it.v), k.remove(ctx, e, it.v) }})
	}
	return nil
}

// check refuses a described resource that the kind's validate refuses or
// that refers to one the description does not hold.
func (k *kind[T, D]) check(p *planner, d D) error {
	if k.validate != nil {
		if err := k.validate(d); err != nil {
			return err
		}
	}
	if k.refers == nil {
		return nil
	}
	for _, r := range k.refers(d) {
		if !p.described[r.ns][r.name] {
			return fmt.Errorf("refers to the %s %q, which the description does not hold", r.ns, r.name)
		}
	}
	return nil
}

// updateChange adds the change that brings have to d, if any: an update
// (or an adoption, action), or a replacement when the API cannot change a
// field.
func (k *kind[T, D]) updateChange(p *planner, id ident, have *T, d D, action Action) {
	diff := diffFields(k.have(have, p.refs), k.fields(d))
	if action == Adopt {
		diff = append(diff, FieldChange{Field: "marker", New: fmt.Sprintf("%q", id.name)})
	}
	if len(diff) == 0 {
		return
	}
	changed := make(map[string]bool, len(diff))
	for _, f := range diff {
		changed[f.Field] = true
	}
	c := &Change{Action: action, Kind: k.name, Name: id.String(), ID: k.id(have), Fields: diff}
	ns := k.namespace()
	if k.replace != nil && k.replace(have, d) {
		c.Action = Replace
		c.run = func(ctx context.Context, e *env) (string, error) {
			if err := k.remove(ctx, e, have); err != nil {
				return "", err
			}
			newID, err := k.create(ctx, e, d)
			if err != nil {
				return "", err
			}
			e.refs.set(ns, id.String(), newID)
			return newID, nil
		}
	} else {
		c.run = func(ctx context.Context, e *env) (string, error) { return c.ID, k.update(ctx, e, have, d, changed) }
	}
	p.add(c)
}

// removed returns the fields of a deleted resource.
func removed(fs fields) []FieldChange {
	out := make([]FieldChange, len(fs))
	for i, f := range fs {
		out[i] = FieldChange{Field: f.name, Old: f.value}
	}
	return out
}

// sortChanges orders changes by step, keeping the order within a step.
func sortChanges(cs []*Change) {
	slices.SortStableFunc(cs, func(a, b *Change) int { return a.step - b.step })
}
