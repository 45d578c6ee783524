package setup

import "context"

// complete supplies what k leaves out and returns it: id from the ID
// field of T and key from the Name field of D (it panics when k leaves
// out one whose field is missing); want and add from slice; list and
// create from api, and update and remove too unless k gives its own; have
// from describe. A create through api hands the new resource's token to
// OnToken when the kind has one.
func complete[T, D any](k *kind[T, D]) family {
	if k.id == nil {
		k.id = fieldOf[string, T]("ID")
	}
	if k.key == nil {
		k.named = true
		name := fieldOf[string, D]("Name")
		k.key = func(d D) ident { return ident{name: name(&d)} }
	}
	if k.slice != nil {
		k.want, k.add, k.where = k.sliceWant, k.sliceAdd, k.sliceWhere
	}
	if k.have == nil {
		k.have = k.describedFields
	}
	if k.api != nil {
		if k.params == nil {
			k.params = k.api.check
		}
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

// embedsCommon is a pointer to a described resource D that embeds Common.
type embedsCommon[D any] interface {
	*D
	commonPart() *Common
}

// commonPart returns c: through it, a pointer to any described resource
// that embeds Common gives that Common, to read or to fill in.
func (c *Common) commonPart() *Common { return c }

// marked completes k, a kind of resources that carry the description and
// the metadata with the marker in the fields Description and Metadata of
// T, whose described resources embed Common. It handles Common for the
// kind: identify defaults to the marker; fields, and have when k gives
// it, append the compared fields of Common to those of the kind's own;
// describe fills in the Common of what k's describe returns. It panics
// when T lacks either field.
func marked[T, D any, PD embedsCommon[D]](k *kind[T, D]) family {
	description, metadata := fieldOf[string, T]("Description"), fieldOf[string, T]("Metadata")
	k.common = func(d D) Common { return *PD(&d).commonPart() }
	if k.identify == nil {
		k.identify = func(v *T, _ *refs) (ident, bool) { return byMarker(metadata(v)) }
	}
	own, ownHave, describe := k.fields, k.have, k.describe
	k.fields = func(d D) fields {
		var fs fields
		if own != nil {
			fs = own(d)
		}
		return fs.withCommon(k.common(d))
	}
	if ownHave != nil {
		k.have = func(v *T, r *refs) fields { return ownHave(v, r).haveCommon(description(v), metadata(v)) }
	}
	k.describe = func(v *T, id ident, r *refs) D {
		d := describe(v, id, r)
		*PD(&d).commonPart() = describeCommon(description(v), metadata(v))
		return d
	}
	return complete(k)
}

func (k *kind[T, D]) sliceWant(a *Account) []D { return *k.slice(a) }

func (k *kind[T, D]) sliceWhere(a *Account) []string {
	s := k.slice(a)
	return elemPaths(jsonNameOf(a, s), len(*s))
}

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

// showsToken reports whether the API shows a token, once, for a resource
// of the kind that it creates.
func (k *kind[T, D]) showsToken() bool { return k.token != nil }

func (k *kind[T, D]) apiUpdate(ctx context.Context, e *env, have *T, d D, _ map[string]bool) error {
	return k.api.update(ctx, e, k.id(have), d)
}

func (k *kind[T, D]) apiRemove(ctx context.Context, e *env, have *T) error {
	return k.api.remove(ctx, e, k.id(have))
}
