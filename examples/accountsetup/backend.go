package main

import (
	"context"
	"maps"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// ensureBackend finds the HTTP response backend by its description or
// creates it, corrects its response, and returns its ID.
func ensureBackend(ctx context.Context, c *ingress.Client, cfg Config, r *Report) (string, error) {
	responses := backends.NewClient(c).HTTPResponse
	want := cfg.Response
	b, err := find(responses.List(ctx, nil), func(b *backends.HTTPResponse) bool {
		return b.Description == backendDescription
	})
	if err != nil {
		return "", err
	}
	switch {
	case b == nil:
		b, err = responses.Create(ctx, &backends.HTTPResponseCreateParams{
			StatusCode: want.StatusCode, Headers: want.Headers, Body: want.Body, Description: new(backendDescription),
		})
		if err != nil {
			return "", err
		}
		r.note(Created, "HTTP response backend", b.ID)
	case b.StatusCode != want.StatusCode || b.Body != want.Body || !maps.Equal(b.Headers, want.Headers):
		headers := want.Headers
		if headers == nil {
			headers = map[string]string{} // an empty map removes every header
		}
		if _, err := responses.Update(ctx, b.ID, &backends.HTTPResponseUpdateParams{
			StatusCode: new(want.StatusCode), Headers: headers, Body: new(want.Body),
		}); err != nil {
			return "", err
		}
		r.note(Updated, "HTTP response backend", b.ID)
	default:
		r.note(Unchanged, "HTTP response backend", b.ID)
	}
	return b.ID, nil
}
