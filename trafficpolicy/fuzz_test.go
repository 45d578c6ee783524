package trafficpolicy_test

import (
	"os"
	"testing"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// FuzzParse checks that no document makes Parse or Validate panic, and
// that a policy that parses writes back to a document that reads the same.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"every-action.json", "every-action.yaml", "future.json"} {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("on_http_request:\n  - expressions: [\"req.url.path == '/'\"]\n    actions: [{type: deny}]\n"))
	f.Add([]byte(`{"on_tcp_connect":[{"actions":[{"type":"x","config":[1]}]}]}`))
	f.Add([]byte("a: &a [*a]"))
	f.Fuzz(func(t *testing.T, doc []byte) {
		p, err := trafficpolicy.Parse(doc)
		if err != nil {
			return
		}
		_ = p.Validate()
		out, err := p.JSON()
		if err != nil {
			t.Fatalf("a parsed policy does not encode: %v", err)
		}
		again, err := trafficpolicy.Parse([]byte(out))
		if err != nil {
			t.Fatalf("the written policy does not parse: %v\n%s", err, out)
		}
		if again.String() != out {
			t.Fatalf("the round trip changed the policy:\n%s\n%s", out, again.String())
		}
	})
}
