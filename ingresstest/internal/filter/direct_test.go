package filter

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wideKind is a named string type, as the SDK's enumerations are.
type wideKind string

// wideNote is embedded by pointer, so that its members are null when it
// is nil.
type wideNote struct {
	Note string `json:"note"`
}

// wideRef is a reference that nests.
type wideRef struct {
	ID    string   `json:"id"`
	Count int      `json:"count"`
	Inner *wideRef `json:"inner"`
}

// wide is a record with a member of every kind that direct evaluation
// takes, and some it does not.
type wide struct {
	*wideNote
	Name  string            `json:"name"`
	Label *string           `json:"label"`
	Count int               `json:"count"`
	Small int8              `json:"small"`
	Size  uint64            `json:"size"`
	Ratio float64           `json:"ratio"`
	On    bool              `json:"on"`
	Flag  *bool             `json:"flag"`
	Kind  wideKind          `json:"kind"`
	Ref   *wideRef          `json:"ref"`
	Plain wideRef           `json:"plain"`
	Tags  []string          `json:"tags"`
	Attrs map[string]string `json:"attrs"`
}

// The parts that expressions and records are generated from.
var (
	wideMembers = []string{
		"obj.name", "obj.label", "obj.count", "obj.small", "obj.size", "obj.ratio",
		"obj.on", "obj.flag", "obj.kind", "obj.note", "obj.ref.id", "obj.ref.count",
		"obj.ref.inner.id", "obj.ref.inner.inner.count", "obj.plain.id",
		"obj.plain.inner.id", "obj.plain.inner.count",
	}
	// wideOthers are members that direct evaluation does not take.
	wideOthers = []string{"obj.tags", "obj.attrs.team", "obj.ref", "obj.plain"}
	wideTexts  = []string{"", "a", "b", "é", "ab", "日本語", "even", "odd", strings.Repeat("x", 25), strings.Repeat("é", 1000)}
	wideLits   = []string{
		`""`, `"a"`, `"b"`, `"é"`, `"ab"`, `"日本語"`, `"even"`, `"odd"`, `"` + strings.Repeat("x", 25) + `"`,
		`"` + strings.Repeat("é", 1000) + `"`, `-1`, `0`, `1`, `2`, `300`, `0u`, `1u`, `2u`, `0.0`, `1.0`,
		`1.5`, `-1.0`, `true`, `false`, `null`, `b"a"`, `b""`,
	}
)

// genExpr returns an expression of depth at most depth: mostly members
// compared with literals, joined by &&, || and !, and now and then
// (when others is set) a part that direct evaluation does not take.
func genExpr(r *rand.Rand, depth int, others bool) string {
	if depth > 0 {
		switch n := r.IntN(10); {
		case n < 2:
			return "!(" + genExpr(r, depth-1, others) + ")"
		case n < 5:
			op := " && "
			if r.IntN(2) == 0 {
				op = " || "
			}
			return "(" + genExpr(r, depth-1, others) + op + genExpr(r, depth-1, others) + ")"
		}
	}
	member := wideMembers[r.IntN(len(wideMembers))]
	if others && r.IntN(20) == 0 {
		member = wideOthers[r.IntN(len(wideOthers))]
	}
	lit := wideLits[r.IntN(len(wideLits))]
	op := " == "
	if r.IntN(3) == 0 {
		op = " != "
	}
	if r.IntN(4) == 0 {
		return lit + op + member
	}
	return member + op + lit
}

