package redact

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// A Traffic Policy travels in a body as text: the string of a
// traffic_policy or policy member (a cloud endpoint's), or the "value" of
// a traffic_policy object (the module of an edge or a route). Text that
// starts like JSON is redacted inside as JSON is, member by member, so
// that what it holds besides its secrets shows, also when a cut ends it;
// where it stops being JSON, the rest of it is hidden. Text in any other
// syntax is YAML, whose quoting, escapes, anchors and folds spell a
// member name in more ways than looking at the text can tell: it is read
// as the fake reads it (yamldoc.Object, then member names matched as
// encoding/json matches them), and it shows only when what it reads to
// holds no secret. It is hidden whole when that cannot be told: when a
// cut ends it, when it does not read, when it is longer than
// maxYAMLPolicy, or when it stands inside another policy, where it is not
// read, so that each byte of a body is read as YAML at most once.

// maxYAMLPolicy is the longest policy in YAML that is read to tell whether
// it holds a secret: 1 MiB, the fake's default bound on a request body.
// A longer one is hidden whole.
const maxYAMLPolicy = 1 << 20

// policyMember reports whether member holds a Traffic Policy as text.
func policyMember(member string) bool {
	return member == "traffic_policy" || member == "policy"
}

// policy replaces the string that starts at start, a Traffic Policy whose
// decoded text is text (closed when the string ended before the body), by
// its redaction: a JSON policy redacted inside, a YAML one whole unless it
// shows (see yamlShows). Text of nothing but white space shows.
func (sc *jsonScanner) policy(start int, text string, closed bool) {
	trimmed := strings.TrimLeft(text, " \t\r\n")
	if strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[") {
		red := redactJSON([]byte(text), true)
		if string(red) == text {
			return
		}
		enc, _ := json.Marshal(string(red))
		if !closed {
			enc = enc[:len(enc)-1]
		}
		sc.replace(start, sc.p, string(enc))
		return
	}
	if closed && (trimmed == "" || !sc.inPolicy && yamlShows(text)) {
		return
	}
	sc.replace(start, sc.p, quotedText)
}

// yamlShows reports whether text, a whole policy in YAML, reads as the
// fake reads it, within maxYAMLPolicy, to a document that holds no secret.
func yamlShows(text string) bool {
	if len(text) > maxYAMLPolicy {
		return false
	}
	doc, err := yamldoc.Object([]byte(text))
	if err != nil {
		return false
	}
	return bytes.Equal(redactJSON(doc, true), doc)
}
