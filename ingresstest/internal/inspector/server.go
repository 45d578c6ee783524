package inspector

import (
	"net/http"
	"time"
)

// Server is what the inspector reads of the fake server as a whole:
// its control token, its clock and its accounts.
type Server interface {
	// IsControlToken reports whether token is the server's control token.
	IsControlToken(token string) bool
	// IsControlBearer reports whether r carries the control token as its
	// bearer token, read as the control API reads it.
	IsControlBearer(r *http.Request) bool
	// ControlToken returns the control token, to which the MAC of a
	// session cookie is bound: a cookie opens nothing once the token is
	// another.
	ControlToken() string
	// ManualClock returns the time of the server's manual clock, and
	// false when the server reads the wall clock.
	ManualClock() (time.Time, bool)
	// Accounts returns every account of the server, in any order.
	Accounts() []Account
	// Account returns the account with the given ID.
	Account(id string) (Account, bool)
}

// Account is what the inspector reads of one account of the server.
type Account interface {
	// ID returns the account's ID, which a restore may change.
	ID() string
	// Default reports whether it is the server's default account.
	Default() bool
	// Read calls read with the account's lock held for reading, and its
	// records. read may keep the records it takes from a Table once it
	// returns: they are never changed in place.
	Read(read func(Records))
	// Journal returns the newest n requests of the account's journal that
	// f keeps, chosen among all the requests the journal holds. It holds
	// the journal's lock only to copy its entries out.
	Journal(n int, f JournalFilter) Journal
	// Faults returns how many requests fault injection counted, and how
	// many faults of each kind it injected, in the order of the kinds.
	Faults() (requests int, injected []FaultCount)
}

// Journal is what the page shows of an account's journal.
type Journal struct {
	// Entries are the requests, newest first.
	Entries []Request
	// Dropped counts the requests dropped to keep the journal's bounds.
	Dropped int
}

// Request is one request of an account's journal, as the page lists it:
// never its bodies.
type Request struct {
	// Seq numbers the account's requests.
	Seq uint64
	// Time is when the request arrived, on the server's clock.
	Time time.Time
	// Method and Path are the request's method and path with its query,
	// as the journal keeps them.
	Method, Path string
	// Operation names the operation of the route that served it.
	Operation string
	// Status is the status it was answered with.
	Status int
	// Code is the error code of the answer, "" on success.
	Code string
}

// FaultCount is how many faults of a kind were injected.
type FaultCount struct {
	// Fault names the kind, as "503" or "reset".
	Fault string
	// Count is how many were injected.
	Count int
}
