package testkit_test

import (
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// recorder is a testing.TB that records failures instead of failing the
// test that runs it.
type recorder struct {
	testing.TB
	failed bool
	msgs   []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.failed = true
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func (r *recorder) FailNow() {
	r.failed = true
	runtime.Goexit()
}

// check runs f with a recorder, on a goroutine of its own since FailNow
// ends it, and returns the recorder.
func check(t *testing.T, f func(t testing.TB)) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}

var (
	conflict = &ingress.Error{StatusCode: http.StatusConflict, ErrorCode: "ERR_NGROK_409", Msg: "the domain is taken by rd_1"}
	invalid  = &ingress.ValidationError{Field: "description", Rule: "must be at most 255 bytes"}
)

func TestAPIError(t *testing.T) {
	wrapped := fmt.Errorf("create: %w", conflict)
	var got *ingress.Error
	r := check(t, func(t testing.TB) { got = testkit.APIError(t, wrapped) })
	assert.False(t, r.failed, r.msgs)
	assert.Same(t, conflict, got, "the error is found through wrapping")

	for name, err := range map[string]error{"nil": nil, "plain": errors.New("boom"), "validation": invalid} {
		r := check(t, func(t testing.TB) { testkit.APIError(t, err) })
		assert.True(t, r.failed, name)
	}
}

func TestRequireAPIError(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		code   string
		fails  bool
	}{
		{"status and code", http.StatusConflict, "ERR_NGROK_409", false},
		{"any code", http.StatusConflict, "", false},
		{"other status", http.StatusBadRequest, "ERR_NGROK_409", true},
		{"other status, any code", http.StatusBadRequest, "", true},
		{"other code", http.StatusConflict, "ERR_NGROK_400", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got *ingress.Error
			r := check(t, func(t testing.TB) { got = testkit.RequireAPIError(t, conflict, tc.status, tc.code) })
			assert.Equal(t, tc.fails, r.failed, r.msgs)
			if !tc.fails {
				assert.Same(t, conflict, got)
			}
		})
	}
	r := check(t, func(t testing.TB) { testkit.RequireAPIError(t, invalid, http.StatusBadRequest, "") })
	assert.True(t, r.failed, "a validation error is no API error")
}

func TestRequireAPIErrorContains(t *testing.T) {
	r := check(t, func(t testing.TB) {
		testkit.RequireAPIErrorContains(t, conflict, http.StatusConflict, "ERR_NGROK_409", "rd_1")
	})
	assert.False(t, r.failed, r.msgs)
	r = check(t, func(t testing.TB) {
		testkit.RequireAPIErrorContains(t, conflict, http.StatusConflict, "ERR_NGROK_409", "rd_2")
	})
	assert.True(t, r.failed, "the message lacks the text")
	r = check(t, func(t testing.TB) {
		testkit.RequireAPIErrorContains(t, conflict, http.StatusConflict, "ERR_NGROK_400", "rd_1")
	})
	assert.True(t, r.failed, "the code is still checked")
}

func TestRequireValidation(t *testing.T) {
	wrapped := fmt.Errorf("update: %w", invalid)
	var got *ingress.ValidationError
	r := check(t, func(t testing.TB) { got = testkit.RequireValidation(t, wrapped, "description") })
	assert.False(t, r.failed, r.msgs)
	assert.Same(t, invalid, got)

	r = check(t, func(t testing.TB) { testkit.RequireValidation(t, wrapped, "metadata") })
	assert.True(t, r.failed, "another field")
	r = check(t, func(t testing.TB) { testkit.RequireValidation(t, conflict, "description") })
	assert.True(t, r.failed, "an API error is no validation error")
	r = check(t, func(t testing.TB) { testkit.RequireValidation(t, nil, "description") })
	assert.True(t, r.failed, "no error")
}

func TestRequireValidationContains(t *testing.T) {
	r := check(t, func(t testing.TB) { testkit.RequireValidationContains(t, invalid, "description", "255 bytes") })
	assert.False(t, r.failed, r.msgs)
	r = check(t, func(t testing.TB) { testkit.RequireValidationContains(t, invalid, "description", "4096 bytes") })
	assert.True(t, r.failed, "the rule lacks the text")
	r = check(t, func(t testing.TB) { testkit.RequireValidationContains(t, invalid, "metadata", "255 bytes") })
	assert.True(t, r.failed, "the field is still checked")
}

func TestFailureMessages(t *testing.T) {
	for name, tc := range map[string]struct {
		msgAndArgs []any
		want       string
	}{
		"none":        {nil, "error: ingress: 409 Conflict"},
		"one":         {[]any{"after a retry"}, "after a retry; error: ingress: 409 Conflict"},
		"format":      {[]any{"owner %s", "usr_1"}, "owner usr_1; error: ingress: 409 Conflict"},
		"not strings": {[]any{7, 8}, "7 8; error: ingress: 409 Conflict"},
	} {
		t.Run(name, func(t *testing.T) {
			r := check(t, func(t testing.TB) { testkit.RequireAPIError(t, conflict, http.StatusOK, "", tc.msgAndArgs...) })
			assert.True(t, r.failed)
			assert.True(t, strings.Contains(strings.Join(r.msgs, "\n"), tc.want), "want %q in %q", tc.want, r.msgs)
		})
	}
}
