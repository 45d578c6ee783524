package validate

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
)

// messages returns the text of each error.
func messages(errs []error) []string {
	out := make([]string, len(errs))
	for i, err := range errs {
		out[i] = err.Error()
	}
	return out
}

// ruleParams are params whose Validate is written as the families write
// theirs: one First, one nested in it, an optional rule.
type ruleParams struct {
	CIDR, Action       string
	Description, Notes *string
}

func (p *ruleParams) Validate() error {
	return First(
		CIDR("cidr", p.CIDR),
		OneOf("action", &p.Action, "allow", "deny"),
		Common(p.Description, p.Notes),
	)
}

// TestFirstReturnsWhatItAlwaysDid checks that First's error is the first
// broken rule, the very value the rule returned, of its type, with its
// message: SDK callers and the fake see one error, as before All existed.
func TestFirstReturnsWhatItAlwaysDid(t *testing.T) {
	cidr := Fail("cidr", "is wrong")
	action := Fail("action", "is wrong")
	err := First(nil, cidr, action)
	assert.Same(t, cidr, err)
	assert.IsType(t, &ingress.ValidationError{}, err)
	assert.EqualError(t, err, "ingress: invalid cidr: is wrong")

	err = (&ruleParams{CIDR: "203.0.113.0/33", Action: "alow"}).Validate()
	assert.IsType(t, &CodedError{}, err)
	assert.EqualError(t, err, `ingress: invalid cidr: "203.0.113.0/33" is not a range in CIDR notation`)

	ipr := IPRestrictionPolicies("ip_policy_ids", nil, true)
	assert.Same(t, ipr, First(ipr, Fail("type", "is wrong")), "an error of its own type stays so")
	assert.NoError(t, First(nil, nil))
}

// TestAllListsEveryBrokenRule checks that All finds, from the error a
// Validate method returned, every rule that the method's First calls saw
// broken, nested ones too, in the order they were checked, one a field.
func TestAllListsEveryBrokenRule(t *testing.T) {
	long := string(make([]byte, MaxDescriptionBytes+1))
	err := (&ruleParams{CIDR: "203.0.113.0/33", Action: "alow", Description: &long, Notes: new("\xff")}).Validate()
	assert.Equal(t, []string{
		`ingress: invalid cidr: "203.0.113.0/33" is not a range in CIDR notation`,
		`ingress: invalid action: must be one of "allow", "deny", got "alow"`,
		"ingress: invalid description: must be at most 255 bytes, got 256",
		"ingress: invalid metadata: must be valid UTF-8",
	}, messages(All(err)))

	// Nested as the first argument: Common's own first error is the
	// method's, and both levels' other errors follow it.
	err = First(Common(&long, new("\xff")), Fail("cidr", "is wrong"))
	assert.Equal(t, []string{
		"ingress: invalid description: must be at most 255 bytes, got 256",
		"ingress: invalid metadata: must be valid UTF-8",
		"ingress: invalid cidr: is wrong",
	}, messages(All(err)))

	// A field has one mistake, the first.
	err = First(RequiredString("url", ""), Fail("url", "is not a URL"), Fail("type", "is wrong"))
	assert.Equal(t, []string{"ingress: invalid url: is required", "ingress: invalid type: is wrong"}, messages(All(err)))

	// A wrapped error is found through its wrapping.
	err = First(Fail("cidr", "is wrong"), Fail("action", "is wrong"))
	assert.Len(t, All(fmt.Errorf("rule: %w", err)), 2)
}

// TestAllOfOneError checks All of nil, of an error with no other and of
// an error First never returned.
func TestAllOfOneError(t *testing.T) {
	assert.Nil(t, All(nil))
	one := First(Fail("cidr", "is wrong"))
	assert.Equal(t, []error{one}, All(one))
	plain := errors.New("environment variable X is not set")
	assert.Equal(t, []error{plain}, All(plain))
	same := Fail("cidr", "is wrong")
	assert.Equal(t, []error{same}, All(First(same, same)), "an error given twice is listed once")
}

// TestAllOfListsAndNestedFields checks that every broken element of a
// list is found, not only the first, and that a nested member's field
// names (Within) reach its other mistakes too.
func TestAllOfListsAndNestedFields(t *testing.T) {
	err := HostPorts("hostports", []string{"ok.example.com:443", "bad host:443", "x.example.com:0", "ok.example.com:443"})
	assert.ErrorContains(t, err, `ingress: invalid hostports[1]: must be specified in the format 'hostname:portnumber': "bad host:443"`)
	assert.Equal(t, []string{"hostports[1]", "hostports[2]", "hostports[3]"}, fieldsOf(All(err)))

	err = Within("saml", First(Fail("idp_metadata", "is wrong"), Fail("force_authn", "is wrong")))
	assert.EqualError(t, err, "ingress: invalid saml.idp_metadata: is wrong")
	assert.Equal(t, []string{"saml.idp_metadata", "saml.force_authn"}, fieldsOf(All(err)))
}

// fieldsOf returns the Field of each validation error.
func fieldsOf(errs []error) []string {
	out := make([]string, len(errs))
	for i, err := range errs {
		out[i] = held(err).Field
	}
	return out
}
