package setup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// MarshalJSON writes the change with its old and new values as the JSON
// values they are, like "new": "deny" or "new": 503, rather than as the
// text of Old and New: a Traffic Policy written in JSON as its document,
// a value that is no JSON as a string. An empty value is left out.
func (f FieldChange) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(struct {
		Field string          `json:"field"`
		Old   json.RawMessage `json:"old,omitempty"`
		New   json.RawMessage `json:"new,omitempty"`
	}{f.Field, jsonValue(f.Field, f.Old), jsonValue(f.Field, f.New)})
	if err != nil {
		return nil, fmt.Errorf("encoding the change of %s: %w", f.Field, err)
	}
	return b, nil
}

// jsonValue returns the value text of the field name as JSON, nil when
// it is empty: JSON text as it is, a policy document that is JSON as that
// document, text quoted as Go quotes (which JSON may not read, like
// "\a") as the string it quotes, and other text as a string.
func jsonValue(name, text string) json.RawMessage {
	if text == "" {
		return nil
	}
	if isPolicy(name) {
		if doc := []byte(policyDocument(text)); json.Valid(doc) {
			return compact(doc)
		}
	}
	if json.Valid([]byte(text)) {
		return compact([]byte(text))
	}
	if s, err := strconv.Unquote(text); err == nil {
		text = s
	}
	b, _ := json.Marshal(text) // a string always encodes
	return b
}

// compact returns the valid JSON js without insignificant space.
func compact(js []byte) json.RawMessage {
	var b bytes.Buffer
	if json.Compact(&b, js) != nil {
		return js
	}
	return b.Bytes()
}
