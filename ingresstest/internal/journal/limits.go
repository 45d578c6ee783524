package journal

// The journal's default bounds, the twins of ingresstest's
// DefaultJournalEntries, DefaultJournalBytes, DefaultJournalBodyBytes and
// DefaultJournalTotalBytes, which a test of ingresstest holds equal.
const (
	// DefaultEntries is how many requests a journal keeps by default.
	DefaultEntries = 1000
	// DefaultBytes is how many bytes the entries of a journal cost at
	// most by default, counted as Limits says.
	DefaultBytes = 8 << 20
	// DefaultBodyBytes is how much of each body, and of each request's
	// method and path with its query, an entry keeps by default.
	DefaultBodyBytes = 16 << 10
	// DefaultTotalBytes is how many bytes the journals of a Pool hold
	// together by default.
	DefaultTotalBytes = 64 << 20
)

// EntryCost is what an entry counts against Limits.Bytes beyond the
// strings and bodies it keeps: its fixed fields, rounded up.
const EntryCost = 256

// Limits bounds a journal, and the journals of its Pool together, as
// ingresstest's JournalLimits documents; a zero field takes its default
// (see WithDefaults). An entry costs EntryCost, plus the length of each
// string it keeps and the room each of its bodies holds (see
// Record.BytesHeld).
type Limits struct {
	// Entries is the most entries kept; negative turns the journal off.
	Entries int
	// Bytes is the most bytes the entries cost.
	Bytes int
	// BodyBytes is how much of each body, and of each request's method
	// and path with its query, an entry keeps.
	BodyBytes int
	// TotalBytes is the most bytes the entries of the journals of a
	// Pool cost together.
	TotalBytes int
}

// WithDefaults returns l with the defaults of the fields it leaves zero.
func (l Limits) WithDefaults() Limits {
	if l.Entries == 0 {
		l.Entries = DefaultEntries
	}
	if l.Bytes == 0 {
		l.Bytes = DefaultBytes
	}
	if l.BodyBytes == 0 {
		l.BodyBytes = DefaultBodyBytes
	}
	if l.TotalBytes == 0 {
		l.TotalBytes = DefaultTotalBytes
	}
	return l
}
