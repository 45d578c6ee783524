package setup

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/ingresskit/ingress"
)

// env is what a change runs with.
type env struct {
	c     *ingress.Client
	refs  *refs
	token func(Token) error
}

// handToken hands the token that the API showed for the resource name of
// kind, once. Its error is a *TokenError, which holds the token.
func (e *env) handToken(kind, name, id string, token *string) error {
	if e.token == nil || token == nil {
		return nil
	}
	t := Token{Kind: kind, Name: name, ID: id, value: *token}
	err := e.token(t)
	var te *TokenError
	if err != nil && !errors.As(err, &te) {
		err = &TokenError{Token: t, Err: err}
	}
	return err
}

// Apply makes the plan's changes on the account it was made for. It runs
// the changes of each step (see Plan.Changes) in parallel, at most
// Parallel at once, and paces them only through the client's rate limit:
// give the client ingress.WithRateLimit. It stops at the first error,
// after the changes in flight end, and returns that error, an
// *ApplyError that says how many changes were made, joined with
// every *TokenError of the changes in flight (see errors.Join); each change
// that finished is a whole one, and the next plan starts from there. A
// plan is applied once: after an error, make a new plan. With
// KeepTokens, it first checks that every token can be kept (see
// CheckTokens), and changes nothing when one cannot.
func (p *Plan) Apply(ctx context.Context) error {
	if err := p.CheckTokens(); err != nil {
		return err
	}
	e := &env{c: p.client, refs: p.refs, token: p.opts.token}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu    sync.Mutex
		done  int
		made  int
		first error
	)
	finish := func(c *Change, id string, err error) {
		mu.Lock()
		defer mu.Unlock()
		done++
		var te *TokenError
		switch {
		case err == nil:
			made++
		case first == nil:
			first = &ApplyError{Change: c, Total: len(p.Changes), Err: err}
			cancel()
		case errors.As(err, &te):
			// A change in flight hit a token error too: keep its token.
			first = errors.Join(first, fmt.Errorf("%s %s %s: %w", c.Action, c.Kind, c.Name, err))
		}
		if p.opts.progress != nil {
			p.opts.progress(Progress{Change: c, ID: id, Done: done, Total: len(p.Changes), Err: err})
		}
	}
	for start := 0; start < len(p.Changes); {
		end := start
		for end < len(p.Changes) && p.Changes[end].step == p.Changes[start].step {
			end++
		}
		runStep(ctx, e, p.Changes[start:end], p.opts.parallel, finish)
		if first != nil {
			var ae *ApplyError
			if errors.As(first, &ae) {
				ae.Made = made
			}
			return first
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		start = end
	}
	return nil
}

// runStep runs changes, at most n at once, reporting each with the ID of
// its resource to finish, and starts none after ctx ends.
func runStep(ctx context.Context, e *env, changes []*Change, n int, finish func(*Change, string, error)) {
	sem := make(chan struct{}, n)
	var wg sync.WaitGroup
	for _, c := range changes {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Go(func() {
			defer func() { <-sem }()
			id, err := c.run(ctx, e)
			if err != nil && errors.Is(err, context.Canceled) && ctx.Err() != nil {
				return // stopped by another change's error
			}
			finish(c, id, err)
		})
	}
	wg.Wait()
}
