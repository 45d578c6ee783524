package ingresstest

import (
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// listEndpoints serves the list of endpoints, filtered by the query
// parameters ids and urls, each repeated or comma-separated. The filters
// are carried into next_page_uri.
func (s *Server) listEndpoints(r *http.Request) (int, any, error) {
	q := r.URL.Query()
	ids, urls := splitValues(q["ids"]), splitValues(q["urls"])
	if len(ids) == 0 && len(urls) == 0 {
		return listPage(s, r, s.endpoints, wire.EndpointPrefix, wire.EndpointPath, wire.EndpointMember)
	}
	limit, err := s.limit(q)
	if err != nil {
		return 0, nil, err
	}
	wanted := make(map[string]bool, len(urls))
	for _, u := range urls {
		wanted[canonicalFilterURL(u)] = true
	}
	keep := func(ep *endpoints.Endpoint) bool { return len(wanted) == 0 || wanted[ep.URL] }
	before := q.Get("before_id")
	s.mu.RLock()
	t := s.endpoints
	if before != "" && !wellFormedID(wire.EndpointPrefix, before) {
		s.mu.RUnlock()
		return 0, nil, apiErrorf(http.StatusBadRequest, CodeBadPaging, "before_id: %q is not an ID of this list", before)
	}
	items, nextBefore := t.pageWhere(ids, before, limit, keep)
	s.mu.RUnlock()
	env := map[string]any{wire.EndpointMember: items, "uri": s.absURI(wire.EndpointPath), "next_page_uri": nil}
	if nextBefore != "" {
		next := url.Values{"before_id": {nextBefore}}
		if q.Has("limit") {
			next.Set("limit", strconv.Itoa(limit))
		}
		for _, id := range ids {
			next.Add("ids", id)
		}
		for _, u := range urls {
			next.Add("urls", u)
		}
		env["next_page_uri"] = s.absURI(wire.EndpointPath) + "?" + next.Encode()
	}
	return http.StatusOK, env, nil
}

// splitValues returns the non-empty values of a query parameter given
// repeated, comma-separated, or both.
func splitValues(vals []string) []string {
	var out []string
	for _, v := range vals {
		for part := range strings.SplitSeq(v, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

// canonicalFilterURL writes a URL of the urls filter as endpoint URLs are
// stored, so that "https://a.example.com:443" finds
// "https://a.example.com"; a URL that does not parse is kept as it is.
func canonicalFilterURL(raw string) string {
	u, err := validate.ParseEndpointURL("urls", raw)
	if err != nil {
		return raw
	}
	return canonicalURL(u)
}

// pageWhere is Page over the records that keep reports true for and,
// when ids is not empty, whose ID is one of ids: it looks those up one
// by one rather than scanning the table.
func (t *table[T]) pageWhere(ids []string, beforeID string, limit int, keep func(*T) bool) (page []*T, nextBefore string) {
	candidates := t.order
	if len(ids) > 0 {
		candidates = slices.Compact(slices.Sorted(slices.Values(ids)))
	}
	end := len(candidates)
	if beforeID != "" {
		end = sort.SearchStrings(candidates, beforeID)
	}
	page = []*T{}
	last := ""
	for i := end - 1; i >= 0; i-- {
		v, ok := t.byID[candidates[i]]
		if !ok || !keep(v) {
			continue
		}
		if len(page) == limit {
			return page, last
		}
		page, last = append(page, v), candidates[i]
	}
	return page, ""
}
