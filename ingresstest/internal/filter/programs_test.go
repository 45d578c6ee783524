package filter

import (
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// compileFor compiles src for the records of list, with env.
func compileFor(t *testing.T, env *Environment, list, src string) *Filter {
	t.Helper()
	f, err := env.Compile(list, src, reflect.TypeFor[record](), now, &Meter{})
	require.NoError(t, err, src)
	return f
}

func TestASecondIdenticalFilterIsNotCompiledAgain(t *testing.T) {
	var env Environment
	first := compileFor(t, &env, "GET /records", `obj.description == "one"`)
	second := compileFor(t, &env, "GET /records", `obj.description == "one"`)
	assert.Same(t, first.prog, second.prog, "the second request compiled the filter again")
	assert.NotSame(t, first.act, second.act, "requests share an activation")
	// Compiling this filter takes hundreds of allocations; binding a kept
	// program to a request takes a few.
	allocs := testing.AllocsPerRun(100, func() {
		compileFor(t, &env, "GET /records", `obj.description == "one"`)
	})
	assert.LessOrEqual(t, allocs, 8.0, "a filter sent again was compiled again")

	otherList := compileFor(t, &env, "GET /others", `obj.description == "one"`)
	assert.NotSame(t, first.prog, otherList.prog, "a filter of another list is another program")
	otherText := compileFor(t, &env, "GET /records", `obj.description == "two"`)
	assert.NotSame(t, first.prog, otherText.prog)
	type other struct {
		Description string `json:"description"`
	}
	otherType, err := env.Compile("GET /records", `obj.description == "one"`, reflect.TypeFor[other](), now, nil)
	require.NoError(t, err)
	assert.NotSame(t, first.prog, otherType.prog, "a filter of another record type is another program")
}

func TestARefusedFilterIsRefusedAgainWithoutCompiling(t *testing.T) {
	var env Environment
	_, first := env.Compile("GET /records", `obj.nope == 1`, reflect.TypeFor[record](), now, nil)
	_, second := env.Compile("GET /records", `obj.nope == 1`, reflect.TypeFor[record](), now, nil)
	require.Error(t, first)
	assert.Same(t, first, second, "the refusal was not kept")
	allocs := testing.AllocsPerRun(100, func() {
		_, err := env.Compile("GET /records", `obj.nope == 1`, reflect.TypeFor[record](), now, nil)
		require.Error(t, err)
	})
	assert.LessOrEqual(t, allocs, 8.0, "a refused filter sent again was compiled again")
}

func TestProgramsKeepTheLatestUsed(t *testing.T) {
	var env Environment
	kept := compileFor(t, &env, "GET /records", `obj.id == "kept"`)
	evicted := compileFor(t, &env, "GET /records", `obj.id == "evicted"`)
	for i := range 3 * maxPrograms {
		compileFor(t, &env, "GET /records", `obj.id == "kept"`) // used again: stays
		compileFor(t, &env, "GET /records", fmt.Sprintf(`obj.count == %d`, i))
	}
	assert.Equal(t, maxPrograms, env.programs.order.Len())
	assert.Len(t, env.programs.byKey, maxPrograms)
	assert.Same(t, kept.prog, compileFor(t, &env, "GET /records", `obj.id == "kept"`).prog)
	assert.NotSame(t, evicted.prog, compileFor(t, &env, "GET /records", `obj.id == "evicted"`).prog,
		"the least recently used program was kept beyond maxPrograms")
}

func TestAKeptFilterReadsEachRequestsTime(t *testing.T) {
	var env Environment
	const src = `obj.created_at >= timestamp(time.now).subtract("1d")`
	rec := &record{CreatedAt: now}
	for _, tt := range []struct {
		at   time.Time
		want bool
	}{{now, true}, {now.Add(48 * time.Hour), false}, {now.Add(time.Hour), true}} {
		f, err := env.Compile("GET /records", src, reflect.TypeFor[record](), tt.at, nil)
		require.NoError(t, err)
		got, err := f.Match(rec)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "at %v", tt.at)
	}
}

func TestKeptFiltersServeConcurrentRequests(t *testing.T) {
	var env Environment
	const src = `obj.ref.id == "p1" || obj.labels.team == "infra"`
	var wg sync.WaitGroup
	results := make([][]string, 8)
	for w := range results {
		wg.Go(func() {
			for range 50 {
				f, err := env.Compile("GET /records", src, reflect.TypeFor[record](), now, &Meter{})
				if !assert.NoError(t, err) {
					return
				}
				var ids []string
				for _, r := range records() {
					if ok, err := f.Match(r); assert.NoError(t, err) && ok {
						ids = append(ids, r.ID)
					}
				}
				results[w] = ids
			}
		})
	}
	wg.Wait()
	for _, ids := range results {
		assert.Equal(t, []string{"r3", "r2"}, ids)
	}
}
