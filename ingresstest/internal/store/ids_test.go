package store

import (
	"encoding/binary"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// decodeID returns the 20 bytes of a KSUID body, checking it with
// math/big rather than the encoder under test.
func decodeID(t *testing.T, body string) [20]byte {
	t.Helper()
	n := new(big.Int)
	for _, c := range body {
		n.Mul(n, big.NewInt(62))
		n.Add(n, big.NewInt(int64(strings.IndexRune(base62, c))))
	}
	var out [20]byte
	n.FillBytes(out[:])
	return out
}

// TestIDShapeOfTheRealAPI checks that IDs are KSUIDs as the official
// client's fixtures are (rd_1bXG9oRzwO4wECTdws3hlVw6jCg,
// ipp_1qXI4T0q6cgkoOVvqSEjU7LiWIr, cr_1kYzunEyn6XHHlqyMBLrj5nxkoz): 27
// base62 digits after the prefix, the first four bytes the seconds since
// 2014-05-13T16:53:20Z.
func TestIDShapeOfTheRealAPI(t *testing.T) {
	for prefix, id := range map[string]string{"rd": "rd_1bXG9oRzwO4wECTdws3hlVw6jCg", "ipp": "ipp_1qXI4T0q6cgkoOVvqSEjU7LiWIr", "cr": "cr_1kYzunEyn6XHHlqyMBLrj5nxkoz"} {
		assert.True(t, WellFormedID(prefix, id), id)
	}
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	seed := uint64(1)
	id := NewIDGen(func() time.Time { return at }, &seed, 0).New("ep")
	require.Regexp(t, `^ep_[0-9A-Za-z]{27}$`, id)
	raw := decodeID(t, strings.TrimPrefix(id, "ep_"))
	assert.Equal(t, uint32(at.Unix()-1_400_000_000), binary.BigEndian.Uint32(raw[:4]))
	assert.Equal(t, time.Date(2014, 5, 13, 16, 53, 20, 0, time.UTC), time.Unix(EpochUnix, 0).UTC())

	var top [20]byte
	for i := range top {
		top[i] = 0xff
	}
	assert.Equal(t, maxIDBody, encode160(top))
	assert.Equal(t, strings.Repeat("0", 27), encode160([20]byte{}))
	for _, bad := range []string{"ak_" + strings.Repeat("0", 26), "ak_" + strings.Repeat("z", 27), "ak_" + strings.Repeat("0", 26) + "-", "ap_" + strings.Repeat("0", 27)} {
		assert.False(t, WellFormedID("ak", bad), bad)
	}
}

// TestEncode160IsBase62 checks the encoder against math/big over random
// numbers and the edges of each 62^5 chunk.
func TestEncode160IsBase62(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	cases := [][20]byte{{}, {19: 1}, {19: 61}, {19: 62}}
	for range 2000 {
		var raw [20]byte
		for i := range raw {
			raw[i] = byte(rng.Uint32())
		}
		cases = append(cases, raw)
	}
	for _, raw := range cases {
		body := encode160(raw)
		require.Len(t, body, idLen)
		require.Equal(t, raw, decodeID(t, body), "%x encodes as %s", raw, body)
	}
}

// TestIDsOrderedAndRepeatable checks that IDs sort by creation within one
// second, under a clock that goes back and across seconds, that a seed
// repeats them, and that streams never meet.
func TestIDsOrderedAndRepeatable(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	times := []time.Time{at, at, at.Add(500 * time.Millisecond), at.Add(-time.Hour), at.Add(time.Second), at.Add(time.Second)}
	run := func(seed uint64, stream uint16) []string {
		i := 0
		g := NewIDGen(func() time.Time { i++; return times[i-1] }, &seed, stream)
		var ids []string
		for range times {
			ids = append(ids, g.New("ak"))
		}
		return ids
	}
	a := run(7, 0)
	assert.True(t, slices.IsSorted(a), "IDs sort by creation: %v", a)
	assert.Len(t, slices.Compact(slices.Clone(a)), len(a))
	assert.Equal(t, a, run(7, 0), "a seed repeats the IDs")
	assert.NotEqual(t, a, run(8, 0))

	b := run(7, 1)
	for _, id := range b {
		assert.NotContains(t, a, id, "streams 0 and 1 share no ID")
	}
	raw := decodeID(t, strings.TrimPrefix(b[0], "ak_"))
	assert.Equal(t, uint16(1), binary.BigEndian.Uint16(raw[8:10]))

	early := NewIDGen(func() time.Time { return time.Unix(0, 0) }, nil, 0)
	first, second := early.New("ak"), early.New("ak")
	assert.Equal(t, "ak_000000", first[:9], "a time before the epoch counts as the epoch")
	assert.Less(t, first, second)
}
