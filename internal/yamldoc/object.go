package yamldoc

import (
	"bytes"
	"encoding/json"
	"errors"
)

// Object returns doc, a JSON object or a YAML mapping, as the text of a
// JSON object. A JSON document is checked with CheckJSON and returned as
// it is, spaces around it trimmed; any other is read with Read, which
// bounds it, and converted with Value.
func Object(doc []byte) ([]byte, error) {
	text := bytes.TrimSpace(doc)
	if json.Valid(text) {
		if err := CheckJSON(text); err != nil {
			return nil, err
		}
	} else {
		converted, err := yamlObject(doc)
		if err != nil {
			return nil, err
		}
		text = converted
	}
	if len(text) == 0 || text[0] != '{' {
		return nil, errors.New("the document is not a JSON object or a YAML mapping")
	}
	return text, nil
}

// yamlObject returns the JSON text of the YAML document doc.
func yamlObject(doc []byte) ([]byte, error) {
	root, err := Read("", doc)
	if err != nil {
		return nil, err
	}
	if root == nil {
		return nil, errors.New("the document is empty")
	}
	v, err := Value(root)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}
