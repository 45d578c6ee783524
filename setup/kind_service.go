package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
)

// collection is the typed client of a collection at the top of the API,
// as a family's client of one resource is: T is the resource, C and U its
// create and update params.
type collection[T, C, U any] interface {
	List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*T]
	Create(ctx context.Context, params *C) (*T, error)
	Update(ctx context.Context, id string, params *U) (*T, error)
	Delete(ctx context.Context, id string) error
}

// service lists, creates, updates and deletes the resources of a kind,
// described by D, through its collection.
type service[T, D any] struct {
	list   func(ctx context.Context, c *ingress.Client) iter.Seq2[*T, error]
	create func(ctx context.Context, e *env, d D) (*T, error)
	// update is nil when the kind gives its own.
	update func(ctx context.Context, e *env, id string, d D) error
	remove func(ctx context.Context, e *env, id string) error
	// check builds the params that a create (or, unless create is set,
	// an update) of d sends, as Apply builds them, and runs their
	// Validate: the rules the SDK checks before sending, when it does.
	check func(ctx context.Context, e *env, d D, create bool) error
}

// validParams runs the Validate of params, when they have one and the
// client validates what it sends: a client made with
// ingress.WithoutValidation leaves the SDK's rules to the API.
func (e *env) validParams(params any) error {
	if v, ok := params.(interface{ Validate() error }); ok && e.c.ValidationEnabled() {
		return v.Validate()
	}
	return nil
}

// through returns the service of the collection that open returns on a
// client, sending the params that createParams and updateParams build
// from a described resource; updateParams is nil for a kind that gives
// its own update.
func through[T, D, C, U any, S collection[T, C, U]](open func(*ingress.Client) S,
	createParams func(context.Context, *env, D) (*C, error), updateParams func(context.Context, *env, D) (*U, error),
) *service[T, D] {
	s := &service[T, D]{
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*T, error] { return open(c).List(ctx, nil).All() },
		create: func(ctx context.Context, e *env, d D) (*T, error) {
			p, err := createParams(ctx, e, d)
			if err != nil {
				return nil, err
			}
			return open(e.c).Create(ctx, p)
		},
		remove: func(ctx context.Context, e *env, id string) error { return open(e.c).Delete(ctx, id) },
		check: func(ctx context.Context, e *env, d D, create bool) error {
			if create {
				p, err := createParams(ctx, e, d)
				if err != nil {
					return err
				}
				return e.validParams(p)
			}
			if updateParams == nil {
				return nil
			}
			p, err := updateParams(ctx, e, d)
			if err != nil {
				return err
			}
			return e.validParams(p)
		},
	}
	if updateParams != nil {
		s.update = func(ctx context.Context, e *env, id string, d D) error {
			p, err := updateParams(ctx, e, d)
			if err != nil {
				return err
			}
			_, err = open(e.c).Update(ctx, id, p)
			return err
		}
	}
	return s
}
