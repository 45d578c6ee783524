package ingresstest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// answerRecorder is a transport that writes down every exchange it
// carries, in a form that a golden file can hold: the request line and
// body, the status, the headers of the answer but Date and
// Content-Length, and the body of the answer byte for byte. The server's
// URL, which holds a port chosen at random, reads as answersBaseURL, and
// what the server or the client makes with crypto/rand or the wall clock
// (keys, certificates, signatures) reads as masked.
//
// After each exchange it asks more of the server: each item a create
// answered with, and each list as pages of one (following next_page_uri
// with before_id) and as a page filtered by a condition that holds for
// every item. So every family's items, pages and filtered pages are read
// even where its scenario reads them only through the SDK's iterators.
type answerRecorder struct {
	base    http.RoundTripper
	baseURL string

	mu  sync.Mutex
	out bytes.Buffer
}

// answersBaseURL is what the server's URL reads as in an answer file.
const answersBaseURL = "http://ingresstest.invalid"

// answersFilter is the filter of the filtered pages the recorder asks
// for: it holds for every item, so a filtered page shows the same items
// as a page without a filter, with next_page_uri repeating it.
const answersFilter = `obj.id != ""`

// RoundTrip carries req, writes down the exchange, then reads what the
// answer points to.
func (rec *answerRecorder) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, body, err := rec.exchange(req)
	if err != nil {
		return nil, err
	}
	rec.follow(req, resp.StatusCode, body)
	return resp, nil
}

// exchange carries req, writes it down with its answer, and returns the
// answer with its body, which stays readable.
func (rec *answerRecorder) exchange(req *http.Request) (*http.Response, []byte, error) {
	var reqBody []byte
	if req.Body != nil {
		var err error
		if reqBody, err = io.ReadAll(req.Body); err != nil {
			return nil, nil, err
		}
		req.Body.Close()
		req.Body = io.NopCloser(bytes.NewReader(reqBody))
	}
	resp, err := rec.base.RoundTrip(req)
	if err != nil {
		return nil, nil, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(body))
	rec.write(req, reqBody, resp, body)
	return resp, body, nil
}

// write writes down one exchange.
func (rec *answerRecorder) write(req *http.Request, reqBody []byte, resp *http.Response, body []byte) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	fmt.Fprintf(&rec.out, ">>> %s %s\n", req.Method, rec.normalize([]byte(req.URL.RequestURI())))
	if len(reqBody) > 0 {
		fmt.Fprintf(&rec.out, "%s\n", rec.normalize(reqBody))
	}
	fmt.Fprintf(&rec.out, "<<< %d\n", resp.StatusCode)
	names := make([]string, 0, len(resp.Header))
	for name := range resp.Header {
		if name != "Date" && name != "Content-Length" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range names {
		fmt.Fprintf(&rec.out, "%s: %s\n", name, strings.Join(resp.Header[name], ", "))
	}
	fmt.Fprintf(&rec.out, "%s\n\n", rec.normalize(body))
}

// follow reads, with the headers of req, what an answer of the server
// points to: the item a create made, and the pages of a list.
func (rec *answerRecorder) follow(req *http.Request, status int, body []byte) {
	var doc map[string]json.RawMessage
	if json.Unmarshal(body, &doc) != nil {
		return
	}
	switch {
	case req.Method == http.MethodPost && status == http.StatusCreated && doc["uri"] != nil:
		var uri string
		if json.Unmarshal(doc["uri"], &uri) == nil && strings.HasPrefix(uri, rec.baseURL) {
			rec.get(req, uri)
		}
	case req.Method == http.MethodGet && status == http.StatusOK && doc["next_page_uri"] != nil:
		if req.URL.Query().Has("before_id") {
			return
		}
		list := *req.URL
		list.RawQuery = ""
		q := url.Values{"limit": {"1"}}
		if next := rec.get(req, list.String()+"?"+q.Encode()); next != "" {
			rec.get(req, next)
		}
		q.Set("limit", "2")
		q.Set("filter", answersFilter)
		if next := rec.get(req, list.String()+"?"+q.Encode()); next != "" {
			rec.get(req, next)
		}
	}
}

// get sends a GET of uri with the headers of like, writes it down, and
// returns the answer's next_page_uri, or "".
func (rec *answerRecorder) get(like *http.Request, uri string) string {
	req, err := http.NewRequestWithContext(like.Context(), http.MethodGet, uri, nil)
	if err != nil {
		return ""
	}
	for _, name := range []string{"Authorization", "Ngrok-Version", "User-Agent"} {
		req.Header.Set(name, like.Header.Get(name))
	}
	_, body, err := rec.exchange(req)
	if err != nil {
		return ""
	}
	var page struct {
		Next *string `json:"next_page_uri"`
	}
	if json.Unmarshal(body, &page) != nil || page.Next == nil {
		return ""
	}
	return *page.Next
}

// maskedValues match what differs from run to run although the clock and
// the ID seed are fixed: PEM blocks, SSH keys and certificates, and the
// fields derived from keys made with crypto/rand or dates read from the
// wall clock.
var maskedValues = []*regexp.Regexp{
	regexp.MustCompile(`-----BEGIN [A-Z ]+-----[^"]*?-----END [A-Z ]+-----(\\n)?`),
	regexp.MustCompile(`(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp\d+|[a-z0-9-]+-cert-v01@openssh\.com) AAAA[A-Za-z0-9+/=]+`),
}

// maskedFields are the JSON fields whose string values differ from run
// to run, for the same reasons.
var maskedFields = regexp.MustCompile(`"(not_before|not_after|serial_number)":"[^"]*"`)

// normalize returns b with the server's URL and the masked values
// replaced.
func (rec *answerRecorder) normalize(b []byte) []byte {
	b = bytes.ReplaceAll(b, []byte(rec.baseURL), []byte(answersBaseURL))
	for _, re := range maskedValues {
		b = re.ReplaceAll(b, []byte("<masked>"))
	}
	return maskedFields.ReplaceAll(b, []byte(`"$1":"<masked>"`))
}
