package api

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// Handle returns the handler of an endpoint whose h returns a status and
// a value to encode as JSON, or an error to answer with an error body.
func (a *Answers) Handle(h func(r *http.Request) (int, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		status, body, err := h(r)
		switch {
		case err != nil:
			WriteError(w, OperationID(r), err)
		case status == http.StatusNoContent || body == nil:
			w.WriteHeader(status)
		default:
			if p, ok := body.(PreEncoded); ok {
				a.writeEncoded(w, status, p)
				return
			}
			WriteJSON(w, status, body)
		}
	}
}

// errorDoc is the body of an error response.
type errorDoc struct {
	ErrorCode  string            `json:"error_code,omitempty"`
	StatusCode int               `json:"status_code"`
	Msg        string            `json:"msg"`
	Details    map[string]string `json:"details"`
}

// WriteError answers with the error body of err, under the request's
// operation ID.
func WriteError(w http.ResponseWriter, opID string, err error) {
	ae := As(err)
	WriteJSON(w, ae.Status, errorDoc{
		ErrorCode:  ae.Code,
		StatusCode: ae.Status,
		Msg:        ae.Error(),
		Details:    map[string]string{"operation_id": opID},
	})
}

// WriteJSON answers with status and v encoded as JSON, without escaping
// "&", "<" and ">", so that URIs read as they are.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	body, err := store.EncodeJSON(v)
	writeBody(w, status, body, err)
}

// writeEncoded answers with status and the encoding p makes, in a buffer
// of the server's that serves answer after answer: a ResponseWriter, as
// any io.Writer, does not keep what it is given.
func (a *Answers) writeEncoded(w http.ResponseWriter, status int, p PreEncoded) {
	buf := a.buffers.get()
	defer a.buffers.put(buf)
	body, err := p.AppendJSON((*buf)[:0])
	if err == nil {
		*buf = body
	}
	writeBody(w, status, body, err)
}

// writeBody answers with status and body, the JSON encoding of an
// answer, or with a 500 when encoding it failed with err.
func writeBody(w http.ResponseWriter, status int, body []byte, err error) {
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"error_code":"` + CodeInternal + `","status_code":500,"msg":"encoding the response failed","details":{}}`)
	}
	w.Header()["Content-Type"] = jsonContentType
	w.WriteHeader(status)
	w.Write(body)
}

// jsonContentType is the Content-Type of every JSON answer, shared by
// them all rather than made for each: net/http only reads it.
var jsonContentType = []string{"application/json"}

// PreEncoded is an answer that makes its JSON encoding itself, from the
// encodings a table keeps, rather than through encoding/json as a whole.
// Handle writes what it appends to b; an error is answered as the
// failure to encode any answer is.
type PreEncoded interface {
	AppendJSON(b []byte) ([]byte, error)
}

// Answers writes the answers of handlers, keeping the buffers in which
// they are assembled. Its zero value is ready.
type Answers struct {
	buffers bufferPool
}
