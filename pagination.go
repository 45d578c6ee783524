package ingress

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"net/http"
	"reflect"
	"strings"

	"github.com/google/go-querystring/query"
)

// ListParams selects a page of a list. The zero value (or nil) asks for the
// first page with the server's default size.
type ListParams struct {
	// BeforeID lists only resources older than the one with this ID.
	BeforeID *string `url:"before_id,omitempty"`
	// Limit is the page size: 1 to MaxPageSize (100), 100 by default. A
	// value out of that range is refused before sending, unless the client
	// was made WithoutValidation.
	Limit *int `url:"limit,omitempty"`
	// Filter lists only the resources for which this CEL expression, over
	// the resource as obj, is true, like `obj.description == "ci"`. The
	// server evaluates it (see https://ngrok.com/docs/api/api-filtering);
	// later pages come from the server's next_page_uri, which carries the
	// filter. Nil sends no filter.
	Filter *string `url:"filter,omitempty"`
}

// Iter walks a list one item at a time, fetching each page only when the
// caller reaches it, with the context given to List. It holds at most one
// page in memory. Use Next, Item and Err, or range over All.
type Iter[T any] struct {
	ctx     context.Context
	client  *Client
	next    string
	decoder pageDecoder
	items   []T
	pos     int
	// loop watches the pages' next_page_uris, so that a server whose pages
	// go round in a loop cannot keep the caller forever.
	loop loopCheck
	// empty counts the empty pages in a row, to stop at MaxEmptyPages.
	empty emptyRun
	// closing is the error to report once the current page is used up:
	// the loop its next_page_uri closes, or the run of empty pages it
	// lengthens past MaxEmptyPages.
	closing error
	item    T
	err     error
}

// List returns an iterator over a list endpoint whose envelope holds its
// items in the member named member, for example
// List[*apikeys.APIKey](ctx, c, "/api_keys", "keys", nil). The resource
// families use it; it is exported for endpoints the SDK does not cover yet.
func List[T any](ctx context.Context, c *Client, path, member string, params *ListParams) *Iter[T] {
	it := &Iter[T]{ctx: ctx, client: c, decoder: newPageDecoder[T](member)}
	if c.validate {
		if err := params.Validate(); err != nil {
			it.err = err
			return it
		}
	}
	if params != nil {
		q, err := query.Values(params)
		if err != nil {
			it.err = err
			return it
		}
		if enc := q.Encode(); enc != "" {
			sep := "?"
			if strings.Contains(path, "?") {
				sep = "&"
			}
			path += sep + enc
		}
	}
	it.next = path
	return it
}

// Next advances to the next item, fetching the next page when the current
// one is used up. It returns false at the end of the list or on an error.
func (it *Iter[T]) Next() bool {
	for it.err == nil {
		if it.pos < len(it.items) {
			it.item = it.items[it.pos]
			var zero T
			it.items[it.pos] = zero
			it.pos++
			return true
		}
		if it.next == "" {
			it.err = it.closing // nil at the end of the list
			break
		}
		it.fetch()
	}
	var zero T
	it.item = zero
	return false
}

// Item returns the item Next moved to.
func (it *Iter[T]) Item() T { return it.item }

// Err returns the error that stopped the iteration, or nil at the end of the
// list.
func (it *Iter[T]) Err() error { return it.err }

// All returns the items as a sequence for range loops. An error ends the
// sequence as its last pair, with the zero item. Breaking out of the loop
// stops the iteration; no further page is fetched.
func (it *Iter[T]) All() iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		for it.Next() {
			if !yield(it.Item(), nil) {
				return
			}
		}
		if it.err != nil {
			var zero T
			yield(zero, it.err)
		}
	}
}

func (it *Iter[T]) fetch() {
	page := it.decoder.newPage()
	if err := it.client.Do(it.ctx, http.MethodGet, it.next, nil, page.Interface()); err != nil {
		it.err = err
		return
	}
	decoded, next := it.decoder.read(page)
	items := decoded.([]T)
	if i := nullItem(items); i >= 0 {
		it.err = fmt.Errorf("ingress: the server's page holds null as item %d of %d", i+1, len(items))
		return
	}
	it.items, it.pos = items, 0
	if next != "" && it.loop.closes(it.client.pageKey(it.next), it.client.pageKey(next)) {
		it.closing = errors.New("ingress: the server's next_page_uri goes back to a page already listed")
		next = ""
	}
	if next != "" {
		if it.closing = it.empty.endless(len(it.items)); it.closing != nil {
			next = ""
		}
	}
	it.next = next
}

// nullItem returns the index of the first item of items that is a nil
// pointer, map, slice or interface, as null decodes to, or -1.
func nullItem[T any](items []T) int {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
	default:
		return -1
	}
	for i := range items {
		if reflect.ValueOf(&items[i]).Elem().IsNil() {
			return i
		}
	}
	return -1
}

// pageDecoder decodes list envelopes whose item member is named at run
// time, in one pass, through a struct type built for that name.
type pageDecoder struct {
	typ reflect.Type
}

func newPageDecoder[T any](member string) pageDecoder {
	typ := reflect.StructOf([]reflect.StructField{
		{Name: "Items", Type: reflect.TypeFor[[]T](), Tag: reflect.StructTag(`json:"` + member + `"`)},
		{Name: "NextPageURI", Type: reflect.TypeFor[*string](), Tag: `json:"next_page_uri"`},
	})
	return pageDecoder{typ: typ}
}

func (d pageDecoder) newPage() reflect.Value { return reflect.New(d.typ) }

func (d pageDecoder) read(page reflect.Value) (items any, next string) {
	v := page.Elem()
	if p := v.Field(1).Interface().(*string); p != nil {
		next = *p
	}
	return v.Field(0).Interface(), next
}
