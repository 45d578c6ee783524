// Package store holds the records of the fake's accounts: Table, the
// records of one kind in ID order, never changed in place, each with the
// JSON encoding kept for it (Encoding, Item); Records, a table of any kind
// as references, snapshots and the inspector see it; and IDGen, the
// generator of the API's time-ordered IDs and of secrets, with its
// position for snapshots (IDState). It knows nothing of HTTP, of the API's
// errors or of any resource family: ingresstest wires its tables into an
// account. Its callers hold their account's lock around every call that
// reads or changes a table.
package store
