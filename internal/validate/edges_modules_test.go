package validate_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

// requireCoded checks that err is a *validate.CodedError for field with
// the API's code.
func requireCoded(t *testing.T, err error, field, code string) {
	t.Helper()
	testkit.RequireValidation(t, err, field)
	var ce *validate.CodedError
	require.True(t, errors.As(err, &ce), "%v is not coded", err)
	require.Equal(t, code, ce.Code, "the code of %v", err)
}
