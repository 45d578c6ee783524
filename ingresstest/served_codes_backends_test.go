package ingresstest_test

import (
	"strings"
	"testing"
)

// backendProvocations provoke the codes of the fields of backends, each
// with a create of one backend on a server of its own.
var backendProvocations = map[string]provocation{
	"ERR_NGROK_6503": func(t *testing.T) rawResult {
		return postNew(t, "/backends/http_response", jsonOf(t, map[string]any{"status_code": 200, "description": longText(256)}))
	},
	"ERR_NGROK_6504": func(t *testing.T) rawResult {
		return postNew(t, "/backends/static", jsonOf(t, map[string]any{"address": "app.example.com:443", "metadata": longText(4097)}))
	},
	"ERR_NGROK_6505": func(t *testing.T) rawResult {
		return postNew(t, "/backends/static", `{"address":"app.example.com"}`)
	},
	"ERR_NGROK_6506": func(t *testing.T) rawResult {
		return postNew(t, "/backends/static", `{"address":"app.example.com:99999"}`)
	},
	"ERR_NGROK_6507": func(t *testing.T) rawResult {
		return postNew(t, "/backends/static", `{"address":":8080"}`)
	},
	"ERR_NGROK_6508": func(t *testing.T) rawResult {
		labels := map[string]string{}
		for i := range 65 {
			labels["k"+strings.Repeat("x", i)] = "v"
		}
		return postNew(t, "/backends/tunnel_group", jsonOf(t, map[string]any{"labels": labels}))
	},
	"ERR_NGROK_6509": func(t *testing.T) rawResult {
		return postNew(t, "/backends/tunnel_group", jsonOf(t, map[string]any{"labels": map[string]string{longText(257): "v"}}))
	},
	"ERR_NGROK_6510": func(t *testing.T) rawResult {
		return postNew(t, "/backends/tunnel_group", `{"labels":{"app":""}}`)
	},
	"ERR_NGROK_6531": func(t *testing.T) rawResult {
		return postNew(t, "/backends/tunnel_group", `{"labels":{"app":"a=b"}}`)
	},
	"ERR_NGROK_6511": func(t *testing.T) rawResult {
		children := map[string]int{}
		for i := range 101 {
			children["bkdhr_"+strings.Repeat("x", i+1)] = 1
		}
		return postNew(t, "/backends/weighted", jsonOf(t, map[string]any{"backends": children}))
	},
	"ERR_NGROK_6512": func(t *testing.T) rawResult {
		return postNew(t, "/backends/weighted", `{"backends":{"bkdhr_1":10001}}`)
	},
	"ERR_NGROK_6513": func(t *testing.T) rawResult {
		children := make([]string, 101)
		for i := range children {
			children[i] = "bkdhr_" + strings.Repeat("x", i+1)
		}
		return postNew(t, "/backends/failover", jsonOf(t, map[string]any{"backends": children}))
	},
	"ERR_NGROK_6516": func(t *testing.T) rawResult {
		return postNew(t, "/backends/http_response", jsonOf(t, map[string]any{"status_code": 200, "body": longText(256<<10 + 1)}))
	},
	"ERR_NGROK_6517": func(t *testing.T) rawResult {
		return postNew(t, "/backends/http_response", `{"status_code":600}`)
	},
	"ERR_NGROK_6522": func(t *testing.T) rawResult {
		return postNew(t, "/backends/http_response", jsonOf(t, map[string]any{"status_code": 200, "headers": map[string]string{longText(1025): "v"}}))
	},
	"ERR_NGROK_6523": func(t *testing.T) rawResult {
		return postNew(t, "/backends/http_response", jsonOf(t, map[string]any{"status_code": 200, "headers": map[string]string{"x-a": longText(8193)}}))
	},
	"ERR_NGROK_6526": func(t *testing.T) rawResult {
		return postNew(t, "/backends/failover", `{"backends":[""]}`)
	},
}
