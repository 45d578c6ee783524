package setup

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"

	"github.com/ingresskit/ingress"
)

// ApplyError is the error of an Apply that stopped at a change that
// failed: which change, what the error was, and how many of the plan's
// changes were made before it stopped.
type ApplyError struct {
	// Change is the change that failed.
	Change *Change
	// Made is how many of the plan's changes were made, each whole.
	Made int
	// Total is how many changes the plan has.
	Total int
	// Err is the change's error.
	Err error
}

// Error names the change and its error, like "create vault prod: ...".
func (e *ApplyError) Error() string {
	return fmt.Sprintf("%s %s %s: %v", e.Change.Action, e.Change.Kind, e.Change.Name, e.Err)
}

// Unwrap returns the change's error.
func (e *ApplyError) Unwrap() error { return e.Err }

// Transient reports whether applying again can help: the API was busy
// (429) or failed (5xx), did not answer, or the time ran out. A request
// the API refused (another 4xx, like a name another account holds or a
// quota reached) fails again until the description or the account
// changes.
func (e *ApplyError) Transient() bool {
	var apiErr *ingress.Error
	if errors.As(e.Err, &apiErr) {
		return apiErr.StatusCode == http.StatusTooManyRequests || apiErr.StatusCode >= http.StatusInternalServerError
	}
	var netErr net.Error
	return errors.As(e.Err, &netErr) || errors.Is(e.Err, context.DeadlineExceeded)
}
