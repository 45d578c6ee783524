package ingress_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// dropConnection closes the connection without an answer.
func dropConnection(w http.ResponseWriter) {
	if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
		conn.Close()
	}
}

// cutPage promises a body longer than the one it sends.
func cutPage(w http.ResponseWriter) {
	w.Header().Set("Content-Length", "1000")
	w.Write([]byte(`{"keys":[{"id":"ak_2"`))
}

// nextPage answers the first page of /api_keys with one key and next as
// its next_page_uri, and any other request with then.
func nextPage(next string, then func(http.ResponseWriter)) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api_keys" && r.URL.RawQuery == "" {
			fmt.Fprintf(w, `{"keys":[{"id":"ak_1"}],"next_page_uri":%q}`, next)
			return
		}
		then(w)
	}
}

// redirectTo answers GET /api_keys/ak_1 with a redirect to location and
// any other request with then.
func redirectTo(location string, then func(http.ResponseWriter)) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api_keys/ak_1" {
			w.Header().Set("Location", location)
			w.WriteHeader(http.StatusFound)
			return
		}
		then(w)
	}
}

// answer answers every request with status and body.
func answer(status int, body string) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(status)
		w.Write([]byte(body))
	}
}

// TestKeyAbsentWhateverTheServerSends puts the API key, whole, escaped or
// in part of a URL, in what the server sends back: no error the client
// returns and no line it logs may show any piece of it.
func TestKeyAbsentWhateverTheServerSends(t *testing.T) {
	key := hostileKey
	jsonEscaped := `\u0069` + key[1:]
	percentEncoded := "%69" + key[1:]
	tests := []struct {
		name   string
		list   bool
		handle func(http.ResponseWriter, *http.Request)
	}{
		{"redirect elsewhere, key in the query", false, redirectTo("http://elsewhere.test/x?token="+key, dropConnection)},
		{"redirect elsewhere, key in the host", false, redirectTo("http://"+key+".elsewhere.test/x", dropConnection)},
		{"redirect elsewhere, key in the user info", false, redirectTo("http://"+key+"@elsewhere.test/x", dropConnection)},
		{"redirect within the origin, key in the query, dropped", false, redirectTo("/moved?token="+key, dropConnection)},
		{"redirect within the origin, key in the path, dropped", false, redirectTo("/moved/"+key, dropConnection)},
		{"redirect within the origin, key percent-encoded, dropped", false, redirectTo("/moved/"+percentEncoded, dropConnection)},
		{"next page, key in the path, cut page", true, nextPage("/api_keys/"+key, cutPage)},
		{"next page, key in the query, cut page", true, nextPage("/api_keys?before_id="+key, cutPage)},
		{"next page, key in the path, dropped", true, nextPage("/api_keys/"+key, dropConnection)},
		{"next page, key in the query, dropped", true, nextPage("/api_keys?before_id="+key, dropConnection)},
		{"next page, key percent-encoded in the path, dropped", true, nextPage("/api_keys/"+percentEncoded, dropConnection)},
		{"next page, key double-encoded in the path, dropped", true, nextPage("/api_keys/%25"+percentEncoded[1:], dropConnection)},
		{"next page, key in the host", true, nextPage("http://"+key+".elsewhere.test/api_keys", dropConnection)},
		{"next page, key in the user info", true, nextPage("http://"+key+"@elsewhere.test/api_keys", dropConnection)},
		{"next page that does not parse, absolute", true, nextPage("http://["+key+"/api_keys", dropConnection)},
		{"next page that does not parse, bad escape", true, nextPage("/api_keys/%zz"+key, dropConnection)},
		{"next page without a leading slash", true, nextPage(key+"/api_keys", dropConnection)},
		{"next page naming a host without a scheme", true, nextPage("//"+key+"/api_keys", dropConnection)},
		{"400 body, key JSON-escaped", false, answer(400, `{"detail":"`+jsonEscaped+`"}`)},
		{"400 body, key JSON-escaped past the quote's end", false, answer(400, `{"detail":"`+strings.Repeat("x", 100)+jsonEscaped+`"}`)},
		{"400 body, key percent-encoded", false, answer(400, `token=`+percentEncoded)},
		{"400 body, key in upper case", false, answer(400, `token=`+strings.ToUpper(key))},
		{"400 document, key JSON-escaped in msg", false, answer(400, `{"error_code":"ERR_NGROK_1","msg":"`+jsonEscaped+`"}`)},
		{"200 body that does not decode, key escaped", false, answer(200, `{"id":"ak_1","created_at":"`+jsonEscaped+`"}`)},
		{"200 body that does not decode, key in a number", false, answer(200, `{"id":"ak_1","created_at":`+strings.Repeat("1", 8)+key+`}`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) { tt.handle(w, r) })
			var logs bytes.Buffer
			logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
			keys := apikeys.NewClient(hostileClient(t, srv.URL, ingress.WithLogger(logger)))
			err := failsWithin(t, 5*time.Second, func(ctx context.Context) error {
				if !tt.list {
					_, err := keys.Get(ctx, "ak_1")
					return err
				}
				for _, err := range keys.List(ctx, nil).All() {
					if err != nil {
						return err
					}
				}
				return nil
			})
			require.Error(t, err)
			for _, s := range []string{err.Error(), fmt.Sprintf("%v", err), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
				assertNoSecret(t, key, s, "the error")
			}
			assertNoSecret(t, key, logs.String(), "the log")
		})
	}
}
