// Package journal owns the bounded request journal of ingresstest: the
// record of each request of an account's public API (Record), kept in a
// ring bounded in entries and in bytes (Journal), whose costs the journals
// of a server's accounts count together in a shared Pool, past whose
// total the oldest entries of any account go first. It captures the start
// of each body as a handler reads and writes it (Capture), copies and cuts
// what a record keeps of the request line (NewRecord), redacts the
// bodies only when a record is read (Bytes.Text), and names each
// request's operation by the operationId of the published OpenAPI
// description (OperationIDs).
//
// It knows nothing of the server, its routes or its faults: ingresstest
// gives it the time of arrival, the fault as a number and a function
// that names the operation of a method and a URL path, sets its Limits
// from JournalLimits, and turns each Record it reads into a JournalEntry.
package journal
