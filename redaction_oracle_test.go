package ingress

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// everyOffsetMatch is the plainest statement of where text spells key:
// from offset i, each byte of the key in turn spelt by the bytes that
// follow, the way spelling reads them. It returns where the spelling ends,
// or -1. It tries every way a byte may be spelt, so its work grows with the
// square of the text's length; it serves as the oracle of the scanner.
func everyOffsetMatch(key, text string, i int) int {
	if len(key) == 0 {
		return i
	}
	for _, n := range spellings(text[i:], key[0]) {
		if end := everyOffsetMatch(key[1:], text, i+n); end >= 0 {
			return end
		}
	}
	return -1
}

// spellings returns the lengths of the spellings of b at the start of
// text: b itself in either letter case, %XX with any number of "25" after
// the "%", or a JSON \u00XX or \/ after any number of backslashes.
func spellings(text string, b byte) []int {
	var ns []int
	if len(text) > 0 && sameLetter(text[0], b) {
		ns = append(ns, 1)
	}
	switch {
	case strings.HasPrefix(text, "%"):
		j := 1
		for len(text) >= j+4 && text[j:j+2] == "25" && isHex(text[j+2]) && isHex(text[j+3]) {
			j += 2
		}
		if len(text) >= j+2 && isHex(text[j]) && isHex(text[j+1]) && sameLetter(unhex(text[j])<<4|unhex(text[j+1]), b) {
			ns = append(ns, j+2)
		}
	case strings.HasPrefix(text, `\`):
		j := len(text) - len(strings.TrimLeft(text, `\`))
		rest := text[j:]
		if len(rest) >= 5 && rest[:3] == "u00" && isHex(rest[3]) && isHex(rest[4]) && sameLetter(unhex(rest[3])<<4|unhex(rest[4]), b) {
			ns = append(ns, j+5)
		}
		if strings.HasPrefix(rest, "/") && b == '/' {
			ns = append(ns, j+1)
		}
	}
	return ns
}

// spelt reports whether text spells key anywhere, by the oracle.
func spelt(key, text string) bool {
	for i := range text {
		if everyOffsetMatch(key, text, i) >= 0 {
			return true
		}
	}
	return false
}

// oracleKeys are keys with bytes that escapes also spell: letters, digits,
// '%', '\' and '/'.
var oracleKeys = []string{"ik_9F", "a%2", `x\/y`, "aab", `%\u`, "5a5"}

// oracleText builds a random text out of pieces of key, escapes of its
// bytes and the bytes escapes are made of.
func oracleText(r *rand.Rand, key string) string {
	pieces := []string{`\`, `\\`, "%", "25", "%25", "u00", `\u00`, "/", "0", "x", "5", "2"}
	for i := 0; i < len(key); i++ {
		c := key[i]
		pieces = append(pieces, key[i:i+1], strings.ToUpper(key[i:i+1]), fmt.Sprintf("%%%02x", c),
			fmt.Sprintf("%%25%02X", c), fmt.Sprintf(`\u%04x`, c), fmt.Sprintf(`\\\u%04X`, c), key[:i+1])
	}
	var b strings.Builder
	for range 1 + r.IntN(16) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestRedactionHidesWhatTheOracleFinds redacts random texts rich in
// escapes and pieces of the key: wherever the oracle finds the key, the
// scanner finds it too, and the oracle finds it nowhere in what redaction
// leaves.
func TestRedactionHidesWhatTheOracleFinds(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 1))
	for _, key := range oracleKeys {
		found := 0
		for range 20_000 {
			text := oracleText(r, key)
			out, err := redactText(context.Background(), key, text)
			if err != nil {
				t.Fatal(err)
			}
			if !spelt(key, text) {
				continue
			}
			found++
			if out == nil {
				t.Fatalf("key %q: %q spells the key, and nothing was redacted", key, text)
			}
			if spelt(key, string(out)) {
				t.Fatalf("key %q: %q is redacted as %q, which still spells the key", key, text, out)
			}
		}
		if found < 1000 {
			t.Errorf("key %q: only %d texts spell the key: the test says little", key, found)
		}
	}
}
