package ingress

import "context"

// scanCheckEvery is how many steps of work (see scanner.steps) a scan does
// between two looks at its context: 65,536, a fraction of a millisecond of
// work, so that a call whose context ends stops soon after, while looking
// costs nothing measurable next to the steps themselves.
const scanCheckEvery = 1 << 16

// partial is a spelling of the key under way: its first matched bytes,
// spelt from text[start] on.
type partial struct{ matched, start int }

// escape is a spelling of one byte by several bytes of text, which end
// before text[end]; end is 0 where text spells no byte that way.
type escape struct {
	b   byte
	end int
}

// scanner finds the spellings of the key in a text, in one pass, with work
// linear in the text's length whatever the text holds.
//
// A byte of the key is spelt by the same byte, in either letter case, or
// by an escape (see escapeAt), so that several spellings may be under way at once, some
// begun inside others. The scanner reads the text once and follows them
// all together: at each offset it holds the partial spellings that reach
// it, at most one per number of bytes matched (the one that began first,
// as the rest of a spelling does not depend on where it began).
type scanner[T string | []byte] struct {
	key  string
	text T
	// here holds the partial spellings that reach the offset being read,
	// by increasing matched; next gathers those that reach the offset
	// after it, onward those that an escape carries further.
	here, next, onward []partial
	// carried holds, by increasing matched, the partial spellings that
	// escapes carry to carriedTo. Every escape that begins inside another
	// ends where the other ends (see escapeAt), so one place is enough.
	carried   []partial
	carriedTo int
	// spare is scratch space for merging.
	spare []partial
	// run is the escape that the run of backslashes before runEnd spells:
	// every backslash of a run begins the same escape.
	run    escape
	runEnd int
	// steps counts the work done: bytes of text examined and partial
	// spellings followed. check is the count at which to look at ctx
	// next; err is its error once it has ended.
	steps, check int
	ctx          context.Context
	err          error
}

// begins reports whether a spelling of the key may begin with c: the key's
// first byte in either letter case, or the first byte of an escape.
func (s *scanner[T]) begins(c byte) bool {
	return c == '%' || c == '\\' || sameLetter(c, s.key[0])
}

// find returns where the spelling of the key that ends first of those that
// begin at or after text[from] begins and ends, or -1, -1 when there is
// none. It returns the
// context's error when the context ends first. Successive calls must not
// go back: from is at least the end the call before returned.
func (s *scanner[T]) find(from int) (start, end int, err error) {
	s.here, s.carried = s.here[:0], s.carried[:0]
	for p := from; ; {
		if p == s.carriedTo && len(s.carried) > 0 {
			s.next = s.merge(s.next[:0], s.here, s.carried)
			s.here, s.next, s.carried = s.next, s.here, s.carried[:0]
		}
		if n := len(s.here); n > 0 && s.here[n-1].matched == len(s.key) {
			return s.here[n-1].start, p, nil
		}
		if p == len(s.text) {
			return -1, -1, nil
		}
		if len(s.here) == 0 && len(s.carried) == 0 && !s.begins(s.text[p]) {
			p = s.skip(p)
		} else {
			s.step(p)
			p++
		}
		if s.ended() {
			return -1, -1, s.err
		}
	}
}

// skip returns the first offset after p where a spelling may begin, or
// the text's end, going no further than scanCheckEvery bytes, so that the
// scan can look at its context between skips.
func (s *scanner[T]) skip(p int) int {
	end := min(len(s.text), p+scanCheckEvery)
	q := p + 1
	for q < end && !s.begins(s.text[q]) {
		q++
	}
	s.steps += q - p
	return q
}

// ended reports whether the context has ended, looking at it when
// scanCheckEvery steps have passed since the last look.
func (s *scanner[T]) ended() bool {
	if s.err == nil && s.steps >= s.check {
		s.err = s.ctx.Err()
		s.check = s.steps + scanCheckEvery
	}
	return s.err != nil
}

// extent returns the first offset from i on, by width bytes at a time, at
// which in is false. It stops early, with an offset of no use, when the
// context ends; the scan then ends with its error.
func (s *scanner[T]) extent(i, width int, in func(i int) bool) int {
	for in(i) {
		i += width
		if s.steps += width; s.ended() {
			break
		}
	}
	return i
}

