package coverage_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// realCodes are the codes of the public error reference
// (https://ngrok.com/docs/errors/) that ingresstest sends, each with what
// the reference says it means. ingresstest may send an ERR_NGROK_ code
// only for that situation; its own codes start with ERR_INGRESSTEST_, which
// the API's codes never do.
var realCodes = map[string]string{
	"ERR_NGROK_200":   "the Authorization header is not set",
	"ERR_NGROK_203":   "the API authentication is well formed but not valid",
	"ERR_NGROK_213":   "the request body could not be parsed",
	"ERR_NGROK_214":   "a request parameter is unknown and not expected",
	"ERR_NGROK_215":   "the value provided for a request parameter is invalid",
	"ERR_NGROK_217":   "the API version is invalid or unsupported",
	"ERR_NGROK_218":   "the request does not specify an API version",
	"ERR_NGROK_226":   "the account is rate limited to so many API requests per interval",
	"ERR_NGROK_227":   "an ID does not have the expected prefix",
	"ERR_NGROK_233":   "the page size limit must be between 1 and the maximum",
	"ERR_NGROK_220":   "the caller's IP does not match the IP policy of the account's IP restriction",
	"ERR_NGROK_238":   "the event type is not valid",
	"ERR_NGROK_250":   "Invalid CEL query: DETAIL, a list filter that the API refuses",
	"ERR_NGROK_318":   "a wildcard domain must be reserved before an endpoint uses it",
	"ERR_NGROK_319":   "a custom hostname must be reserved before an endpoint uses it",
	"ERR_NGROK_413":   "the domain is already reserved for your account",
	"ERR_NGROK_446":   "the domain is still referenced by an edge or cloud endpoint",
	"ERR_NGROK_1408":  "an IP policy rule with the CIDR already exists",
	"ERR_NGROK_1420":  "an IP policy that IP restrictions reference cannot be deleted",
	"ERR_NGROK_1801":  "an IP policy of the IP restriction does not exist on the account",
	"ERR_NGROK_1802":  "only one IP restriction of each type is allowed",
	"ERR_NGROK_1803":  "the IP restriction's type is invalid",
	"ERR_NGROK_1804":  "an IP restriction must name at least one IP policy",
	"ERR_NGROK_2200":  "a policy expression is invalid",
	"ERR_NGROK_2201":  "a policy action type is invalid",
	"ERR_NGROK_2202":  "an action type is not supported in the phase of its rule",
	"ERR_NGROK_2203":  "the configuration of a policy action cannot be parsed",
	"ERR_NGROK_2204":  "the configuration of a policy action has an invalid value",
	"ERR_NGROK_2205":  "a policy action does not support the protocol",
	"ERR_NGROK_2206":  "a policy must define at least one action",
	"ERR_NGROK_2207":  "a policy action is unreachable after a terminating action",
	"ERR_NGROK_7113":  "the TCP address is not reserved",
	"ERR_NGROK_7116":  "the domain does not use port 443",
	"ERR_NGROK_7117":  "the domain is not reserved",
	"ERR_NGROK_7120":  "TCP edges take only TCP addresses: the hostport is a domain",
	"ERR_NGROK_7121":  "HTTPS edges take only reserved domains: the hostport is a TCP address",
	"ERR_NGROK_7122":  "the hostport already exists for another edge",
	"ERR_NGROK_7133":  "TLS edges take only reserved domains: the hostport is a TCP address",
	"ERR_NGROK_9029":  "an internal endpoint's URL must end in .internal",
	"ERR_NGROK_18001": "the endpoint URL is invalid",
	"ERR_NGROK_18002": "the traffic policy is invalid",
	"ERR_NGROK_18003": "the endpoint URL's port is invalid or missing",
	"ERR_NGROK_18004": "a cloud endpoint update provides no values",
	"ERR_NGROK_18005": "a cloud endpoint's scheme cannot change in place",
	"ERR_NGROK_18006": "no domain or address reserved by the account matches the URL",
	"ERR_NGROK_18009": "a cloud endpoint already exists on the URL",
	"ERR_NGROK_18012": "the description is longer than 255 characters",
	"ERR_NGROK_18014": "a field of the endpoint has an invalid value",
	"ERR_NGROK_18015": "a required field of the endpoint is missing",
	"ERR_NGROK_18016": "pooling is enabled but an endpoint on the URL does not allow it",
	"ERR_NGROK_18017": "pooling is disabled and another endpoint is on the URL",
	"ERR_NGROK_18018": "kubernetes-bound endpoints support only some protocols",
	"ERR_NGROK_18022": "the endpoint URL's scheme is invalid",
	"ERR_NGROK_18023": "the URL's port is not allowed for its scheme",
	"ERR_NGROK_23003": "a vault must be empty to be deleted",
	"ERR_NGROK_23004": "a vault with the name already exists",
	"ERR_NGROK_24005": "a secret with the name already exists in the vault",
	"ERR_NGROK_24006": "the vault ID of the secret is not found",
	"ERR_NGROK_24009": "the vault name of the secret is not found",
	"ERR_NGROK_23000": "the vault name has characters outside a-zA-Z0-9_/.",
	"ERR_NGROK_23001": "the vault name cannot be empty",
	"ERR_NGROK_23002": "the vault name must be shorter than the limit",
	"ERR_NGROK_23005": "the account has reached its maximum number of vaults",
	"ERR_NGROK_24000": "the secret name has characters outside a-zA-Z0-9_/.",
	"ERR_NGROK_24001": "the secret name cannot be empty",
	"ERR_NGROK_24002": "the secret name must be shorter than the limit",
	"ERR_NGROK_24003": "the secret value cannot be empty",
	"ERR_NGROK_24004": "the secret value must be smaller than the limit",
	"ERR_NGROK_24007": "the maximum number of secrets is reached",
	"ERR_NGROK_24008": "the required parameter VaultID is missing",
	"ERR_NGROK_500":   "the region is invalid; the message lists the valid ones",
	"ERR_NGROK_502":   "the account is limited to so many reserved addresses",
	"ERR_NGROK_504":   "a description is limited to so many characters",
	"ERR_NGROK_506":   "a reserved address update gave no values",
}

// TestOwnCodesCannotCollide checks that every code ingresstest declares is
// either a real code of the reference, listed above with its meaning, or
// one of its own, whose prefix the API never uses.
func TestOwnCodesCannotCollide(t *testing.T) {
	for code, name := range declaredCodes(t) {
		if strings.HasPrefix(code, "ERR_INGRESSTEST_") {
			continue
		}
		_, real := realCodes[code]
		assert.True(t, real, "ingresstest.%s = %s is neither a code of the public reference listed here nor ERR_INGRESSTEST_...", name, code)
	}
}
