package ingresstest

import (
	"bytes"
	"encoding/json"
	"sync/atomic"
)

// encodedRecord keeps the JSON encoding of one stored record, made by the
// first request that answers with it. A table holds one for each record it
// stores, keyed by the record's pointer; records are never changed in
// place (an update stores a new value, which gets a new encodedRecord), so
// an encoding is never stale. Requests fill and read it without a lock.
type encodedRecord struct {
	body atomic.Pointer[[]byte]
}

// of returns the JSON encoding of v, the record e was made for; a nil e
// encodes v afresh. Two requests that miss at once both encode it, to the
// same bytes.
func (e *encodedRecord) of(v any) ([]byte, error) {
	if e == nil {
		return encodeJSON(v)
	}
	if b := e.body.Load(); b != nil {
		return *b, nil
	}
	b, err := encodeJSON(v)
	if err != nil {
		return nil, err
	}
	e.body.Store(&b)
	return b, nil
}

// encodeJSON returns v encoded as writeJSON writes it: without escaping
// "&", "<" and ">", and without a final newline.
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// preEncoded is an answer that makes its JSON encoding itself, from the
// encodings a table keeps, rather than through encoding/json as a whole.
// writeJSON writes what it appends to b; an error is answered as the
// failure to encode any answer is.
type preEncoded interface {
	appendJSON(b []byte) ([]byte, error)
}

// encodedItem is the answer of a GET of one stored record: the record and
// the encoding its table keeps for it, read under the lock so that the
// answer is the record as it was then.
type encodedItem[T any] struct {
	v   *T
	enc *encodedRecord
}

// appendJSON appends the record's encoding.
func (it encodedItem[T]) appendJSON(b []byte) ([]byte, error) {
	e, err := it.enc.of(it.v)
	if err != nil {
		return nil, err
	}
	return append(b, e...), nil
}

// MarshalJSON makes an encodedItem encode as the record it answers with,
// for code that encodes an answer with encoding/json rather than through
// writeEncoded.
func (it encodedItem[T]) MarshalJSON() ([]byte, error) { return it.appendJSON(nil) }
