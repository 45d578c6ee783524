package validate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
)

// Limits of event subscriptions, which count characters, not bytes.
const (
	MaxSubscriptionDescriptionChars = 255
	MaxSubscriptionMetadataChars    = 4096
)

// Choice is one member of a group of which exactly one must be set, such
// as the members of an event destination's target.
type Choice struct {
	// Name is the member's JSON name.
	Name string
	// Set reports whether the member is set.
	Set bool
}

// ExactlyOne checks that exactly one of choices is set.
func ExactlyOne(field string, choices ...Choice) error {
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
		return Fail(field, "must set exactly one of %s, got none", strings.Join(names, ", "))
	default:
		return Fail(field, "must set exactly one of %s, got %s", strings.Join(names, ", "), strings.Join(set, " and "))
	}
}

// AWSAuth checks an AWS auth block: exactly one of role and creds is set.
// A missing block (present false) is a *CodedError with
// CodeEventAuthMissing, one with neither CodeEventAuthEmpty, one with both
// CodeEventAuthMany.
func AWSAuth(field string, present, role, creds bool) error {
	switch {
	case !present:
		return FailCoded(CodeEventAuthMissing, field, "the target is missing its auth: set exactly one of role, creds")
	case !role && !creds:
		return FailCoded(CodeEventAuthEmpty, field, "the auth is missing a role or credentials: set exactly one of role, creds")
	case role && creds:
		return FailCoded(CodeEventAuthMany, field, "the auth may not specify more than one type of authentication, got role and creds")
	}
	return nil
}

// EventFormat checks an event destination's format: the only accepted
// serialization is only (JSON), spelled in any case. A nil format is
// accepted when the format is not required. A missing or other format is
// a *CodedError with CodeEventFormat.
func EventFormat[S ~string](field string, v *S, required bool, only S) error {
	if v == nil {
		if required {
			return FailCoded(CodeEventFormat, field, "the format is missing; the supported formats are %q", string(only))
		}
		return nil
	}
	if !strings.EqualFold(string(*v), string(only)) {
		return FailCoded(CodeEventFormat, field, "the format %q is not a valid event destination format; the supported formats are %q", string(*v), string(only))
	}
	return nil
}

// SubscriptionText checks the description (at most 255 characters) and
// metadata (at most 4096 characters) of an event subscription.
func SubscriptionText(description, metadata *string) error {
	return First(
		MaxChars("description", description, MaxSubscriptionDescriptionChars),
		MaxChars("metadata", metadata, MaxSubscriptionMetadataChars),
	)
}

// UnknownEventTypeError is the *ingress.ValidationError of an event type
// that the API does not document. The API answers it with its own error
// code (ERR_NGROK_238), not with that of the other broken rules, so the
// server tells it apart with errors.As.
type UnknownEventTypeError struct {
	ingress.ValidationError
}

// Unwrap returns the embedded *ingress.ValidationError, so that
// errors.As and ingress.IsValidation see it.
func (e *UnknownEventTypeError) Unwrap() error { return &e.ValidationError }

// EventType checks an event type: it is set, and one of documented, the
// types the API accepts. A type it does not list is an
// *UnknownEventTypeError.
func EventType[S ~string](field string, v S, documented []S) error {
	if v == "" {
		return Fail(field, "is required")
	}
	if !slices.Contains(documented, v) {
		return &UnknownEventTypeError{ingress.ValidationError{Field: field, Rule: fmt.Sprintf("%q is not a documented event type", string(v))}}
	}
	return nil
}
