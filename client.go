package ingress

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"reflect"
	"runtime"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// defaultMaxResponseSize is the largest successful response body read
// without WithMaxResponseSize.
const defaultMaxResponseSize = 8 << 20

// drainLimit is how much of an unread response tail the client reads to keep
// its connection alive.
const drainLimit = 64 << 10

// Client is a client of the management API. It is safe for concurrent use.
// Create one with NewClient and share it; the resource families take it in
// their own NewClient functions.
//
// Formatting a Client with fmt or slog never shows its API key.
type Client struct {
	base    *url.URL
	baseURL string // base.String(), computed once
	// cred returns the API key's credentials. It is a function because fmt
	// prints a function as an address, whatever the verb, where it would
	// print the fields behind a pointer.
	cred func() *credentials
	// userAgent, version and jsonType are header values, shared by every
	// request: net/http only reads them.
	userAgent, version, jsonType []string
	logger                       *slog.Logger
	validate                     bool
	maxBodySize                  int64
	retrying                     *retryablehttp.Client
	// transport is the transport that holds the connections, for
	// CloseIdleConnections.
	transport http.RoundTripper
}

// NewClient returns a Client configured by opts. It needs an API key
// (WithAPIKey or FromEnv); a missing key, an unusable base URL or an invalid
// option is an error.
func NewClient(opts ...Option) (*Client, error) {
	cfg := defaultConfig()
	for _, opt := range opts {
		if opt == nil {
			continue
		}
		if err := opt(&cfg); err != nil {
			return nil, err
		}
	}
	if cfg.apiKey == "" {
		return nil, errors.New("ingress: no API key: use WithAPIKey or set " + EnvAPIKey + " with FromEnv")
	}
	// net/http would refuse to send these, and every call would fail.
	if !validHeaderValue(cfg.apiKey) {
		return nil, errors.New("ingress: the API key contains a control character, such as a line break, NUL or DEL")
	}
	if !validHeaderValue(cfg.userAgent) {
		return nil, errors.New("ingress: WithUserAgent: the user agent contains a control character, such as a line break, NUL or DEL")
	}
	base, err := parseBaseURL(cfg.baseURL)
	if err != nil {
		return nil, err
	}
	c := &Client{
		base:        base,
		baseURL:     base.String(),
		cred:        sealed(newCredentials(cfg.apiKey)),
		userAgent:   []string{userAgent(cfg.userAgent)},
		version:     []string{APIVersion},
		jsonType:    []string{"application/json"},
		logger:      cfg.logger,
		validate:    !cfg.noValidate,
		maxBodySize: cfg.maxBodySize,
	}
	decider := &retryDecider{policy: cfg.retry, log: c.debug}
	c.retrying = &retryablehttp.Client{
		HTTPClient:   c.transportClient(cfg),
		RetryMax:     cfg.retry.MaxRetries,
		CheckRetry:   decider.checkRetry,
		Backoff:      backoff,
		ErrorHandler: passResponse,
	}
	return c, nil
}

// The default transport keeps up to 64 idle connections to the API, so
// that concurrent callers reuse connections instead of opening new ones
// (http.DefaultTransport keeps 2), and opens no more than 64 at once:
// more callers than that wait for a connection, which also stops a burst
// from dialing connections it cannot keep.
const (
	maxIdleConnsPerHost = 64
	maxConnsPerHost     = 64
)

// transportClient copies the caller's HTTP client (or makes one with a
// transport of its own), refusing redirects to another origin and adding
// the rate limiter, if any.
func (c *Client) transportClient(cfg config) *http.Client {
	var hc http.Client
	if cfg.httpClient != nil {
		hc = *cfg.httpClient
	}
	base := hc.Transport
	switch {
	case base != nil:
	case cfg.httpClient != nil:
		base = http.DefaultTransport
	default:
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.MaxIdleConnsPerHost = maxIdleConnsPerHost
		t.MaxConnsPerHost = maxConnsPerHost
		base = t
	}
	c.transport = base
	if cfg.limiter != nil {
		base = &limitedTransport{next: base, limiter: cfg.limiter}
	}
	hc.Transport = poolKeeper{base}
	hc.CheckRedirect = c.checkRedirect
	return &hc
}

// poolKeeper hides the transport's CloseIdleConnections from
// go-retryablehttp, which calls it after every call that does not succeed
// and so would close the connections that all other calls share.
type poolKeeper struct{ http.RoundTripper }

var errRefusedRedirect = errors.New("ingress: refused a redirect to another origin")

func (c *Client) checkRedirect(req *http.Request, via []*http.Request) error {
	if !sameOrigin(req.URL, c.base) {
		return fmt.Errorf("%w: %s", errRefusedRedirect, c.cred().redact(req.URL.Host))
	}
	if len(via) >= 10 {
		return errors.New("ingress: stopped after 10 redirects")
	}
	return nil
}

