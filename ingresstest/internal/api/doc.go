// Package api is the engine of one account of the fake: what every
// resource family is served through. Engine holds the account's records
// and the lock that guards them, its clock, IDs and routes, and the
// listeners of its changes (Event). Beside it: the API's errors (Error,
// the helpers that make the common ones, and As, which maps any error a
// handler returns to the error it answers); the twins of ingresstest's
// error codes (codes_gen.go), so that code below ingresstest answers with
// the codes users read there; the writing of answers (Answers, WriteJSON,
// WriteError, PreEncoded, and Page, a list's page assembled from kept
// encodings); the decoding of request bodies (Decode); and a request's
// scope: its operation ID and the user it authenticated (WithScope,
// Authenticated, OperationID, CallerOf); and what more than one group of
// families shares: lookups of reservations, deletions announced one by one,
// the links of tunnel groups (shared.go), and the parsing of uploaded TLS
// certificates and authorities (certificates.go).
package api
