package journal

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"unsafe"
)

func TestKeepHoldsNoMoreThanItsLimit(t *testing.T) {
	whole := keep(nil, []byte("0123456789"), 64)
	if string(whole) != "0123456789" || cap(whole) != 10 {
		t.Errorf("a body written at once is held as %q in room of %d, want its own length", whole, cap(whole))
	}
	var kept []byte
	for range 10 {
		kept = keep(kept, []byte("abcdefghij"), 64)
	}
	if len(kept) != 64 || cap(kept) > 64 || !bytes.HasPrefix(kept, []byte("abcdefghijabcdefghij")) {
		t.Errorf("a body written in pieces is held as %d bytes in room of %d, want 64 in 64", len(kept), cap(kept))
	}
}

func TestKeptMethodCopiesButTheStandardMethods(t *testing.T) {
	line := "GET /x HTTP/1.1"
	if m := KeptMethod(line[:3], 64); unsafe.StringData(m) != unsafe.StringData(http.MethodGet) {
		t.Error("a standard method is not the constant of net/http")
	}
	line = "PURGE /x HTTP/1.1"
	if m := KeptMethod(line[:5], 64); m != "PURGE" || unsafe.StringData(m) == unsafe.StringData(line) {
		t.Errorf("another method is kept as %q, pointing into the request line", m)
	}
	if m := KeptMethod("GET", 2); m != "GE" {
		t.Errorf("a method past the limit is kept as %q, want it cut", m)
	}
}

func TestNewRecordNamesTheOperationOfWhatItCuts(t *testing.T) {
	var asked []string
	name := func(method, path string) string {
		asked = append(asked, method+" "+path)
		return "Named"
	}
	long := "/a/" + strings.Repeat("x", 100)
	rec := NewRecord(httptest.NewRequest("GET", long+"?q=1", nil), time0, 0, 64, name)
	if len(asked) != 1 || asked[0] != "GET "+long || rec.Route != "" || rec.Operation(nil) != "Named" {
		t.Errorf("a record of a long path asked %v, routes on %q", asked, rec.Route)
	}
	if rec.Target != (long + "?q=1")[:64] || rec.BytesHeld() != EntryCost+3+64 {
		t.Errorf("the target is kept as %q, the record costs %d", rec.Target, rec.BytesHeld())
	}
	asked = nil
	rec = NewRecord(httptest.NewRequest("GET", "/a/b?q=1", nil), time0, 0, 64, name)
	if len(asked) != 0 || rec.Route != "/a/b" {
		t.Errorf("a record of a short path asked %v as it was made, routes on %q", asked, rec.Route)
	}
	if op := rec.Operation(name); op != "Named" || len(asked) != 1 || asked[0] != "GET /a/b" {
		t.Errorf("a record of a short path is named %q, having asked %v", op, asked)
	}
	if unsafe.StringData(rec.Route) != unsafe.StringData(rec.Target) {
		t.Error("the URL path does not share the record's copy of the target")
	}
}
