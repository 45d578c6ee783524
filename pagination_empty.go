package ingress

import "fmt"

// MaxEmptyPages is how many empty pages in a row, each with a
// next_page_uri, a listing fetches before it stops with an error: 100. A
// server that answers page after page of nothing, each leading to a page
// not listed yet, would otherwise keep the caller forever. An empty page
// is not always a broken server: one may end a filtered page after
// reading a bounded number of records, with none of them matching (the
// embedded server does after 10,000), and 100 such pages in a row leave
// room for a filter that matches nothing among a million records.
const MaxEmptyPages = 100

// emptyRun counts the empty pages in a row that a listing has fetched.
type emptyRun int

// endless records a page of n items that leads to another page and
// returns the error that stops the listing when it is the MaxEmptyPages-th
// empty page in a row, or nil.
func (r *emptyRun) endless(n int) error {
	if n > 0 {
		*r = 0
		return nil
	}
	if *r++; *r < MaxEmptyPages {
		return nil
	}
	return fmt.Errorf("ingress: the server sent %d empty pages in a row, each with a next_page_uri; a listing stops there (MaxEmptyPages)", int(*r))
}
