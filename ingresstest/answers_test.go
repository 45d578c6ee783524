package ingresstest_test

import (
	"bytes"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// updateAnswers rewrites the answer files from the server as it is,
// instead of comparing with them. Use it only for a change of the
// answers that is meant.
var updateAnswers = flag.Bool("update-answers", false, "rewrite testdata/answers from the server instead of comparing")

// answersClock is the fixed time of the servers whose answers are kept.
var answersClock = time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)

// TestAnswersByteForByte runs the conformance scenario of every family on
// a server with a fixed clock and ID seed and compares every exchange
// (creates, updates, gets of one item, pages with limit and before_id,
// filtered pages, errors) with what testdata/answers holds: the server
// answers byte for byte as it did when the files were written.
func TestAnswersByteForByte(t *testing.T) {
	for i, sc := range conformance.Scenarios {
		name := fmt.Sprintf("%02d-%s", i, sc.Name)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := recordScenario(t, sc)
			file := filepath.Join("testdata", "answers", name+".txt")
			if *updateAnswers {
				require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
				require.NoError(t, os.WriteFile(file, got, 0o644))
				return
			}
			want, err := os.ReadFile(file)
			require.NoError(t, err, "no answers kept for %s; write them with -update-answers", sc.Name)
			if !bytes.Equal(got, want) {
				t.Fatalf("the answers differ from %s:\n%s", file, firstDifference(want, got))
			}
		})
	}
}

// recordScenario runs sc on a new server with the fixed clock and ID
// seed, and returns what the recorder wrote down.
func recordScenario(t *testing.T, sc conformance.Scenario) []byte {
	srv := ingresstest.NewServer(ingresstest.WithClock(func() time.Time { return answersClock }), ingresstest.WithIDSeed(31))
	t.Cleanup(srv.Close)
	base := &http.Transport{}
	t.Cleanup(base.CloseIdleConnections)
	rec := &answerRecorder{base: base, baseURL: srv.URL}
	client := srv.Client(ingress.WithHTTPClient(&http.Client{Transport: rec}), ingress.WithoutRetries())
	sc.Run(&conformance.Env{T: t, Ctx: t.Context(), Server: srv, Client: client})
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return bytes.Clone(rec.out.Bytes())
}

// firstDifference shows the first line where got departs from want, with
// the exchange around it.
func firstDifference(want, got []byte) string {
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := range max(len(w), len(g)) {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			start := max(i-4, 0)
			return fmt.Sprintf("line %d\ncontext:\n%s\nwant: %s\ngot:  %s", i+1, strings.Join(g[start:i], "\n"), wl, gl)
		}
	}
	return "no line differs"
}
