package inspector

import "net/http"

// inspectorCSP is the Content-Security-Policy of every inspector
// response: scripts, styles and requests from the server itself only,
// nothing inline, no frames.
const inspectorCSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
	"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// SecureHeaders sets the headers of every inspector response: its
// Content-Security-Policy, and no caching, sniffing, framing or referrer.
func SecureHeaders(h http.Header) {
	h.Set("Content-Security-Policy", inspectorCSP)
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
}
