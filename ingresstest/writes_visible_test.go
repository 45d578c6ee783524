package ingresstest_test

import (
	"fmt"
	"net/url"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/reserveddomains"
)

// domainPage is one page of reserved domains.
type domainPage struct {
	Domains []reserveddomains.ReservedDomain `json:"reserved_domains"`
}

// TestEveryWriteShowsAtOnceInEveryRead has writers create, update and
// delete reserved domains while readers list them, and checks after each
// write that the very next reads (a GET, a page, a filtered page) show
// it: the answers kept for reads never lag behind a write.
func TestEveryWriteShowsAtOnceInEveryRead(t *testing.T) {
	_, c := newServer(t)
	domains := reserveddomains.NewClient(c)
	ctx := t.Context()
	const writers, rounds = 6, 15

	stop := make(chan struct{})
	var readers sync.WaitGroup
	for range 2 {
		readers.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				var page domainPage
				if err := c.Do(ctx, "GET", "/reserved_domains?limit=100", nil, &page); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}

	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range rounds {
				name := fmt.Sprintf("w%d-r%d.example.com", w, i)
				d, err := domains.Create(ctx, &reserveddomains.CreateParams{Domain: name, Description: new("created")})
				if !assert.NoError(t, err) {
					return
				}
				seeDescription(t, c, domains, d.ID, "created")
				_, err = domains.Update(ctx, d.ID, &reserveddomains.UpdateParams{Description: new("updated")})
				if !assert.NoError(t, err) {
					return
				}
				seeDescription(t, c, domains, d.ID, "updated")
				if !assert.NoError(t, domains.Delete(ctx, d.ID)) {
					return
				}
				seeDescription(t, c, domains, d.ID, "")
			}
		})
	}
	wg.Wait()
	close(stop)
	readers.Wait()
	require.Empty(t, listDomains(t, c, ""), "every domain was deleted")
}

// seeDescription checks that a GET of the domain id, a page of every
// domain and a page filtered to id all show it with the description want,
// or, when want is "", that none shows it.
func seeDescription(t *testing.T, c *ingress.Client, domains *reserveddomains.Client, id, want string) {
	t.Helper()
	got, err := domains.Get(t.Context(), id)
	if want == "" {
		assert.True(t, ingress.IsNotFound(err), "a GET of %s after its delete: %v", id, err)
	} else if assert.NoError(t, err) {
		assert.Equal(t, want, got.Description, "a GET of %s", id)
	}
	filter := url.QueryEscape(fmt.Sprintf("obj.id == %q", id))
	for _, query := range []string{"", "&filter=" + filter} {
		var found []string
		for _, d := range listDomains(t, c, query) {
			if d.ID == id {
				found = append(found, d.Description)
			}
		}
		if want == "" {
			assert.Empty(t, found, "a page%s after the delete of %s", query, id)
		} else {
			assert.Equal(t, []string{want}, found, "a page%s after a write of %s", query, id)
		}
	}
}

// listDomains returns the first page of 100 reserved domains, with the
// query parameters query adds; a failure marks t and returns none.
func listDomains(t *testing.T, c *ingress.Client, query string) []reserveddomains.ReservedDomain {
	t.Helper()
	var page domainPage
	assert.NoError(t, c.Do(t.Context(), "GET", "/reserved_domains?limit=100"+query, nil, &page))
	return page.Domains
}
