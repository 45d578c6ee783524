package validate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTrafficPolicyRefusesAmbiguousDocuments(t *testing.T) {
	for name, tt := range map[string]struct{ doc, msg string }{
		"JSON duplicate key":       {`{"on_http_request":[],"on_http_request":[]}`, `the key "on_http_request" is given twice at the top level`},
		"JSON number out of range": {`{"on_http_request":[],"future":1e400}`, "the number 1e400 at future is out of range"},
		"YAML number out of range": {"future: 1e400\n", "line 1: the number 1e400 is out of range"},
		"second YAML document":     {"on_http_request: []\n---\nfuture: 1\n", "line 2: a second YAML document is not allowed"},
		"YAML merge key":           {"a: &a {b: 1}\nc:\n  <<: *a\n", "line 3: merge keys (<<) are not supported"},
		"YAML duplicate key":       {"a: 1\na: 2\n", `line 2: the key "a" is given twice, first on line 1`},
		"aliases": {"a: &a [" + strings.Repeat("x", 70_000) + "]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n",
			"the YAML document expands to more than 10 times its size"},
	} {
		err := TrafficPolicy("traffic_policy", &tt.doc)
		assert.ErrorContains(t, err, "traffic_policy", name)
		assert.ErrorContains(t, err, tt.msg, name)
	}
}
