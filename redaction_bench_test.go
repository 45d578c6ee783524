package ingress

import (
	"strings"
	"testing"
)

// BenchmarkRedact measures redaction of server-sent text of the sizes the
// client meets: a typical error document and a full 1 MiB error body.
func BenchmarkRedact(b *testing.B) {
	cred := newCredentials(fuzzSecret)
	doc := `{"error_code":"ERR_NGROK_404","status_code":404,"msg":"Resource not found: the key ` + fuzzSecret +
		` has no access","details":{"operation_id":"op_2a6YQzL7wXr2Tn8VbK4mYp6HsD1"}}`
	for _, bc := range []struct{ name, text string }{
		{"document", doc},
		{"path", "/api_keys/ak_2a6YQzL7wXr2Tn8VbK4mYp6HsD1"},
		{"1MiB", strings.Repeat(doc, 1<<20/len(doc))},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.text)))
			b.ReportAllocs()
			for b.Loop() {
				cred.redact(bc.text)
			}
		})
	}
}
