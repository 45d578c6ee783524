package setup

import (
	"context"
	"fmt"
	"slices"
	"strings"
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
	if k.natural {
		p.existing[ns] = make(map[string]bool, len(byName))
		for name := range byName {
			p.existing[ns][name] = true
		}
	}
	used := make(map[*found[T]]bool)
	paths := k.where(p.want)
	for i, d := range k.want(p.want) {
		id, path := k.key(d), paths[i]
		who := fmt.Sprintf("%s %q", k.name, id)
		if !k.check(p, path, who, d) {
			continue
		}
		have := byName[id.String()]
		var adopt string
		if k.common != nil {
			adopt = k.common(d).Adopt
		}
		switch {
		case have != nil && have.managed:
			used[have] = true
			k.checkParams(p, path, who, d, k.updateChange(p, id, have.v, d, Update))
		case adopt != "":
			have = byID[adopt]
			if have == nil || (have.managed && have.id != id) {
				p.problems.add(path+".adopt", who, fmt.Errorf("adopt: no unmanaged %s has the ID %s", k.name, adopt))
				continue
			}
			used[have] = true
			p.refs.set(ns, id.String(), adopt)
			k.checkParams(p, path, who, d, k.updateChange(p, id, have.v, d, Adopt))
		case have != nil:
			p.problems.add(path, "", fmt.Errorf("%s exists (%s) but is not managed by the description: adopt it with adopt: %s", who, k.id(have.v), k.id(have.v)))
		default:
			k.checkParams(p, path, who, d, Create)
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
		p.add(k.deleteChange(p, it))
	}
	return nil
}

// check records a problem, at path, for a described resource without a
// name, one that the kind's validate refuses, and each reference to a
// resource the description does not hold; it reports whether there was
// none.
func (k *kind[T, D]) check(p *planner, path, who string, d D) bool {
	before := len(p.problems.list)
	if k.named && strings.TrimSpace(k.key(d).name) == "" {
		p.problems.add(path+".name", who, errNoName)
	}
	if k.validate != nil {
		if err := k.validate(d); err != nil {
			p.problems.addEvery(path, who, err)
		}
	}
	if k.refers != nil {
		for _, r := range k.refers(d) {
			if !p.described[r.ns][r.name] {
				p.problems.add(p.problems.src.valuePath(path, r.name), who, fmt.Errorf("refers to the %s %q, which the description does not hold", r.ns, r.name))
			}
		}
	}
	return len(p.problems.list) == before
}

// checkParams records a problem, at path, when the params that the change
// of action makes of d break a rule of the API that the SDK checks before
// sending, or cannot be built, like those of a secret whose source is
// missing: a create or a replacement builds those of a create, an update
// or an adoption those of an update; nothing else sends anything.
func (k *kind[T, D]) checkParams(p *planner, path, who string, d D, action Action) {
	if k.params == nil || action == "" || action == Delete {
		return
	}
	if err := k.params(p.ctx, p.env, d, action == Create || action == Replace); err != nil {
		p.problems.addEvery(path, who, err)
	}
}

// updateChange adds the change that brings have to d, if any: an update
// (or an adoption, action), or a replacement when the API cannot change a
// field. It returns the action of the change it adds, or "" for none.
func (k *kind[T, D]) updateChange(p *planner, id ident, have *T, d D, action Action) Action {
	diff := diffFields(k.have(have, p.refs), k.fields(d))
	if action == Adopt {
		diff = append(diff, FieldChange{Field: "marker", New: fmt.Sprintf("%q", id.name)})
	}
	if len(diff) == 0 {
		return ""
	}
	changed := make(map[string]bool, len(diff))
	for _, f := range diff {
		changed[f.Field] = true
	}
	c := &Change{Action: action, Kind: k.name, Name: id.String(), ID: k.id(have), Fields: append(diff, resent(k.fields(d))...)}
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
	return c.Action
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
	slices.SortStableFunc(cs, func(a, b *Change) int { return a.step.compare(b.step) })
}
