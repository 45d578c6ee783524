package agents

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// listEndpoints serves the list of endpoints, filtered by the query
// parameters ids and urls, each repeated or comma-separated, and by a
// filter. The ids and urls are carried into next_page_uri.
func (s *account) listEndpoints(r *http.Request) (int, any, error) {
	q := r.URL.Query()
	ids, urls := splitValues(q["ids"]), splitValues(q["urls"])
	if len(ids) == 0 && len(urls) == 0 {
		return api.ListPage(s.engine, r, s.engine.Records.Endpoints, wire.Endpoints.Prefix, wire.Endpoints.Path, wire.Endpoints.Member)
	}
	wantedIDs := make(map[string]bool, len(ids))
	for _, id := range ids {
		wantedIDs[id] = true
	}
	wantedURLs := make(map[string]bool, len(urls))
	for _, u := range urls {
		wantedURLs[canonicalFilterURL(u)] = true
	}
	keep := func(ep *endpoints.Endpoint) (bool, error) {
		return (len(wantedIDs) == 0 || wantedIDs[ep.ID]) && (len(wantedURLs) == 0 || wantedURLs[ep.URL]), nil
	}
	carry := url.Values{}
	if len(ids) > 0 {
		carry["ids"] = ids
	}
	if len(urls) > 0 {
		carry["urls"] = urls
	}
	return api.ListPageWhere(s.engine, r, s.engine.Records.Endpoints, wire.Endpoints.Prefix, wire.Endpoints.Path, wire.Endpoints.Member, keep, &filter.Meter{}, carry)
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
	return u.Canonical()
}
