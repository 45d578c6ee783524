package validate_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/validate"
)

func TestReportedHostname(t *testing.T) {
	for raw, want := range map[string]string{
		"https://foo.ngrok.io:443":                  "foo.ngrok.io:443",
		"http://Legit-Login.NGROK.io/login?x=1#top": "legit-login.ngrok.io",
		"tcp://1.tcp.ngrok.io:20000":                "1.tcp.ngrok.io:20000",
		"TLS://a.example.com":                       "a.example.com",
	} {
		got, err := validate.ReportedHostname("url", raw)
		require.NoError(t, err, raw)
		assert.Equal(t, want, got, raw)
	}
	for _, bad := range []string{"", " ", "a.example.com", "/login", "ftp://a.example.com", "https://", "https://a_b.example.com",
		"https://a.example.com:0", "https://a.example.com:65536", "https://[::1]/", "https://-a.example.com", "http://%zz"} {
		_, err := validate.ReportedHostname("url", bad)
		assert.Error(t, err, "%q", bad)
	}
}

func TestReportedURLs(t *testing.T) {
	assert.NoError(t, validate.ReportedURLs("urls", []string{"https://a.ngrok.app", "https://a.ngrok.app/x"}))
	err := validate.ReportedURLs("urls", nil)
	assert.ErrorContains(t, err, "at least one URL")
	err = validate.ReportedURLs("urls", []string{"https://a.ngrok.app", "a.ngrok.app"})
	assert.ErrorContains(t, err, "urls[1]")
}

// FuzzReportedHostname checks that a reported URL the rule accepts has a
// host, and that its hostname is the URL's host in lower case.
func FuzzReportedHostname(f *testing.F) {
	for _, seed := range []string{"https://foo.ngrok.io:443", "http://a.example.com/x", "tcp://1.tcp.ngrok.io:20000", "a.example.com", "https://a..b", "https://a.b:99999"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		h, err := validate.ReportedHostname("url", raw)
		if err != nil {
			return
		}
		u, perr := url.Parse(raw)
		if perr != nil {
			t.Fatalf("%q accepted but does not parse: %v", raw, perr)
		}
		if h == "" || h != strings.ToLower(u.Host) {
			t.Fatalf("%q: hostname %q, want the host %q in lower case", raw, h, u.Host)
		}
	})
}
