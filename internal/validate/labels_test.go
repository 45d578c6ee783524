package validate_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestLabelsAccepts(t *testing.T) {
	for _, labels := range []map[string]string{
		{"app": "web"},
		{"k8s.ngrok.com/namespace": "default", "k8s.ngrok.com/port": "80", "dc": "eu-west_1"},
		{"image": "web:v2"},
	} {
		assert.NoError(t, validate.Labels("labels", labels), "%v", labels)
	}
}

func TestLabelsRefuses(t *testing.T) {
	for _, tc := range []struct {
		labels      map[string]string
		field, rule string
	}{
		{nil, "labels", "at least one label"},
		{map[string]string{}, "labels", "at least one label"},
		{map[string]string{"": "web"}, "labels[]", "empty key"},
		{map[string]string{"app": ""}, "labels[app]", "empty value"},
		{map[string]string{"app": "*"}, "labels[app]", `'*'`},
		{map[string]string{"*": "web"}, "labels[*]", `'*'`},
		{map[string]string{"a=b": "web"}, "labels[a=b]", `'='`},
		{map[string]string{"a:b": "web"}, "labels[a:b]", `':' in the key`},
		{map[string]string{"app": "web site"}, "labels[app]", `' '`},
		{map[string]string{"b": "x y", "a": "x y"}, "labels[a]", "in key order"},
	} {
		err := validate.Labels("labels", tc.labels)
		if tc.rule == "in key order" {
			testkit.RequireValidation(t, err, tc.field, "the first key in order is reported")
			continue
		}
		testkit.RequireValidationContains(t, err, tc.field, tc.rule)
	}
}
