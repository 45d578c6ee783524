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

// CodeUnknownRegion is the API's error code for a region it does not
// know (errors/err_ngrok_500), whose message lists the valid ones.
const CodeUnknownRegion = "ERR_NGROK_500"

// KnownRegion checks an optional region: when supplied, one of regions.
// Another is a *CodedError with CodeUnknownRegion that lists them.
func KnownRegion[S ~string](field string, v *S, regions []S) error {
	if v == nil || slices.Contains(regions, *v) {
		return nil
	}
	return FailCoded(CodeUnknownRegion, field, "the region you specified, %q, is invalid; use one of %s", string(*v), quoteAll(regions))
}
