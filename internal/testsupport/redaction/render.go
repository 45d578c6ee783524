package redaction

import (
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"reflect"
	"strings"
)

// verbs are the fmt verbs every value is printed with.
var verbs = []string{"%v", "%+v", "%#v", "%s", "%q", "%x"}

// handlers are the slog handlers every value is logged with.
var handlers = map[string]func(io.Writer) slog.Handler{
	"text": func(w io.Writer) slog.Handler { return slog.NewTextHandler(w, nil) },
	"json": func(w io.Writer) slog.Handler { return slog.NewJSONHandler(w, nil) },
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
