package ingress_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

func TestListFilterEncoding(t *testing.T) {
	tests := []struct {
		params    *ingress.ListParams
		wantQuery url.Values
	}{
		{&ingress.ListParams{Filter: new("")}, url.Values{"filter": {""}}},
		{&ingress.ListParams{Filter: new(`obj.description == "ci & cd"`)}, url.Values{"filter": {`obj.description == "ci & cd"`}}},
		{&ingress.ListParams{Filter: new(`obj.id in ["ak_1"]`), Limit: new(2), BeforeID: new("ak_9")},
			url.Values{"filter": {`obj.id in ["ak_1"]`}, "limit": {"2"}, "before_id": {"ak_9"}}},
	}
	for _, tt := range tests {
		c, mt := newMockClient(t)
		var rec recorder
		mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", rec.wrap(httpmock.NewStringResponder(200, `{"keys":[],"next_page_uri":null}`)))
		it := apikeys.NewClient(c).List(context.Background(), tt.params)
		assert.False(t, it.Next())
		require.NoError(t, it.Err())
		require.Equal(t, 1, rec.count())
		assert.Equal(t, tt.wantQuery, rec.all()[0].URL.Query())
	}
}

// TestListFilterFollowsNextPageURI checks that the second page is fetched
// from next_page_uri as the server wrote it, so the filter it carries is
// sent again.
func TestListFilterFollowsNextPageURI(t *testing.T) {
	c, mt := newMockClient(t)
	var rec recorder
	next := testBase + `/api_keys?before_id=ak_2&filter=obj.description+%3D%3D+%22ci%22&limit=1`
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", rec.wrap(func(r *http.Request) (*http.Response, error) {
		if r.URL.Query().Has("before_id") {
			return httpmock.NewStringResponse(200, `{"keys":[{"id":"ak_1"}],"next_page_uri":null}`), nil
		}
		return httpmock.NewStringResponse(200, `{"keys":[{"id":"ak_2"}],"next_page_uri":"`+next+`"}`), nil
	}))
	var ids []string
	for k, err := range apikeys.NewClient(c).List(context.Background(), &ingress.ListParams{Filter: new(`obj.description == "ci"`), Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, k.ID)
	}
	assert.Equal(t, []string{"ak_2", "ak_1"}, ids)
	reqs := rec.all()
	require.Len(t, reqs, 2)
	for _, r := range reqs {
		assert.Equal(t, `obj.description == "ci"`, r.URL.Query().Get("filter"))
	}
}
