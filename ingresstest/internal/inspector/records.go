package inspector

import "time"

// Records is what the inspector reads of an account's records. It is
// good only while Account.Read calls the function it was given.
type Records interface {
	// Families calls yield with the collection path of every resource
	// family, like "/api_keys", and its table, in any order, until yield
	// returns false.
	Families(yield func(path string, t Table) bool)
	// TableOf returns the table of the kind that the prefix of id names,
	// and false when the server serves no such kind.
	TableOf(id string) (Table, bool)
	// Destinations returns up to n event destinations that received
	// events, newest first, each with up to events of its events, newest
	// first, and the count of all such destinations.
	Destinations(n, events int) (newest []Destination, total int)
}

// Table is what the inspector reads of a table of records of any kind.
// Call its methods with the account's lock held (inside Account.Read);
// the records they return are never changed in place, so they may be
// read once it is released.
type Table interface {
	// Len returns how many records the table holds.
	Len() int
	// Newest returns up to n records, newest first.
	Newest(n int) []any
	// Lookup returns the record with the given ID.
	Lookup(id string) (any, bool)
}

// Destination is what an event destination received: the count of its
// events and the newest of them, newest first.
type Destination struct {
	// ID is the destination's ID.
	ID string
	// Count is how many events it received.
	Count int
	// Events are the newest of them, newest first.
	Events []Event
}

// Event is an event delivered to a destination, as the page lists it:
// never the resource it carries.
type Event struct {
	// EventID and EventType are the event's ID and type.
	EventID, EventType string
	// EventTimestamp is when the change happened, on the server's clock.
	EventTimestamp time.Time
	// SubscriptionID is the subscription that delivered it.
	SubscriptionID string
}

// inspectedRecord returns the record of the account with the given ID,
// of any kind the server serves.
func inspectedRecord(acct Account, id string) (rec any, ok bool) {
	acct.Read(func(r Records) {
		if t, found := r.TableOf(id); found {
			rec, ok = t.Lookup(id)
		}
	})
	return rec, ok
}
