package vaults

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// errValueNotEncoded is the error of Value's MarshalJSON.
var errValueNotEncoded = errors.New("vaults: a secret value is sent only by SecretClient, never encoded on its own")

// Value is the value of a secret, which the API takes but never returns.
// Make one with NewValue; the zero Value is no value.
//
// A Value never shows what it holds: String, every fmt verb (%v, %+v,
// %#v, %s, %q, %x, ...), slog and the SDK's errors render a set Value as
// "[REDACTED]". It keeps the text behind a pointer, so even fmt's view of
// a struct that holds a Value in an unexported field, where fmt cannot
// call these methods, shows an address and not the text. It does not
// encode to JSON on its own either (json.Marshal fails, naming no value),
// so that logging a structure that holds it as JSON cannot leak it:
// SecretClient's Create and Update are what send it to the API. It
// decodes from a JSON string, as ingresstest reads it.
type Value struct {
	p *string
}

// NewValue returns a Value holding s.
func NewValue(s string) Value { return Value{p: &s} }

// IsZero reports whether v holds no value, as the zero Value does.
func (v Value) IsZero() bool { return v.p == nil }

// String returns "[REDACTED]" for a set value and "" for the zero Value.
func (v Value) String() string {
	if v.p == nil {
		return ""
	}
	return redact.Text
}

// GoString renders v for %#v without its text.
func (v Value) GoString() string {
	if v.p == nil {
		return "vaults.Value{}"
	}
	return `vaults.NewValue("` + redact.Text + `")`
}

// Format renders v for every fmt verb as String does, and for %#v as
// GoString does.
func (v Value) Format(f fmt.State, verb rune) {
	if verb == 'v' && f.Flag('#') {
		io.WriteString(f, v.GoString())
		return
	}
	fmt.Fprintf(f, fmt.FormatString(f, verb), v.String())
}

// LogValue makes slog render v as String does.
func (v Value) LogValue() slog.Value { return slog.StringValue(v.String()) }

// MarshalJSON refuses to encode v: see Value.
func (v Value) MarshalJSON() ([]byte, error) { return nil, errValueNotEncoded }

// UnmarshalJSON reads v from a JSON string; null leaves v unchanged. An
// error names the JSON type found, never the text.
func (v *Value) UnmarshalJSON(data []byte) error {
	var s *string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	if s != nil {
		v.p = s
	}
	return nil
}

// text returns what v holds, "" for the zero Value; only the requests of
// SecretClient and the rules of Validate read it.
func (v Value) text() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}
