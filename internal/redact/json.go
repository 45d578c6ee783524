package redact

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// maxJSONDepth is how deep JSON may nest before JSON stops reading it and
// hides the rest, so that the work and the stack stay bounded.
const maxJSONDepth = 512

// quotedText is Text as a JSON string, what JSON puts in place of a
// secret value.
const quotedText = `"` + Text + `"`

// JSON returns body, a JSON document or the start of one (a body cut after
// some bytes), with the value of every member that holds a secret replaced
// by "[REDACTED]": the members the client's logs hide wherever they appear
// (see secretMember), basic auth credentials, the value of a vault secret
// (a "value" member of the top-level object) and of an AI provider's API
// key (a "value" in an element of an "api_keys" list). A Traffic Policy
// sent as text, the string of a traffic_policy or policy member or the
// "value" of a traffic_policy object, is redacted too (see policy). Member
// names match in any letter case and with escapes, as encoding/json
// matches them. A secret value that the cut ends is replaced too, so no
// byte of it shows; null and "" show as they are, as they hold no secret.
// From the first byte that is not JSON on, the rest of the body is
// replaced by [REDACTED]: what follows cannot be told apart. body is not
// changed; the result is body itself when nothing is hidden.
func JSON(body []byte) []byte { return redactJSON(body, false) }

// redactJSON is JSON for body, which is the text of a Traffic Policy when
// inPolicy is set.
func redactJSON(body []byte, inPolicy bool) []byte {
	sc := jsonScanner{b: body, inPolicy: inPolicy}
	sc.ws()
	if sc.p < len(sc.b) {
		sc.value(false, place{})
		if !sc.stop {
			if sc.ws(); sc.p < len(sc.b) {
				sc.bad()
			}
		}
	}
	if sc.stop && sc.p < len(sc.b) && !sc.cut {
		sc.replace(sc.p, len(sc.b), Text)
	}
	if len(sc.spans) == 0 {
		return body
	}
	var out bytes.Buffer
	out.Grow(len(body))
	at := 0
	for _, s := range sc.spans {
		out.Write(body[at:s.start])
		out.WriteString(s.with)
		at = s.end
	}
	out.Write(body[at:])
	return out.Bytes()
}

// span is a part of the body to replace.
type span struct {
	start, end int
	with       string
}

// jsonScanner reads a JSON prefix once and notes the spans to replace.
type jsonScanner struct {
	b     []byte
	p     int
	spans []span
	// stop is set when reading ends before the body does: at a byte that
	// is not JSON, too deep, or at the end of a cut body (cut).
	stop, cut bool
	// skipping is set inside a value replaced whole, whose parts need no
	// spans of their own.
	skipping bool
	// inPolicy is set when the body is the text of a Traffic Policy.
	inPolicy bool
}

// replace notes that body[start:end] is to be replaced by with.
func (sc *jsonScanner) replace(start, end int, with string) {
	if !sc.skipping {
		sc.spans = append(sc.spans, span{start, end, with})
	}
}

// ws skips white space.
func (sc *jsonScanner) ws() {
	for sc.p < len(sc.b) {
		switch sc.b[sc.p] {
		case ' ', '\t', '\n', '\r':
			sc.p++
		default:
			return
		}
	}
}

// end reports whether the body has ended, marking the stop as a cut.
func (sc *jsonScanner) end() bool {
	if sc.p >= len(sc.b) {
		sc.stop, sc.cut = true, true
		return true
	}
	return false
}

// bad stops reading at the current byte, which is not JSON.
func (sc *jsonScanner) bad() { sc.stop = true }

// place says where a value stands, for the members whose secrecy depends
// on it.
type place struct {
	// member is the name of the member that holds the value, in lower
	// case; "" in a list or at the top.
	member string
	// depth is how deep the value nests: 0 at the top.
	depth int
	// keyElem is set for an element of a list of API keys.
	keyElem bool
	// module is set for the "value" member of an object that a policy
	// member holds: the text of the traffic policy module of an edge or
	// a route.
	module bool
}

// value reads one value; secret says that it is a secret.
func (sc *jsonScanner) value(secret bool, at place) {
	if at.depth > maxJSONDepth {
		sc.bad()
		return
	}
	sc.ws()
	if sc.end() {
		return
	}
	start := sc.p
	if secret {
		sc.skipValue(at)
		if sc.stop && !sc.cut {
			// The rest is hidden from the secret's first byte on.
			sc.p = start
			return
		}
		if v := string(sc.b[start:sc.p]); sc.cut || (v != "null" && v != `""`) {
			sc.replace(start, sc.p, quotedText)
		}
		return
	}
	switch sc.b[sc.p] {
	case '{':
		sc.object(at)
	case '[':
		sc.list(at)
	case '"':
		text, closed, ok := sc.str()
		if ok && (policyMember(at.member) || at.module) {
			sc.policy(start, text, closed)
		}
	default:
		sc.scalar()
	}
}

// skipValue reads a value without noting spans inside it: the caller
// replaces it whole.
func (sc *jsonScanner) skipValue(at place) {
	saved := sc.skipping
	sc.skipping = true
	sc.value(false, place{depth: at.depth})
	sc.skipping = saved
}

