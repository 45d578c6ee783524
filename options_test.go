package ingress_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
)

func TestNewClientErrors(t *testing.T) {
	t.Setenv(ingress.EnvAPIKey, "")
	t.Setenv(ingress.EnvAPIURL, "")
	key := ingress.WithAPIKey(testKey)
	tests := []struct {
		name    string
		opts    []ingress.Option
		wantMsg string
	}{
		{"no options", nil, "API key"},
		{"empty key", []ingress.Option{ingress.WithAPIKey("")}, "API key"},
		{"FromEnv without a key", []ingress.Option{ingress.FromEnv()}, "API key"},
		{"key with a line break", []ingress.Option{ingress.WithAPIKey(testKey + "\r\nX-Injected: 1")}, "line break"},
		{"key with NUL", []ingress.Option{ingress.WithAPIKey(testKey + "\x00")}, "API key contains a control character"},
		{"key with DEL", []ingress.Option{ingress.WithAPIKey(testKey[:8] + "\x7f" + testKey[8:])}, "API key contains a control character"},
		{"key with a bell", []ingress.Option{ingress.WithAPIKey("\a" + testKey)}, "API key contains a control character"},
		{"user agent with CR", []ingress.Option{key, ingress.WithUserAgent("app/1.0\rX")}, "WithUserAgent"},
		{"user agent with LF", []ingress.Option{key, ingress.WithUserAgent("app/1.0\nX-Injected: 1")}, "WithUserAgent"},
		{"user agent with NUL", []ingress.Option{key, ingress.WithUserAgent("app/1.0\x00")}, "WithUserAgent"},
		{"user agent with DEL", []ingress.Option{key, ingress.WithUserAgent("app\x7f/1.0")}, "WithUserAgent"},
		{"unparsable base URL", []ingress.Option{key, ingress.WithBaseURL("://no-scheme")}, "base URL"},
		{"bad escape in base URL", []ingress.Option{key, ingress.WithBaseURL("http://host.test/%zz")}, "base URL"},
		{"unclosed IPv6 host", []ingress.Option{key, ingress.WithBaseURL("http://[::1")}, "base URL"},
		{"base URL without scheme", []ingress.Option{key, ingress.WithBaseURL("api.ngrok.com")}, "base URL"},
		{"base URL with another scheme", []ingress.Option{key, ingress.WithBaseURL("ftp://api.ngrok.com")}, "base URL"},
		{"base URL without host", []ingress.Option{key, ingress.WithBaseURL("http://")}, "base URL"},
		{"base URL with a query", []ingress.Option{key, ingress.WithBaseURL("http://host.test/?a=1")}, "base URL"},
		{"negative retries", []ingress.Option{key, ingress.WithRetry(ingress.RetryPolicy{MaxRetries: -1})}, "MaxRetries"},
		{"negative wait", []ingress.Option{key, ingress.WithRetry(ingress.RetryPolicy{MinWait: -time.Second})}, "negative"},
		{"nil HTTP client", []ingress.Option{key, ingress.WithHTTPClient(nil)}, "nil"},
		{"zero rate", []ingress.Option{key, ingress.WithRateLimit(0, time.Minute)}, "WithRateLimit"},
		{"zero rate interval", []ingress.Option{key, ingress.WithRateLimit(10, 0)}, "WithRateLimit"},
		{"zero response size", []ingress.Option{key, ingress.WithMaxResponseSize(0)}, "WithMaxResponseSize"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c *ingress.Client
			var err error
			require.NotPanics(t, func() { c, err = ingress.NewClient(tt.opts...) })
			require.Error(t, err)
			assert.Nil(t, c)
			assert.Contains(t, err.Error(), tt.wantMsg)
			assert.True(t, strings.HasPrefix(err.Error(), "ingress: "), "error %q starts with the package name", err)
			assertNoKey(t, err.Error(), "the error")
		})
	}
}

// TestRequestThatCannotBeBuiltIsNotSent: an error building a request is
// the caller's, returned at once: nothing is sent and nothing retried.
func TestRequestThatCannotBeBuiltIsNotSent(t *testing.T) {
	c, mt := newMockClient(t)
	mt.RegisterNoResponder(httpmock.NewStringResponder(200, `{}`))
	for _, tt := range []struct{ method, path string }{
		{"GE T", "/x"},
		{"GET\n", "/x"},
		{http.MethodGet, "/x\x7f"},
		{http.MethodGet, "/x\ny"},
		{http.MethodGet, "/x%zz"},
	} {
		err := c.Do(context.Background(), tt.method, tt.path, nil, nil)
		require.Error(t, err, "%q %q", tt.method, tt.path)
		assert.Contains(t, err.Error(), "building")
		assert.NotContains(t, err.Error(), "attempts")
	}
	assert.Zero(t, mt.GetTotalCallCount())
}

