package ingress_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// assertNoKey fails when s shows any piece of the test key.
func assertNoKey(t *testing.T, s, what string) {
	t.Helper()
	assertNoSecret(t, testKey, s, what)
}

// assertNoSecret fails when s shows any 4-byte piece of secret, in any
// case, written as it is, percent-encoded or JSON-escaped, even in part.
func assertNoSecret(t *testing.T, secret, s, what string) {
	t.Helper()
	if piece, ok := secretPiece(secret, s); ok {
		t.Errorf("%s shows %q of the secret: %s", what, piece, s)
	}
}

// secretPiece returns the first 4-byte piece of secret that s shows, once
// its escapes are decoded, ignoring case.
func secretPiece(secret, s string) (string, bool) {
	plain := strings.ToLower(unescapeAll(s))
	secret = strings.ToLower(secret)
	for i := 0; i+4 <= len(secret); i++ {
		if piece := secret[i : i+4]; strings.Contains(plain, piece) {
			return piece, true
		}
	}
	return "", false
}

// unescapeAll decodes percent escapes and JSON \u escapes in s, again and
// again, until nothing changes.
func unescapeAll(s string) string {
	for {
		next := unescapeOnce(s)
		if next == s {
			return s
		}
		s = next
	}
}

func unescapeOnce(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			n, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(n))
			i += 2
		case s[i] == '\\' && i+5 < len(s) && s[i+1] == 'u' && isHex(s[i+2]) && isHex(s[i+3]) && isHex(s[i+4]) && isHex(s[i+5]):
			n, _ := strconv.ParseUint(s[i+2:i+6], 16, 16)
			b.WriteRune(rune(n))
			i += 5
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func TestSecretPiece(t *testing.T) {
	for _, s := range []string{
		"APIKey: " + testKey[:4],
		"…" + testKey[len(testKey)-4:],
		strings.ToUpper(testKey[5:9]),
		`\u0069k_9f3`,
		"%69%6B%5F%39",
		"%2569k_9",
	} {
		_, ok := secretPiece(testKey, s)
		assert.True(t, ok, "%q shows a piece of the key", s)
	}
	_, ok := secretPiece(testKey, "ingress.Client{BaseURL: https://api.example.test, APIKey: [REDACTED]}")
	assert.False(t, ok)
}

func TestKeyAbsentFromErrors(t *testing.T) {
	tests := []struct {
		name    string
		respond httpmock.Responder
	}{
		{"echoed in msg", apiError(401, "ERR_NGROK_201", "The token "+testKey+" is invalid", "op_1")},
		{"echoed in details", httpmock.NewStringResponder(400,
			`{"error_code":"ERR_NGROK_1","msg":"bad","details":{"operation_id":"op_2","token":"`+testKey+`"}}`)},
		{"echoed in a non-JSON body", httpmock.NewStringResponder(500, "<html>Authorization: Bearer "+testKey+"</html>")},
		{"echoed where the quote is cut", httpmock.NewStringResponder(500, strings.Repeat("x", 100)+testKey+strings.Repeat("y", 100))},
		{"echoed in a huge body", httpmock.NewStringResponder(502, testKey+strings.Repeat("z", 2<<20))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", tt.respond)
			_, err := apikeys.NewClient(c).Get(context.Background(), "ak_1")
			require.Error(t, err)
			assertNoKey(t, err.Error(), "Error()")
			assertNoKey(t, fmt.Sprintf("%+v", err), "%+v of the error")
			assertNoKey(t, fmt.Sprintf("%#v", err), "%#v of the error")
		})
	}

	t.Run("other failures", func(t *testing.T) {
		c, mt := newMockClient(t)
		mt.RegisterResponder(http.MethodGet, testBase+"/reset", connReset())
		mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", httpmock.NewStringResponder(200,
			`{"keys":[],"next_page_uri":"https://evil.test/api_keys?token=x"}`))
		ctx := context.Background()
		it := apikeys.NewClient(c).List(ctx, nil)
		for it.Next() {
		}
		errs := []error{
			c.Do(ctx, http.MethodGet, "/reset", nil, nil),
			c.Do(ctx, http.MethodGet, "https://evil.test/steal", nil, nil),
			c.Do(ctx, http.MethodPost, "/x", make(chan int), nil),
			it.Err(),
		}
		_, err := apikeys.NewClient(c).Create(ctx, &apikeys.CreateParams{Description: new(strings.Repeat(testKey, 10))})
		errs = append(errs, err)
		for i, err := range errs {
			require.Error(t, err, "case %d", i)
			assertNoKey(t, err.Error(), fmt.Sprintf("error %d", i))
		}
	})
}

