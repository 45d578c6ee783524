package validate

import (
	"slices"
	"strings"
)

// EventTarget checks the members of an event destination's target, of
// which exactly one is set: none is a *CodedError with
// CodeEventTargetMissing that lists the targets, more than one one with
// CodeEventTargetsMany that names those set.
func EventTarget(field string, choices ...Choice) error {
	names := make([]string, len(choices))
	var set []string
	for i, c := range choices {
		names[i] = c.Name
		if c.Set {
			set = append(set, c.Name)
		}
	}
	switch len(set) {
	case 1:
		return nil
	case 0:
		return FailCoded(CodeEventTargetMissing, field, "an event destination must specify a target; the valid targets are %s", strings.Join(names, ", "))
	default:
		return FailCoded(CodeEventTargetsMany, field, "an event destination may not specify more than one target, got %s", strings.Join(set, " and "))
	}
}

// DatadogAPIKey checks that a Datadog target has its API key: a missing
// one is a *CodedError with CodeDatadogAPIKeyMissing. Its error never
// holds the key.
func DatadogAPIKey(field, key string) error {
	if strings.TrimSpace(key) == "" {
		return FailCoded(CodeDatadogAPIKeyMissing, field, "the target is missing its API key")
	}
	return nil
}

// DatadogSite checks the site of a Datadog target: empty (not supplied),
// or one of sites, the family's list of Datadog's sites, in any case.
// Another is a *CodedError with CodeDatadogSite that lists them.
func DatadogSite(field, site string, sites []string) error {
	if site == "" || slices.ContainsFunc(sites, func(s string) bool { return strings.EqualFold(s, site) }) {
		return nil
	}
	return FailCoded(CodeDatadogSite, field, "the Datadog site %q is not valid; use one of %s (https://docs.datadoghq.com/getting_started/site/)", site, quoteAll(sites))
}

// DistinctSourceTypes checks that no two sources of a subscription, the
// list field, have the same event type: a repeated one is a *CodedError
// with CodeEventSourceRepeated that names both places.
func DistinctSourceTypes[S ~string](field string, types []S) error {
	first := make(map[S]int, len(types))
	for i, t := range types {
		if j, dup := first[t]; dup {
			return FailCoded(CodeEventSourceRepeated, Elem(field, i),
				"the event type of each source must be unique within a subscription: %q is already %s", string(t), Elem(field, j))
		}
		first[t] = i
	}
	return nil
}
