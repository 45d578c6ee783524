package ingress

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"time"

	"golang.org/x/time/rate"
)

// DefaultBaseURL is the base URL of the management API used when no other is
// configured.
const DefaultBaseURL = "https://api.ngrok.com"

// Environment variables read by FromEnv.
const (
	EnvAPIKey = "NGROK_API_KEY"
	EnvAPIURL = "NGROK_API_URL"
)

// Option configures a Client. Options are applied in order by NewClient; a
// later option overrides an earlier one.
type Option func(*config) error

type config struct {
	apiKey      string
	baseURL     string
	httpClient  *http.Client
	userAgent   string
	logger      *slog.Logger
	retry       RetryPolicy
	limiter     *rate.Limiter
	noValidate  bool
	maxBodySize int64
}

func defaultConfig() config {
	return config{
		baseURL:     DefaultBaseURL,
		retry:       DefaultRetryPolicy(),
		maxBodySize: defaultMaxResponseSize,
	}
}

// WithAPIKey sets the API key sent as the bearer token of every request.
func WithAPIKey(key string) Option {
	return func(c *config) error {
		c.apiKey = key
		return nil
	}
}

// FromEnv reads the API key from NGROK_API_KEY and, when it is set, the base
// URL from NGROK_API_URL.
func FromEnv() Option {
	return func(c *config) error {
		if key := os.Getenv(EnvAPIKey); key != "" {
			c.apiKey = key
		}
		if u := os.Getenv(EnvAPIURL); u != "" {
			c.baseURL = u
		}
		return nil
	}
}

// WithBaseURL sets the base URL of the API, for example
// "http://127.0.0.1:8080" or a URL with a path prefix such as
// "http://127.0.0.1:8080/api". The default is DefaultBaseURL.
func WithBaseURL(u string) Option {
	return func(c *config) error {
		c.baseURL = u
		return nil
	}
}

// WithHTTPClient sets the HTTP client whose transport carries every request.
// The client is copied: later changes to hc do not affect the Client.
func WithHTTPClient(hc *http.Client) Option {
	return func(c *config) error {
		if hc == nil {
			return errors.New("ingress: WithHTTPClient: nil *http.Client")
		}
		c.httpClient = hc
		return nil
	}
}

// WithUserAgent appends s to the SDK's User-Agent header.
func WithUserAgent(s string) Option {
	return func(c *config) error {
		c.userAgent = s
		return nil
	}
}

// WithLogger sets the logger for debug lines about each call (method, path,
// status, attempt, duration and operation ID; never the API key or bodies).
// The default is no logging.
func WithLogger(l *slog.Logger) Option {
	return func(c *config) error {
		c.logger = l
		return nil
	}
}

// WithRetry sets the retry policy. Zero durations take their defaults from
// DefaultRetryPolicy; a negative MaxRetries is an error.
func WithRetry(p RetryPolicy) Option {
	return func(c *config) error {
		if p.MaxRetries < 0 {
			return fmt.Errorf("ingress: WithRetry: MaxRetries is %d, must not be negative", p.MaxRetries)
		}
		if p.MinWait < 0 || p.MaxWait < 0 || p.MaxRetryAfter < 0 {
			return errors.New("ingress: WithRetry: durations must not be negative")
		}
		c.retry = p.withDefaults()
		return nil
	}
}

// WithoutRetries turns retries off: every call makes exactly one attempt.
func WithoutRetries() Option {
	return func(c *config) error {
		c.retry.MaxRetries = 0
		return nil
	}
}

// WithRateLimit limits the client to n requests per interval, for example
// WithRateLimit(120, time.Minute), so that a server that allows n requests
// per interval refuses none. Every attempt, retries included, waits for its
// turn; the wait ends with an error when the request's context is done.
// Bursts go up to n-1 requests (at least 1): the server counts requests
// when they arrive, and the request held back absorbs a first request
// that took longer to arrive than the ones after it. Off by default.
func WithRateLimit(n int, per time.Duration) Option {
	return func(c *config) error {
		if n <= 0 || per <= 0 {
			return fmt.Errorf("ingress: WithRateLimit: need a positive count and interval, got %d per %s", n, per)
		}
		c.limiter = rate.NewLimiter(rate.Limit(float64(n)/per.Seconds()), max(n-1, 1))
		return nil
	}
}

// WithoutValidation turns client-side validation off, so that requests the
// SDK considers invalid are sent to the server and judged there.
func WithoutValidation() Option {
	return func(c *config) error {
		c.noValidate = true
		return nil
	}
}

// WithMaxResponseSize sets the largest successful response body the client
// reads, in bytes (default 8 MiB). Error bodies are always read up to 1 MiB.
func WithMaxResponseSize(n int64) Option {
	return func(c *config) error {
		if n <= 0 {
			return fmt.Errorf("ingress: WithMaxResponseSize: %d is not a positive size", n)
		}
		c.maxBodySize = n
		return nil
	}
}

func parseBaseURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("ingress: base URL %q: %w", raw, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("ingress: base URL %q: scheme must be http or https", raw)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("ingress: base URL %q: missing host", raw)
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("ingress: base URL %q: must not carry user info, a query or a fragment", raw)
	}
	u.Path = trimSlash(u.Path)
	u.RawPath = ""
	return u, nil
}

func trimSlash(p string) string {
	for len(p) > 0 && p[len(p)-1] == '/' {
		p = p[:len(p)-1]
	}
	return p
}
