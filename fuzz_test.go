package ingress

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"
)

// fuzzSecret is the API key of the fuzz targets' clients.
const fuzzSecret = "ik_fuzz_W3pX8kR2vN6qT9mZ4bL7"

// fuzzBase is the base URL of the fuzz targets' clients.
const fuzzBase = "https://api.fuzz.test"

// fuzzItem is a response type with a field of each shape the SDK's
// resources use.
type fuzzItem struct {
	ID        string            `json:"id"`
	CreatedAt time.Time         `json:"created_at"`
	Expires   *time.Time        `json:"expires_at"`
	Owner     *Ref              `json:"owner"`
	Tags      []string          `json:"tags"`
	Labels    map[string]string `json:"labels"`
	Limit     *int              `json:"limit"`
	Enabled   bool              `json:"enabled"`
	Nested    *struct {
		Kind string   `json:"kind"`
		List []uint16 `json:"list"`
	} `json:"nested"`
}

// fuzzTransport answers each request with respond and fails the test on
// any request to another origin than fuzzBase.
type fuzzTransport struct {
	t       *testing.T
	respond func(n int, r *http.Request) (int, []byte)
	calls   int
}

func (ft *fuzzTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	// Scheme and host compare without regard to case, as origins do.
	if got := r.URL.Scheme + "://" + r.URL.Host; !strings.EqualFold(got, fuzzBase) {
		ft.t.Errorf("a request went to %s", got)
	}
	status, body := ft.respond(ft.calls, r)
	ft.calls++
	return &http.Response{
		StatusCode: status,
		Header:     http.Header{"Content-Type": {"application/json"}},
		Body:       io.NopCloser(bytes.NewReader(body)),
		Request:    r,
	}, nil
}

func fuzzClient(t *testing.T, ft *fuzzTransport) *Client {
	ft.t = t
	c, err := NewClient(WithAPIKey(fuzzSecret), WithBaseURL(fuzzBase), WithoutRetries(),
		WithHTTPClient(&http.Client{Transport: ft}))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// assertNoSecret fails when any rendering of err shows the API key.
func assertNoSecret(t *testing.T, err error) {
	t.Helper()
	for _, s := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
		if strings.Contains(s, fuzzSecret) {
			t.Fatalf("the error shows the API key: %s", s)
		}
	}
}

func FuzzDecodeError(f *testing.F) {
	for _, seed := range []struct {
		status int
		body   string
	}{
		{404, `{"error_code":"ERR_NGROK_404","status_code":404,"msg":"not found","details":{"operation_id":"op_1"}}`},
		{400, `{"error_code":"ERR_NGROK_206","msg":"bad","details":{"operation_id":"op_2","field":7,"nested":{"a":[1]}}}`},
		{500, `<html><body>Internal Server Error</body></html>`},
		{502, ""},
		{429, `{"msg":""}`},
		{401, `{"error_code":"ERR_NGROK_201","msg":"the key ` + fuzzSecret + ` is invalid"}`},
		{401, `{"error_code":"` + fuzzSecret + `","msg":"x"}`},
		{401, `{"error_code":"\u0069k_fuzz_W3pX8kR2vN6qT9mZ4bL7","msg":"escaped"}`},
		{401, `{"msg":"x","details":{"operation_id":"` + fuzzSecret + `"}}`},
		{401, `{"msg":"x","details":{"operation_id":"\u0069k_fuzz_W3pX8kR2vN6qT9mZ4bL7"}}`},
		{401, `{"msg":"x","details":{"` + fuzzSecret + `":"key"}}`},
		{500, strings.Repeat("x", 100) + fuzzSecret + strings.Repeat("y", 100)},
		{418, "\xff\xfe\x00\x01 not utf-8 \u2028"},
		{0, `null`},
		{-1, `[]`},
	} {
		f.Add(seed.status, []byte(seed.body))
	}
	f.Fuzz(func(t *testing.T, status int, body []byte) {
		e, err := newError(context.Background(), status, body, newCredentials(fuzzSecret))
		if err != nil {
			t.Fatal(err)
		}
		if e.StatusCode != status {
			t.Fatalf("StatusCode %d, want %d", e.StatusCode, status)
		}
		assertNoSecret(t, e)
		if e.Msg == "" && e.ErrorCode == "" {
			t.Fatalf("the error says nothing: %#v", e)
		}
		// A quoted body is short; a message from an error document
		// is at most as long as the document's string, whose invalid
		// bytes may each decode to a 3-byte replacement character.
		if max := max(3*len(body), 1024); len(e.Error()) > max+200 {
			t.Fatalf("the message is %d bytes long for a %d-byte body", len(e.Error()), len(body))
		}
	})
}

