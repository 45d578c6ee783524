package store

import (
	"bytes"
	"encoding/json"
	"sync/atomic"
)

// Encoding keeps the JSON encoding of one stored record, made by the
// first request that answers with it. A table holds one for each record it
// stores, keyed by the record's pointer; records are never changed in
// place (an update stores a new value, which gets a new Encoding), so
// an encoding is never stale. Requests fill and read it without a lock.
type Encoding struct {
	body atomic.Pointer[[]byte]
}

// Of returns the JSON encoding of v, the record e was made for; a nil e
// encodes v afresh. Two requests that miss at once both encode it, to the
// same bytes.
func (e *Encoding) Of(v any) ([]byte, error) {
	if e == nil {
		return EncodeJSON(v)
	}
	if b := e.body.Load(); b != nil {
		return *b, nil
	}
	b, err := EncodeJSON(v)
	if err != nil {
		return nil, err
	}
	e.body.Store(&b)
	return b, nil
}

// EncodeJSON returns v encoded as the server writes its answers: without escaping
// "&", "<" and ">", and without a final newline.
func EncodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// Item is the answer of a GET of one stored record: the record and
// the encoding its table keeps for it, read under the lock so that the
// answer is the record as it was then.
type Item[T any] struct {
	v   *T
	enc *Encoding
}

// AppendJSON appends the record's encoding.
func (it Item[T]) AppendJSON(b []byte) ([]byte, error) {
	e, err := it.enc.Of(it.v)
	if err != nil {
		return nil, err
	}
	return append(b, e...), nil
}

// MarshalJSON makes an Item encode as the record it answers with,
// for code that encodes an answer with encoding/json rather than through
// AppendJSON.
func (it Item[T]) MarshalJSON() ([]byte, error) { return it.AppendJSON(nil) }
