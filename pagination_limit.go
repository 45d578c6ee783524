package ingress

import "fmt"

// MaxPageSize is the largest page the API serves: a ListParams.Limit
// above it, or below 1, is refused before anything is sent.
const MaxPageSize = 100

// Validate checks the documented rule of the parameters: a Limit from 1 to
// MaxPageSize. Nil parameters are valid.
func (p *ListParams) Validate() error {
	if p == nil || p.Limit == nil || (*p.Limit >= 1 && *p.Limit <= MaxPageSize) {
		return nil
	}
	return &ValidationError{Field: "limit", Rule: fmt.Sprintf("must be from 1 to %d, got %d", MaxPageSize, *p.Limit)}
}