// step moves every partial spelling that reaches text[p], and one that
// begins there, past the byte or the escape found there.
func (s *scanner[T]) step(p int) {
	c, esc := s.text[p], s.escapeAt(p)
	s.next, s.onward = s.next[:0], s.onward[:0]
	s.follow(partial{start: p}, c, esc)
	for _, pt := range s.here {
		s.follow(pt, c, esc)
	}
	s.steps += 1 + len(s.here)
	s.here, s.next = s.next, s.here
	if len(s.onward) > 0 {
		s.carriedTo = esc.end
		s.spare = s.merge(s.spare[:0], s.carried, s.onward)
		s.carried, s.spare = s.spare, s.carried
		s.steps += len(s.carried)
	}
}

// follow moves pt past the byte c, and past esc, when they spell the key's
// next byte.
func (s *scanner[T]) follow(pt partial, c byte, esc escape) {
	want := s.key[pt.matched]
	on := partial{matched: pt.matched + 1, start: pt.start}
	if sameLetter(c, want) {
		s.next = append(s.next, on)
	}
	if esc.end > 0 && sameLetter(esc.b, want) {
		s.onward = append(s.onward, on)
	}
}

// merge appends to dst the partial spellings of a and b, both by
// increasing matched, keeping for each matched the one that began first.
func (s *scanner[T]) merge(dst, a, b []partial) []partial {
	for len(a) > 0 && len(b) > 0 {
		switch {
		case a[0].matched < b[0].matched:
			dst, a = append(dst, a[0]), a[1:]
		case b[0].matched < a[0].matched:
			dst, b = append(dst, b[0]), b[1:]
		default:
			dst = append(dst, partial{matched: a[0].matched, start: min(a[0].start, b[0].start)})
			a, b = a[1:], b[1:]
		}
	}
	dst = append(dst, a...)
	return append(dst, b...)
}

// escapeAt returns the escape that begins at text[p]: %XX, with any number
// of "25" after the "%" (the encoding applied again and again), or, after
// any number of backslashes, a JSON \u00XX or \/. No escape begins inside
// another but at a backslash of the same run, which ends where it ends.
func (s *scanner[T]) escapeAt(p int) escape {
	switch s.text[p] {
	case '%':
		return s.percentAt(p)
	case '\\':
		if p >= s.runEnd {
			s.run, s.runEnd = s.backslashesAt(p)
		}
		return s.run
	}
	return escape{}
}

// percentAt returns the escape that the '%' at text[p] begins.
func (s *scanner[T]) percentAt(p int) escape {
	t := s.text
	j := s.extent(p+1, 2, func(j int) bool {
		return j+4 <= len(t) && t[j] == '2' && t[j+1] == '5' && isHex(t[j+2]) && isHex(t[j+3])
	})
	if j+2 <= len(t) && isHex(t[j]) && isHex(t[j+1]) {
		return escape{b: unhex(t[j])<<4 | unhex(t[j+1]), end: j + 2}
	}
	return escape{}
}

// backslashesAt returns the escape that the run of backslashes from
// text[p] begins, and where the run ends.
func (s *scanner[T]) backslashesAt(p int) (escape, int) {
	t := s.text
	r := s.extent(p, 1, func(r int) bool { return r < len(t) && t[r] == '\\' })
	switch {
	case r+5 <= len(t) && t[r] == 'u' && t[r+1] == '0' && t[r+2] == '0' && isHex(t[r+3]) && isHex(t[r+4]):
		return escape{b: unhex(t[r+3])<<4 | unhex(t[r+4]), end: r + 5}, r
	case r < len(t) && t[r] == '/':
		return escape{b: '/', end: r + 1}, r
	}
	return escape{}, r
}

// redactText returns text with every spelling of key replaced by
// [REDACTED], or nil when text spells no key (an empty key is spelt
// nowhere). It returns the context's error when ctx ends first.
func redactText[T string | []byte](ctx context.Context, key string, text T) ([]byte, error) {
	if key == "" {
		return nil, nil
	}
	s := scanner[T]{key: key, text: text}
	return s.redact(ctx)
}

// redact returns the scanner's text with every spelling of the key
// replaced by [REDACTED], or nil when it spells no key.
func (s *scanner[T]) redact(ctx context.Context) ([]byte, error) {
	s.ctx = ctx
	var out []byte
	last := 0
	for {
		start, end, err := s.find(last)
		if err != nil {
			return nil, err
		}
		if start < 0 {
			break
		}
		if out == nil {
			out = make([]byte, 0, len(s.text))
		}
		out = append(append(out, s.text[last:start]...), redacted...)
		last = end
	}
	if out == nil {
		return nil, nil
	}
	return append(out, s.text[last:]...), nil
}
