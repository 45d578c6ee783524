package yamldoc_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

func TestCheckJSON(t *testing.T) {
	for doc, want := range map[string]string{
		`{"a":1,"b":{"c":[{"d":1},{"d":2,"d":3}]}}`: `the key "d" is given twice in b.c[1]`,
		`{"a":1,"a":1}`:                        `the key "a" is given twice at the top level`,
		`[{"a":[]},{"a":[{}],"a":0}]`:          `the key "a" is given twice in [1]`,
		`{"a":[1,2,{"b":[0,-1E+400]}]}`:        "the number -1E+400 at a[2].b[1] is out of range",
		`1e400`:                                "the number 1e400 at the top level is out of range",
		`{"a":{"a":{"a":1}},"b":{"a":1e-400}}`: "",
		`{"a":"1e400","b":[[],{}],"c":null}`:   "",
	} {
		err := yamldoc.CheckJSON([]byte(doc))
		if want == "" {
			assert.NoError(t, err, doc)
			continue
		}
		assert.EqualError(t, err, want, doc)
	}
}

func TestObject(t *testing.T) {
	for doc, want := range map[string]string{
		" {\"a\": [1, 2.5]} \n":                          `{"a": [1, 2.5]}`,
		"a: [1, 2.5, 0x10, true, ~, text, 2024-01-02]\n": `{"a":[1,2.5,16,true,null,"text","2024-01-02"]}`,
		"a: &x {b: 18446744073709551615}\nc: *x\n":       `{"a":{"b":18446744073709551615},"c":{"b":18446744073709551615}}`,
	} {
		got, err := yamldoc.Object([]byte(doc))
		if assert.NoError(t, err, doc) {
			assert.Equal(t, want, string(got), doc)
		}
	}
	for doc, want := range map[string]string{
		"":              `the document is empty`,
		"[1, 2]":        "the document is not a JSON object or a YAML mapping",
		"- a\n":         "the document is not a JSON object or a YAML mapping",
		"a: .inf\n":     "line 1: .inf is not a JSON number",
		`{"a":1,"a":2}`: `the key "a" is given twice at the top level`,
		"a: 1\na: 2\n":  `line 2: the key "a" is given twice, first on line 1`,
		"a: [1, 2\n":    "yaml: line 1: did not find expected ',' or ']'",
	} {
		_, err := yamldoc.Object([]byte(doc))
		assert.EqualError(t, err, want, doc)
	}
}
