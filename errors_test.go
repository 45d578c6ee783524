package ingress_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// doError makes one GET against a server that answers status with body
// and returns the error, which must be an *ingress.Error.
func doError(t *testing.T, status int, body string) *ingress.Error {
	t.Helper()
	c, mt := newMockClient(t, ingress.WithoutRetries())
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", httpmock.NewStringResponder(status, body))
	err := c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, nil)
	var apiErr *ingress.Error
	require.ErrorAs(t, err, &apiErr)
	return apiErr
}

func TestErrorBodies(t *testing.T) {
	tests := []struct {
		name        string
		status      int
		body        string
		wantCode    string
		wantMsg     string
		wantOp      string
		wantDetails map[string]string
		wantError   string
	}{
		{
			name:     "error document",
			status:   404,
			body:     `{"error_code":"ERR_NGROK_404","status_code":404,"msg":"Resource not found","details":{"operation_id":"op_2a6Y"}}`,
			wantCode: "ERR_NGROK_404", wantMsg: "Resource not found", wantOp: "op_2a6Y",
			wantDetails: map[string]string{"operation_id": "op_2a6Y"},
			wantError:   "ingress: 404 Not Found: Resource not found [ERR_NGROK_404] (operation op_2a6Y)",
		},
		{
			name:     "status in the body disagrees with HTTP",
			status:   404,
			body:     `{"error_code":"ERR_NGROK_400","status_code":400,"msg":"bad","details":{}}`,
			wantCode: "ERR_NGROK_400", wantMsg: "bad",
			wantError: "ingress: 404 Not Found: bad [ERR_NGROK_400]",
		},
		{
			name:     "details that are not strings",
			status:   400,
			body:     `{"error_code":"ERR_NGROK_7","msg":"invalid","details":{"operation_id":"op_1","field":"description","max":255,"nested":{"a":[1]}}}`,
			wantCode: "ERR_NGROK_7", wantMsg: "invalid", wantOp: "op_1",
			wantDetails: map[string]string{"operation_id": "op_1", "field": "description", "max": "255", "nested": `{"a":[1]}`},
			wantError:   "ingress: 400 Bad Request: invalid [ERR_NGROK_7] (operation op_1)",
		},
		{
			name:     "error code only",
			status:   400,
			body:     `{"error_code":"ERR_NGROK_218","status_code":400,"details":{"operation_id":"op_c"}}`,
			wantCode: "ERR_NGROK_218", wantOp: "op_c",
			wantDetails: map[string]string{"operation_id": "op_c"},
			wantError:   "ingress: 400 Bad Request [ERR_NGROK_218] (operation op_c)",
		},
		{
			name:      "message only",
			status:    401,
			body:      `{"msg":"The authentication token is invalid."}`,
			wantMsg:   "The authentication token is invalid.",
			wantError: "ingress: 401 Unauthorized: The authentication token is invalid.",
		},
		{
			name:      "non-JSON",
			status:    502,
			body:      "<html><body>Bad Gateway</body></html>",
			wantMsg:   `unexpected response body: "<html><body>Bad Gateway</body></html>"`,
			wantError: `ingress: 502 Bad Gateway: unexpected response body: "<html><body>Bad Gateway</body></html>"`,
		},
		{
			name:      "JSON that is not an error document",
			status:    500,
			body:      `{"hello":"world"}`,
			wantMsg:   `unexpected response body: "{\"hello\":\"world\"}"`,
			wantError: `ingress: 500 Internal Server Error: unexpected response body: "{\"hello\":\"world\"}"`,
		},
		{
			name:      "empty",
			status:    503,
			body:      "",
			wantMsg:   "empty response body",
			wantError: "ingress: 503 Service Unavailable: empty response body",
		},
		{
			name:      "control characters",
			status:    400,
			body:      "line1\nline2\x00\xff",
			wantMsg:   `unexpected response body: "line1 line2 "`,
			wantError: `ingress: 400 Bad Request: unexpected response body: "line1 line2 "`,
		},
		{
			name:      "status without a text",
			status:    599,
			body:      `{"msg":"odd"}`,
			wantMsg:   "odd",
			wantError: "ingress: 599: odd",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := doError(t, tt.status, tt.body)
			assert.Equal(t, tt.status, e.StatusCode, "StatusCode comes from HTTP")
			assert.Equal(t, tt.wantCode, e.ErrorCode)
			assert.Equal(t, tt.wantMsg, e.Msg)
			assert.Equal(t, tt.wantOp, e.OperationID)
			if tt.wantDetails != nil {
				assert.Equal(t, tt.wantDetails, e.Details)
			}
			assert.Equal(t, 1, e.Attempts)
			assert.Equal(t, tt.wantError, e.Error())
		})
	}
}

