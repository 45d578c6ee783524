package redact

import (
	"bytes"
	"fmt"
	"log/slog"
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

type inner struct {
	Name   string `json:"name"`
	Secret string `json:"secret"`
}

func (i inner) Format(f fmt.State, verb rune) { Format(f, verb, i) }
func (i inner) LogValue() slog.Value          { return LogValue(i) }

// Embedded is embedded in holder, as JSON flattens it.
type Embedded struct {
	Name   string `json:"name"`
	Secret string `json:"secret"`
}

func (e Embedded) Format(f fmt.State, verb rune) { Format(f, verb, e) }
func (e Embedded) LogValue() slog.Value          { return LogValue(e) }

type holder struct {
	Embedded
	ID        string            `json:"id"`
	Token     *string           `json:"token"`
	Empty     string            `json:"client_secret"`
	Inner     inner             `json:"inner"`
	Inners    []inner           `json:"inners"`
	ByName    map[string]*inner `json:"by_name"`
	Tags      []string          `json:"tags"`
	When      time.Time         `json:"when"`
	Skipped   *inner            `json:"skipped"`
	Ignored   string            `json:"-"`
	unexposed string
}

func (h holder) Format(f fmt.State, verb rune) { Format(f, verb, h) }
func (h holder) LogValue() slog.Value          { return LogValue(h) }

func sample() holder {
	return holder{
		Embedded: Embedded{Name: "embedded-name", Secret: "embedded-SECRET"},
		ID:       "visible-id", Token: new("tok-SECRET"),
		Inner:  inner{Name: "in-name", Secret: "in-SECRET"},
		Inners: []inner{{Name: "el-name", Secret: "el-SECRET"}},
		ByName: map[string]*inner{"k": {Name: "map-name", Secret: "map-SECRET"}},
		Tags:   []string{"tag"}, Ignored: "ignored", unexposed: "unexposed",
	}
}

func TestFormatHidesSecretsWithEveryVerb(t *testing.T) {
	h := sample()
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%10v", "%d"} {
		for _, v := range []any{h, &h} {
			out := fmt.Sprintf(verb, v)
			assert.NotContains(t, out, "SECRET", verb)
			assert.NotContains(t, out, fmt.Sprintf("%x", "SECRET"), verb)
		}
	}
	assert.Contains(t, fmt.Sprintf("%+v", h), "Embedded:{Name:embedded-name Secret:[REDACTED]} ID:visible-id Token:[REDACTED] Empty: Inner:{Name:in-name Secret:[REDACTED]}")
	assert.Contains(t, fmt.Sprintf("%#v", h), `redact.holder{Embedded:redact.Embedded{Name:"embedded-name", Secret:"[REDACTED]"}, ID:"visible-id", Token:"[REDACTED]", Empty:"", Inner:redact.inner{`)
	assert.Contains(t, fmt.Sprintf("%v", h), "unexposed")
	assert.Equal(t, "<nil>", fmt.Sprint((*holder)(nil)))
}

func TestLogValueHidesSecretsWithEveryHandler(t *testing.T) {
	h := sample()
	for _, v := range []any{h, &h} {
		var text, js bytes.Buffer
		for _, l := range []*slog.Logger{slog.New(slog.NewTextHandler(&text, nil)), slog.New(slog.NewJSONHandler(&js, nil))} {
			l.Info("m", "h", v, slog.Group("g", slog.Any("h", v)))
		}
		for _, out := range []string{text.String(), js.String()} {
			assert.NotContains(t, out, "SECRET")
			assert.NotContains(t, out, "ignored")
			assert.Contains(t, out, "[REDACTED]")
			for _, shown := range []string{"visible-id", "in-name", "el-name", "map-name", "tag"} {
				assert.Contains(t, out, shown)
			}
		}
		assert.Contains(t, js.String(), `"h":{"name":"embedded-name","secret":"[REDACTED]","id":"visible-id","token":"[REDACTED]","client_secret":"","inner":{"name":"in-name","secret":"[REDACTED]"},"inners":{"0":{"name":"el-name","secret":"[REDACTED]"}},"by_name":{"k":{"name":"map-name","secret":"[REDACTED]"}},"tags":["tag"],"when":"0001-01-01T00:00:00Z"}`)
	}
}

func TestNotAStructRendersAsText(t *testing.T) {
	assert.Equal(t, Text, LogValue("x").String())
	assert.Equal(t, Text, LogValue((*holder)(nil)).String())
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "%v", formatter{"x"})
	assert.Equal(t, Text, buf.String())
}

type formatter struct{ s any }

func (f formatter) Format(st fmt.State, verb rune) { Format(st, verb, f.s) }

func TestSecretByMemberAndOwner(t *testing.T) {
	type plain struct {
		Value       string `json:"value"`
		Credentials string `json:"credentials"`
		APIKey      string `json:"api_key,omitempty"`
		Untagged    string
	}
	pt := reflect.TypeFor[plain]()
	for i, want := range []bool{false, false, true, false} {
		assert.Equal(t, want, Secret(pt, pt.Field(i)), pt.Field(i).Name)
	}
	assert.True(t, ownSecret(module+"/vaults.SecretCreateParams.value"))
	assert.False(t, ownSecret(module+"/edges.TrafficPolicy.value"))
}
