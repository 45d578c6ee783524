package api

import "sync"

// maxPooledAnswer is the capacity beyond which an answer's buffer is
// left to the garbage collector rather than kept for the next answer, so
// that one large answer does not keep its memory for the server's life.
const maxPooledAnswer = 256 << 10

// bufferPool keeps the buffers in which answers are assembled, so that a
// page of 100 records does not allocate its whole size on every request.
// Its zero value is ready.
type bufferPool struct{ pool sync.Pool }

// get returns an empty buffer.
func (p *bufferPool) get() *[]byte {
	if b, ok := p.pool.Get().(*[]byte); ok {
		return b
	}
	return new([]byte)
}

// put gives back a buffer that its user no longer reads: what was written
// from it has been copied (by net/http into its own buffers or onto the
// connection).
func (p *bufferPool) put(b *[]byte) {
	if cap(*b) > maxPooledAnswer {
		return
	}
	*b = (*b)[:0]
	p.pool.Put(b)
}
