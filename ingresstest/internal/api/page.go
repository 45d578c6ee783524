package api

import (
	"slices"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// Page is the answer of a list: a page of stored records in the
// envelope of lists, which it assembles from the encodings the table
// keeps, byte for byte as encoding/json writes the envelope as a map: its
// members sorted by name, the items in an array, next_page_uri null on
// the last page.
type Page[T any] struct {
	// Member names the array of items, like "reserved_domains".
	Member string
	Items  []*T
	// Encs holds the encoding kept for each item, nil where none is.
	Encs []*store.Encoding
	// URI is the list's absolute URI; Next is the next page's, "" on the
	// last page.
	URI, Next string
}

// envelopeMember is one member of a list's envelope: its name, and how
// to append its value.
type envelopeMember struct {
	name  string
	value func(b []byte) ([]byte, error)
}

// AppendJSON assembles the page, appending it to out.
func (p Page[T]) AppendJSON(out []byte) ([]byte, error) {
	bodies := make([][]byte, len(p.Items))
	size := 64 + len(p.URI) + len(p.Next)
	for i, v := range p.Items {
		b, err := p.Encs[i].Of(v)
		if err != nil {
			return nil, err
		}
		bodies[i], size = b, size+len(b)+1
	}
	members := []envelopeMember{
		{p.Member, func(b []byte) ([]byte, error) { return appendArray(b, p.Items == nil, bodies), nil }},
		{"uri", func(b []byte) ([]byte, error) { return appendEncoded(b, p.URI) }},
		{"next_page_uri", func(b []byte) ([]byte, error) {
			if p.Next == "" {
				return append(b, "null"...), nil
			}
			return appendEncoded(b, p.Next)
		}},
	}
	slices.SortFunc(members, func(a, b envelopeMember) int { return strings.Compare(a.name, b.name) })
	out = slices.Grow(out, size)
	out = append(out, '{')
	for i, m := range members {
		if i > 0 {
			out = append(out, ',')
		}
		var err error
		if out, err = appendEncoded(out, m.name); err != nil {
			return nil, err
		}
		out = append(out, ':')
		if out, err = m.value(out); err != nil {
			return nil, err
		}
	}
	return append(out, '}'), nil
}

// appendArray appends a JSON array of the encoded elements, or null for
// a nil slice, as encoding/json writes one.
func appendArray(b []byte, isNil bool, elems [][]byte) []byte {
	if isNil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, e := range elems {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, e...)
	}
	return append(b, ']')
}

// appendEncoded appends v encoded as JSON.
func appendEncoded(b []byte, v any) ([]byte, error) {
	e, err := store.EncodeJSON(v)
	if err != nil {
		return nil, err
	}
	return append(b, e...), nil
}

// MarshalJSON makes a Page encode as the envelope it stands for,
// for code that encodes an answer with encoding/json rather than through
// writeEncoded.
func (p Page[T]) MarshalJSON() ([]byte, error) { return p.AppendJSON(nil) }
