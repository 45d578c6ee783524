package validate

// MaxPageLimit is the largest page size the API serves, and its default.
const MaxPageLimit = 100

// PageLimit checks a list's limit parameter: from 1 to MaxPageLimit, or
// nil for the default.
func PageLimit(limit *int) error {
	if limit != nil && (*limit < 1 || *limit > MaxPageLimit) {
		return Fail("limit", "must be from 1 to %d, got %d", MaxPageLimit, *limit)
	}
	return nil
}
