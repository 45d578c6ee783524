package ingress_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nullPages are pages with null among their items.
var nullPages = map[string]string{
	"only null":             `{"keys":[null],"next_page_uri":null}`,
	"null after a key":      `{"keys":[{"id":"ak_1"},null],"next_page_uri":null}`,
	"null before a key":     `{"keys":[null,{"id":"ak_1"}],"next_page_uri":null}`,
	"null with a next page": `{"keys":[null],"next_page_uri":"/api_keys?before_id=ak_1"}`,
}

func TestListNullItemIsAnErrorForAll(t *testing.T) {
	for name, page := range nullPages {
		t.Run(name, func(t *testing.T) {
			keys := pagesOf(t, func(int, *http.Request) string { return page })
			var last error
			for k, err := range keys.List(context.Background(), nil).All() {
				if err != nil {
					last = err
					continue
				}
				require.NotNil(t, k, "an item without an error is never nil")
			}
			require.ErrorContains(t, last, "null")
		})
	}
}

func TestListNullItemIsAnErrorForNext(t *testing.T) {
	for name, page := range nullPages {
		t.Run(name, func(t *testing.T) {
			keys := pagesOf(t, func(int, *http.Request) string { return page })
			it := keys.List(context.Background(), nil)
			for it.Next() {
				require.NotNil(t, it.Item(), "Next moves only to an item that is not nil")
			}
			require.ErrorContains(t, it.Err(), "null")
			assert.Nil(t, it.Item())
		})
	}
}
