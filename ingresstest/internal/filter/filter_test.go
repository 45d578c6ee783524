package filter

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// now is the server time the tests compile their filters at.
var now = time.Date(2026, 5, 21, 8, 0, 0, 0, time.UTC)

// link is a reference to another record, as records hold them.
type link struct {
	ID  string `json:"id"`
	URI string `json:"uri"`
}

// base holds members that records embed, as the SDK's types do.
type base struct {
	Description string `json:"description"`
}

// record is a record of the kind the tests list.
type record struct {
	base
	ID        string            `json:"id"`
	Count     int               `json:"count"`
	Enabled   bool              `json:"enabled"`
	Tags      []string          `json:"tags,omitempty"`
	Labels    map[string]string `json:"labels"`
	CreatedAt time.Time         `json:"created_at"`
	Ref       *link             `json:"ref"`
	Secret    string            `json:"-"`
}

// records are the records the tests list, newest first.
func records() []*record {
	return []*record{
		{ID: "r3", base: base{"three"}, Count: 3, CreatedAt: now, Labels: map[string]string{"team": "infra"}},
		{ID: "r2", base: base{"two"}, Count: 2, Enabled: true, Tags: []string{"a", "b"}, CreatedAt: now.Add(-48 * time.Hour), Ref: &link{ID: "p1"}},
		{ID: "r1", base: base{"one"}, Count: 1, Tags: []string{"b"}, CreatedAt: now.Add(-10 * 24 * time.Hour)},
	}
}

// compile compiles src for records, charging meter.
func compile(t *testing.T, src string, meter *Meter) (*Filter, error) {
	t.Helper()
	var env Environment
	return env.Compile("/records", src, reflect.TypeFor[record](), now, meter)
}

// matching returns the IDs of the records that src matches.
func matching(t *testing.T, src string) []string {
	t.Helper()
	f, err := compile(t, src, &Meter{})
	require.NoError(t, err, src)
	got := []string{}
	for _, r := range records() {
		ok, err := f.Match(r)
		require.NoError(t, err, src)
		if ok {
			got = append(got, r.ID)
		}
	}
	return got
}

func TestFilterMatchesRecords(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want []string
	}{
		{`obj.id == "r2"`, []string{"r2"}},
		{`obj.description == "one"`, []string{"r1"}},
		{`obj.count >= 2 && obj.count != 3`, []string{"r2"}},
		{`obj.enabled`, []string{"r2"}},
		{`!obj.enabled`, []string{"r3", "r1"}},
		{`"b" in obj.tags`, []string{"r2", "r1"}},
		{`obj.tags == null`, []string{"r3"}},
		{`size(obj.tags) == 2`, []string{"r2"}},
		{`obj.labels.team == "infra"`, []string{"r3"}},
		{`obj.ref.id == "p1"`, []string{"r2"}},
		{`obj.ref == null`, []string{"r3", "r1"}},
		{`obj.id in ["r1", "r3"]`, []string{"r3", "r1"}},
		{`obj.created_at > timestamp(time.now).subtract("7d")`, []string{"r3", "r2"}},
		{`obj.created_at.add("2d") == timestamp(time.now)`, []string{"r2"}},
		{`obj.created_at < timestamp("2026-05-12T00:00:00Z")`, []string{"r1"}},
		{`obj.count > "x"`, []string{}},
		{`true`, []string{"r3", "r2", "r1"}},
	} {
		assert.Equal(t, tt.want, matching(t, tt.src), tt.src)
	}
}

func TestFilterRefusedWithError(t *testing.T) {
	for _, tt := range []struct{ src, reason string }{
		{`obj.nope == 1`, "unsupported field: obj.nope"},
		{`obj.secret == ""`, "unsupported field: obj.secret"},
		{`obj.ref.nope == ""`, "unsupported field: obj.ref.nope"},
		{`obj.created_at.seconds == 1`, `obj.created_at has no member "seconds"`},
		{`obj.description.startsWith("t")`, "startsWith() is not supported yet"},
		{`obj.description + "x" == "twox"`, "+ is not supported in filters"},
		{`obj.tags in ["a"]`, "obj.tags is a list, which in takes only on its right"},
		{`obj.count`, "obj.count is a value, not a condition"},
		{`"x"`, "the expression is a string, not a condition"},
		{`obj.created_at > timestamp(time.now).add("1w")`, `unknown unit 'w'`},
		{`obj.created_at > timestamp("yesterday")`, "not an RFC 3339 time"},
		{"obj.id == \"\xff\"", "the expression is not valid UTF-8"},
		{`obj.id ==`, "Syntax error"},
		{strings.Repeat(`obj.id==obj.ref.id||`, 200) + "true", "above the limit of 16777216 (maxFilterEstimatedCost)"},
	} {
		_, err := compile(t, tt.src, nil)
		var fe *Error
		if assert.True(t, errors.As(err, &fe), "%.60q: %v", tt.src, err) {
			assert.True(t, strings.HasPrefix(fe.Error(), "Invalid CEL query: "), fe.Error())
			assert.Contains(t, fe.Error(), tt.reason, tt.src[:min(len(tt.src), 60)])
		}
	}
}

func TestFilterOverCostRefusedWhenMatched(t *testing.T) {
	meter := &Meter{}
	f, err := compile(t, `obj.description != obj.description`, meter)
	require.NoError(t, err)
	big := &record{base: base{strings.Repeat("x", 4<<20)}}
	_, err = f.Match(big)
	var fe *Error
	require.True(t, errors.As(err, &fe), "%v", err)
	assert.Contains(t, fe.Error(), "the limit of 100000 units (maxFilterCost)")
	ok, err := f.Match(records()[0])
	assert.NoError(t, err, "a small record after a refused one")
	assert.False(t, ok)
	assert.NotZero(t, meter.spent, "evaluations charge the meter")
}

func TestFilterWithoutMeterCharges(t *testing.T) {
	f, err := compile(t, `obj.count > 1`, nil)
	require.NoError(t, err)
	ok, err := f.Match(records()[0])
	require.NoError(t, err)
	assert.True(t, ok, "a filter compiled without a meter still matches")
}

func TestFilterDurations(t *testing.T) {
	for s, want := range map[string]time.Duration{
		"7d":      7 * 24 * time.Hour,
		"24h":     24 * time.Hour,
		"1d12h":   36 * time.Hour,
		"90m30s":  90*time.Minute + 30*time.Second,
		"36500d":  36500 * 24 * time.Hour,
		"0s":      0,
		"1h1h1h1": -1,
	} {
		got, err := parseFilterDuration(s)
		if want < 0 {
			assert.Error(t, err, s)
			continue
		}
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	for _, s := range []string{"", "d", "7", "7w", "1.5h", "-1d", "123456s", "36600d"} {
		_, err := parseFilterDuration(s)
		assert.Error(t, err, "%q", s)
	}
}
