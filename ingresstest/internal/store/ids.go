package store

import (
	crand "crypto/rand"
	"encoding/binary"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"time"
)

// EpochUnix is the time that the IDs of the real API, and this
// server's, count their seconds from, in seconds since 1970:
// 2014-05-13T16:53:20Z, the epoch of KSUIDs. An ID holds the seconds since
// it in 32 bits. ingresstest.IDEpoch is this time.
const EpochUnix = 1_400_000_000

// Crockford is Crockford's base32 alphabet, in ascending ASCII order; the
// server's secrets are written in it.
const Crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// base62 is the alphabet of IDs, in ascending ASCII order, so that IDs
// of one length sort as their numbers do.
const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// idLen is the length of an ID's body: 160 bits (a KSUID) in base62.
const idLen = 27

// maxIDBody is the largest ID body, 2^160-1 in base62: a body of idLen
// characters above it holds no 160-bit number.
const maxIDBody = "aWgEPTl1tmebfsQzFP4bxwgy80V"

// IDGen makes IDs of the real API's shape, KSUIDs: 4 bytes of seconds
// since EpochUnix, then a payload of a 4-byte counter that orders IDs made
// in the same second (or under a clock that stands still or goes back), a
// 2-byte stream number that keeps the IDs of generators with different
// streams apart, and 10 random bytes that make IDs hard to guess.
type IDGen struct {
	mu      sync.Mutex
	now     func() time.Time
	random  io.Reader
	stream  uint16
	lastSec uint32
	seq     uint32
	started bool
	// random10 takes the random bytes of each ID: read into a field
	// rather than a local, which reading through an interface would move
	// to the heap for every ID.
	random10 [10]byte
}

// NewIDGen returns a generator reading the time from now, whose
// random bytes come from seed when it is set (so that its IDs repeat from
// run to run) and from crypto/rand when it is not. Generators with
// different streams never make the same ID.
func NewIDGen(now func() time.Time, seed *uint64, stream uint16) *IDGen {
	g := &IDGen{now: now, random: crand.Reader, stream: stream}
	if seed != nil {
		var key [32]byte
		binary.LittleEndian.PutUint64(key[:], *seed)
		binary.LittleEndian.PutUint16(key[8:], stream)
		g.random = rand.NewChaCha8(key)
	}
	return g
}

// idSeconds returns the seconds from EpochUnix to t, 0 for a time before
// it and the largest count for a time past what 32 bits hold.
func idSeconds(t time.Time) uint32 {
	d := t.Unix() - EpochUnix
	switch {
	case d < 0:
		return 0
	case d > 1<<32-1:
		return 1<<32 - 1
	}
	return uint32(d)
}

// New returns a new ID with the given prefix, such as "ak".
func (g *IDGen) New(prefix string) string {
	g.mu.Lock()
	sec := idSeconds(g.now())
	if g.started && sec <= g.lastSec {
		sec = g.lastSec
		g.seq++
	} else {
		g.lastSec, g.seq, g.started = sec, 0, true
	}
	var raw [20]byte
	binary.BigEndian.PutUint32(raw[0:4], sec)
	binary.BigEndian.PutUint32(raw[4:8], g.seq)
	binary.BigEndian.PutUint16(raw[8:10], g.stream)
	io.ReadFull(g.random, g.random10[:])
	copy(raw[10:20], g.random10[:])
	g.mu.Unlock()
	var body [idLen]byte
	encode160To(body[:], raw)
	var id strings.Builder
	id.Grow(len(prefix) + 1 + idLen)
	id.WriteString(prefix)
	id.WriteByte('_')
	id.Write(body[:])
	return id.String()
}

// Stream returns the generator's stream number.
func (g *IDGen) Stream() uint16 { return g.stream }

// Token returns a random secret of n bytes in base32.
func (g *IDGen) Token(n int) string {
	buf := make([]byte, n)
	g.mu.Lock()
	io.ReadFull(g.random, buf)
	g.mu.Unlock()
	var b strings.Builder
	for _, c := range buf {
		b.WriteByte(Crockford[c&31])
	}
	return b.String()
}

// encode160 writes 160 bits as 27 base62 digits, most significant first,
// padded with zeros: it divides the number, held in five 32-bit words, by
// 62^5 for each five digits, and writes the five from the remainder.
func encode160(raw [20]byte) string {
	var out [idLen]byte
	encode160To(out[:], raw)
	return string(out[:])
}

// encode160To is encode160 writing its idLen digits into out.
func encode160To(out []byte, raw [20]byte) {
	const chunk = 62 * 62 * 62 * 62 * 62 // 62^5 < 2^32
	var words [5]uint32
	for i := range words {
		words[i] = binary.BigEndian.Uint32(raw[4*i:])
	}
	for end := idLen; end > 0; end -= 5 {
		var rem uint64
		for j := range words {
			cur := rem<<32 | uint64(words[j])
			words[j] = uint32(cur / chunk)
			rem = cur % chunk
		}
		for i := end - 1; i >= max(end-5, 0); i-- {
			out[i] = base62[rem%62]
			rem /= 62
		}
	}
}

// WellFormedID reports whether id looks like an ID this server makes with
// the given prefix: the prefix, "_" and 27 base62 digits that hold a
// 160-bit number.
func WellFormedID(prefix, id string) bool {
	body, ok := strings.CutPrefix(id, prefix+"_")
	if !ok || len(body) != idLen || body > maxIDBody {
		return false
	}
	for i := 0; i < len(body); i++ {
		if strings.IndexByte(base62, body[i]) < 0 {
			return false
		}
	}
	return true
}
