package validate

import "slices"

// GlobalRegion is the region served from every point of presence: the
// region of a Kubernetes operator's ingress when none is chosen.
const GlobalRegion = "global"

// RegionOrGlobal checks an optional region: when supplied, GlobalRegion
// or one of regions, the points of presence that the family hands over
// (the API's region codes, like "eu").
func RegionOrGlobal[S ~string](field string, v *string, regions ...S) error {
	if v == nil || *v == GlobalRegion || slices.Contains(regions, S(*v)) {
		return nil
	}
	return Fail(field, "must be %q or one of %s, got %q", GlobalRegion, quoteAll(regions), *v)
}
