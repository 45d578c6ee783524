// Package api is the engine of one account of the fake: what every
// resource family is served through. So far it holds the API's errors:
// Error, with its status and code, the helpers that make the common ones,
// As, which maps any error a handler returns to the error it answers, and
// the twins of ingresstest's error codes (codes_gen.go), so that code
// below ingresstest answers with the codes users read there.
package api
