package ingresstest_test

import (
	"testing"
)

// kinesisTargetJSON is a valid Kinesis target, which a role lets the
// service write to.
const kinesisTargetJSON = `{"kinesis":{"auth":{"role":{"role_arn":"arn:aws:iam::123456789012:role/events"}},"stream_arn":"arn:aws:kinesis:us-east-1:123456789012:stream/events"}}`

// destinationWith returns the body of a new destination in JSON with
// target, a JSON object.
func destinationWith(target string) string { return `{"format":"json","target":` + target + `}` }

// eventingProvocations provoke the codes of event destinations,
// subscriptions and sources.
var eventingProvocations = map[string]provocation{
	"ERR_NGROK_235": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", `{"format":"xml","target":`+kinesisTargetJSON+`}`)
	},
	"ERR_NGROK_5100": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{}`))
	},
	"ERR_NGROK_5104": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"kinesis":{"auth":{"role":{"role_arn":"arn:aws:s3:::bucket"}},"stream_arn":"arn:aws:kinesis:us-east-1:123456789012:stream/events"}}`))
	},
	"ERR_NGROK_5106": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"kinesis":{"stream_arn":"arn:aws:kinesis:us-east-1:123456789012:stream/events"}}`))
	},
	"ERR_NGROK_5107": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"kinesis":{"auth":{},"stream_arn":"arn:aws:kinesis:us-east-1:123456789012:stream/events"}}`))
	},
	"ERR_NGROK_5108": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		dest := createRaw(t, srv, "/event_destinations", destinationWith(kinesisTargetJSON))
		return patchRaw(t, srv, "/event_destinations/"+dest, `{"target":{"datadog":{"api_key":"dd-key"}}}`)
	},
	"ERR_NGROK_5112": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		dest := createRaw(t, srv, "/event_destinations", destinationWith(kinesisTargetJSON))
		createRaw(t, srv, "/event_subscriptions", `{"sources":[{"type":"ip_policy_created.v0"}],"destination_ids":["`+dest+`"]}`)
		return deleteRaw(t, srv, "/event_destinations/"+dest)
	},
	"ERR_NGROK_5115": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"datadog":{"api_key":"dd-key"},"kinesis":`+kinesisTargetJSON[len(`{"kinesis":`):]))
	},
	"ERR_NGROK_5116": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"kinesis":{"auth":{"role":{"role_arn":"arn:aws:iam::123456789012:role/events"},"creds":{"aws_access_key_id":"AKIA","aws_secret_access_key":"secret"}},"stream_arn":"arn:aws:kinesis:us-east-1:123456789012:stream/events"}}`))
	},
	"ERR_NGROK_5127": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		sub := createRaw(t, srv, "/event_subscriptions", `{"sources":[{"type":"ip_policy_created.v0"}]}`)
		return postRaw(t, srv, "/event_subscriptions/"+sub+"/sources", `{"type":"ip_policy_created.v0"}`)
	},
	"ERR_NGROK_5133": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"datadog":{"service":"edge"}}`))
	},
	"ERR_NGROK_5134": func(t *testing.T) rawResult {
		return postNew(t, "/event_destinations", destinationWith(`{"datadog":{"api_key":"dd-key","ddsite":"datadoghq.mars"}}`))
	},
}
