package backends

import (
	"github.com/ingresskit/ingress/internal/validate"
)

// Status codes an HTTP response backend may answer with.
const (
	MinStatusCode = 100
	MaxStatusCode = 599
)

// statusCode checks a status code: 100 to 599.
func statusCode(v *int32) error {
	if *v < MinStatusCode || *v > MaxStatusCode {
		return validate.Fail("status_code", "must be from %d to %d, got %d", MinStatusCode, MaxStatusCode, *v)
	}
	return nil
}
