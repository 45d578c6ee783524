package ingress

import (
	"context"
	"errors"
	"net/url"
)

// redacted stands in for the API key wherever it would appear.
const redacted = "[REDACTED]"

// credentials holds the API key. A Client keeps it out of fmt's sight (see
// sealed): fmt cannot call the Client's formatting methods when the Client
// is an unexported field of another value, and then prints its fields.
type credentials struct {
	key string
	// authorization is the Authorization header's value, shared by every
	// request.
	authorization []string
}

func newCredentials(key string) *credentials {
	return &credentials{key: key, authorization: []string{"Bearer " + key}}
}

// sealed returns c behind a function, which fmt prints as an address with
// every verb; a pointer to a struct it prints as the struct's fields.
func sealed(c *credentials) func() *credentials {
	return func() *credentials { return c }
}

// redact returns text with every appearance of the key replaced by
// [REDACTED]: the key as it is, in any letter case, and with any of its
// bytes percent-encoded (once or more) or JSON-escaped (see escapeAt).
// Text from the server, such as a URL it sent, goes through redact before
// it enters an error or a log line; a body it answered goes through
// redactText, which stops when the call's context ends.
func (c *credentials) redact(text string) string {
	// Without a context to end, redactText does not fail.
	out, _ := redactText(context.Background(), c.key, text)
	if out == nil {
		return text
	}
	return string(out)
}

// sameLetter reports whether a and b are the same byte, ignoring the case
// of ASCII letters.
func sameLetter(a, b byte) bool {
	if a == b {
		return true
	}
	la, lb := a|0x20, b|0x20
	return la == lb && 'a' <= la && la <= 'z'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// redactErr returns err with the key redacted from its message. A
// *url.Error, which quotes a URL that may come from the server, is rebuilt
// around the redacted URL; any other error whose message shows the key is
// replaced by one with the redacted message.
func (c *credentials) redactErr(err error) error {
	if ue, ok := err.(*url.Error); ok {
		return &url.Error{Op: ue.Op, URL: c.redact(ue.URL), Err: c.redactErr(ue.Err)}
	}
	if msg := err.Error(); c.redact(msg) != msg {
		return errors.New(c.redact(msg))
	}
	return err
}
