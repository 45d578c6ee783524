package trafficpolicy_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// An allowlist: only clients from the office network reach the endpoint.
// String gives the JSON that endpoints.CreateParams.TrafficPolicy takes.
func ExampleRestrictIPs() {
	srv := ingresstest.NewServer()
	defer srv.Close()

	policy := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Name: "office only",
		Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RestrictIPs{
			Allow: []string{"203.0.113.0/24", "2001:db8::/32"},
		}}},
	}}}
	if err := policy.Validate(); err != nil {
		log.Fatal(err)
	}
	ep, err := endpoints.NewClient(srv.Client()).Create(context.Background(), &endpoints.CreateParams{
		URL:           "https://intranet.internal",
		Bindings:      []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new(policy.String()),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ep.URL)
	fmt.Println(ep.TrafficPolicy)
	// Output:
	// https://intranet.internal
	// {"on_http_request":[{"name":"office only","actions":[{"type":"restrict-ips","config":{"allow":["203.0.113.0/24","2001:db8::/32"]}}]}]}
}

// A rate limit keyed by the client's IP address: each client may send 30
// requests a minute. The bucket key is a CEL expression that Validate
// compiles like the rules' expressions.
func ExampleRateLimit() {
	policy := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Name:        "api limit",
		Expressions: []string{"req.url.path.startsWith('/api/')"},
		Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RateLimit{
			Name:      "30 a minute per client",
			Algorithm: trafficpolicy.AlgorithmSlidingWindow,
			Capacity:  new(30),
			Rate:      "60s",
			BucketKey: []string{"conn.client_ip"},
		}}},
	}}}
	fmt.Println(policy.Validate())

	// A typo in the bucket key is found before anything is sent.
	policy.OnHTTPRequest[0].Actions[0].Config.(*trafficpolicy.RateLimit).BucketKey = []string{"conn.clientip"}
	fmt.Println(policy.Validate())
	// Output:
	// <nil>
	// on_http_request[0] (rule "api limit"): actions[0] rate-limit: bucket_key: expression "conn.clientip": unknown variable conn.clientip; did you mean conn.client_ip?
}

// OAuth in front of an internal endpoint: the public endpoint logs users
// in with Google, then forwards their requests to app.internal, which no
// one reaches directly.
func ExampleOAuth() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	eps := endpoints.NewClient(srv.Client())

	app := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Actions: []trafficpolicy.Action{{Config: &trafficpolicy.CustomResponse{StatusCode: new(200), Body: "hello"}}},
	}}}
	if _, err := eps.Create(ctx, &endpoints.CreateParams{
		URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new(app.String()),
	}); err != nil {
		log.Fatal(err)
	}

	front := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Name: "login, then the app",
		Actions: []trafficpolicy.Action{
			{Config: &trafficpolicy.OAuth{Provider: "google"}},
			{Config: &trafficpolicy.ForwardInternal{URL: "https://app.internal"}},
		},
	}}}
	if err := front.Validate(); err != nil {
		log.Fatal(err)
	}
	if _, err := reserveddomains.NewClient(srv.Client()).Create(ctx, &reserveddomains.CreateParams{Domain: "app.example.com"}); err != nil {
		log.Fatal(err)
	}
	ep, err := eps.Create(ctx, &endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(front.String())})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ep.URL)
	fmt.Println(ep.TrafficPolicy)
	// Output:
	// https://app.example.com
	// {"on_http_request":[{"name":"login, then the app","actions":[{"type":"oauth","config":{"provider":"google"}},{"type":"forward-internal","config":{"url":"https://app.internal"}}]}]}
}

// Parse reads the YAML that the agent and the dashboard use, and Validate
// points at the rule and the expression at fault.
func ExampleParse() {
	p, err := trafficpolicy.Parse([]byte(`
on_http_response:
  - name: hide errors
    expressions:
      - res.status_code >= 500 && req.url.paht != '/health'
    actions:
      - type: custom-response
        config:
          status_code: 503
          body: try again later
`))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Validate())
	// Output:
	// on_http_response[0] (rule "hide errors"): expression "res.status_code >= 500 && req.url.paht != '/health'": unknown variable req.url.paht; did you mean req.url.path?
}
