package snapshot

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
)

// URIRewriter returns the function that rewrites the records of a table
// so that the URIs that start with the base URL from start with to
// instead, or that leaves them as they are when the two are the same.
// Only JSON strings that start with from and "/" change; every other byte
// stays as it is, so that the objects that records hold as raw JSON
// (delivered events) keep the order of their members.
func URIRewriter(from, to string) func(json.RawMessage) (json.RawMessage, error) {
	if from == to || from == "" {
		return func(raw json.RawMessage) (json.RawMessage, error) { return raw, nil }
	}
	return func(raw json.RawMessage) (json.RawMessage, error) {
		if len(raw) == 0 || !bytes.Contains(raw, []byte(from)) {
			return raw, nil
		}
		if !json.Valid(raw) {
			return nil, errors.New("the records are not valid JSON")
		}
		return rewriteStrings(raw, from+"/", to+"/")
	}
}

// rewriteStrings returns raw, valid JSON, with the strings that start
// with from starting with to instead.
func rewriteStrings(raw []byte, from, to string) ([]byte, error) {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); {
		if raw[i] != '"' {
			out = append(out, raw[i])
			i++
			continue
		}
		end := i + 1
		for raw[end] != '"' {
			if raw[end] == '\\' {
				end++
			}
			end++
		}
		token := raw[i : end+1]
		i = end + 1
		var str string
		if err := json.Unmarshal(token, &str); err != nil {
			return nil, err
		}
		rest, ok := strings.CutPrefix(str, from)
		if !ok {
			out = append(out, token...)
			continue
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(to + rest); err != nil {
			return nil, err
		}
		out = append(out, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
	}
	return out, nil
}
