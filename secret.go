package ingress

import (
	"errors"
	"net/url"
	"strings"
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
// bytes percent-encoded (once or more) or JSON-escaped. Text from the
// server, such as a URL it sent or a body it answered, goes through redact
// before it enters an error or a log line.
func (c *credentials) redact(text string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(text); i++ {
		end := matchAt(c.key, text, i)
		if end < 0 {
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(text))
		}
		b.WriteString(text[last:i])
		b.WriteString(redacted)
		last = end
		i = end - 1
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// shows reports whether text spells the key in any of the ways redact
// finds, without copying text.
func (c *credentials) shows(text []byte) bool {
	for i := range text {
		if matchAt(c.key, text, i) >= 0 {
			return true
		}
	}
	return false
}

// matchAt returns where key, spelt from text[i] on, ends, or -1 when text
// does not spell key there.
func matchAt[T string | []byte](key string, text T, i int) int {
	for k := 0; k < len(key); k++ {
		n := spelling(text[i:], key[k])
		if n == 0 {
			return -1
		}
		i += n
	}
	return i
}

// spelling returns how many bytes at the start of text spell the byte b,
// or 0 when they do not: b itself in either letter case, %XX with any
// number of "25" after the "%" (the encoding applied again and again), or a
// JSON \u escape after any number of backslashes.
func spelling[T string | []byte](text T, b byte) int {
	if len(text) == 0 {
		return 0
	}
	if sameLetter(text[0], b) {
		return 1
	}
	switch text[0] {
	case '%':
		j := 1
		for len(text) >= j+4 && text[j] == '2' && text[j+1] == '5' && isHex(text[j+2]) && isHex(text[j+3]) {
			j += 2
		}
		if len(text) >= j+2 && isHex(text[j]) && isHex(text[j+1]) && sameLetter(unhex(text[j])<<4|unhex(text[j+1]), b) {
			return j + 2
		}
	case '\\':
		j := 1
		for j < len(text) && text[j] == '\\' {
			j++
		}
		if len(text) >= j+5 && text[j] == 'u' && text[j+1] == '0' && text[j+2] == '0' && isHex(text[j+3]) && isHex(text[j+4]) &&
			sameLetter(unhex(text[j+3])<<4|unhex(text[j+4]), b) {
			return j + 5
		}
		if j < len(text) && text[j] == b && b == '/' {
			return j + 1
		}
	}
	return 0
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
