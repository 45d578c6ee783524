// Package store holds the state of the fake's accounts. Store is one
// account's: a Table of every resource kind, and what the simulation keeps
// beside the resources (users and their API key tokens, simulated agents,
// delivered events, SSH authorities' keys, the keys of managed
// certificates, the settings of provisioning and abuse review). A Table
// holds the records of one kind in ID order, never changed in place, each
// with the JSON encoding kept for it (Encoding, Item); Records is a table
// of any kind as references, snapshots and the inspector see it; IDGen
// makes the API's time-ordered IDs and secrets, with its position for
// snapshots (IDState).
//
// The package knows nothing of HTTP, of the API's errors or of
// ingresstest: where a record of the simulation has a public twin in
// ingresstest (Agent, DeliveredEvent), the two have the same fields, so
// that each converts to the other. Callers hold their account's lock
// around every call that reads or changes a Store.
package store
