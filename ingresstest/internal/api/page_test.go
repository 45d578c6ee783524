package api

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// encodedThing is a record for the tests of encoded answers, with what
// encoding/json escapes.
type encodedThing struct {
	ID   string `json:"id"`
	Note string `json:"note"`
}

// TestEncodedPageIsTheEnvelope checks that a page assembled from kept
// encodings is the envelope encoding/json writes, whether a slot holds
// an encoding, holds none yet, or is missing, on a last page and on one
// with a next page, and when encoding/json encodes the page itself.
func TestEncodedPageIsTheEnvelope(t *testing.T) {
	a, b := &encodedThing{"t_1", "a & <b>"}, &encodedThing{"t_2", "\u2028 é"}
	filled := &store.Encoding{}
	_, err := filled.Of(a)
	require.NoError(t, err)
	for _, next := range []string{"", "http://h/things?before_id=t_1&limit=1"} {
		page := Page[encodedThing]{Member: "things", Items: []*encodedThing{a, b}, Encs: []*store.Encoding{filled, nil}, URI: "http://h/things", Next: next}
		env := map[string]any{"things": page.Items, "uri": page.URI, "next_page_uri": nil}
		if next != "" {
			env["next_page_uri"] = next
		}
		want, err := store.EncodeJSON(env)
		require.NoError(t, err)
		got, err := page.AppendJSON(nil)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got))

		wantMarshal, err := json.Marshal(env)
		require.NoError(t, err)
		gotMarshal, err := json.Marshal(page)
		require.NoError(t, err)
		assert.Equal(t, string(wantMarshal), string(gotMarshal))
	}
	empty := Page[encodedThing]{Member: "things", Items: []*encodedThing{}, URI: "u"}
	got, err := empty.AppendJSON(nil)
	require.NoError(t, err)
	assert.JSONEq(t, `{"things":[],"uri":"u","next_page_uri":null}`, string(got))
}