// countingBody is a response body of n bytes that counts how much of it
// was read.
type countingBody struct {
	r    io.Reader
	read atomic.Int64
}

func (b *countingBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	b.read.Add(int64(n))
	return n, err
}

func (b *countingBody) Close() error { return nil }

func TestHugeErrorBody(t *testing.T) {
	const size = 2 << 20
	tests := []struct {
		name      string
		chunk     string
		wantQuote string
	}{
		{"non-JSON", "<p>oops</p>", "<p>oops</p>xxx"},
		{"truncated error document", `{"error_code":"ERR_NGROK_1","msg":"` + strings.Repeat("m", 64), `{\"error_code\":\"ERR_NGROK_1\"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			content := tt.chunk + strings.Repeat("x", size-len(tt.chunk))
			var body *countingBody
			c, mt := newMockClient(t, ingress.WithoutRetries())
			mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", func(req *http.Request) (*http.Response, error) {
				body = &countingBody{r: strings.NewReader(content)}
				return &http.Response{StatusCode: 500, Header: http.Header{}, Body: body, ContentLength: size, Request: req}, nil
			})

			err := c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, nil)
			var e *ingress.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, 500, e.StatusCode)
			// The error reads at most 1 MiB; closing the body then drains
			// at most 64 KiB more to keep the connection.
			assert.LessOrEqual(t, body.read.Load(), int64(1<<20+64<<10), "read at most 1 MiB of the body")
			assert.Less(t, len(e.Error()), 300, "the message quotes only a short prefix")
			assert.Contains(t, e.Msg, "unexpected response body")
			assert.Contains(t, e.Msg, tt.wantQuote)
			assert.Empty(t, e.ErrorCode, "a cut-off document is not decoded")
		})
	}
}

func TestErrorHelpersThroughWrapping(t *testing.T) {
	notFound := &ingress.Error{StatusCode: 404, ErrorCode: "ERR_NGROK_404", Msg: "gone"}
	limited := &ingress.Error{StatusCode: 429, ErrorCode: "ERR_NGROK_429", Msg: "slow down"}
	wrap := func(err error) error { return fmt.Errorf("deleting key: %w", fmt.Errorf("step 2: %w", err)) }

	tests := []struct {
		name                  string
		err                   error
		notFound, rateLimited bool
		code                  string
		isCode404, isCode429  bool
	}{
		{"not found", notFound, true, false, "", true, false},
		{"wrapped not found", wrap(notFound), true, false, "", true, false},
		{"joined not found", errors.Join(errors.New("other"), notFound), true, false, "", true, false},
		{"rate limited", limited, false, true, "", false, true},
		{"wrapped rate limited", wrap(limited), false, true, "", false, true},
		{"plain error", errors.New("ERR_NGROK_404 404"), false, false, "", false, false},
		{"nil", nil, false, false, "", false, false},
		{"validation error", &ingress.ValidationError{Field: "description", Rule: "too long"}, false, false, "", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.notFound, ingress.IsNotFound(tt.err), "IsNotFound")
			assert.Equal(t, tt.rateLimited, ingress.IsRateLimited(tt.err), "IsRateLimited")
			assert.Equal(t, tt.isCode404, ingress.IsErrorCode(tt.err, "ERR_NGROK_404"), "IsErrorCode 404")
			assert.Equal(t, tt.isCode429, ingress.IsErrorCode(tt.err, "ERR_NGROK_429"), "IsErrorCode 429")
			assert.False(t, ingress.IsErrorCode(tt.err, "ERR_NGROK_999"))
			assert.False(t, ingress.IsErrorCode(tt.err, ""), "an empty code matches nothing")
		})
	}
}

func TestErrorFromRealCallThroughWrapping(t *testing.T) {
	c, mt := newMockClient(t)
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_gone",
		apiError(404, "ERR_NGROK_404", "Resource not found", "op_1"))

	_, err := apikeys.NewClient(c).Get(context.Background(), "ak_gone")
	wrapped := fmt.Errorf("loading key: %w", err)
	assert.True(t, ingress.IsNotFound(wrapped))
	assert.False(t, ingress.IsRateLimited(wrapped))
	assert.True(t, ingress.IsErrorCode(wrapped, "ERR_NGROK_404"))
	var e *ingress.Error
	require.ErrorAs(t, wrapped, &e)
	assert.Equal(t, "op_1", e.OperationID)
	assert.Equal(t, "ingress: 404 Not Found: Resource not found [ERR_NGROK_404] (operation op_1)", e.Error())
	assert.Equal(t, 1, mt.GetTotalCallCount(), "a 404 is not retried")
}

func TestValidationErrors(t *testing.T) {
	long := strings.Repeat("d", 256)
	ok := strings.Repeat("d", 255)
	longMeta := strings.Repeat("m", 4097)

	t.Run("refused before sending", func(t *testing.T) {
		c, mt := newMockClient(t)
		var rec recorder
		mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, keyJSON("ak_1"))))
		keys := apikeys.NewClient(c)
		ctx := context.Background()

		_, err := keys.Create(ctx, &apikeys.CreateParams{Description: &long})
		var verr *ingress.ValidationError
		require.ErrorAs(t, err, &verr)
		assert.Equal(t, "description", verr.Field)
		assert.Contains(t, verr.Rule, "255")
		assert.Equal(t, "ingress: invalid description: "+verr.Rule, err.Error())
		assert.True(t, ingress.IsValidation(fmt.Errorf("wrapped: %w", err)))
		assert.False(t, ingress.IsNotFound(err))

		_, err = keys.Update(ctx, "ak_1", &apikeys.UpdateParams{Metadata: &longMeta})
		require.ErrorAs(t, err, &verr)
		assert.Equal(t, "metadata", verr.Field)
		assert.Contains(t, verr.Rule, "4096")

		_, err = keys.Create(ctx, &apikeys.CreateParams{OwnerID: new("usr/1")})
		require.ErrorAs(t, err, &verr)
		assert.Equal(t, "owner_id", verr.Field)

		assert.Zero(t, rec.count(), "no request is sent for invalid parameters")

		_, err = keys.Create(ctx, &apikeys.CreateParams{Description: &ok})
		require.NoError(t, err, "255 bytes is within the limit")
		assert.Equal(t, 1, rec.count())
	})

	t.Run("WithoutValidation sends it", func(t *testing.T) {
		c, mt := newMockClient(t, ingress.WithoutValidation())
		var rec recorder
		mt.RegisterResponder(http.MethodPost, testBase+"/api_keys",
			rec.wrap(apiError(400, "ERR_NGROK_4", "description too long", "op_v")))

		_, err := apikeys.NewClient(c).Create(context.Background(), &apikeys.CreateParams{Description: &long})
		var e *ingress.Error
		require.ErrorAs(t, err, &e, "the server judges it")
		assert.Equal(t, 400, e.StatusCode)
		assert.False(t, ingress.IsValidation(err))
		require.Equal(t, 1, rec.count())
		assert.JSONEq(t, `{"description":"`+long+`"}`, string(rec.all()[0].Body))
	})
}
