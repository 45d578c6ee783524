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
// described by D.
type service[T, D any] interface {
	list(ctx context.Context, c *ingress.Client) iter.Seq2[*T, error]
	create(ctx context.Context, e *env, d D) (*T, error)
	update(ctx context.Context, e *env, id string, d D) error
	remove(ctx context.Context, e *env, id string) error
}

// rest is the service of the collection S that open returns on a client,
// sending the params that createParams and updateParams build from a
// described resource.
type rest[T, D, C, U any, S collection[T, C, U]] struct {
	open         func(*ingress.Client) S
	createParams func(ctx context.Context, e *env, d D) (*C, error)
	updateParams func(ctx context.Context, e *env, d D) (*U, error)
}

// through returns the service of the collection that open returns, with
// the params that createParams and updateParams build; updateParams is
// nil for a kind that gives its own update.
func through[T, D, C, U any, S collection[T, C, U]](open func(*ingress.Client) S,
	createParams func(context.Context, *env, D) (*C, error), updateParams func(context.Context, *env, D) (*U, error),
) service[T, D] {
	return rest[T, D, C, U, S]{open: open, createParams: createParams, updateParams: updateParams}
}

func (s rest[T, D, C, U, S]) list(ctx context.Context, c *ingress.Client) iter.Seq2[*T, error] {
	return s.open(c).List(ctx, nil).All()
}

func (s rest[T, D, C, U, S]) create(ctx context.Context, e *env, d D) (*T, error) {
	p, err := s.createParams(ctx, e, d)
	if err != nil {
		return nil, err
	}
	return s.open(e.c).Create(ctx, p)
}

func (s rest[T, D, C, U, S]) update(ctx context.Context, e *env, id string, d D) error {
	p, err := s.updateParams(ctx, e, d)
	if err != nil {
		return err
	}
	_, err = s.open(e.c).Update(ctx, id, p)
	return err
}

func (s rest[T, D, C, U, S]) remove(ctx context.Context, e *env, id string) error {
	return s.open(e.c).Delete(ctx, id)
}
