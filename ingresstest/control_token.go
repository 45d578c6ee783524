package ingresstest

import (
	crand "crypto/rand"
	"fmt"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// The shortest and longest control token WithControlToken takes.
const (
	minControlTokenLen = 16
	maxControlTokenLen = 256
)

// WithControlToken makes token the control token of the server (see
// ControlPrefix), instead of one drawn from crypto/rand. Without it the
// token is new at every start, also with WithIDSeed: the seed makes IDs
// and API tokens repeat, never the token that controls the server.
// NewServer panics on a token that is shorter than 16 or longer than 256
// bytes, or that holds anything but printable ASCII without spaces.
func WithControlToken(token string) Option {
	if err := CheckControlToken(token); err != nil {
		panic("ingresstest: WithControlToken: " + err.Error())
	}
	return func(o *options) { o.controlToken = token }
}

// CheckControlToken reports why token cannot be a control token, or nil:
// it must be 16 to 256 bytes of printable ASCII without spaces, so that
// it goes in an Authorization header as it is.
func CheckControlToken(token string) error {
	if n := len(token); n < minControlTokenLen || n > maxControlTokenLen {
		return fmt.Errorf("the control token is %d bytes long, not %d to %d", n, minControlTokenLen, maxControlTokenLen)
	}
	for i := 0; i < len(token); i++ {
		if c := token[i]; c <= ' ' || c > '~' {
			return fmt.Errorf("the control token holds the byte %#x at %d: only printable ASCII without spaces", c, i)
		}
	}
	return nil
}

// newControlToken returns the control token of a server that started
// with o: the one WithControlToken gave, or 40 random bytes from
// crypto/rand in base32.
func newControlToken(o options) string {
	if o.controlToken != "" {
		return o.controlToken
	}
	buf := make([]byte, 40)
	crand.Read(buf)
	out := make([]byte, len(buf))
	for i, c := range buf {
		out[i] = store.Crockford[c&31]
	}
	return string(out)
}
