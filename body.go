package ingress

import (
	"bytes"
	"errors"
	"io"
)

// errTooLarge is a response body longer than the client reads.
var errTooLarge = errors.New("ingress: response body too large")

// maxPrealloc is the most readBody allocates for a body before reading it,
// whatever length the server declares.
const maxPrealloc = 64 << 10

// readBody reads a response body whole. size is its declared length, or -1
// when unknown; a body longer than limit bytes is errTooLarge, refused
// before any read when its declared length says so, otherwise on reading
// the byte after the limit. A body of its declared length is read into
// one allocation. On a read error, it returns what it read with the error.
func readBody(r io.Reader, size, limit int64) ([]byte, error) {
	if size > limit {
		return nil, errTooLarge
	}
	n := 512
	if size > 0 {
		// One byte more than declared, to read the end of the body into.
		n = int(min(size, maxPrealloc)) + 1
	}
	buf := make([]byte, 0, n)
	for {
		if len(buf) == cap(buf) {
			buf = grow(buf, limit)
		}
		m, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+m]
		if int64(len(buf)) > limit {
			return nil, errTooLarge
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return buf, err
		}
	}
}

// grow returns buf with twice its capacity, or one byte more than limit if
// that is less. Doubling keeps what a large body allocates in all to about
// twice its length, where append grows large slices by a quarter at a time.
func grow(buf []byte, limit int64) []byte {
	next := 2 * int64(cap(buf))
	if next > limit {
		next = limit + 1 // limit < next, so this does not overflow
	}
	grown := make([]byte, len(buf), next)
	copy(grown, buf)
	return grown
}

// isEmptyJSON reports whether body holds no value, null or an object
// without members, around JSON white space.
func isEmptyJSON(body []byte) bool {
	body = bytes.Trim(body, jsonSpace)
	if len(body) > 1 && body[0] == '{' && body[len(body)-1] == '}' {
		body = bytes.Trim(body[1:len(body)-1], jsonSpace)
		return len(body) == 0
	}
	return len(body) == 0 || string(body) == "null"
}

// jsonSpace is the white space JSON allows between tokens.
const jsonSpace = " \t\r\n"
