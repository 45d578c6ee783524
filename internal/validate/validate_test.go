package validate_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// requireRule checks that err is a *ingress.ValidationError for field whose
// rule contains says.
func requireRule(t *testing.T, err error, field, says string, msgAndArgs ...any) {
	t.Helper()
	var v *ingress.ValidationError
	require.ErrorAs(t, err, &v, msgAndArgs...)
	assert.Equal(t, field, v.Field, msgAndArgs...)
	assert.Contains(t, v.Rule, says, msgAndArgs...)
}

func TestMaxBytesAndMaxChars(t *testing.T) {
	a := strings.Repeat("a", 255)
	tests := []struct {
		name string
		v    *string
		n    int
		// bytes and chars hold what MaxBytes and MaxChars say: "" when
		// the value passes.
		bytes, chars string
	}{
		{name: "not supplied", v: nil, n: 0},
		{name: "empty", v: new(""), n: 0},
		{name: "255 bytes at 255", v: new(a), n: 255},
		{name: "256 bytes at 255", v: new(a + "a"), n: 255, bytes: "at most 255 bytes, got 256", chars: "at most 255 characters, got 256"},
		{name: "254 bytes and é at 255", v: new(a[:254] + "é"), n: 255, bytes: "at most 255 bytes, got 256"},
		{name: "127 é at 255", v: new(strings.Repeat("é", 127)), n: 255},
		{name: "128 é at 255", v: new(strings.Repeat("é", 128)), n: 255, bytes: "at most 255 bytes, got 256"},
		{name: "é at 1", v: new("é"), n: 1, bytes: "at most 1 bytes, got 2"},
		{name: "é at 2", v: new("é"), n: 2},
		{name: "éé at 1", v: new("éé"), n: 1, bytes: "at most 1 bytes, got 4", chars: "at most 1 characters, got 2"},
		{name: "invalid byte", v: new("\xff"), n: 255, bytes: "valid UTF-8", chars: "valid UTF-8"},
		{name: "truncated é", v: new("a\xc3"), n: 255, bytes: "valid UTF-8", chars: "valid UTF-8"},
		{name: "surrogate half", v: new("\xed\xa0\x80"), n: 255, bytes: "valid UTF-8", chars: "valid UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, check := range []struct {
				rule func(string, *string, int) error
				says string
			}{{validate.MaxBytes, tt.bytes}, {validate.MaxChars, tt.chars}} {
				err := check.rule("name", tt.v, tt.n)
				if check.says == "" {
					assert.NoError(t, err)
				} else {
					requireRule(t, err, "name", check.says)
				}
			}
		})
	}
}

func TestCommonLimits(t *testing.T) {
	require.NoError(t, validate.Common(nil, nil))
	require.NoError(t, validate.Common(new(strings.Repeat("d", validate.MaxDescriptionBytes)), new(strings.Repeat("m", validate.MaxMetadataBytes))))
	requireRule(t, validate.Description(new(strings.Repeat("é", 128))), "description", "at most 255 bytes")
	requireRule(t, validate.Metadata(new(strings.Repeat("m", 4097))), "metadata", "at most 4096 bytes")
	requireRule(t, validate.Common(new("ok"), new(strings.Repeat("m", 4097))), "metadata", "at most 4096 bytes")
	requireRule(t, validate.Common(new("\xff"), new(strings.Repeat("m", 4097))), "description", "valid UTF-8", "the description is checked first")
}

func TestRequired(t *testing.T) {
	for _, tt := range []struct {
		name string
		v    *string
		ok   bool
	}{
		{"not supplied", nil, false},
		{"empty", new(""), false},
		{"blank", new(" \t\n"), false},
		{"supplied", new("x"), true},
		{"padded", new(" x "), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := validate.Required("name", tt.v)
			if tt.ok {
				assert.NoError(t, err)
			} else {
				requireRule(t, err, "name", "is required")
			}
			if tt.v != nil {
				err := validate.RequiredString("name", *tt.v)
				if tt.ok {
					assert.NoError(t, err)
				} else {
					requireRule(t, err, "name", "is required")
				}
			}
		})
	}
}

// color is an enumeration for TestOneOf.
type color string

