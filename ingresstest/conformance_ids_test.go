package ingresstest_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// realID is the shape of the real API's IDs, as the official client's
// fixtures show them (rd_1bXG9oRzwO4wECTdws3hlVw6jCg): a prefix and a
// KSUID of 27 base62 digits.
var realID = regexp.MustCompile(`^[a-z0-9]+_[0-9A-Za-z]{27}$`)

// idRecorder is a transport that records every "id" member of the JSON
// bodies it passes on, but for those the request gave (like an endpoint
// configuration ID that a reserved domain echoes).
type idRecorder struct {
	next http.RoundTripper
	mu   sync.Mutex
	ids  []string
	sent []byte
}

// RoundTrip passes req on and records the IDs of the answer.
func (r *idRecorder) RoundTrip(req *http.Request) (*http.Response, error) {
	var sent []byte
	if req.Body != nil {
		var err error
		if sent, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		req.Body.Close()
		req.Body = io.NopCloser(bytes.NewReader(sent))
	}
	resp, err := r.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(body))
	var doc any
	if json.Unmarshal(body, &doc) == nil {
		r.mu.Lock()
		r.ids = appendIDs(r.ids, doc)
		r.sent = append(r.sent, sent...)
		r.mu.Unlock()
	}
	return resp, nil
}

// appendIDs appends the string "id" members found anywhere in v.
func appendIDs(ids []string, v any) []string {
	switch x := v.(type) {
	case map[string]any:
		for k, m := range x {
			if s, ok := m.(string); ok && k == "id" {
				ids = append(ids, s)
			}
			ids = appendIDs(ids, m)
		}
	case []any:
		for _, m := range x {
			ids = appendIDs(ids, m)
		}
	}
	return ids
}

// TestConformanceIDsHaveTheRealShape runs the scenario of every family,
// checked against the published description as TestConformance does, and
// checks that every ID the server answers with has the real API's shape.
func TestConformanceIDsHaveTheRealShape(t *testing.T) {
	v, err := conformance.NewValidator()
	require.NoError(t, err)
	var recorders []*idRecorder
	for _, sc := range conformance.Scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			srv := ingresstest.NewServer()
			t.Cleanup(srv.Close)
			base := &http.Transport{}
			t.Cleanup(base.CloseIdleConnections)
			rec := &idRecorder{next: v.Transport(t, base)}
			recorders = append(recorders, rec)
			client := srv.Client(ingress.WithHTTPClient(&http.Client{Transport: rec}))
			sc.Run(&conformance.Env{T: t, Ctx: t.Context(), Server: srv, Client: client})
		})
	}
	n := 0
	for _, rec := range recorders {
		for _, id := range rec.ids {
			if bytes.Contains(rec.sent, []byte(`"`+id+`"`)) {
				continue
			}
			n++
			assert.Regexp(t, realID, id)
		}
	}
	assert.Greater(t, n, 100, "IDs seen")
}
