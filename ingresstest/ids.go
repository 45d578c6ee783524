package ingresstest

import (
	crand "crypto/rand"
	"encoding/binary"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"time"
)

// crockford is Crockford's base32 alphabet, in ascending ASCII order, so
// that IDs sort as their numbers do.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// idLen is the length of an ID's body: 128 bits in base32.
const idLen = 26

// idGen makes IDs that sort by creation (48 bits of milliseconds, then a
// 32-bit sequence, so IDs made in the same millisecond or under a fixed
// clock still sort) and cannot be guessed (48 random bits).
type idGen struct {
	mu     sync.Mutex
	now    func() time.Time
	random io.Reader
	lastMS uint64
	seq    uint32
}

func newIDGen(now func() time.Time, seed *uint64) *idGen {
	g := &idGen{now: now, random: crand.Reader}
	if seed != nil {
		var key [32]byte
		binary.LittleEndian.PutUint64(key[:], *seed)
		g.random = rand.NewChaCha8(key)
	}
	return g
}

// New returns a new ID with the given prefix, such as "ak".
func (g *idGen) New(prefix string) string {
	g.mu.Lock()
	ms := uint64(g.now().UnixMilli())
	if ms <= g.lastMS {
		ms = g.lastMS
		g.seq++
	} else {
		g.lastMS, g.seq = ms, 0
	}
	var raw [16]byte
	binary.BigEndian.PutUint64(raw[0:8], ms<<16)
	binary.BigEndian.PutUint32(raw[6:10], g.seq)
	io.ReadFull(g.random, raw[10:16])
	g.mu.Unlock()
	return prefix + "_" + encode128(raw)
}

// Token returns a random secret of n bytes in base32.
func (g *idGen) Token(n int) string {
	buf := make([]byte, n)
	g.mu.Lock()
	io.ReadFull(g.random, buf)
	g.mu.Unlock()
	var b strings.Builder
	for _, c := range buf {
		b.WriteByte(crockford[c&31])
	}
	return b.String()
}

// encode128 writes 128 bits as 26 base32 digits, most significant first.
func encode128(raw [16]byte) string {
	hi := binary.BigEndian.Uint64(raw[0:8])
	lo := binary.BigEndian.Uint64(raw[8:16])
	var out [idLen]byte
	for i := idLen - 1; i >= 0; i-- {
		out[i] = crockford[lo&31]
		lo = lo>>5 | hi<<59
		hi >>= 5
	}
	return string(out[:])
}

// wellFormedID reports whether id looks like an ID this server makes with
// the given prefix.
func wellFormedID(prefix, id string) bool {
	body, ok := strings.CutPrefix(id, prefix+"_")
	if !ok || len(body) != idLen {
		return false
	}
	for i := 0; i < len(body); i++ {
		if strings.IndexByte(crockford, body[i]) < 0 {
			return false
		}
	}
	return true
}
