package journal

import (
	"io"
	"net/http"
)

// Capture is what is learnt of one request as it is served: its record,
// with the start of each body, and the whole request body when it is
// wanted.
type Capture struct {
	// Record is the request's record; the caller sets its Status when
	// the response does not pass through the capture's Writer.
	Record Record
	// bodyBytes is how much of each body the journal keeps.
	bodyBytes int
	// whole is set when the whole request body the handler read is
	// wanted; it is then in read.
	whole bool
	read  []byte
	// readBytes counts the bytes of the request body the handler read.
	readBytes int
	// writer passes the response on (see WriterTo); it lives in the
	// capture so that one allocation serves both.
	writer Writer
}

// NewCapture returns the capture of the request whose record is rec,
// keeping bodyBytes of each body, and the whole request body the handler
// reads when whole is set (see WholeBody).
func NewCapture(rec Record, bodyBytes int, whole bool) *Capture {
	return &Capture{bodyBytes: bodyBytes, whole: whole, Record: rec}
}

// WriterTo returns the writer that passes the response to w, noting it.
func (c *Capture) WriterTo(w http.ResponseWriter) *Writer {
	c.writer = Writer{ResponseWriter: w, c: c}
	return &c.writer
}

// WrapBody makes the body of r, when it has one, note its bytes in the
// capture as the handler reads them.
func (c *Capture) WrapBody(r *http.Request) {
	if r.Body != nil && r.Body != http.NoBody {
		r.Body = &captureBody{ReadCloser: r.Body, c: c}
	}
}

// keepRequest notes p, bytes of the request body the handler read.
func (c *Capture) keepRequest(p []byte) {
	c.readBytes += len(p)
	if c.whole {
		c.read = append(c.read, p...)
		return
	}
	c.Record.Request.kept = keep(c.Record.Request.kept, p, c.bodyBytes)
}

// KeepResponse notes p, bytes of the response body.
func (c *Capture) KeepResponse(p []byte) {
	c.Record.Response.size += len(p)
	c.Record.Response.kept = keep(c.Record.Response.kept, p, c.bodyBytes)
}

// Finish completes the record of the request r and, when j is not nil,
// adds it to j and returns its number; 0 otherwise.
func (c *Capture) Finish(r *http.Request, j *Journal) uint64 {
	c.Record.Request.size = c.readBytes
	if r.ContentLength > 0 {
		c.Record.Request.size = int(r.ContentLength)
	}
	if c.whole {
		c.Record.Request.kept = keep(nil, c.read, c.bodyBytes)
	}
	if j == nil {
		return 0
	}
	return j.Add(c.Record)
}

// WholeBody returns the whole request body the handler read, when the
// capture was made to keep it (see NewCapture); nil otherwise.
func (c *Capture) WholeBody() []byte { return c.read }

// captureBody is a request body whose bytes the capture notes as the
// handler reads them.
type captureBody struct {
	io.ReadCloser
	c *Capture
}

func (b *captureBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.c.keepRequest(p[:n])
	return n, err
}

// Writer passes a response to the client, noting its status and the
// start of its body in its capture.
type Writer struct {
	http.ResponseWriter
	c       *Capture
	started bool
}

// NoteStatus notes the status of a response that starts: the first one
// noted, or written, is the record's.
func (w *Writer) NoteStatus(status int) {
	if !w.started {
		w.started = true
		w.c.Record.Status = status
	}
}

// WriteHeader notes the status and passes it on.
func (w *Writer) WriteHeader(status int) {
	w.NoteStatus(status)
	w.ResponseWriter.WriteHeader(status)
}

// Write notes the start of the body, and a status of 200 when none was
// written, and passes p on.
func (w *Writer) Write(p []byte) (int, error) {
	w.NoteStatus(http.StatusOK)
	w.c.KeepResponse(p)
	return w.ResponseWriter.Write(p)
}

// Unwrap returns the writer that the response passes to, for
// http.ResponseController.
func (w *Writer) Unwrap() http.ResponseWriter { return w.ResponseWriter }