// genWide returns a record whose members take values from the same
// pool as the literals, nil pointers among them.
func genWide(r *rand.Rand) *wide {
	text := func() string { return wideTexts[r.IntN(len(wideTexts))] }
	ref := func(depth int) *wideRef {
		var out *wideRef
		for range r.IntN(depth + 1) {
			out = &wideRef{ID: text(), Count: r.IntN(4) - 1, Inner: out}
		}
		return out
	}
	w := &wide{
		Name: text(), Count: r.IntN(4) - 1, Small: int8(r.IntN(3)), Size: uint64(r.IntN(3)),
		Ratio: []float64{0, 1, 1.5, -1}[r.IntN(4)], On: r.IntN(2) == 0, Kind: wideKind(text()),
		Ref: ref(3), Tags: []string{text()}, Attrs: map[string]string{"team": text()},
	}
	if r.IntN(2) == 0 {
		w.wideNote = &wideNote{Note: text()}
	}
	if r.IntN(2) == 0 {
		w.Label = new(text())
	}
	if r.IntN(2) == 0 {
		w.Flag = new(r.IntN(2) == 0)
	}
	if inner := ref(2); inner != nil {
		w.Plain = *inner
	}
	return w
}

// agree evaluates src on recs both ways and reports where they differ:
// in the match, in the refusal, or in the cost counted. It reports
// whether src was evaluated directly.
func agree(t *testing.T, env *Environment, src string, recs []*wide) bool {
	t.Helper()
	f, err := env.Compile("GET /wides", src, reflect.TypeFor[wide](), now, nil)
	require.NoError(t, err, src)
	if f.prog.direct == nil {
		return false
	}
	for i, rec := range recs {
		byCEL, byDirect := &Meter{}, &Meter{}
		f.meter = byCEL
		wantOK, wantErr := f.matchCEL(rec)
		f.meter = byDirect
		gotOK, gotErr := f.matchDirect(rec)
		if wantOK != gotOK || (wantErr == nil) != (gotErr == nil) || byCEL.spent != byDirect.spent {
			t.Errorf("%.200s on record %d (%+v):\n  CEL:    %v, %v, %d units\n  direct: %v, %v, %d units",
				src, i, *rec, wantOK, wantErr, byCEL.spent, gotOK, gotErr, byDirect.spent)
			return true
		}
	}
	return true
}

func TestDirectAgreesWithCEL(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 8))
	recs := make([]*wide, 16)
	for i := range recs {
		recs[i] = genWide(r)
	}
	var env Environment
	const cases = 1500
	direct := 0
	for range cases {
		if agree(t, &env, genExpr(r, 3, true), recs) {
			direct++
		}
	}
	t.Logf("%d of %d generated expressions evaluated directly", direct, cases)
	assert.Greater(t, direct, cases*2/3, "too few expressions take the direct evaluation for the test to say much")
}

func TestDirectTakesTheShapeItIsFor(t *testing.T) {
	var env Environment
	for _, tt := range []struct {
		src    string
		direct bool
	}{
		{`obj.name == "even"`, true},
		{`"even" != obj.ref.inner.id && (obj.flag == true || !(obj.count == 2))`, true},
		{`obj.note == null`, true},
		{`obj.ref == null`, false},                 // a struct, not a scalar
		{`"a" in obj.tags`, false},                 // in
		{`obj.attrs.team == "a"`, false},           // a member of a map
		{`obj.count < 2`, false},                   // an order
		{`obj.on`, false},                          // no comparison
		{`obj.name == obj.kind`, false},            // no literal
		{`obj.on == true && obj.count > 1`, false}, // one part of another shape
	} {
		f, err := env.Compile("GET /wides", tt.src, reflect.TypeFor[wide](), now, nil)
		require.NoError(t, err, tt.src)
		assert.Equal(t, tt.direct, f.prog.direct != nil, tt.src)
	}
}

// FuzzDirectAgreesWithCEL generates an expression and records from each
// seed, as TestDirectAgreesWithCEL does, and checks that direct
// evaluation gives what cel-go gives, at the same cost.
func FuzzDirectAgreesWithCEL(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, seed*7919)
	}
	var env Environment
	f.Fuzz(func(t *testing.T, a, b uint64) {
		r := rand.New(rand.NewPCG(a, b))
		recs := []*wide{genWide(r), genWide(r), genWide(r), genWide(r)}
		src := genExpr(r, 1+r.IntN(5), false)
		if !agree(t, &env, src, recs) {
			t.Fatalf("%s: not evaluated directly", src)
		}
	})
}
