package backends

import (
	"maps"
	"slices"
	"strings"

	"github.com/ingresskit/ingress/internal/validate"
)

// Status codes an HTTP response backend may answer with.
const (
	MinStatusCode = 100
	MaxStatusCode = 599
)

// Weights a weighted backend may give a child backend, as the API
// documents them.
const (
	MinWeight = 0
	MaxWeight = 10000
)

// statusCode checks a status code: 100 to 599.
func statusCode(v int32) error {
	if v < MinStatusCode || v > MaxStatusCode {
		return validate.Fail("status_code", "must be from %d to %d, got %d", MinStatusCode, MaxStatusCode, v)
	}
	return nil
}

// weights checks the children of a weighted backend: each ID a resource
// ID, each weight from MinWeight to MaxWeight. Children are checked in the
// order of their IDs, and an error names the child, as
// "backends[bkdhr_1]".
func weights(field string, children map[string]int64) error {
	for _, id := range slices.Sorted(maps.Keys(children)) {
		f := field + "[" + id + "]"
		if err := validate.ID(f, id); err != nil {
			return err
		}
		if w := children[id]; w < MinWeight || w > MaxWeight {
			return validate.Fail(f, "weight must be from %d to %d, got %d", MinWeight, MaxWeight, w)
		}
	}
	return nil
}

// address checks the address of a static backend: host:port (see
// validate.HostPort), without a wildcard host, which names no one address.
func address(v string) error {
	if v == "" {
		return validate.Fail("address", "must not be empty")
	}
	if strings.HasPrefix(v, "*.") {
		return validate.Fail("address", "%q: a wildcard host names no one address", v)
	}
	return validate.HostPort("address", v)
}
