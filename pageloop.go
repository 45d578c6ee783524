package ingress

import (
	"net/url"
	"slices"
	"strings"
)

// loopCheck finds a loop in a list's pages in constant memory. A next page
// that is the page itself, the one before it or the first page is seen at
// once. Any other loop is found with Brent's algorithm: the check
// remembers one more page, which it moves on after 1, 2, 4, 8... pages, and
// the loop comes back to it within twice the loop's length; the pages of
// the loop before then are listed again.
type loopCheck struct {
	first, previous, mark string
	power, steps          int
}

// closes records that the page page led to the page next, both in the form
// pageKey gives, and reports whether next is a page already listed.
func (l *loopCheck) closes(page, next string) bool {
	if l.power == 0 {
		l.first, l.mark, l.power = page, page, 1
	}
	seen := next == page || next == l.previous || next == l.first || next == l.mark
	l.previous = page
	if l.steps++; !seen && l.steps == l.power {
		l.mark, l.power, l.steps = next, 2*l.power, 0
	}
	return seen
}

// pageKey returns the form of a page's path or URL that is the same
// however the server spells it: the origin in lower case with its port,
// the decoded path, and the decoded query parameters, sorted, without
// empty ones.
func (c *Client) pageKey(path string) string {
	if strings.HasPrefix(path, "/") {
		path = c.baseURL + path
	}
	u, err := url.Parse(path)
	if err != nil {
		return path
	}
	var params []string
	for p := range strings.SplitSeq(u.RawQuery, "&") {
		if p == "" || p == "=" {
			continue
		}
		if decoded, err := url.QueryUnescape(p); err == nil {
			p = decoded
		}
		params = append(params, p)
	}
	slices.Sort(params)
	return strings.ToLower(u.Scheme+"://"+hostPort(u)) + u.Path + "?" + strings.Join(params, "&")
}
