package filter

import (
	"errors"
	"fmt"
	"time"

	"cel.dev/cel-go/cel"
	"cel.dev/cel-go/common/types"
	"cel.dev/cel-go/common/types/ref"
)

// maxFilterDuration bounds the durations of add and subtract, so that the
// result stays a valid timestamp.
const maxFilterDuration = 100 * 365 * 24 * time.Hour

// timestampArithmetic declares the add and subtract methods of
// timestamps that the API's filters use with time.now, like
// timestamp(time.now).subtract("7d").
func timestampArithmetic() cel.EnvOption {
	return cel.Lib(timestampLib{})
}

// timestampLib is the library of add and subtract.
type timestampLib struct{}

// CompileOptions declares add and subtract.
func (timestampLib) CompileOptions() []cel.EnvOption {
	return []cel.EnvOption{
		cel.Function("add", cel.MemberOverload("timestamp_add_duration_string",
			[]*cel.Type{cel.TimestampType, cel.StringType}, cel.TimestampType,
			cel.BinaryBinding(func(t, d ref.Val) ref.Val { return shift(t, d, 1) }))),
		cel.Function("subtract", cel.MemberOverload("timestamp_subtract_duration_string",
			[]*cel.Type{cel.TimestampType, cel.StringType}, cel.TimestampType,
			cel.BinaryBinding(func(t, d ref.Val) ref.Val { return shift(t, d, -1) }))),
	}
}

// ProgramOptions adds nothing.
func (timestampLib) ProgramOptions() []cel.ProgramOption { return nil }

// shift moves the timestamp t by the duration string d, forward when sign
// is 1 and back when it is -1.
func shift(t, d ref.Val, sign time.Duration) ref.Val {
	ts, ok := t.(types.Timestamp)
	s, ok2 := d.(types.String)
	if !ok || !ok2 {
		return types.NewErr("add and subtract take a timestamp and a duration string")
	}
	dur, err := parseFilterDuration(string(s))
	if err != nil {
		return types.NewErr("%v", err)
	}
	return types.Timestamp{Time: ts.Time.Add(sign * dur)}
}

// parseFilterDuration parses a duration string of the API's filters: one
// or more whole numbers each followed by a unit, d (24 hours), h, m or s,
// like "7d", "24h" or "1d12h".
func parseFilterDuration(s string) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("empty duration")
	}
	var total time.Duration
	for rest := s; rest != ""; {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i == len(rest) || i > 5 {
			return 0, fmt.Errorf("duration %q: want whole numbers each followed by d, h, m or s", s)
		}
		var n time.Duration
		for _, c := range rest[:i] {
			n = n*10 + time.Duration(c-'0')
		}
		unit := durationUnit(rest[i])
		if unit == 0 {
			return 0, fmt.Errorf("duration %q: unknown unit %q, want d, h, m or s", s, rest[i])
		}
		if n*unit > maxFilterDuration-total {
			return 0, fmt.Errorf("duration %q: longer than 100 years", s)
		}
		total += n * unit
		rest = rest[i+1:]
	}
	return total, nil
}

// durationUnit returns the length of the unit c of a duration string, or
// 0 for a character that is not a unit.
func durationUnit(c byte) time.Duration {
	switch c {
	case 'd':
		return 24 * time.Hour
	case 'h':
		return time.Hour
	case 'm':
		return time.Minute
	case 's':
		return time.Second
	}
	return 0
}