func TestOneOf(t *testing.T) {
	allowed := []color{"red", "blue"}
	assert.NoError(t, validate.OneOf("color", nil, allowed...), "not supplied")
	assert.NoError(t, validate.OneOf("color", new(color("red")), allowed...))
	assert.NoError(t, validate.OneOf("color", new(color("blue")), allowed...))
	requireRule(t, validate.OneOf("color", new(color("RED")), allowed...), "color", `must be one of "red", "blue", got "RED"`)
	requireRule(t, validate.OneOf("color", new(color("")), allowed...), "color", `got ""`)
	requireRule(t, validate.OneOf("color", new(color("red ")), allowed...), "color", `got "red "`)
	requireRule(t, validate.OneOf("color", new(color("red"))), "color", "must be one of", "nothing is allowed")
}

func TestResourceID(t *testing.T) {
	for _, id := range []string{"ak_2abc", "usr_1", "...", ".hidden", "a..b", "a.b", "ünïcode", "a%2Fb"} {
		assert.NoError(t, validate.ID("id", id), "%q", id)
	}
	requireRule(t, validate.ID("id", ""), "id", "must not be empty")
	for _, id := range []string{".", "..", "/", "a/b", "/a", "a/", "\\", "a\\b", "..\\x", "a\x00b", "a\nb", "a\rb", "\tab", "a\x1f", "a\x7f"} {
		requireRule(t, validate.ID("id", id), "id", "is not a resource ID", "%q", id)
	}
	assert.NoError(t, validate.OwnerID(nil))
	assert.NoError(t, validate.OwnerID(new("usr_1")))
	requireRule(t, validate.OwnerID(new("../usr_1")), "owner_id", "is not a resource ID")
	requireRule(t, validate.OwnerID(new("")), "owner_id", "must not be empty")
}

func TestIfSet(t *testing.T) {
	var checked []int
	positive := func(n int) error {
		checked = append(checked, n)
		if n <= 0 {
			return validate.Fail("n", "must be positive, got %d", n)
		}
		return nil
	}
	assert.NoError(t, validate.IfSet(nil, positive), "not supplied")
	assert.Empty(t, checked, "the rule does not run on a value left out")
	assert.NoError(t, validate.IfSet(new(3), positive))
	requireRule(t, validate.IfSet(new(0), positive), "n", "must be positive, got 0")
	assert.Equal(t, []int{3, 0}, checked, "the rule runs on the supplied value")
}

func TestFirst(t *testing.T) {
	e1, e2 := errors.New("one"), errors.New("two")
	assert.NoError(t, validate.First())
	assert.NoError(t, validate.First(nil, nil))
	assert.Same(t, e1, validate.First(e1, e2))
	assert.Same(t, e2, validate.First(nil, e2, e1))
	assert.Same(t, e1, validate.First(nil, nil, e1))
}

func TestFail(t *testing.T) {
	err := validate.Fail("target.port", "must be at most %d, got %d", 65535, 70000)
	requireRule(t, err, "target.port", "must be at most 65535, got 70000")
	assert.True(t, ingress.IsValidation(err))
	assert.EqualError(t, err, "ingress: invalid target.port: must be at most 65535, got 70000")
}

// FuzzText checks MaxBytes and MaxChars against the standard library's
// count of bytes and characters.
func FuzzText(f *testing.F) {
	for _, seed := range []struct {
		s string
		n uint16
	}{
		{"", 0}, {"a", 0}, {"é", 1}, {"é", 2}, {"éé", 3},
		{strings.Repeat("a", 255), 255}, {strings.Repeat("a", 256), 255}, {strings.Repeat("é", 128), 255},
		{"\xff", 255}, {"a\xc3", 255}, {"\xed\xa0\x80", 10}, {"日本語", 3},
	} {
		f.Add(seed.s, seed.n)
	}
	f.Fuzz(func(t *testing.T, s string, n uint16) {
		limit := int(n)
		valid := utf8.ValidString(s)
		bytesErr := validate.MaxBytes("f", &s, limit)
		charsErr := validate.MaxChars("f", &s, limit)
		if (bytesErr == nil) != (valid && len(s) <= limit) {
			t.Fatalf("MaxBytes(%q, %d) = %v; valid %t, %d bytes", s, limit, bytesErr, valid, len(s))
		}
		if (charsErr == nil) != (valid && utf8.RuneCountInString(s) <= limit) {
			t.Fatalf("MaxChars(%q, %d) = %v; valid %t, %d characters", s, limit, charsErr, valid, utf8.RuneCountInString(s))
		}
		for _, err := range []error{bytesErr, charsErr} {
			var v *ingress.ValidationError
			if err != nil && (!errors.As(err, &v) || v.Field != "f") {
				t.Fatalf("error %v is not a validation error of field f", err)
			}
		}
	})
}
