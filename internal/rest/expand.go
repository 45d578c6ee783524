package rest

import (
	"net/url"
	"strings"

	"github.com/ingresskit/ingress/internal/validate"
)

// Expand fills each parameter of pattern, written "{name}" as in the
// table of internal/wire, with the next ID, path-escaped. An ID that
// validate.ID refuses (empty, a dot segment, or holding a slash,
// backslash or control character), or a number of IDs other than the
// pattern's, is refused before anything is sent.
func Expand(pattern string, ids ...string) (string, error) {
	var b strings.Builder
	b.Grow(len(pattern) + 32*len(ids))
	rest := pattern
	n := 0
	for {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(rest[open:], '}')
		if end < 0 {
			break
		}
		if n < len(ids) {
			if err := validate.ID("id", ids[n]); err != nil {
				return "", err
			}
			b.WriteString(rest[:open])
			b.WriteString(url.PathEscape(ids[n]))
		}
		n++
		rest = rest[open+end+1:]
	}
	if n != len(ids) {
		return "", validate.Fail("id", "%s takes %d IDs, got %d", pattern, n, len(ids))
	}
	b.WriteString(rest)
	return b.String(), nil
}
