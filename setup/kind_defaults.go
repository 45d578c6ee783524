package setup

import "context"

// complete supplies what k leaves out and returns it: want and add from
// slice; list and create from api, and update and remove too unless k
// gives its own; have from describe. A create through api hands the new
// resource's token to OnToken when the kind has one.
func complete[T, D any](k *kind[T, D]) family {
	if k.slice != nil {
		k.want, k.add = k.sliceWant, k.sliceAdd
	}
	if k.have == nil {
		k.have = k.describedFields
	}
	if k.api != nil {
		k.list, k.create = k.api.list, k.apiCreate
		if k.update == nil && k.api.update != nil {
			k.update = k.apiUpdate
		}
		if k.remove == nil {
			k.remove = k.apiRemove
		}
	}
	return k
}

// marked completes k, a kind of resources that carry the marker, whose
// described resources embed Common.
func marked[T any, D hasCommon](k *kind[T, D]) family {
	k.common = func(d D) Common { return d.common() }
	return complete(k)
}

func (k *kind[T, D]) sliceWant(a *Account) []D { return *k.slice(a) }

func (k *kind[T, D]) sliceAdd(a *Account, d D) {
	s := k.slice(a)
	*s = append(*s, d)
}

func (k *kind[T, D]) describedFields(v *T, r *refs) fields {
	return k.fields(k.describe(v, ident{}, r))
}

func (k *kind[T, D]) apiCreate(ctx context.Context, e *env, d D) (string, error) {
	got, err := k.api.create(ctx, e, d)
	if err != nil {
		return "", err
	}
	id := k.id(got)
	if k.token == nil {
		return id, nil
	}
	return id, e.handToken(k.name, k.key(d).name, id, k.token(got))
}

func (k *kind[T, D]) apiUpdate(ctx context.Context, e *env, have *T, d D, _ map[string]bool) error {
	return k.api.update(ctx, e, k.id(have), d)
}

func (k *kind[T, D]) apiRemove(ctx context.Context, e *env, have *T) error {
	return k.api.remove(ctx, e, k.id(have))
}
