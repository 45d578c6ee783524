package journal

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// time0 is the time of arrival of the tests' requests.
var time0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// serve captures the request of body to a handler that reads it and
// answers answer with status, keeping limit bytes of each body, and adds
// the record to j.
func serve(t *testing.T, j *Journal, body, answer string, status, limit int, whole bool) *Capture {
	t.Helper()
	r := httptest.NewRequest("POST", "/api_keys", strings.NewReader(body))
	c := NewCapture(NewRecord(r, time0, 0, limit, nil), limit, whole)
	c.WrapBody(r)
	w := c.WriterTo(httptest.NewRecorder())
	io.Copy(io.Discard, r.Body)
	w.WriteHeader(status)
	io.WriteString(w, answer)
	w.NoteStatus(http.StatusOK)
	c.Finish(r, j)
	return c
}

func TestCaptureKeepsTheStartOfEachBody(t *testing.T) {
	j := &Journal{Pool: &Pool{}}
	body, answer := `{"description":"a key"}`, `{"error_code":"ERR_NGROK_1","msg":"no"}`
	serve(t, j, body, answer, http.StatusBadRequest, 10, false)
	recs, _ := j.Records()
	if len(recs) != 1 {
		t.Fatalf("the journal holds %d records, want 1", len(recs))
	}
	rec := recs[0]
	if rec.Status != http.StatusBadRequest || rec.Time != time0 {
		t.Errorf("the record's status is %d at %v", rec.Status, rec.Time)
	}
	if got := rec.Request; got.Text() != body[:10] || got.Size() != len(body) || !got.Cut() {
		t.Errorf("the request is kept as %q of %d bytes, cut %t", got.Text(), got.Size(), got.Cut())
	}
	if got := rec.Response; got.Text() != answer[:10] || got.Size() != len(answer) || !got.Cut() {
		t.Errorf("the response is kept as %q of %d bytes, cut %t", got.Text(), got.Size(), got.Cut())
	}
	if rec.Code() != "" {
		t.Errorf("the code of a cut error body is %q, want none", rec.Code())
	}

	c := serve(t, nil, body, answer, http.StatusBadRequest, 1000, true)
	if string(c.WholeBody()) != body || c.Record.Request.Text() != body || c.Record.Code() != "ERR_NGROK_1" {
		t.Errorf("a capture of the whole body read %q, keeps %q, code %q", c.WholeBody(), c.Record.Request.Text(), c.Record.Code())
	}
}

func TestBytesAreRedactedWhenRead(t *testing.T) {
	sent := `{"description":"ci","token":"very-secret"}`
	b := Bytes{kept: []byte(sent), size: len(sent)}
	if strings.Contains(b.Text(), "very-secret") || !strings.Contains(b.Text(), `"token":"[REDACTED]"`) {
		t.Errorf("the body reads %s", b.Text())
	}
	if string(b.kept) != sent {
		t.Errorf("reading changed the body kept to %s", b.kept)
	}
}
