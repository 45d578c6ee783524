package filter

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzFilterCompile compiles expressions for a record type and evaluates
// those that compile on records: every refusal is an *Error, and nothing
// panics. ingresstest's FuzzFilter does the same through the server's
// answers.
func FuzzFilterCompile(f *testing.F) {
	for _, seed := range []string{
		`obj.description == "one"`,
		`!(obj.id in ["r1", "r2"]) && size(obj.labels) > 0`,
		`obj.created_at >= timestamp(time.now).subtract("7d") || obj.created_at < timestamp("2025-10-31T09:23:45-07:00")`,
		`timestamp(time.now).add("1d12h30m") > obj.created_at`,
		`obj.ref.id == "p1" && obj.count != 2`,
		`obj.ref == null`,
		`"b" in obj.tags`,
		`obj.labels.team == "infra"`,
		`obj.description.startsWith("t")`,
		`obj.x.y.z == 1`,
		`((((obj.enabled))))`,
		`1 < 2.0 && 3u <= 4 && b"x" != b"y" && null == null`,
	} {
		f.Add(seed)
	}
	var env Environment
	recs := records()
	f.Fuzz(func(t *testing.T, src string) {
		var fe *Error
		flt, err := env.Compile("/records", src, reflect.TypeFor[record](), now, &Meter{})
		if err != nil {
			if !errors.As(err, &fe) {
				t.Fatalf("%q: refused with %T: %v", src, err, err)
			}
			return
		}
		for _, r := range recs {
			if _, err := flt.Match(r); err != nil && !errors.As(err, &fe) {
				t.Fatalf("%q on %s: %T: %v", src, r.ID, err, err)
			}
		}
	})
}
