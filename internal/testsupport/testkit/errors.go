package testkit

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
)

// APIError requires err to be, or to wrap, an *ingress.Error, and returns
// it. msgAndArgs, as in testify, say what was checked.
func APIError(t testing.TB, err error, msgAndArgs ...any) *ingress.Error {
	t.Helper()
	var apiErr *ingress.Error
	require.ErrorAs(t, err, &apiErr, describe(err, msgAndArgs))
	return apiErr
}

// RequireAPIError requires err to be, or to wrap, an *ingress.Error with
// the given HTTP status and, when code is not "", the given error code,
// and returns it.
func RequireAPIError(t testing.TB, err error, status int, code string, msgAndArgs ...any) *ingress.Error {
	t.Helper()
	apiErr := APIError(t, err, msgAndArgs...)
	require.Equal(t, status, apiErr.StatusCode, describe(err, msgAndArgs))
	if code != "" {
		require.Equal(t, code, apiErr.ErrorCode, describe(err, msgAndArgs))
	}
	return apiErr
}

// RequireAPIErrorContains is RequireAPIError that also requires the
// error's message to contain substr.
func RequireAPIErrorContains(t testing.TB, err error, status int, code, substr string, msgAndArgs ...any) *ingress.Error {
	t.Helper()
	apiErr := RequireAPIError(t, err, status, code, msgAndArgs...)
	require.Contains(t, apiErr.Msg, substr, describe(err, msgAndArgs))
	return apiErr
}

// RequireValidation requires err to be, or to wrap, an
// *ingress.ValidationError of the given field, the SDK's refusal to send
// a request, and returns it.
func RequireValidation(t testing.TB, err error, field string, msgAndArgs ...any) *ingress.ValidationError {
	t.Helper()
	var ve *ingress.ValidationError
	require.ErrorAs(t, err, &ve, describe(err, msgAndArgs))
	require.Equal(t, field, ve.Field, describe(err, msgAndArgs))
	return ve
}

// RequireValidationContains is RequireValidation that also requires the
// error's rule to contain substr.
func RequireValidationContains(t testing.TB, err error, field, substr string, msgAndArgs ...any) *ingress.ValidationError {
	t.Helper()
	ve := RequireValidation(t, err, field, msgAndArgs...)
	require.Contains(t, ve.Rule, substr, describe(err, msgAndArgs))
	return ve
}

// describe renders a failure message: the caller's msgAndArgs, read as
// testify reads them, followed by the error.
func describe(err error, msgAndArgs []any) string {
	got := fmt.Sprintf("error: %v", err)
	switch {
	case len(msgAndArgs) == 0:
		return got
	case len(msgAndArgs) == 1:
		return fmt.Sprintf("%+v; %s", msgAndArgs[0], got)
	default:
		format, ok := msgAndArgs[0].(string)
		if !ok {
			return fmt.Sprint(msgAndArgs...) + "; " + got
		}
		return fmt.Sprintf(format, msgAndArgs[1:]...) + "; " + got
	}
}
