package ingress

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// workKey is the API key of the redaction work tests.
const workKey = "ik_9f3QzL7wXr2Tn8VbK4mYp6HsD1cGa0Ue"

// repeatTo returns piece repeated to n bytes or a little less.
func repeatTo(piece string, n int) string { return strings.Repeat(piece, n/len(piece)) }

// hardBodies are bodies that once cost redaction work growing with the
// square of their length, or that keep partial spellings of the key under
// way all along: each makes a body of about n bytes.
var hardBodies = map[string]func(n int) string{
	"backslashes":        func(n int) string { return strings.Repeat(`\`, n) },
	"percent signs":      func(n int) string { return strings.Repeat("%", n) },
	`\u00 repeated`:      func(n int) string { return repeatTo(`\u00`, n) },
	"one long %2525...":  func(n int) string { return "%" + repeatTo("25", n) },
	"%25 repeated":       func(n int) string { return repeatTo("%25", n) },
	"the key but a byte": func(n int) string { return repeatTo(workKey[:len(workKey)-1], n) },
	"the key JSON-escaped but a byte": func(n int) string {
		return repeatTo(`\\\\u0069`+workKey[1:len(workKey)-1], n)
	},
	"the key after a long run of backslashes, but a byte": func(n int) string {
		return repeatTo(strings.Repeat(`\`, 1000)+`u0069`+workKey[1:len(workKey)-1], n)
	},
	"the key percent-encoded twice but a byte": func(n int) string {
		return repeatTo("%252569"+workKey[1:len(workKey)-1], n)
	},
	"the key again and again": func(n int) string { return repeatTo(workKey, n) },
}

// redactionWork returns the steps of work redacting body takes.
func redactionWork(t *testing.T, body string) int {
	t.Helper()
	s := &scanner[string]{key: workKey, text: body}
	if _, err := s.redact(context.Background()); err != nil {
		t.Fatal(err)
	}
	return s.steps
}

// TestRedactionWorkIsLinear checks that redacting a body twice as long
// costs about twice the work, and a few steps a byte at most, whatever the
// body holds.
func TestRedactionWorkIsLinear(t *testing.T) {
	const size = 128 << 10
	const stepsPerByte = 4
	for name, body := range hardBodies {
		t.Run(name, func(t *testing.T) {
			short, long := body(size), body(2*size)
			ws, wl := redactionWork(t, short), redactionWork(t, long)
			if ratio := float64(wl) / float64(ws); ratio > 2.2 {
				t.Errorf("a body twice as long (%d bytes) takes %.2f times the work (%d steps, then %d)", len(long), ratio, ws, wl)
			}
			if wl > stepsPerByte*len(long) {
				t.Errorf("%d steps for %d bytes: more than %d a byte", wl, len(long), stepsPerByte)
			}
		})
	}
}

// endsAfterLooks is a context that ends once its Err has been called
// looks times.
type endsAfterLooks struct {
	context.Context
	looks int
}

func (c *endsAfterLooks) Err() error {
	if c.looks--; c.looks < 0 {
		return context.Canceled
	}
	return nil
}

// TestRedactionStopsWhenContextEnds ends the context after the scan's
// first look at it: the scan stops with the context's error within one
// stretch of work between looks, far short of the body.
func TestRedactionStopsWhenContextEnds(t *testing.T) {
	for name, body := range hardBodies {
		t.Run(name, func(t *testing.T) {
			s := &scanner[string]{key: workKey, text: body(1 << 20)}
			out, err := s.redact(&endsAfterLooks{Context: context.Background(), looks: 1})
			if !errors.Is(err, context.Canceled) || out != nil {
				t.Fatalf("got %d bytes and error %v, want only context.Canceled", len(out), err)
			}
			if limit := scanCheckEvery + 2*len(workKey); s.steps > limit {
				t.Errorf("%d steps after the context ended, more than %d", s.steps, limit)
			}
		})
	}
}
