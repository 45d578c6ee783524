package store

import (
	crand "crypto/rand"
	"encoding"
	"fmt"
	"io"
	"math/rand/v2"
)

// IDState is the position of an ID generator in a snapshot: what the next
// ID and secret it makes depend on.
type IDState struct {
	// Stream is the generator's stream number.
	Stream uint16 `json:"stream"`
	// LastSecond and Sequence are the seconds and counter of the last ID
	// made; Started tells whether one was.
	LastSecond uint32 `json:"last_second"`
	Sequence   uint32 `json:"sequence"`
	Started    bool   `json:"started"`
	// Random is the state of the seeded random source (WithIDSeed), or
	// empty for one that reads crypto/rand.
	Random []byte `json:"random,omitempty"`
}

// State returns the generator's position.
func (g *IDGen) State() IDState {
	g.mu.Lock()
	defer g.mu.Unlock()
	st := IDState{Stream: g.stream, LastSecond: g.lastSec, Sequence: g.seq, Started: g.started}
	if m, ok := g.random.(encoding.BinaryMarshaler); ok {
		// A ChaCha8 source marshals without fail.
		st.Random, _ = m.MarshalBinary()
	}
	return st
}

// StageIDs reads the random source of a generator position, and returns
// the function that moves g to that position. A generator restored from
// a position without a seeded source reads crypto/rand: it makes new
// secrets, never those of a seeded stream that restarted.
func StageIDs(g *IDGen, st IDState) (func(), error) {
	var random io.Reader = crand.Reader
	if len(st.Random) > 0 {
		var c rand.ChaCha8
		if err := c.UnmarshalBinary(st.Random); err != nil {
			return nil, fmt.Errorf("the random state of ID stream %d: %w", st.Stream, err)
		}
		random = &c
	}
	return func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		g.lastSec, g.seq, g.started, g.random = st.LastSecond, st.Sequence, st.Started, random
	}, nil
}
