// Package errcatalog is the catalogue of the API's error codes: one entry
// for each page of the public error reference (errors/err_ngrok_N.mdx in
// ngrok-docs), one for each code the API is known to send that has no
// page, and one for each code of ingresstest's own. Each entry says when
// the code is given and whether the fake gives it. The fake takes the
// status of its answers from here, and docs/ERRORS.md is generated from
// it.
package errcatalog

// Class says whether the fake answers with a code, and if not, why not.
type Class uint8

const (
	// Served: the fake answers with the code at its condition.
	Served Class = iota + 1
	// Servable: an answer of the API at a condition of the request and
	// the account's resources, which the fake models, but does not give
	// yet.
	Servable
	// Platform: an answer of the API at a condition that needs what the
	// fake does not have (billing, real DNS, running agents, the
	// dashboard's sessions...); Entry.Note says what.
	Platform
	// NotAPI: not an answer of the API at all, but of the agent, of
	// traffic through endpoints, of the dashboard...; Entry.Note says
	// whose.
	NotAPI
)

// StatusSource says where an entry's HTTP status comes from.
type StatusSource uint8

const (
	// NoStatus: nothing documents the entry's status, and the fake does
	// not give the code.
	NoStatus StatusSource = iota
	// FromDocs: a page of the documentation, or an answer of the API
	// that an official client recorded for its tests, shows the status
	// with the code; Entry.StatusDoc names it.
	FromDocs
	// FromFake: nothing documents the status; the fake chose it.
	FromFake
)

// Entry is one error code of the catalogue.
type Entry struct {
	// Code is the number N of ERR_NGROK_N; zero for a code of
	// ingresstest's own, which Own names.
	Code int
	// Own is a code of ingresstest's own, like ERR_INGRESSTEST_BACKEND_CYCLE;
	// empty for a code of the API.
	Own string
	// Class says whether the fake gives the code.
	Class Class
	// Status is the HTTP status of the answer with the code (for a code
	// that is not the API's, the status the docs show on traffic), zero
	// where StatusFrom is NoStatus.
	Status int
	// StatusFrom says where Status comes from.
	StatusFrom StatusSource
	// StatusDoc names the documentation page or the recording that shows
	// Status, where StatusFrom is FromDocs.
	StatusDoc string
	// When is the condition of the code, in one line.
	When string
	// Note says, for Platform, what the fake lacks; for NotAPI, whose
	// error it is (agent, traffic, dashboard...); for a code with no page,
	// where it is known from; for an own code, why no code of the API
	// fits, or which one does where the fake has not moved to it yet.
	Note string
}