// TestSettingsThatCannotBeSentAreRefused: each of these settings would
// make every request fail in the transport, and a GET would first go
// through its retries as if the connection had failed.
func TestSettingsThatCannotBeSentAreRefused(t *testing.T) {
	for _, opts := range [][]ingress.Option{
		{ingress.WithAPIKey(testKey), ingress.WithUserAgent("app\r\n")},
		{ingress.WithAPIKey(testKey), ingress.WithUserAgent("app\x00")},
		{ingress.WithAPIKey(testKey + "\x00")},
		{ingress.WithAPIKey(testKey + "\x7f")},
	} {
		c, err := ingress.NewClient(opts...)
		require.Error(t, err)
		assert.Nil(t, c)
	}
	c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithUserAgent("app/1.0 (tab\tok; é)"))
	require.NoError(t, err, "a tab and bytes beyond ASCII are allowed in a header")
	assert.NotNil(t, c)
}

func TestNewClientDefaults(t *testing.T) {
	c, err := ingress.NewClient(ingress.WithAPIKey(testKey))
	require.NoError(t, err)
	assert.Equal(t, ingress.DefaultBaseURL, c.BaseURL())
	assert.Equal(t, "https://api.ngrok.com", c.BaseURL())
	assert.True(t, c.ValidationEnabled())

	d := ingress.DefaultRetryPolicy()
	assert.Equal(t, ingress.RetryPolicy{MaxRetries: 3, MinWait: 500 * time.Millisecond, MaxWait: 30 * time.Second, MaxRetryAfter: time.Minute}, d)
}

func TestNewClientIgnoresNilOption(t *testing.T) {
	c, err := ingress.NewClient(nil, ingress.WithAPIKey(testKey), nil)
	require.NoError(t, err)
	assert.NotNil(t, c)
}

func TestFromEnv(t *testing.T) {
	t.Setenv(ingress.EnvAPIKey, testKey)
	t.Setenv(ingress.EnvAPIURL, "http://127.0.0.1:8080/api")
	mt := httpmock.NewMockTransport()
	var rec recorder
	mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, `{}`)))

	c, err := ingress.NewClient(ingress.FromEnv(), ingress.WithHTTPClient(&http.Client{Transport: mt}))
	require.NoError(t, err)
	assert.Equal(t, "http://127.0.0.1:8080/api", c.BaseURL())
	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/api_keys", nil, nil))
	require.Equal(t, 1, rec.count())
	got := rec.all()[0]
	assert.Equal(t, "Bearer "+testKey, got.Header.Get("Authorization"))
	assert.Equal(t, "http://127.0.0.1:8080/api/api_keys", got.URL.String())

	t.Run("later options win", func(t *testing.T) {
		c, err := ingress.NewClient(ingress.FromEnv(), ingress.WithBaseURL("https://other.test"))
		require.NoError(t, err)
		assert.Equal(t, "https://other.test", c.BaseURL())
	})
	t.Run("an unset URL keeps the default", func(t *testing.T) {
		t.Setenv(ingress.EnvAPIURL, "")
		c, err := ingress.NewClient(ingress.FromEnv())
		require.NoError(t, err)
		assert.Equal(t, ingress.DefaultBaseURL, c.BaseURL())
	})
}

func TestWithHTTPClientIsCopied(t *testing.T) {
	mt := httpmock.NewMockTransport()
	mt.RegisterResponder(http.MethodGet, testBase+"/ping", httpmock.NewStringResponder(200, `{}`))
	hc := &http.Client{Transport: mt}
	c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(testBase), ingress.WithHTTPClient(hc))
	require.NoError(t, err)

	assert.Nil(t, hc.CheckRedirect, "the caller's client is not modified")
	hc.Transport = roundTripFunc(func(*http.Request) (*http.Response, error) {
		return nil, errors.New("the caller's later change was used")
	})
	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/ping", nil, nil))
	assert.Equal(t, 1, mt.GetTotalCallCount())
}

func TestWithHTTPClientTimeoutHonoured(t *testing.T) {
	mt := httpmock.NewMockTransport()
	mt.RegisterResponder(http.MethodGet, testBase+"/slow", httpmock.NewStringResponder(200, `{}`).Delay(5*time.Second))
	c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(testBase),
		ingress.WithHTTPClient(&http.Client{Transport: mt, Timeout: 50 * time.Millisecond}), ingress.WithoutRetries())
	require.NoError(t, err)

	start := time.Now()
	err = c.Do(context.Background(), http.MethodGet, "/slow", nil, nil)
	require.Error(t, err)
	assert.Less(t, time.Since(start), 2*time.Second)
	assert.Equal(t, 1, mt.GetTotalCallCount())
}

func TestWithoutValidation(t *testing.T) {
	c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithoutValidation())
	require.NoError(t, err)
	assert.False(t, c.ValidationEnabled())
}
