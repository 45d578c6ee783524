package redaction

import (
	"bytes"
	"context"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"reflect"
	"strings"
	"testing"
)

// verbs are the fmt verbs every value is printed with.
var verbs = []string{"%v", "%+v", "%#v", "%s", "%q", "%x"}

// handlers are the slog handlers every value is logged with.
var handlers = map[string]func(io.Writer) slog.Handler{
	"text": func(w io.Writer) slog.Handler { return slog.NewTextHandler(w, nil) },
	"json": func(w io.Writer) slog.Handler { return slog.NewJSONHandler(w, nil) },
}

func TestNoStructShowsASecret(t *testing.T) {
	secrets := 0
	for _, typ := range registry {
		t.Run(typ.String(), func(t *testing.T) {
			for variant := 0; ; variant++ {
				fl := newFiller(variant)
				v := reflect.New(typ).Elem()
				fl.fill(v, false)
				secrets += len(fl.secret)
				honest := len(fl.shown) == 0
				for how, out := range renderings(v) {
					if strings.Contains(out, "PANIC") || strings.Contains(out, "!ERROR") {
						t.Errorf("%s failed: %s", how, out)
					}
					for _, m := range fl.secret {
						if shows(out, m) {
							t.Errorf("%s shows the secret marker %s: %s", how, m, out)
						}
					}
					honest = honest || showsAny(out, fl.shown)
				}
				if !honest {
					t.Errorf("no rendering shows any of the markers %v of the members that are not secret", fl.shown)
				}
				if variant+1 >= fl.variants {
					break
				}
			}
		})
	}
	if run := flag.Lookup("test.run"); secrets < 20 && (run == nil || run.Value.String() == "") {
		t.Errorf("only %d secret markers were set: the secrets are not found by their members", secrets)
	}
}

// renderings prints v with every verb, as a value and through a pointer,
// and logs it with every handler as an attribute's value, through a
// pointer and within a group.
func renderings(v reflect.Value) map[string]string {
	ptr := reflect.New(v.Type())
	ptr.Elem().Set(v)
	out := map[string]string{}
	for _, verb := range verbs {
		out["fmt "+verb+" of the value"] = fmt.Sprintf(verb, v.Interface())
		out["fmt "+verb+" of a pointer"] = fmt.Sprintf(verb, ptr.Interface())
	}
	for name, handler := range handlers {
		for how, attr := range map[string]slog.Attr{
			"the value": slog.Any("value", v.Interface()),
			"a pointer": slog.Any("pointer", ptr.Interface()),
			"a group's": slog.Group("group", slog.Any("nested", v.Interface())),
		} {
			var buf bytes.Buffer
			slog.New(handler(&buf)).LogAttrs(context.Background(), slog.LevelInfo, "m", attr)
			out["slog "+name+" of "+how] = buf.String()
		}
	}
	return out
}

// shows reports whether out holds the marker m, as it is or in hex.
func shows(out, m string) bool {
	return strings.Contains(out, m) || strings.Contains(out, hex.EncodeToString([]byte(m)))
}

func showsAny(out string, markers []string) bool {
	for _, m := range markers {
		if shows(out, m) {
			return true
		}
	}
	return false
}
