package yamldoc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// jsonLevel is an object or an array of a JSON document being walked,
// with where the walk is in it.
type jsonLevel struct {
	object  bool
	wantKey bool                // an object's next token is a key
	key     string              // the object's member being read
	keys    map[string]struct{} // the object's keys so far
	index   int                 // the array's element being read
}

// CheckJSON refuses in doc, a valid JSON text, what encoding/json lets
// pass: a key given twice in an object (encoding/json keeps the last) and
// a number beyond the range of a float64, such as 1e400, wherever it is.
// Errors name the key or the number and its path, like
// on_http_request[0].actions.
func CheckJSON(doc []byte) error {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var levels []*jsonLevel
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if n := len(levels); n > 0 && levels[n-1].wantKey {
			if key, ok := tok.(string); ok {
				if err := levels[n-1].member(key, levels[:n-1]); err != nil {
					return err
				}
				continue
			}
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{':
				levels = append(levels, &jsonLevel{object: true, wantKey: true, keys: make(map[string]struct{})})
				continue
			case '[':
				levels = append(levels, &jsonLevel{})
				continue
			}
			levels = levels[:len(levels)-1]
		case json.Number:
			if _, err := strconv.ParseFloat(string(t), 64); errors.Is(err, strconv.ErrRange) {
				return fmt.Errorf("the number %s at %s is out of range", t, jsonPath(levels))
			}
		}
		if n := len(levels); n > 0 {
			levels[n-1].next()
		}
	}
}

// member starts reading the member key of the object l, which is at the
// path of the levels outside it, refusing a key given twice.
func (l *jsonLevel) member(key string, outside []*jsonLevel) error {
	if _, dup := l.keys[key]; dup {
		where := "at the top level"
		if len(outside) > 0 {
			where = "in " + jsonPath(outside)
		}
		return fmt.Errorf("the key %q is given twice %s", key, where)
	}
	l.keys[key] = struct{}{}
	l.key, l.wantKey = key, false
	return nil
}

// next moves l past the value just read.
func (l *jsonLevel) next() {
	if l.object {
		l.wantKey = true
	} else {
		l.index++
	}
}

// jsonPath returns the path of the value being read at levels, like
// on_http_request[0].actions, or "the top level" for none.
func jsonPath(levels []*jsonLevel) string {
	if len(levels) == 0 {
		return "the top level"
	}
	var b strings.Builder
	for _, l := range levels {
		switch {
		case !l.object:
			fmt.Fprintf(&b, "[%d]", l.index)
		case b.Len() > 0:
			b.WriteString("." + l.key)
		default:
			b.WriteString(l.key)
		}
	}
	return b.String()
}
