package journal

import (
	"encoding/json"
	"time"

	"github.com/ingresskit/ingress/internal/redact"
)

// Record is a request as a journal holds it: its bodies as they were
// sent, cut, and redacted only when the record is read. Each string it
// holds is its own copy (see NewRecord).
type Record struct {
	// Seq numbers the journal's requests from 1; Add sets it.
	Seq uint64
	// Time is when the request arrived.
	Time time.Time
	// Method is the request's method, cut.
	Method string
	// Target is the path with its query as received, cut; Route is the
	// URL path the server routed on, "" when the record named its
	// operation as it was made.
	Target, Route string
	// op is the operation's name when named is set: the record named it
	// as it was made, having cut the method or the URL path.
	op    string
	named bool
	// Status is the status of the response.
	Status int
	// Fault is the number of the fault injected into the request, 0 for
	// none; what it means is ingresstest's.
	Fault int
	// Request and Response are the starts of the bodies.
	Request, Response Bytes
	// Cost is what the entry counts against the bound on bytes; Add
	// sets it.
	Cost int
}

// Bytes is the start of a body as the journal keeps it.
type Bytes struct {
	// kept is the body's start, as sent.
	kept []byte
	// size is the length of the whole body.
	size int
}

// Text returns the start of the body kept, with every secret redacted
// (see redact.JSON).
func (b Bytes) Text() string { return string(redact.JSON(b.kept)) }

// Size returns the length in bytes of the whole body.
func (b Bytes) Size() int { return b.size }

// Cut reports whether only the start of the body is kept.
func (b Bytes) Cut() bool { return len(b.kept) < b.size }

// BytesHeld returns what the record counts against the bound on bytes
// (see Limits): EntryCost, the length of each string it keeps and the
// room each body holds.
func (rec *Record) BytesHeld() int {
	return EntryCost + len(rec.Method) + len(rec.Target) + len(rec.Route) + cap(rec.Request.kept) + cap(rec.Response.kept)
}

// Operation returns the name of the record's operation: the one it named
// as it was made, or else the one that name gives its method and URL
// path.
func (rec *Record) Operation(name func(method, path string) string) string {
	if rec.named {
		return rec.op
	}
	return name(rec.Method, rec.Route)
}

// Code returns the error_code of the response's body, "" for a status
// below 400 or a body that is not an error's.
func (rec *Record) Code() string {
	if rec.Status < 400 {
		return ""
	}
	return errorCodeOf(rec.Response.kept)
}

// errorCodeOf returns the error_code of an error body, or "" when body is
// not one (a body cut before its end included).
func errorCodeOf(body []byte) string {
	var doc struct {
		ErrorCode string `json:"error_code"`
	}
	if json.Unmarshal(body, &doc) != nil {
		return ""
	}
	return doc.ErrorCode
}
