package validate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBackendRules checks the code of each broken rule of the fields of
// backends, from the pages of errors/err_ngrok_65xx.
func TestBackendRules(t *testing.T) {
	manyLabels := map[string]string{}
	for i := range MaxTunnelGroupLabels + 1 {
		manyLabels["k"+strings.Repeat("x", i)] = "v"
	}
	manyIDs := make([]string, MaxChildBackends+1)
	manyWeights := map[string]int64{}
	for i := range manyIDs {
		manyIDs[i] = "bkdhr_" + strings.Repeat("x", i+1)
		manyWeights[manyIDs[i]] = 1
	}
	long := strings.Repeat("é", MaxDescriptionBytes+1)
	for _, tc := range []struct {
		what string
		err  error
		code string
	}{
		{"long description", BackendFields(&long, nil), CodeBackendDescriptionLength},
		{"long metadata", BackendFields(nil, new(strings.Repeat("m", MaxMetadataBytes+1))), CodeBackendMetadataLength},
		{"no port", StaticAddress("address", "a.example.com"), CodeStaticAddressForm},
		{"empty", StaticAddress("address", ""), CodeStaticAddressForm},
		{"no host", StaticAddress("address", ":80"), CodeStaticAddressNoHost},
		{"port", StaticAddress("address", "a.example.com:0"), CodeStaticAddressInvalid},
		{"wildcard", StaticAddress("address", "*.example.com:80"), CodeStaticAddressInvalid},
		{"host", StaticAddress("address", "a_b.example.com:80"), CodeStaticAddressInvalid},
		{"many labels", TunnelGroupLabels("labels", manyLabels), CodeTunnelGroupLabels},
		{"long key", TunnelGroupLabels("labels", map[string]string{strings.Repeat("k", MaxTunnelGroupLabelChars+1): "v"}), CodeTunnelGroupLabelKey},
		{"empty key", TunnelGroupLabels("labels", map[string]string{"": "v"}), CodeTunnelGroupLabelKey},
		{"empty value", TunnelGroupLabels("labels", map[string]string{"k": ""}), CodeTunnelGroupLabelValue},
		{"equals", TunnelGroupLabels("labels", map[string]string{"a=b": "v"}), CodeTunnelGroupLabelEquals},
		{"many failover", FailoverChildren("backends", manyIDs), CodeFailoverBackends},
		{"failover id", FailoverChildren("backends", []string{"a/b"}), CodeBackendID},
		{"many weighted", WeightedChildren("backends", manyWeights), CodeWeightedBackends},
		{"weighted id", WeightedChildren("backends", map[string]int64{"": 1}), CodeBackendID},
		{"weight", WeightedChildren("backends", map[string]int64{"bkdhr_1": MaxBackendWeight + 1}), CodeBackendWeight},
		{"status", HTTPResponseStatus("status_code", 99), CodeHTTPResponseStatus},
		{"body", HTTPResponseBody("body", new(strings.Repeat("b", MaxHTTPResponseBodyBytes+1))), CodeHTTPResponseBody},
		{"header name", HTTPResponseHeaders("headers", map[string]string{strings.Repeat("h", MaxHeaderNameBytes+1): "v"}), CodeHeaderNameLength},
		{"header value", HTTPResponseHeaders("headers", map[string]string{"x-a": strings.Repeat("v", MaxHeaderValueBytes+1)}), CodeHeaderValueLength},
	} {
		assertCode(t, tc.code, tc.err, tc.what)
	}
	assert.NoError(t, StaticAddress("address", "[::1]:8080"))
	assert.NoError(t, TunnelGroupLabels("labels", map[string]string{"app": "web"}))
	assert.Error(t, TunnelGroupLabels("labels", nil), "a tunnel group needs a label")
	assert.NoError(t, WeightedChildren("backends", map[string]int64{"bkdhr_1": 0}))
	assert.NoError(t, HTTPResponseBody("body", nil))
}
