package validate

import (
	"net/url"
	"slices"
	"strings"
)

// reportedSchemes are the schemes of the URLs an abuse report may name:
// those of the endpoints the service hosts.
var reportedSchemes = []string{"http", "https", "tcp", "tls"}

// ReportedURLs checks the URLs of an abuse report: at least one, each an
// absolute URL (see ReportedHostname).
func ReportedURLs(field string, urls []string) error {
	if len(urls) == 0 {
		return Fail(field, "is required: at least one URL")
	}
	for i, u := range urls {
		if _, err := ReportedHostname(Elem(field, i), u); err != nil {
			return err
		}
	}
	return nil
}

// ReportedHostname checks one URL of an abuse report, an absolute http,
// https, tcp or tls URL with a DNS name for host, and returns its
// hostname as a report lists it: the host in lower case, with the port
// when the URL names one ("foo.ngrok.io:443").
func ReportedHostname(field, raw string) (string, error) {
	if err := RequiredString(field, raw); err != nil {
		return "", err
	}
	u, err := url.Parse(raw)
	if err != nil || !strings.Contains(raw, "://") || u.Host == "" {
		return "", Fail(field, "%q must be an absolute URL with a host", raw)
	}
	if !slices.Contains(reportedSchemes, strings.ToLower(u.Scheme)) {
		return "", Fail(field, "%q must be a URL of scheme %s", raw, quoteOr(reportedSchemes))
	}
	if err := hostname(u.Hostname()); err != nil {
		return "", Fail(field, "%q %v", raw, err)
	}
	if p := u.Port(); p != "" {
		if _, err := parsePort(p); err != nil {
			return "", Fail(field, "%q %v", raw, err)
		}
	}
	return strings.ToLower(u.Host), nil
}
