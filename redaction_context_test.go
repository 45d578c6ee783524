package ingress_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
)

// endingBody is a response body that ends the call's context as its last
// byte is read.
type endingBody struct {
	r      *strings.Reader
	cancel context.CancelFunc
}

func (b *endingBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if b.r.Len() == 0 {
		b.cancel()
	}
	return n, err
}

func (b *endingBody) Close() error { return nil }

// TestErrorBodyRedactionStopsWhenContextEnds ends the context as the last
// byte of a long error body arrives: the call stops with the context's
// error instead of working through the body to build an *ingress.Error.
func TestErrorBodyRedactionStopsWhenContextEnds(t *testing.T) {
	for name, body := range map[string]string{
		"backslashes":    strings.Repeat(`\`, 1<<20),
		"error document": `{"error_code":"ERR_NGROK_500","msg":"` + strings.Repeat(`\\u0069k_`, 1<<16) + `"}`,
	} {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			c, mt := newMockClient(t, ingress.WithoutRetries())
			mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", func(req *http.Request) (*http.Response, error) {
				return &http.Response{StatusCode: 500, Header: http.Header{}, Request: req,
					Body: &endingBody{r: strings.NewReader(body), cancel: cancel}}, nil
			})
			err := c.Do(ctx, http.MethodGet, "/api_keys/ak_1", nil, nil)
			var apiErr *ingress.Error
			if !errors.Is(err, context.Canceled) || errors.As(err, &apiErr) {
				t.Fatalf("got %.200q, want the context's error and no *ingress.Error", err)
			}
			assert.Contains(t, err.Error(), "reading the 500 response")
		})
	}
}
