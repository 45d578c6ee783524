package vaults_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/vaults"
)

// plaintext is the value the printing tests hide.
const plaintext = "hunter2-plaintext"

// holder keeps params in unexported fields, where fmt cannot call their
// methods and reads the fields itself.
type holder struct {
	create vaults.SecretCreateParams
	update *vaults.SecretUpdateParams
	value  vaults.Value
	deep   struct{ inner vaults.SecretCreateParams }
}

// Exported mirrors holder with exported fields, where fmt calls the
// methods of the fields.
type Exported struct {
	Create vaults.SecretCreateParams
	Update *vaults.SecretUpdateParams
	Value  vaults.Value
}

func newParams() (*vaults.SecretCreateParams, *vaults.SecretUpdateParams) {
	return &vaults.SecretCreateParams{VaultID: "vault_1", Name: "db", Value: vaults.NewValue(plaintext), Description: new("d")},
		&vaults.SecretUpdateParams{Name: new("db2"), Value: vaults.NewValue(plaintext)}
}

func TestValueNeverPrintedByFmt(t *testing.T) {
	create, update := newParams()
	h := holder{create: *create, update: update, value: create.Value}
	h.deep.inner = *create
	e := Exported{Create: *create, Update: update, Value: create.Value}
	values := map[string]any{
		"value": create.Value, "*value": &create.Value,
		"create": *create, "*create": create, "*update": update, "update": *update,
		"holder": h, "*holder": &h, "exported": e, "*exported": &e,
		"slice": []vaults.Value{create.Value}, "map": map[string]vaults.Value{"k": create.Value},
		"any in slice": []any{create, update},
	}
	verbs := []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%X", "%10v", "%-20s", "%T %v", "%d"}
	for name, v := range values {
		for _, verb := range verbs {
			out := fmt.Sprintf(verb, v)
			assert.NotContains(t, out, plaintext, "%s printed with %s: %s", name, verb, out)
			assert.NotContains(t, out, fmt.Sprintf("%x", plaintext), "%s printed with %s in hex", name, verb)
		}
		for _, out := range []string{fmt.Sprint(v), fmt.Sprintln(v), fmt.Sprint(&v)} {
			assert.NotContains(t, out, plaintext, "%s printed with Sprint", name)
		}
	}
	assert.Equal(t, "[REDACTED]", fmt.Sprint(create.Value))
	assert.Equal(t, `"[REDACTED]"`, fmt.Sprintf("%q", create.Value))
	assert.Equal(t, `vaults.NewValue("[REDACTED]")`, fmt.Sprintf("%#v", create.Value))
	assert.Equal(t, "vaults.Value{}", fmt.Sprintf("%#v", vaults.Value{}))
	assert.Equal(t, "", vaults.Value{}.String(), "the zero Value shows as no value")
	assert.Contains(t, fmt.Sprintf("%+v", create), "Value:[REDACTED]")
}

func TestValueNeverLoggedBySlog(t *testing.T) {
	create, update := newParams()
	h := holder{create: *create, update: update, value: create.Value}
	e := Exported{Create: *create, Update: update, Value: create.Value}
	for _, handler := range []func(*bytes.Buffer) slog.Handler{
		func(b *bytes.Buffer) slog.Handler { return slog.NewTextHandler(b, nil) },
		func(b *bytes.Buffer) slog.Handler { return slog.NewJSONHandler(b, nil) },
	} {
		var buf bytes.Buffer
		log := slog.New(handler(&buf))
		log.Info("m", "value", create.Value, "create", create, "create value", *create, "update", update,
			"holder", h, "exported", e, slog.Group("g", "create", create))
		log.Info("m", slog.Any("values", []vaults.Value{create.Value}))
		assert.NotContains(t, buf.String(), plaintext, buf.String())
		assert.Contains(t, buf.String(), "[REDACTED]")
		assert.Contains(t, buf.String(), "db2", "the other fields are logged")
	}
}

func TestValueJSON(t *testing.T) {
	create, _ := newParams()
	_, err := json.Marshal(create)
	require.Error(t, err, "a Value does not encode on its own")
	assert.NotContains(t, err.Error(), plaintext)

	var decoded vaults.SecretCreateParams
	require.NoError(t, json.Unmarshal([]byte(`{"name":"n","value":"`+plaintext+`"}`), &decoded))
	assert.False(t, decoded.Value.IsZero())
	assert.NotContains(t, fmt.Sprintf("%#v", decoded), plaintext)

	require.NoError(t, json.Unmarshal([]byte(`{"value":null}`), &decoded))
	assert.False(t, decoded.Value.IsZero(), "null keeps the value")

	var fresh vaults.SecretUpdateParams
	require.NoError(t, json.Unmarshal([]byte(`{}`), &fresh))
	assert.True(t, fresh.Value.IsZero())

	err = json.Unmarshal([]byte(`{"value":12345}`), &fresh)
	var typeErr *json.UnmarshalTypeError
	require.ErrorAs(t, err, &typeErr)
	assert.Equal(t, "value", typeErr.Field)
	assert.NotContains(t, err.Error(), "12345")
}