// validHeaderValue reports whether net/http sends s as a header value: it
// holds no control character but tab, and no DEL.
func validHeaderValue(s string) bool {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < ' ' && b != '\t' || b == 0x7f {
			return false
		}
	}
	return true
}

func userAgent(extra string) string {
	ua := "ingress-go/" + Version + " (" + runtime.Version() + ")"
	if extra != "" {
		ua += " " + extra
	}
	return ua
}

// BaseURL returns the base URL requests are sent to.
func (c *Client) BaseURL() string { return c.baseURL }

// CloseIdleConnections closes the client's idle connections to the API,
// for a program done with the client that wants its sockets back now
// rather than after the transport's idle timeout.
func (c *Client) CloseIdleConnections() {
	if t, ok := c.transport.(interface{ CloseIdleConnections() }); ok {
		t.CloseIdleConnections()
	}
}

// ValidationEnabled reports whether the client checks requests against the
// API's documented rules before sending them (see WithoutValidation).
func (c *Client) ValidationEnabled() bool { return c.validate }

// The formatting methods below have value receivers so that a copied
// Client value (fmt.Sprint(*c), or a struct field of type Client) is
// redacted too.

// String describes the client without its API key.
func (c Client) String() string {
	return "ingress.Client{BaseURL: " + c.baseURL + ", APIKey: [REDACTED]}"
}

// GoString describes the client without its API key.
func (c Client) GoString() string { return c.String() }

// Format makes every fmt verb print String, so the API key never appears.
func (c Client) Format(f fmt.State, _ rune) { io.WriteString(f, c.String()) }

// LogValue makes slog print String, so the API key never appears.
func (c Client) LogValue() slog.Value { return slog.StringValue(c.String()) }

// validator is implemented by request parameters that can check themselves
// against the API's documented rules.
type validator interface{ Validate() error }

// Do sends one API call and decodes the response into out. It is the
// low-level call every resource family uses, and an escape hatch for
// endpoints the SDK does not cover yet.
//
// path is relative to the base URL ("/api_keys/ak_123"), or an absolute
// URL of the base URL's origin, such as a next_page_uri. body, when not
// nil, is sent as JSON; if it has a Validate method and validation is on,
// it is validated first. out, when not nil, receives the decoded JSON
// response; a success that carries nothing to decode into it (a 204 to
// anything but a DELETE, or a body that is empty, null or {}) is an error.
// A status of 400 or more returns an *Error.
func (c *Client) Do(ctx context.Context, method, path string, body, out any) error {
	to, err := c.resolve(path)
	if err != nil {
		return err
	}
	var payload []byte
	if body != nil {
		if v, ok := body.(validator); ok && c.validate && !isNilPointer(body) {
			if err := v.Validate(); err != nil {
				return err
			}
		}
		if payload, err = json.Marshal(body); err != nil {
			return fmt.Errorf("ingress: encoding %s %s request: %w", method, c.shown(to), c.cred().redactErr(err))
		}
	}
	st := &callState{method: method}
	req, err := c.newRequest(context.WithValue(ctx, callStateKey{}, st), method, to.url, payload)
	if err != nil {
		return err
	}
	start := time.Now()
	resp, err := c.retrying.Do(req)
	if err != nil {
		if resp != nil {
			resp.Body.Close()
		}
		c.debug(ctx, "ingress: call failed", "method", method, "path", c.shown(to), "attempt", st.attempts, "duration", time.Since(start))
		err = transportError(ctx, c.cred().redactErr(err))
		if st.attempts > 1 {
			return fmt.Errorf("ingress: %s %s (after %d attempts): %w", method, c.shown(to), st.attempts, err)
		}
		return fmt.Errorf("ingress: %s %s: %w", method, c.shown(to), err)
	}
	defer closeBody(resp.Body)
	err = c.readResponse(ctx, resp, st, to, out)
	if c.logger != nil { // checked here so that the attributes cost nothing without a logger
		var opID string
		var apiErr *Error
		if errors.As(err, &apiErr) {
			opID = apiErr.OperationID
		}
		c.debug(ctx, "ingress: call", "method", method, "path", c.shown(to), "status", resp.StatusCode,
			"attempt", st.attempts, "duration", time.Since(start), "operation_id", opID)
	}
	return err
}

// isNilPointer reports whether v is a nil pointer, whose Validate method
// would have nothing to check.
func isNilPointer(v any) bool {
	rv := reflect.ValueOf(v)
	return rv.Kind() == reflect.Pointer && rv.IsNil()
}

// transportError prefers the context's error when the context ended the call.
func transportError(ctx context.Context, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil && !errors.Is(err, ctxErr) {
		return fmt.Errorf("%w (%v)", ctxErr, err)
	}
	return err
}