// object reads an object, whose '{' is at the current byte.
func (sc *jsonScanner) object(at place) {
	sc.p++
	for first := true; ; first = false {
		if !sc.next(first, '}') {
			return
		}
		if sc.b[sc.p] != '"' {
			sc.bad()
			return
		}
		key, closed, ok := sc.str()
		if !ok || !closed {
			return
		}
		sc.ws()
		if sc.end() {
			return
		}
		if sc.b[sc.p] != ':' {
			sc.bad()
			return
		}
		sc.p++
		name := foldName(key)
		sc.value(secretAt(name, at), place{
			member: name, depth: at.depth + 1,
			module: name == "value" && policyMember(at.member),
		})
		if sc.stop {
			return
		}
	}
}

// foldName returns the member name key as encoding/json matches it to a
// field: in lower case, with each letter that folds to an ASCII letter
// (the Kelvin sign, the long s) written as that letter.
func foldName(key string) string {
	return strings.Map(func(r rune) rune {
		for f := unicode.SimpleFold(r); r >= utf8.RuneSelf && f != r; f = unicode.SimpleFold(f) {
			if f < utf8.RuneSelf {
				return unicode.ToLower(f)
			}
		}
		return unicode.ToLower(r)
	}, key)
}

// list reads a list, whose '[' is at the current byte.
func (sc *jsonScanner) list(at place) {
	sc.p++
	for first := true; ; first = false {
		if !sc.next(first, ']') {
			return
		}
		sc.value(false, place{depth: at.depth + 1, keyElem: at.member == "api_keys"})
		if sc.stop {
			return
		}
	}
}

// next moves to the next member or element of an object or list that
// closes with closer, past the comma before it unless first. It reports
// false when there is none: the closer was read, or reading stopped.
func (sc *jsonScanner) next(first bool, closer byte) bool {
	sc.ws()
	if sc.end() {
		return false
	}
	if sc.b[sc.p] == closer {
		sc.p++
		return false
	}
	if !first {
		if sc.b[sc.p] != ',' {
			sc.bad()
			return false
		}
		sc.p++
		sc.ws()
		if sc.end() {
			return false
		}
	}
	return true
}

// secretAt reports whether the member name of an object standing at holds
// a secret.
func secretAt(name string, at place) bool {
	switch {
	case secretMember(name), name == "credentials":
		return true
	case name == "value":
		return at.depth == 0 || at.keyElem
	}
	return false
}

// str reads a string, whose '"' is at the current byte, and returns its
// decoded text. closed is false when the body ends inside it (the text
// then holds what came before); ok is false when it is not a valid
// string.
func (sc *jsonScanner) str() (text string, closed, ok bool) {
	var out strings.Builder
	p := sc.p + 1
	for p < len(sc.b) {
		c := sc.b[p]
		switch {
		case c == '"':
			sc.p = p + 1
			return out.String(), true, true
		case c < 0x20:
			sc.p = p
			sc.bad()
			return "", false, false
		case c == '\\':
			r, n := unescape(sc.b[p:])
			if n < 0 {
				sc.p = p
				sc.bad()
				return "", false, false
			}
			if n == 0 {
				sc.p = len(sc.b)
				sc.stop, sc.cut = true, true
				return out.String(), false, true
			}
			out.WriteRune(r)
			p += n
		default:
			r, n := utf8.DecodeRune(sc.b[p:])
			out.WriteRune(r)
			p += n
		}
	}
	sc.p = len(sc.b)
	sc.stop, sc.cut = true, true
	return out.String(), false, true
}

// unescape decodes the escape at the start of b and returns the rune and
// its length: 0 when b ends inside it, -1 when it is not an escape.
func unescape(b []byte) (rune, int) {
	if len(b) < 2 {
		return 0, 0
	}
	switch b[1] {
	case '"', '\\', '/':
		return rune(b[1]), 2
	case 'b':
		return '\b', 2
	case 'f':
		return '\f', 2
	case 'n':
		return '\n', 2
	case 'r':
		return '\r', 2
	case 't':
		return '\t', 2
	case 'u':
		r, n := hex4(b[2:])
		if n <= 0 {
			return 0, n
		}
		if utf16.IsSurrogate(r) {
			if len(b) < 12 && (len(b) < 7 || b[6] == '\\') && (len(b) < 8 || b[7] == 'u') {
				return 0, 0
			}
			if b[6] == '\\' && b[7] == 'u' {
				if r2, n2 := hex4(b[8:]); n2 > 0 {
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						return dec, 12
					}
				}
			}
			return utf8.RuneError, 6
		}
		return r, 6
	}
	return 0, -1
}

// hex4 decodes four hex digits: n is 4, 0 when b ends first, or -1 when
// they are not hex.
func hex4(b []byte) (rune, int) {
	var r rune
	for i := range 4 {
		if i >= len(b) {
			return 0, 0
		}
		c := b[i]
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, -1
		}
	}
	return r, 4
}

// scalar reads a number, true, false or null.
func (sc *jsonScanner) scalar() {
	start := sc.p
	for sc.p < len(sc.b) && strings.IndexByte("0123456789+-.eEtrufalsn", sc.b[sc.p]) >= 0 {
		sc.p++
	}
	word := string(sc.b[start:sc.p])
	if word == "" {
		sc.bad()
		return
	}
	switch {
	case word[0] == '-' || ('0' <= word[0] && word[0] <= '9'):
		if strings.ContainsAny(word, "trufalsn") {
			sc.p = start
			sc.bad()
			return
		}
	case sc.p == len(sc.b):
		if !strings.HasPrefix("true", word) && !strings.HasPrefix("false", word) && !strings.HasPrefix("null", word) {
			sc.p = start
			sc.bad()
		}
		return
	case word != "true" && word != "false" && word != "null":
		sc.p = start
		sc.bad()
	}
}