func TestKeyAbsentFromClientFormatting(t *testing.T) {
	c, _ := newMockClient(t)
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%T %p %d"} {
		assertNoKey(t, fmt.Sprintf(verb, c), verb+" of *Client")
		assertNoKey(t, fmt.Sprintf(verb, *c), verb+" of Client")
	}
	holder := struct {
		Name   string
		Client *ingress.Client
		Value  ingress.Client
	}{"holder", c, *c}
	// fmt cannot call the methods of unexported fields: it prints their
	// fields itself.
	hidden := struct {
		name   string
		client *ingress.Client
		value  ingress.Client
	}{"hidden", c, *c}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%x", "%q"} {
		assertNoKey(t, fmt.Sprintf(verb, holder), verb+" of a struct holding a Client")
		assertNoKey(t, fmt.Sprintf(verb, hidden), verb+" of a struct holding a Client in unexported fields")
	}
	assert.Contains(t, c.String(), testBase, "String still describes the client")

	var buf bytes.Buffer
	for _, h := range []slog.Handler{
		slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}),
		slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}),
	} {
		l := slog.New(h)
		l.Info("client", "client", c, "value", *c, "holder", holder, "hidden", hidden)
	}
	assertNoKey(t, buf.String(), "slog output of the Client")
}

func TestKeyAbsentFromLogs(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	c, mt := newMockClient(t, ingress.WithLogger(logger))
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_ok", httpmock.NewStringResponder(200, keyJSON("ak_ok")))
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_echo", apiError(401, "ERR_NGROK_201", "bad token "+testKey, "op_echo"))
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_flaky", sequence(
		httpmock.NewStringResponder(503, "down: "+testKey), httpmock.NewStringResponder(200, keyJSON("ak_flaky"))))
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_reset", connReset())
	mt.RegisterResponder(http.MethodPost, testBase+"/api_keys", httpmock.NewStringResponder(201, `{"id":"ak_new","token":"`+testKey+`"}`))
	keys := apikeys.NewClient(c)
	ctx := context.Background()

	_, err := keys.Get(ctx, "ak_ok")
	require.NoError(t, err)
	_, err = keys.Get(ctx, "ak_echo")
	require.Error(t, err)
	_, err = keys.Get(ctx, "ak_flaky")
	require.NoError(t, err)
	_, err = keys.Get(ctx, "ak_reset")
	require.Error(t, err)
	_, err = keys.Create(ctx, &apikeys.CreateParams{Description: new("made with " + testKey)})
	require.NoError(t, err)

	out := buf.String()
	require.NotEmpty(t, out, "debug lines are written")
	assertNoKey(t, out, "log output")
	assert.NotContains(t, out, "made with", "request bodies are not logged")
}

func TestDebugLogLines(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	c, mt := newMockClient(t, ingress.WithLogger(logger))
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_ok", httpmock.NewStringResponder(200, keyJSON("ak_ok")))
	mt.RegisterResponder(http.MethodDelete, testBase+"/api_keys/ak_gone", apiError(404, "ERR_NGROK_404", "gone", "op_gone"))
	mt.RegisterResponder(http.MethodPatch, testBase+"/api_keys/ak_flaky", sequence(
		httpmock.NewStringResponder(503, ""), httpmock.NewStringResponder(503, ""), httpmock.NewStringResponder(200, keyJSON("ak_flaky"))))
	keys := apikeys.NewClient(c)
	ctx := context.Background()

	_, err := keys.Get(ctx, "ak_ok")
	require.NoError(t, err)
	require.Error(t, keys.Delete(ctx, "ak_gone"))
	_, err = keys.Update(ctx, "ak_flaky", &apikeys.UpdateParams{Description: new("x")})
	require.NoError(t, err)

	type line map[string]any
	var calls []line
	allowed := map[string]bool{
		"time": true, "level": true, "msg": true,
		"method": true, "path": true, "status": true, "attempt": true, "duration": true, "operation_id": true,
		"wait": true, // retry lines say how long they wait
	}
	sc := bufio.NewScanner(&buf)
	for sc.Scan() {
		var l line
		require.NoError(t, json.Unmarshal(sc.Bytes(), &l), sc.Text())
		assert.Equal(t, "DEBUG", l["level"])
		for k := range l {
			assert.True(t, allowed[k], "unexpected attribute %q in %s", k, sc.Text())
		}
		if l["msg"] == "ingress: call" {
			calls = append(calls, l)
		}
	}
	require.Len(t, calls, 3, "one line per call")
	want := []struct {
		method, path string
		status, att  float64
		op           string
	}{
		{"GET", "/api_keys/ak_ok", 200, 1, ""},
		{"DELETE", "/api_keys/ak_gone", 404, 1, "op_gone"},
		{"PATCH", "/api_keys/ak_flaky", 200, 3, ""},
	}
	for i, w := range want {
		l := calls[i]
		assert.Equal(t, w.method, l["method"], "line %d", i)
		assert.Equal(t, w.path, l["path"], "line %d", i)
		assert.Equal(t, w.status, l["status"], "line %d", i)
		assert.Equal(t, w.att, l["attempt"], "line %d", i)
		assert.Equal(t, w.op, l["operation_id"], "line %d", i)
		assert.Contains(t, l, "duration", "line %d", i)
	}
}