func FuzzDecodePage(f *testing.F) {
	for _, seed := range []string{
		`{"items":[{"id":"it_1","created_at":"2024-01-02T03:04:05Z","owner":{"id":"usr_1","uri":"https://api.fuzz.test/users/usr_1"}}],"next_page_uri":null}`,
		`{"items":[{"id":"it_1"},{"id":"it_2","tags":["a"],"labels":{"k":"v"},"limit":3}],"next_page_uri":"https://api.fuzz.test/items?before_id=it_2"}`,
		`{"items":[],"next_page_uri":"/items?before_id=it_9"}`,
		`{"items":[],"next_page_uri":"/items"}`,
		`{"items":[null,{}],"next_page_uri":"https://evil.test/items"}`,
		`{"items":[{"id":1}]}`,
		`{"items":{"id":"it_1"}}`,
		`{"next_page_uri":7}`,
		`{"items":[{"nested":{"kind":"x","list":[1,65536]}}]}`,
		`{"items":[]} trailing`,
		`[]`,
		``,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		ft := &fuzzTransport{respond: func(n int, _ *http.Request) (int, []byte) {
			if n == 0 {
				return http.StatusOK, body
			}
			return http.StatusOK, []byte(`{"items":[],"next_page_uri":null}`)
		}}
		c := fuzzClient(t, ft)

		// The oracle: the first page decoded on its own.
		var page struct {
			Items       []*fuzzItem `json:"items"`
			NextPageURI *string     `json:"next_page_uri"`
		}
		decodeErr := json.Unmarshal(body, &page)

		it := List[*fuzzItem](context.Background(), c, "/items", "items", nil)
		n := 0
		for it.Next() {
			n++
		}
		err := it.Err()
		if ft.calls > 2 {
			t.Fatalf("%d pages fetched; the second page is the last", ft.calls)
		}
		if decodeErr != nil || isEmptyJSON(body) || slices.Contains(page.Items, nil) {
			// An undecodable page, an empty one (null, {}) and one with
			// a null item are errors.
			if err == nil || n != 0 {
				t.Fatalf("undecodable or empty page, or a null item, gave %d items and error %v", n, err)
			}
			assertNoSecret(t, err)
			return
		}
		if n != len(page.Items) {
			t.Fatalf("%d items, want %d", n, len(page.Items))
		}
		if err != nil {
			assertNoSecret(t, err)
			if page.NextPageURI == nil || *page.NextPageURI == "" {
				t.Fatalf("error %v without a next page", err)
			}
		}
	})
}

func FuzzDecodeResponse(f *testing.F) {
	for _, seed := range []struct {
		status int
		body   string
	}{
		{200, `{"id":"it_1","created_at":"2024-01-02T03:04:05Z","expires_at":null,"owner":{"id":"usr_1","uri":"u"},"tags":["a"],"labels":{"k":"v"},"limit":5,"enabled":true,"nested":{"kind":"k","list":[1,2]}}`},
		{201, `{"id":"it_1","created_at":"yesterday"}`},
		{200, `{"limit":1e400}`},
		{200, `null`},
		{200, ` { } `},
		{200, `{"id":"` + fuzzSecret + `"}`},
		{200, `{"tags":"not a list"}`},
		{200, `{"created_at":"` + fuzzSecret + `"}`},
		{200, `{"limit":"` + fuzzSecret + `"}`},
		{200, `{"id":"it_1"`},
		{204, ``},
		{200, ``},
		{404, `{"error_code":"ERR_NGROK_404","msg":"` + fuzzSecret + `"}`},
		{503, `<html>` + fuzzSecret + `</html>`},
		{302, `{}`},
	} {
		f.Add(seed.status, []byte(seed.body))
	}
	f.Fuzz(func(t *testing.T, status int, body []byte) {
		if status < 200 || status > 599 || (status >= 300 && status < 400) {
			// The transport would follow redirects; other codes are
			// not HTTP statuses.
			return
		}
		ft := &fuzzTransport{respond: func(int, *http.Request) (int, []byte) { return status, body }}
		c := fuzzClient(t, ft)
		var out fuzzItem
		err := c.Do(context.Background(), http.MethodGet, "/items/it_1", nil, &out)
		if ft.calls != 1 {
			t.Fatalf("%d attempts without retries", ft.calls)
		}
		var apiErr *Error
		switch {
		case status >= 400:
			if !errors.As(err, &apiErr) || apiErr.StatusCode != status {
				t.Fatalf("status %d gave %v", status, err)
			}
		case status == http.StatusNoContent || isEmptyJSON(body):
			if err == nil {
				t.Fatalf("an empty %d response gave no error", status)
			}
		default:
			var want fuzzItem
			wantErr := json.Unmarshal(body, &want)
			if (err == nil) != (wantErr == nil) {
				t.Fatalf("error %v, want one like %v", err, wantErr)
			}
			if err == nil && out.ID != want.ID {
				t.Fatalf("decoded ID %q, want %q", out.ID, want.ID)
			}
		}
		if err != nil {
			assertNoSecret(t, err)
		}
	})
}
