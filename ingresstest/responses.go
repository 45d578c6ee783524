package ingresstest

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// handle returns the handler of an endpoint whose h returns a status and
// a value to encode as JSON, or an error to answer with an error body.
func (s *Server) handle(h func(r *http.Request) (int, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		status, body, err := h(r)
		switch {
		case err != nil:
			writeError(w, opID(r), err)
		case status == http.StatusNoContent || body == nil:
			w.WriteHeader(status)
		default:
			if p, ok := body.(preEncoded); ok {
				s.writeEncoded(w, status, p)
				return
			}
			writeJSON(w, status, body)
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

// writeError answers with the error body of err, under the request's
// operation ID.
func writeError(w http.ResponseWriter, opID string, err error) {
	ae := api.As(err)
	writeJSON(w, ae.Status, errorDoc{
		ErrorCode:  ae.Code,
		StatusCode: ae.Status,
		Msg:        ae.Error(),
		Details:    map[string]string{"operation_id": opID},
	})
}

// writeJSON answers with status and v encoded as JSON, without escaping
// "&", "<" and ">", so that URIs read as they are.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := store.EncodeJSON(v)
	writeBody(w, status, body, err)
}

// writeEncoded answers with status and the encoding p makes, in a buffer
// of the server's that serves answer after answer: a ResponseWriter, as
// any io.Writer, does not keep what it is given.
func (s *Server) writeEncoded(w http.ResponseWriter, status int, p preEncoded) {
	buf := s.answerBuffers.get()
	defer s.answerBuffers.put(buf)
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

// preEncoded is an answer that makes its JSON encoding itself, from the
// encodings a table keeps, rather than through encoding/json as a whole.
// writeJSON writes what it appends to b; an error is answered as the
// failure to encode any answer is.
type preEncoded interface {
	AppendJSON(b []byte) ([]byte, error)
}