func (c *Client) newRequest(ctx context.Context, method, url string, payload []byte) (*retryablehttp.Request, error) {
	var raw any
	if payload != nil {
		raw = payload
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, method, url, raw)
	if err != nil {
		return nil, fmt.Errorf("ingress: building %s request: %w", c.cred().redact(method), c.cred().redactErr(err))
	}
	h := req.Header
	h["Authorization"] = c.cred().authorization
	h["Ngrok-Version"] = c.version
	h["User-Agent"] = c.userAgent
	if payload != nil {
		h["Content-Type"] = c.jsonType
	}
	return req, nil
}

// readResponse turns the final response into a decoded out or an *Error.
// It stops reading an error body with the context's error when ctx ends.
func (c *Client) readResponse(ctx context.Context, resp *http.Response, st *callState, to target, out any) error {
	if resp.StatusCode >= 400 {
		if st.method == http.MethodDelete && resp.StatusCode == http.StatusNotFound && st.attempts > 1 && st.outcomeUnknown {
			return nil
		}
		// What is past the limit is not read; what was read before a
		// failed read still says something.
		body, _ := readBody(io.LimitReader(resp.Body, maxErrorBodySize), -1, maxErrorBodySize)
		apiErr, err := newError(ctx, resp.StatusCode, body, c.cred())
		if err != nil {
			return fmt.Errorf("ingress: %s %s: reading the %d response: %w", st.method, c.shown(to), resp.StatusCode, err)
		}
		apiErr.Attempts = st.attempts
		return apiErr
	}
	if out == nil || resp.StatusCode == http.StatusNoContent && st.method == http.MethodDelete {
		return nil
	}
	body, err := readBody(resp.Body, resp.ContentLength, c.maxBodySize)
	if errors.Is(err, errTooLarge) {
		return fmt.Errorf("ingress: %s %s: response body larger than %d bytes", st.method, c.shown(to), c.maxBodySize)
	}
	if err != nil {
		return fmt.Errorf("ingress: %s %s: reading %d response: %w", st.method, c.shown(to), resp.StatusCode, c.cred().redactErr(err))
	}
	if resp.StatusCode == http.StatusNoContent || isEmptyJSON(body) {
		// A 204 carries no resource, whatever body a transport hands
		// over; null or {} would decode to a blank one.
		return fmt.Errorf("ingress: %s %s: the %d response is empty", st.method, c.shown(to), resp.StatusCode)
	}
	if err := json.Unmarshal(body, out); err != nil {
		// The decoder quotes values, such as a time that did not parse.
		return fmt.Errorf("ingress: %s %s: decoding %d response: %w", st.method, c.shown(to), resp.StatusCode, c.cred().redactErr(err))
	}
	return nil
}

// closeBody reads a little of what is left of a body, so that its
// connection can be reused, and closes it.
func closeBody(body io.ReadCloser) {
	io.Copy(io.Discard, io.LimitReader(body, drainLimit))
	body.Close()
}

// target is where a call goes: the URL to request, and the path that
// names the call in errors and logs.
type target struct {
	url, path string
}

// shown is the path that names a call in errors and logs, which may come
// from the server (a next_page_uri), without the API key.
func (c *Client) shown(to target) string { return c.cred().redact(to.path) }

// resolve turns a path or a same-origin absolute URL into the call's
// target. A relative path is appended to the base URL as it is, already
// escaped, so the URL is parsed once, when the request is built.
func (c *Client) resolve(path string) (target, error) {
	if strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") {
		u, err := url.Parse(path)
		if err != nil {
			return target{}, fmt.Errorf("ingress: invalid URL %q: %w", c.cred().redact(path), c.cred().redactErr(err))
		}
		if !sameOrigin(u, c.base) {
			return target{}, fmt.Errorf("ingress: refusing to send the API key to %s://%s, which is not the base URL's origin",
				c.cred().redact(u.Scheme), c.cred().redact(u.Host))
		}
		return target{url: path, path: u.EscapedPath()}, nil
	}
	if !strings.HasPrefix(path, "/") {
		return target{}, fmt.Errorf("ingress: path %q must start with /", c.cred().redact(path))
	}
	if strings.HasPrefix(path, "//") {
		return target{}, fmt.Errorf("ingress: refusing %q: a path starting with // names a host", c.cred().redact(path))
	}
	p, _, _ := strings.Cut(path, "?")
	return target{url: c.baseURL + path, path: c.base.EscapedPath() + p}, nil
}

func sameOrigin(a, b *url.URL) bool {
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(hostPort(a), hostPort(b))
}

func hostPort(u *url.URL) string {
	if u.Port() != "" {
		return u.Host
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		return u.Hostname() + ":443"
	case "http":
		return u.Hostname() + ":80"
	}
	return u.Host
}

func (c *Client) debug(ctx context.Context, msg string, attrs ...any) {
	if c.logger != nil {
		c.logger.DebugContext(ctx, msg, attrs...)
	}
}
