package main

import (
	"fmt"
	"net/http"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// The API's rate limit, which every request of the command keeps to.
const (
	rateLimit    = 120
	ratePer      = time.Minute
	userAgentTag = "ingress-cli"
)

// client returns a client of the account of NGROK_API_KEY, at NGROK_API_URL
// when that is set, whose every attempt of a request ends after c.timeout,
// and a function that releases it. With neither set it starts an embedded
// test server, says so on stderr with what (the command's work) does
// there, and the function closes the server. A URL without a key is an
// error: the command would otherwise work on the wrong account.
func (c *cli) client(what string) (*ingress.Client, func(), error) {
	opts := []ingress.Option{ingress.WithRateLimit(rateLimit, ratePer), ingress.WithUserAgent(userAgentTag)}
	key, url := c.getenv(ingress.EnvAPIKey), c.getenv(ingress.EnvAPIURL)
	if key == "" && url != "" {
		return nil, nil, fmt.Errorf("%s is set but %s is missing: set the API key of the account at that URL, or unset %s to work on an embedded test server",
			ingress.EnvAPIURL, ingress.EnvAPIKey, ingress.EnvAPIURL)
	}
	if key == "" {
		srv := ingresstest.NewServer()
		fmt.Fprintf(c.stderr, "ingress: %s is not set: %s an embedded test server at %s, which starts empty and is gone when the command ends\n",
			ingress.EnvAPIKey, what, srv.URL)
		return srv.Client(opts...), srv.Close, nil
	}
	opts = append(opts, ingress.WithAPIKey(key), ingress.WithHTTPClient(&http.Client{Timeout: c.timeout}))
	if url != "" {
		opts = append(opts, ingress.WithBaseURL(url))
	}
	cl, err := ingress.NewClient(opts...)
	if err != nil {
		return nil, nil, fmt.Errorf("making the API client: %w", err)
	}
	return cl, func() {}, nil
}
