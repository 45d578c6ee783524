package yamldoc_test

import (
	"encoding/json"
	"testing"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// FuzzRead checks that no document makes Read or Value panic, and that
// the JSON of a document Read accepts has no key twice and no number out
// of range: what Read lets through, the JSON readers read one way only.
func FuzzRead(f *testing.F) {
	f.Add([]byte("a: &a [x, *a]\n"))
	f.Add([]byte("a: &a {b: 1e400}\nc: [*a, *a]\n<<: *a\n"))
	f.Add([]byte("a: 1\n---\na: 2\n"))
	f.Add([]byte("{\"on_http_request\": [{\"actions\": [{\"type\": \"deny\"}]}]}"))
	f.Fuzz(func(t *testing.T, doc []byte) {
		root, err := yamldoc.Read("", doc)
		if err != nil || root == nil {
			return
		}
		v, err := yamldoc.Value(root)
		if err != nil {
			return
		}
		out, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("the value of an accepted document does not encode: %v", err)
		}
		if err := yamldoc.CheckJSON(out); err != nil {
			t.Fatalf("the JSON of an accepted document is refused: %v\n%s", err, out)
		}
	})
}
