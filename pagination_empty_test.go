package ingress_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// giveUpAfter is how many pages the endless servers below serve before
// they end the list themselves, so that a listing that does not stop on
// its own fails the test instead of running on.
const giveUpAfter = 1000

// emptyPages returns a client whose pages are all empty, page n leading to
// next(n) until giveUpAfter, and the count of pages fetched.
func emptyPages(t *testing.T, next func(n int) string) (*apikeys.Client, *int) {
	pages := new(int)
	keys := pagesOf(t, func(n int, _ *http.Request) string {
		*pages = n
		if n == giveUpAfter {
			return `{"keys":[],"next_page_uri":null}`
		}
		return fmt.Sprintf(`{"keys":[],"next_page_uri":%q}`, next(n))
	})
	return keys, pages
}

// freshPage leads page n to a page not listed yet.
func freshPage(n int) string { return fmt.Sprintf("/api_keys?before_id=ak_%d", n) }

func TestListStopsAfterMaxEmptyPages(t *testing.T) {
	keys, pages := emptyPages(t, freshPage)
	ids, err := listIDs(t, keys)
	require.ErrorContains(t, err, "MaxEmptyPages")
	assert.ErrorContains(t, err, strconv.Itoa(ingress.MaxEmptyPages)+" empty pages in a row")
	assert.Empty(t, ids)
	assert.Equal(t, ingress.MaxEmptyPages, *pages, "no page is fetched after the last empty one allowed")
}

func TestListEmptyPagesBetweenItemsAreFollowed(t *testing.T) {
	// Each run of empty pages is one short of the bound, and ends with a
	// page of one key: the count starts again after it.
	const keysListed = 5
	keys := pagesOf(t, func(n int, _ *http.Request) string {
		next := fmt.Sprintf(`"/api_keys?before_id=ak_%d"`, n)
		if n == keysListed*ingress.MaxEmptyPages {
			next = "null"
		}
		if n%ingress.MaxEmptyPages != 0 {
			return `{"keys":[],"next_page_uri":` + next + `}`
		}
		return fmt.Sprintf(`{"keys":[{"id":"ak_%d"}],"next_page_uri":%s}`, n, next)
	})
	ids, err := listIDs(t, keys)
	require.NoError(t, err)
	assert.Len(t, ids, keysListed)
}

func TestListEmptyPageLeadingToItselfIsALoop(t *testing.T) {
	keys, pages := emptyPages(t, func(int) string { return "/api_keys" })
	_, err := listIDs(t, keys)
	require.ErrorContains(t, err, "already listed")
	assert.Equal(t, 1, *pages)
}

func TestListEmptyPagesStopEveryIterator(t *testing.T) {
	keys, _ := emptyPages(t, freshPage)
	it := keys.List(context.Background(), nil)
	for it.Next() {
		t.Fatalf("an item from empty pages: %v", it.Item())
	}
	require.ErrorContains(t, it.Err(), "MaxEmptyPages")
	assert.Nil(t, it.Item())
}
