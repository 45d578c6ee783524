// Package inspector owns the inspector page of ingresstest: a page for
// people that shows, for each account of the fake server, the resources
// of every family with links to their JSON, the latest requests of its
// journal (filtered by method, status and operation on an account's
// page), the events delivered, the fault statistics and the server's
// clock. It holds the page's templates and assets (embedded), the
// sign-in with the control token and the sessions it opens, the
// Content-Security-Policy and the other headers of every answer, the
// views the templates render, and the labels of records.
//
// It knows nothing of the server's types. It reads the server through
// Server, an account through Account, an account's records through
// Records and Table, all of which ingresstest implements, and it receives
// the journal, the deliveries and the fault statistics as plain types of
// its own (Journal, Destination, FaultCount). ingresstest registers the
// handlers of an Inspector on the control API's routes under Path and
// sets SecureHeaders on every answer of those routes.
package inspector
